/// A `CGRect` in points (api.md §4 format `[x, y, width, height]`), as R8.6 and R10 compute
/// them. Doubles throughout, no rounding (R10.4).
public struct Rect: Sendable, Equatable {
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double

    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// `[x, y, width, height]` as a rectangle; `nil` unless exactly four numbers.
    public init?(array: [Double]) {
        guard array.count == 4 else { return nil }
        self.init(x: array[0], y: array[1], width: array[2], height: array[3])
    }

    /// The wire form `[x, y, width, height]`.
    public var array: [Double] { [x, y, width, height] }

    public var size: Size { Size(width: width, height: height) }

    /// Whether autoresizing left a negative width or height, which R10.4 keeps (with a warning).
    public var hasNegativeSize: Bool { width < 0 || height < 0 }

    /// `(0, 0, width, height)`: the bounds a view gets from this frame.
    public var zeroOrigin: Rect { Rect(x: 0, y: 0, width: width, height: height) }
}
