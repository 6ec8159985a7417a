/// One device model of the R10.5 table: its portrait screen size in points, status bar height
/// `s` and whether portraitUpsideDown exists (UD, R1.6).
public struct ScreenModel: Sendable, Equatable {
    public var name: String
    public var idiom: Idiom
    /// Portrait width `W`.
    public var width: Double
    /// Portrait height `H`.
    public var height: Double
    public var statusBarHeight: Double
    public var supportsPortraitUpsideDown: Bool

    public init(
        name: String, idiom: Idiom, width: Double, height: Double, statusBarHeight: Double,
        supportsPortraitUpsideDown: Bool
    ) {
        self.name = name
        self.idiom = idiom
        self.width = width
        self.height = height
        self.statusBarHeight = statusBarHeight
        self.supportsPortraitUpsideDown = supportsPortraitUpsideDown
    }

    /// `deviceMask` of R1.6: 30 with upside-down, 26 without.
    public var deviceMask: OrientationMask { supportsPortraitUpsideDown ? .all : .allButUpsideDown }
}
