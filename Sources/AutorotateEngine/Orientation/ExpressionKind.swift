/// What a MaskExpr string (api.md §1) is read as, which decides what its names mean: a
/// `UIInterfaceOrientationMask` (R1.2), a single `UIInterfaceOrientation` for
/// `preferredInterfaceOrientationForPresentation` (R2.6(b)), or `UIViewAutoresizing` bits (R10.1).
public enum ExpressionKind: Sendable {
    /// Mask names take mask values; Objective-C interface-orientation constants take their raw
    /// orientation values, as compiled, with a warning (R1.2).
    case orientationMask
    /// Interface-orientation names take raw values 1–4 (`unknown` 0); mask constants take their
    /// mask value with a warning, so that R2.6(b) can be simulated.
    case orientationValue
    /// `UIViewAutoresizing` names (R10.1).
    case autoresizing
}
