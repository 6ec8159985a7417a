/// A `CGSize` in points (api.md §4 format `[width, height]`): screen and parent sizes (R10.3,
/// R10.5) and scroll-view content sizes (R10.6).
public struct Size: Sendable, Equatable {
    public var width: Double
    public var height: Double

    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The wire form `[width, height]`.
    public var array: [Double] { [width, height] }
}
