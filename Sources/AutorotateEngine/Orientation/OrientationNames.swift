import AutorotateWire

/// Reading orientation names (api.md §1 "Accepted spellings", R1.1, R1.3): the Swift name
/// (`landscapeLeft`, `.landscapeLeft`, `UIInterfaceOrientation.landscapeLeft`) or the
/// Objective-C constant (`UIInterfaceOrientationLandscapeLeft`; `UIDeviceOrientationLandscapeLeft`
/// where a device orientation is meant). Raw integers come as JSON numbers and are the caller's
/// (`InterfaceOrientation(rawValue:)`).
///
/// A name is never silently swapped between the two enumerations: a device constant where an
/// interface orientation is meant (or the reverse) is an error saying what it equals.
///
/// ```swift
/// OrientationNames.interface(".landscapeLeft")        // .success(.landscapeLeft)
/// OrientationNames.device("UIDeviceOrientationFaceUp") // .success(.faceUp)
/// OrientationNames.interface("faceUp")
/// // .failure("'faceUp' is a device orientation, not an interface orientation")
/// ```
public enum OrientationNames {
    /// Parses an interface orientation. `unknown` (raw 0) is accepted only with
    /// `allowUnknown`; everywhere else it is an error, as are device-only names, device
    /// constants and mask names.
    public static func interface(_ text: String, allowUnknown: Bool = false) -> Result<
        InterfaceOrientation, NameError
    > {
        // The accepted spellings, from a table built once per process; a miss (an error, or
        // `unknown` where it is not allowed) takes the path below that says what is wrong.
        if let orientation = interfaceBySpelling[text], allowUnknown || orientation != .unknown {
            return .success(orientation)
        }
        let accepted = InterfaceOrientation.allCases.filter { allowUnknown || $0 != .unknown }
        for orientation in accepted where interfaceSpellings(orientation).contains(text) {
            return .success(orientation)
        }
        if !allowUnknown, interfaceSpellings(.unknown).contains(text) {
            return fail(
                "'\(text)' is not an interface orientation UIKit can use here; expected portrait, "
                    + "portraitUpsideDown, landscapeLeft or landscapeRight")
        }
        for device in DeviceOrientation.allCases {
            if deviceSwiftSpellings(device).contains(text) {
                // Bare and dotted Swift names of 1–4 are interface names too (matched above).
                return fail("'\(text)' is a device orientation, not an interface orientation")
            }
            if deviceObjCSpellings(device).contains(text) {
                guard let interface = device.interface else {
                    return fail("'\(text)' is a device orientation, not an interface orientation")
                }
                return fail(
                    "'\(text)' is a device orientation constant, not an interface orientation: device "
                        + "\(device.name) (\(device.rawValue)) is interface '\(interface.name)' (R1.3)")
            }
        }
        if let maskError = maskNameError(text, meant: "an interface orientation") {
            return .failure(maskError)
        }
        let candidates = accepted.flatMap(interfaceSpellings)
        return fail(unknownName(text, candidates: candidates))
    }

    /// Parses a device orientation (device meaning: `landscapeLeft` = home button on the right).
    /// Interface constants and mask names are errors.
    public static func device(_ text: String) -> Result<DeviceOrientation, NameError> {
        if let device = deviceBySpelling[text] { return .success(device) }
        for device in DeviceOrientation.allCases
        where deviceSwiftSpellings(device).contains(text) || deviceObjCSpellings(device).contains(text) {
            return .success(device)
        }
        for orientation in InterfaceOrientation.allCases
        where interfaceObjCSpellings(orientation).contains(text) {
            let device = DeviceOrientation(interface: orientation)
            return fail(
                "'\(text)' is an interface orientation constant, not a device orientation: interface "
                    + "\(orientation.name) (\(orientation.rawValue)) is device '\(device.name)' (R1.3)")
        }
        if let maskError = maskNameError(text, meant: "a device orientation") { return .failure(maskError) }
        let candidates = DeviceOrientation.allCases.flatMap {
            deviceSwiftSpellings($0) + deviceObjCSpellings($0)
        }
        return fail(unknownName(text, candidates: candidates))
    }

    // MARK: Spellings

    /// Every spelling of ``interfaceSpellings(_:)``, `unknown`'s included, to its orientation.
    private static let interfaceBySpelling: [String: InterfaceOrientation] = {
        var table: [String: InterfaceOrientation] = [:]
        for orientation in InterfaceOrientation.allCases {
            for spelling in interfaceSpellings(orientation) where table[spelling] == nil {
                table[spelling] = orientation
            }
        }
        return table
    }()

    /// Every Swift and Objective-C spelling of a device orientation to its orientation.
    private static let deviceBySpelling: [String: DeviceOrientation] = {
        var table: [String: DeviceOrientation] = [:]
        for device in DeviceOrientation.allCases {
            for spelling in deviceSwiftSpellings(device) + deviceObjCSpellings(device)
            where table[spelling] == nil {
                table[spelling] = device
            }
        }
        return table
    }()

    /// Every spelling ``interface(_:allowUnknown:)`` accepts without `allowUnknown`, with its
    /// orientation, for readers that match the bytes of a name in place before building a
    /// `String` (the ASCII spellings of `unknown` are left out: they are errors there).
    static let acceptedInterfaceSpellings: [(spelling: String, orientation: InterfaceOrientation)] =
        InterfaceOrientation.allCases.filter { $0 != .unknown }.flatMap { orientation in
            interfaceSpellings(orientation).filter { interfaceBySpelling[$0] == orientation }.map {
                ($0, orientation)
            }
        }

    /// Every accepted spelling of an interface orientation.
    static func interfaceSpellings(_ orientation: InterfaceOrientation) -> [String] {
        [orientation.name, "." + orientation.name] + interfaceObjCSpellings(orientation)
    }

    /// The spellings that name the interface enumeration explicitly.
    static func interfaceObjCSpellings(_ orientation: InterfaceOrientation) -> [String] {
        [orientation.objcName, "UIInterfaceOrientation." + orientation.name]
    }

    static func deviceSwiftSpellings(_ device: DeviceOrientation) -> [String] {
        [device.name, "." + device.name]
    }

    /// The spellings that name the device enumeration explicitly.
    static func deviceObjCSpellings(_ device: DeviceOrientation) -> [String] {
        [device.objcName, "UIDeviceOrientation." + device.name]
    }

    /// The error for a mask name read where a single orientation is meant, or `nil`.
    static func maskNameError(_ text: String, meant: String) -> NameError? {
        guard let mask = MaskName.all.first(where: { $0.spellings.contains(text) }) else { return nil }
        var message = "'\(text)' is a mask, not \(meant)"
        let members = mask.mask.orientations
        if members.count == 1, let only = members.first {
            let spelling = text.hasPrefix("UIInterfaceOrientationMask") ? only.objcName : only.name
            message += " (did you mean '\(spelling)'?)"
        } else if members.count == 2, mask.mask == .landscape {
            message += " (did you mean 'landscapeLeft' or 'landscapeRight'?)"
        }
        return NameError(message: message)
    }

    /// "unknown orientation name …" with a suggestion; a number in a string is pointed at JSON.
    private static func unknownName(_ text: String, candidates: [String]) -> String {
        if text.isEmpty { return "empty orientation name" }
        if !text.isEmpty, text.unicodeScalars.allSatisfy({ ("0"..."9").contains($0) }) {
            return
                "unknown orientation name '\(text)' (a raw value is a JSON number: \(text), not \"\(text)\")"
        }
        let hint = NameSuggestion.hint(for: text, among: candidates)
        if !hint.isEmpty { return "unknown orientation name '\(text)'" + hint }
        // Far from every spelling: list the Swift names, the shortest of each orientation.
        let swiftNames = candidates.filter { !$0.hasPrefix("UI") && !$0.hasPrefix(".") && !$0.contains(".") }
        var listed: [String] = []
        for name in swiftNames where !listed.contains(name) { listed.append(name) }
        return "unknown orientation name '\(text)'" + NameSuggestion.hintOrList(for: text, among: listed)
    }

    private static func fail<T>(_ message: String) -> Result<T, NameError> {
        .failure(NameError(message: message))
    }
}
