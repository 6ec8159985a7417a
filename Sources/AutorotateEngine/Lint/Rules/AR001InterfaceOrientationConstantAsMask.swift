import AutorotateWire

/// AR001 (R1.2): an interface-orientation (or device-orientation) constant used in a mask, which
/// counts by its raw value. Read from the warnings the engine gives while reading the scenario.
struct AR001InterfaceOrientationConstantAsMask: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR001", name: "InterfaceOrientationConstantAsMask",
        title: "Interface orientation constant used as a mask", severity: .warning, rule: "R1.2",
        confidence: .observed,
        description:
            "A UIInterfaceOrientation (or UIDeviceOrientation) constant used where a UIInterfaceOrientationMask is meant counts by its raw value, not as the orientation it names: UIInterfaceOrientationLandscapeLeft | UIInterfaceOrientationLandscapeRight is 7, which UIKit reads as portrait + upside-down, never landscape",
        help:
            "Use the UIInterfaceOrientationMask constants (UIInterfaceOrientationMaskLandscape, or .landscape in Swift), which are 1 << orientation.",
        triggeringExample: #"""
            {"name": "interface orientation constants OR-ed as a mask",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"player": {"class": "PlayerViewController", "supportedInterfaceOrientations": "UIInterfaceOrientationLandscapeLeft | UIInterfaceOrientationLandscapeRight"}},
             "window": {"rootViewController": "player"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#,
        nonTriggeringExample: #"""
            {"name": "mask constants OR-ed",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"player": {"class": "PlayerViewController", "supportedInterfaceOrientations": "UIInterfaceOrientationMaskLandscapeLeft | UIInterfaceOrientationMaskLandscapeRight"}},
             "window": {"rootViewController": "player"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        var warningsByPointer: [String: [Warning]] = [:]
        var order: [String] = []
        for warning in variant.scenario.warnings {
            guard let pointer = warning.pointer else { continue }
            switch warning.code {
            case ExpressionWarningCode.interfaceOrientationAsMask,
                ExpressionWarningCode.deviceOrientationAsMask,
                ExpressionWarningCode.interfaceOrientationMaskMixUp, ExpressionWarningCode.maskBitsIgnored:
                if warningsByPointer[pointer] == nil { order.append(pointer) }
                warningsByPointer[pointer, default: []].append(warning)
            default: break
            }
        }
        return order.compactMap { pointer in
            let warnings = warningsByPointer[pointer] ?? []
            let constants = warnings.filter {
                $0.code == ExpressionWarningCode.interfaceOrientationAsMask
                    || $0.code == ExpressionWarningCode.deviceOrientationAsMask
            }
            guard !constants.isEmpty else { return nil }
            var parts = constants.map(\.message)
            if let mixUp = warnings.first(where: {
                $0.code == ExpressionWarningCode.interfaceOrientationMaskMixUp
            }) {
                parts.append(mixUp.message)
            } else if let bits = warnings.first(where: { $0.code == ExpressionWarningCode.maskBitsIgnored }) {
                parts.append(bits.message)
            }
            return RuleFinding(
                pointer: pointer, message: LintVariant.sentence(parts.joined(separator: "; ")),
                fix: Self.entry.help,
                evidence: nil)
        }
    }
}
