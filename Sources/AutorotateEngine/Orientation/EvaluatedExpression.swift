import AutorotateWire

/// The value of a MaskExpr string (api.md §1, R1.2, R10.1) and what a reviewer should know about
/// it. The value is the raw integer as compiled; the caller applies UIKit's masking (R1.2).
public struct EvaluatedExpression: Sendable, Equatable {
    public var value: Int
    public var warnings: [Warning]
    public init(value: Int, warnings: [Warning] = []) {
        self.value = value
        self.warnings = warnings
    }
}

/// The warning codes ``ExpressionEvaluator`` reports (R1.2, R10.1).
public enum ExpressionWarningCode {
    /// An interface-orientation constant used in a mask counts by its raw value (R1.2).
    public static let interfaceOrientationAsMask = "interfaceOrientationAsMask"
    /// A device-orientation constant used in a mask counts by its raw value.
    public static let deviceOrientationAsMask = "deviceOrientationAsMask"
    /// The constants of an orientation mask evaluate to a mask that lacks orientations they name
    /// (`UIInterfaceOrientationLandscapeLeft | UIInterfaceOrientationLandscapeRight` = 7).
    public static let interfaceOrientationMaskMixUp = "interfaceOrientationMaskMixUp"
    /// A mask sets bit 0 or bits ≥ 5, which UIKit ignores (R1.2).
    public static let maskBitsIgnored = "maskBitsIgnored"
    /// A mask constant used where one interface orientation is meant.
    public static let maskAsInterfaceOrientation = "maskAsInterfaceOrientation"
    /// A device-orientation constant used where an interface orientation is meant (R1.3).
    public static let deviceOrientationAsInterfaceOrientation = "deviceOrientationAsInterfaceOrientation"
    /// An autoresizing mask sets bits above flexibleBottomMargin (R10.1).
    public static let autoresizingBitsIgnored = "autoresizingBitsIgnored"
}
