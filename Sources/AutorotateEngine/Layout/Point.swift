/// A `CGPoint` in points (api.md §4 format `[x, y]`): scroll-view content offsets (R10.6).
public struct Point: Sendable, Equatable {
    public var x: Double
    public var y: Double

    public init(x: Double, y: Double) {
        self.x = x
        self.y = y
    }

    /// The wire form `[x, y]`.
    public var array: [Double] { [x, y] }
}
