/// `UIDeviceOrientation` (R1.1): the physical orientation of the device. For raw 1–4 UIKit
/// adopts the interface orientation with the same raw value, so the landscape names swap
/// (R1.3): device `landscapeLeft` (3, home button on the right) is interface `landscapeRight`.
public enum DeviceOrientation: Int, Sendable, CaseIterable {
    case unknown = 0
    case portrait = 1
    case portraitUpsideDown = 2
    case landscapeLeft = 3
    case landscapeRight = 4
    case faceUp = 5
    case faceDown = 6

    /// The Swift spelling, with device meaning, used in all output.
    public var name: String { word.text }

    /// The Objective-C constant, e.g. `UIDeviceOrientationFaceUp`.
    public var objcName: String {
        switch self {
        case .unknown: "UIDeviceOrientationUnknown"
        case .portrait: "UIDeviceOrientationPortrait"
        case .portraitUpsideDown: "UIDeviceOrientationPortraitUpsideDown"
        case .landscapeLeft: "UIDeviceOrientationLandscapeLeft"
        case .landscapeRight: "UIDeviceOrientationLandscapeRight"
        case .faceUp: "UIDeviceOrientationFaceUp"
        case .faceDown: "UIDeviceOrientationFaceDown"
        }
    }

    /// `interface(D)` of R1.3: the interface orientation with the same raw value for raw 1–4,
    /// `nil` for unknown, faceUp and faceDown.
    public var interface: InterfaceOrientation? {
        guard (1...4).contains(rawValue) else { return nil }
        return InterfaceOrientation(rawValue: rawValue)
    }

    /// `UIDeviceOrientationIsPortrait` (R1.3).
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// `UIDeviceOrientationIsLandscape` (R1.3).
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }

    /// The device orientation whose raw value equals `interface`'s (R1.3): interface
    /// `landscapeRight` gives device `landscapeLeft`; `unknown` gives `unknown`.
    public init(interface: InterfaceOrientation) {
        self = DeviceOrientation(rawValue: interface.rawValue) ?? .unknown
    }
}
