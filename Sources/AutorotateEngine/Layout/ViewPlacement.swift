/// Where a view sits (R8.6): its frame in the parent (the window for a root view), its bounds,
/// and its transform `[a, b, c, d, tx, ty]` (CGAffineTransform).
public struct ViewPlacement: Sendable, Equatable {
    public var frame: Rect
    public var bounds: Rect
    public var transform: [Double]

    public init(frame: Rect, bounds: Rect, transform: [Double] = AffineTransform.identity) {
        self.frame = frame
        self.bounds = bounds
        self.transform = transform
    }
}

/// The `CGAffineTransform`s of R8.6 as `[a, b, c, d, tx, ty]`.
public enum AffineTransform {
    public static let identity: [Double] = [1, 0, 0, 1, 0, 0]
    /// portraitUpsideDown: rotation by π.
    public static let upsideDown: [Double] = [-1, 0, 0, -1, 0, 0]
    /// landscapeRight: rotation by π/2.
    public static let landscapeRight: [Double] = [0, 1, -1, 0, 0, 0]
    /// landscapeLeft: rotation by −π/2.
    public static let landscapeLeft: [Double] = [0, -1, 1, 0, 0, 0]
}
