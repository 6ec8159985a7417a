/// A property list value as the import reads it, from XML (``XMLPlistReader``) or from old-style
/// text (``OpenStepParser``, whose values are all strings, arrays and dictionaries). The cases and
/// their values are those `PropertyListSerialization` gives.
indirect enum PlistValue: Sendable, Equatable {
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    /// Seconds since 2001-01-01T00:00:00Z, as `Date.timeIntervalSinceReferenceDate`.
    case date(Double)
    case data([UInt8])
    case array([PlistValue])
    /// Each key once; a key written twice keeps its last value, as `PropertyListSerialization` does.
    case dictionary([String: PlistValue])

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var array: [PlistValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }

    var dictionary: [String: PlistValue]? {
        if case .dictionary(let entries) = self { return entries }
        return nil
    }

    /// An old-style plist's value: strings (`<hex>` data kept as its text), arrays, dictionaries.
    init(_ value: OpenStepValue) {
        switch value {
        case .string(let text): self = .string(text)
        case .array(let elements): self = .array(elements.map(PlistValue.init))
        case .dictionary(let dictionary):
            var entries: [String: PlistValue] = [:]
            for entry in dictionary.entries { entries[entry.key] = PlistValue(entry.value) }
            self = .dictionary(entries)
        }
    }
}
