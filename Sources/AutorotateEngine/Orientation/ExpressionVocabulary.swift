import AutorotateWire

/// The names an expression of one ``ExpressionKind`` may use and what each evaluates to (R1.2,
/// R1.3, R10.1), plus the names that are rejected with a specific reason.
struct ExpressionVocabulary: Sendable {
    enum Entry: Sendable {
        /// `value` as compiled; `intended` = the mask the writer most likely meant (differs from
        /// `value` only for orientation constants used in a mask); `warning` reported at each use.
        case value(Int, intended: Int, warning: Warning?)
        case rejected(String)
    }

    private(set) var entries: [String: Entry] = [:]
    /// Accepted names in a fixed order, for "did you mean".
    private(set) var accepted: [String] = []
    /// `orientation` or `autoresizing`, for "unknown … name".
    let noun: String

    func lookup(_ name: String) -> Entry? { entries[name] }

    private mutating func add(_ name: String, _ value: Int, intended: Int? = nil, warning: Warning? = nil) {
        guard entries[name] == nil else { return }
        entries[name] = .value(value, intended: intended ?? value, warning: warning)
        accepted.append(name)
    }

    private mutating func reject(_ name: String, _ message: String) {
        guard entries[name] == nil else { return }
        entries[name] = .rejected(message)
    }

    static let orientationMask = ExpressionVocabulary(kind: .orientationMask)
    static let orientationValue = ExpressionVocabulary(kind: .orientationValue)
    static let autoresizing = ExpressionVocabulary(kind: .autoresizing)

    static func of(_ kind: ExpressionKind) -> ExpressionVocabulary {
        switch kind {
        case .orientationMask: orientationMask
        case .orientationValue: orientationValue
        case .autoresizing: autoresizing
        }
    }

    private init(kind: ExpressionKind) {
        switch kind {
        case .orientationMask:
            noun = "orientation"
            addMaskVocabulary()
        case .orientationValue:
            noun = "orientation"
            addValueVocabulary()
        case .autoresizing:
            noun = "autoresizing"
            addAutoresizingVocabulary()
        }
    }

    /// R1.2: mask names by mask value; Objective-C interface (and device) constants by raw value.
    private mutating func addMaskVocabulary() {
        for mask in MaskName.all {
            for spelling in mask.spellings { add(spelling, mask.mask.rawValue) }
        }
        for orientation in InterfaceOrientation.allCases {
            let raw = orientation.rawValue
            let intended = orientation == .unknown ? 0 : orientation.mask.rawValue
            add(
                orientation.objcName, raw, intended: intended,
                warning: Warning(
                    code: ExpressionWarningCode.interfaceOrientationAsMask,
                    message:
                        "interface orientation constant \(orientation.objcName) used as a mask (= \(raw))"))
            let qualified = "UIInterfaceOrientation." + orientation.name
            reject(
                qualified,
                "'\(qualified)' is an interface orientation, not a mask"
                    + (orientation == .unknown
                        ? "" : " (did you mean 'UIInterfaceOrientationMask.\(orientation.name)'?)"))
        }
        for device in DeviceOrientation.allCases {
            let raw = device.rawValue
            add(
                device.objcName, raw, intended: device.interface?.mask.rawValue ?? 0,
                warning: Warning(
                    code: ExpressionWarningCode.deviceOrientationAsMask,
                    message: "device orientation constant \(device.objcName) used as a mask (= \(raw))"))
            let swiftOnly = device.interface == nil && device != .unknown
            let spellings = (swiftOnly ? OrientationNames.deviceSwiftSpellings(device) : [])
            for spelling in spellings + ["UIDeviceOrientation." + device.name] {
                reject(spelling, "'\(spelling)' is a device orientation, not a mask")
            }
        }
    }

    /// `preferredInterfaceOrientationForPresentation`: interface names by raw value; mask and
    /// device constants by their value, flagged, so that R2.6(b) can be simulated.
    private mutating func addValueVocabulary() {
        for orientation in InterfaceOrientation.allCases {
            for spelling in OrientationNames.interfaceSpellings(orientation) {
                add(spelling, orientation.rawValue)
            }
        }
        for mask in MaskName.all {
            let value = mask.mask.rawValue
            for spelling in [mask.objcName, "UIInterfaceOrientationMask." + mask.swiftName] {
                add(
                    spelling, value,
                    warning: Warning(
                        code: ExpressionWarningCode.maskAsInterfaceOrientation,
                        message: "mask constant \(spelling) used as an interface orientation (= \(value))"))
            }
            for spelling in [mask.swiftName, "." + mask.swiftName] {
                if let error = OrientationNames.maskNameError(spelling, meant: "an interface orientation") {
                    reject(spelling, error.message)
                }
            }
        }
        for device in DeviceOrientation.allCases {
            let raw = device.rawValue
            add(
                device.objcName, raw,
                warning: Warning(
                    code: ExpressionWarningCode.deviceOrientationAsInterfaceOrientation,
                    message:
                        "device orientation constant \(device.objcName) used as an interface orientation "
                        + "(= \(raw), \(InterfaceOrientation.uikitName(raw: raw)))"))
            for spelling in OrientationNames.deviceSwiftSpellings(device) + [
                "UIDeviceOrientation." + device.name
            ] {
                reject(spelling, "'\(spelling)' is a device orientation, not an interface orientation")
            }
        }
    }

    /// R10.1: `UIViewAutoresizingFlexibleWidth`, `.flexibleWidth`, `flexibleWidth`.
    private mutating func addAutoresizingVocabulary() {
        for flag in AutoresizingName.all {
            for spelling in flag.spellings { add(spelling, flag.value) }
        }
    }
}

/// The `UIViewAutoresizing` bits of R10.1 and their spellings.
struct AutoresizingName: Sendable {
    var swiftName: String
    var value: Int

    var objcName: String {
        let first = swiftName.prefix(1).uppercased()
        return "UIViewAutoresizing" + first + swiftName.dropFirst()
    }

    var spellings: [String] {
        [
            swiftName, "." + swiftName, objcName, "UIViewAutoresizing." + swiftName,
            "UIView.AutoresizingMask." + swiftName,
        ]
    }

    static let all: [AutoresizingName] = [
        AutoresizingName(swiftName: "none", value: 0),
        AutoresizingName(swiftName: "flexibleLeftMargin", value: 1),
        AutoresizingName(swiftName: "flexibleWidth", value: 2),
        AutoresizingName(swiftName: "flexibleRightMargin", value: 4),
        AutoresizingName(swiftName: "flexibleTopMargin", value: 8),
        AutoresizingName(swiftName: "flexibleHeight", value: 16),
        AutoresizingName(swiftName: "flexibleBottomMargin", value: 32),
    ]
}
