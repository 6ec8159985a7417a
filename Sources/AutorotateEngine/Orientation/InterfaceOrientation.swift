/// `UIInterfaceOrientation` (R1.1): the orientation of the app's user interface, with UIKit's raw
/// values. Device landscape names swap with these (R1.3): see ``DeviceOrientation``.
///
/// ```swift
/// InterfaceOrientation.landscapeLeft.mask      // OrientationMask.landscapeLeft (16)
/// InterfaceOrientation.uikitName(raw: 16)      // "(16)"
/// ```
public enum InterfaceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeRight = 3
    case landscapeLeft = 4

    /// The Swift spelling, used in all output (api.md §1).
    public var name: String { word.text }

    /// The Objective-C constant, e.g. `UIInterfaceOrientationLandscapeLeft`.
    public var objcName: String {
        switch self {
        case .unknown: "UIInterfaceOrientationUnknown"
        case .portrait: "UIInterfaceOrientationPortrait"
        case .portraitUpsideDown: "UIInterfaceOrientationPortraitUpsideDown"
        case .landscapeRight: "UIInterfaceOrientationLandscapeRight"
        case .landscapeLeft: "UIInterfaceOrientationLandscapeLeft"
        }
    }

    /// `UIInterfaceOrientationIsPortrait` (R1.3): raw 1 or 2.
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// `UIInterfaceOrientationIsLandscape` (R1.3): raw 3 or 4.
    public var isLandscape: Bool { self == .landscapeRight || self == .landscapeLeft }

    /// `M(o) = 1 << o` (R1.2); `unknown` gives bit 0, which UIKit ignores.
    public var mask: OrientationMask { OrientationMask(rawValue: 1 << rawValue) }

    /// The four real orientations (raw 1–4) in the fixed output order of R1.7 / api.md §1:
    /// portrait, portraitUpsideDown, landscapeLeft, landscapeRight.
    public static let outputOrder: [InterfaceOrientation] = [
        .portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight,
    ]

    /// `uikitName(v)` of R1.7: the name UIKit prints for a raw value — `(7)`, `(16)` for values
    /// that are no orientation.
    public static func uikitName(raw: Int) -> String {
        if let orientation = InterfaceOrientation(rawValue: raw) { return orientation.name }
        return "(\(raw))"
    }
}
