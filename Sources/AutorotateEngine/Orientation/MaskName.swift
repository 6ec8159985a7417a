/// The named `UIInterfaceOrientationMask` values of R1.2 and their spellings: `portrait`,
/// `.portrait`, `UIInterfaceOrientationMaskPortrait`, `UIInterfaceOrientationMask.portrait`.
struct MaskName: Sendable {
    var swiftName: String
    var objcName: String
    var mask: OrientationMask

    var spellings: [String] {
        [swiftName, "." + swiftName, objcName, "UIInterfaceOrientationMask." + swiftName]
    }

    static let all: [MaskName] = [
        MaskName(swiftName: "portrait", objcName: "UIInterfaceOrientationMaskPortrait", mask: .portrait),
        MaskName(
            swiftName: "portraitUpsideDown", objcName: "UIInterfaceOrientationMaskPortraitUpsideDown",
            mask: .portraitUpsideDown),
        MaskName(
            swiftName: "landscapeLeft", objcName: "UIInterfaceOrientationMaskLandscapeLeft",
            mask: .landscapeLeft),
        MaskName(
            swiftName: "landscapeRight", objcName: "UIInterfaceOrientationMaskLandscapeRight",
            mask: .landscapeRight),
        MaskName(swiftName: "landscape", objcName: "UIInterfaceOrientationMaskLandscape", mask: .landscape),
        MaskName(
            swiftName: "allButUpsideDown", objcName: "UIInterfaceOrientationMaskAllButUpsideDown",
            mask: .allButUpsideDown),
        MaskName(swiftName: "all", objcName: "UIInterfaceOrientationMaskAll", mask: .all),
    ]

    /// The Objective-C spelling a developer would write for `mask` (effective bits):
    /// `UIInterfaceOrientationMaskLandscape`, or single masks joined by ` | `.
    static func objcSpelling(of mask: OrientationMask) -> String {
        let effective = mask.effective
        if effective.rawValue == 0 { return "0" }
        if let named = all.first(where: { $0.mask == effective }) { return named.objcName }
        return effective.orientations.compactMap { orientation in
            all.first { $0.mask == orientation.mask }?.objcName
        }.joined(separator: " | ")
    }
}
