import AutorotateWire

/// The names an expression of one ``ExpressionKind`` may use and what each evaluates to (R1.2,
/// R1.3, R10.1), plus the names that are rejected with a specific reason.
///
/// Built once per process per kind. Every name is ASCII, so ``ExpressionParser`` looks one up by
/// its length and bytes (``entryIndex(_:_:)``) without building a `String` or hashing.
final class ExpressionVocabulary: Sendable {
    enum Entry: Sendable {
        /// `value` as compiled; `intended` = the mask the writer most likely meant (differs from
        /// `value` only for orientation constants used in a mask); `warning` reported at each use.
        case value(Int, intended: Int, warning: Warning?)
        case rejected(String)
    }

    /// Every name's entry, in the order the names were first registered (a later registration
    /// of the same name is ignored).
    let entries: [Entry]
    /// The name of each entry of ``entries``.
    let names: [String]
    /// Accepted names in a fixed order, for "did you mean".
    let accepted: [String]
    /// `orientation` or `autoresizing`, for "unknown … name".
    let noun: String
    /// The UTF-8 bytes of every name, one after another, in ``entries`` order.
    private let nameBytes: [UInt8]
    /// Where each entry's name starts in ``nameBytes`` (one more element: the end).
    private let nameStarts: [Int]
    /// Entry indices grouped by name length, registration order within a length.
    private let entriesByLength: [Int]
    /// Where the names of each length start in ``entriesByLength`` (index = length; one more
    /// element: the end).
    private let lengthStarts: [Int]

    /// The index in ``entries`` of the name spelt by `units[range]` (one Unicode scalar value per
    /// unit), or `nil` when no name has those scalars. Names are ASCII, so matching scalar values
    /// is matching the names' `String`s.
    func entryIndex<Unit: FixedWidthInteger & UnsignedInteger>(
        _ units: UnsafeBufferPointer<Unit>, _ range: Range<Int>
    ) -> Int? {
        let length = range.count
        guard length + 1 < lengthStarts.count else { return nil }
        if Unit.bitWidth == 8, length >= 8 { return asciiEntryIndex(units, range) }
        for position in lengthStarts[length]..<lengthStarts[length + 1] {
            let entry = entriesByLength[position]
            let start = nameStarts[entry]
            // From the end: names of one length mostly share their prefix (`UIInterfaceOrientation…`).
            var offset = length - 1
            while offset >= 0,
                UInt32(nameBytes[start + offset])
                    == UInt32(truncatingIfNeeded: units[range.lowerBound + offset])
            {
                offset -= 1
            }
            if offset < 0 { return entry }
        }
        return nil
    }

    /// ``entryIndex(_:_:)`` of a text of bytes at least eight long, compared eight bytes at a
    /// time: a candidate's last eight bytes first (names of one length mostly share their prefix,
    /// `UIInterfaceOrientation…`), then the rest from the start.
    private func asciiEntryIndex<Unit: FixedWidthInteger & UnsignedInteger>(
        _ units: UnsafeBufferPointer<Unit>, _ range: Range<Int>
    ) -> Int? {
        let length = range.count
        guard let unitBase = units.baseAddress else { return nil }
        // `Unit` is one byte wide (the caller checked), and `range` lies inside `units`
        // (the parser's scan stops at its end), so its `length` bytes are readable from `text`.
        let text = UnsafeRawPointer(unitBase + range.lowerBound)
        let tail = text.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self)
        return nameBytes.withUnsafeBufferPointer { names -> Int? in
            guard let namesBase = names.baseAddress else { return nil }
            for position in lengthStarts[length]..<lengthStarts[length + 1] {
                let entry = entriesByLength[position]
                // Every name of this length group is `length` bytes long and lies inside
                // `nameBytes` from its start, so each load below reads inside the buffer.
                let name = UnsafeRawPointer(namesBase + nameStarts[entry])
                guard name.loadUnaligned(fromByteOffset: length - 8, as: UInt64.self) == tail else {
                    continue
                }
                var offset = 0
                var same = true
                while offset < length - 8 {
                    if name.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                        != text.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
                    {
                        same = false
                        break
                    }
                    offset += 8
                }
                if same { return entry }
            }
            return nil
        }
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
        var builder = VocabularyBuilder()
        switch kind {
        case .orientationMask:
            noun = "orientation"
            builder.addMaskVocabulary()
        case .orientationValue:
            noun = "orientation"
            builder.addValueVocabulary()
        case .autoresizing:
            noun = "autoresizing"
            builder.addAutoresizingVocabulary()
        }
        entries = builder.entries
        names = builder.names
        accepted = builder.accepted
        var bytes: [UInt8] = []
        var starts: [Int] = []
        for name in builder.names {
            starts.append(bytes.count)
            bytes += name.utf8
        }
        starts.append(bytes.count)
        nameBytes = bytes
        nameStarts = starts
        let longest = builder.names.map(\.utf8.count).max() ?? 0
        var byLength: [Int] = []
        var lengthStarts: [Int] = []
        for length in 0...longest {
            lengthStarts.append(byLength.count)
            byLength += builder.names.indices.filter { builder.names[$0].utf8.count == length }
        }
        lengthStarts.append(byLength.count)
        entriesByLength = byLength
        self.lengthStarts = lengthStarts
    }
}

/// Collects a vocabulary's names in registration order; the first registration of a name wins.
private struct VocabularyBuilder {
    var names: [String] = []
    var entries: [ExpressionVocabulary.Entry] = []
    var accepted: [String] = []
    private var known: Set<String> = []

    private mutating func add(_ name: String, _ value: Int, intended: Int? = nil, warning: Warning? = nil) {
        guard known.insert(name).inserted else { return }
        names.append(name)
        entries.append(.value(value, intended: intended ?? value, warning: warning))
        accepted.append(name)
    }

    private mutating func reject(_ name: String, _ message: String) {
        guard known.insert(name).inserted else { return }
        names.append(name)
        entries.append(.rejected(message))
    }

    /// R1.2: mask names by mask value; Objective-C interface (and device) constants by raw value.
    mutating func addMaskVocabulary() {
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
    mutating func addValueVocabulary() {
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
    mutating func addAutoresizingVocabulary() {
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
