import AutorotateWire

/// Reads a scenario from parsed JSON (api.md §2–§3) and validates it, collecting every problem
/// with its JSON pointer instead of stopping at the first. Shape problems (wrong JSON type,
/// missing member) make the request malformed (400); semantic ones (unknown id, cycle, value out
/// of range, unknown name) make it invalid (422).
struct ScenarioDecoder {
    let limits: EngineLimits
    var errors: [PointerError] = []
    var malformed = false
    var warnings: [Warning] = []
    /// View-controller ids in declaration order.
    var ids: [String] = []
    var indexByID: [String: Int] = [:]
    var kinds: [ViewControllerKind] = []
    /// Flags read by conditionals, checked against the declared and set ones at the end.
    var flagReferences: [(name: String, pointer: JSONPointer)] = []
    var flagsSet: Set<String> = []
    /// Each view id → where it was declared (the text is built only for a duplicate's message).
    var viewIDs: [String: JSONPointer] = [:]
    var viewCount = 0
    var os = OSVersion(6)
    /// Expressions already evaluated in this scenario (see `evaluate(_:kind:)`).
    var expressionCache: [ExpressionCacheKey: Result<EvaluatedExpression, ExpressionError>] = [:]

    init(limits: EngineLimits) {
        self.limits = limits
        // Room for a typical scenario's distinct expressions without rehashing as the cache grows.
        expressionCache.reserveCapacity(16)
    }

    // MARK: Problems

    /// A shape problem: the request is malformed (400).
    mutating func shape(_ pointer: JSONPointer, _ detail: String) {
        malformed = true
        errors.append(PointerError(pointer: pointer.string, detail: detail))
    }

    /// A semantic problem: the request is invalid (422).
    mutating func invalid(_ pointer: JSONPointer, _ detail: String) {
        errors.append(PointerError(pointer: pointer.string, detail: detail))
    }

    mutating func warn(_ pointer: JSONPointer, _ code: String, _ message: String) {
        warnings.append(Warning(code: code, message: message, pointer: pointer.string))
    }

    /// Members outside `known` are ignored with a warning (a misspelt property is a common bug).
    /// `alsoKnown` is one more known key, kept apart so that callers need not build a new list.
    mutating func checkMembers(
        _ object: JSONObject, at pointer: JSONPointer, known: [String], alsoKnown: String? = nil
    ) {
        // By index, so that only each key is read, not a copy of each member with its value.
        for index in object.members.indices {
            let key = object.members[index].key
            guard key != alsoKnown && !Self.contains(known, key) else { continue }
            let known = alsoKnown.map { [$0] + known } ?? known
            warn(
                pointer.appending(key), "unknownMember",
                "'\(key)' is not a member the engine reads here; it is ignored"
                    + NameSuggestion.hint(for: key, among: known))
        }
    }

    /// Whether `names` holds `key`, comparing only names of the same length.
    static func contains(_ names: [String], _ key: String) -> Bool {
        let length = key.utf8.count
        return names.contains { $0.utf8.count == length && $0 == key }
    }

    // MARK: Typed reads

    mutating func object(_ value: JSONValue?, at pointer: JSONPointer, what: String) -> JSONObject? {
        guard let value else { return nil }
        guard case .object(let object) = value else {
            shape(pointer, "\(what) must be an object")
            return nil
        }
        return object
    }

    mutating func string(_ value: JSONValue?, at pointer: JSONPointer, what: String) -> String? {
        guard let value else { return nil }
        guard case .string(let text) = value else {
            shape(pointer, "\(what) must be a string")
            return nil
        }
        return text
    }

    mutating func bool(_ value: JSONValue?, at pointer: JSONPointer, what: String) -> Bool? {
        guard let value else { return nil }
        switch value {
        case .bool(let flag): return flag
        case .string("YES"), .string("true"): return true
        case .string("NO"), .string("false"): return false
        default:
            shape(pointer, "\(what) must be true or false")
            return nil
        }
    }

    mutating func integer(_ value: JSONValue?, at pointer: JSONPointer, what: String) -> Int? {
        guard let value else { return nil }
        guard case .number(let number) = value, number.rounded() == number, abs(number) < 1e15 else {
            shape(pointer, "\(what) must be an integer")
            return nil
        }
        return Int(number)
    }

    mutating func number(_ value: JSONValue?, at pointer: JSONPointer, what: String) -> Double? {
        guard let value else { return nil }
        guard case .number(let number) = value, number.isFinite, abs(number) <= 1e9 else {
            shape(pointer, "\(what) must be a number between -1e9 and 1e9")
            return nil
        }
        return number
    }

    mutating func array(_ value: JSONValue?, at pointer: JSONPointer, what: String) -> [JSONValue]? {
        guard let value else { return nil }
        guard case .array(let elements) = value else {
            shape(pointer, "\(what) must be an array")
            return nil
        }
        return elements
    }

    /// Parses a case of a string enumeration, with a did-you-mean on error.
    mutating func enumeration<E: RawRepresentable & CaseIterable>(
        _ value: JSONValue?, at pointer: JSONPointer, what: String
    ) -> E? where E.RawValue == String {
        guard let text = string(value, at: pointer, what: what) else { return nil }
        if let parsed = E(rawValue: text) { return parsed }
        let names = E.allCases.map(\.rawValue)
        invalid(
            pointer,
            "unknown \(what) '\(text)'; expected one of \(names.joined(separator: ", "))"
                + NameSuggestion.hint(for: text, among: names))
        return nil
    }

    /// An interface orientation (api.md §1: Swift name, Objective-C constant or raw integer 1–4).
    mutating func interfaceOrientation(_ value: JSONValue?, at pointer: JSONPointer) -> InterfaceOrientation?
    {
        guard let value else { return nil }
        switch value {
        case .number:
            guard let raw = integer(value, at: pointer, what: "an interface orientation") else { return nil }
            guard (1...4).contains(raw), let orientation = InterfaceOrientation(rawValue: raw) else {
                invalid(
                    pointer,
                    "interface orientation \(raw) is not one of 1 (portrait), 2 (portraitUpsideDown), 3 (landscapeRight), 4 (landscapeLeft)"
                )
                return nil
            }
            return orientation
        case .string(let text):
            switch OrientationNames.interface(text) {
            case .success(let orientation): return orientation
            case .failure(let error):
                invalid(pointer, error.message)
                return nil
            }
        default:
            shape(pointer, "an interface orientation must be a name or an integer")
            return nil
        }
    }

    /// A device orientation (device naming, raw 0–6).
    mutating func deviceOrientation(_ value: JSONValue?, at pointer: JSONPointer) -> DeviceOrientation? {
        guard let value else { return nil }
        switch value {
        case .number:
            guard let raw = integer(value, at: pointer, what: "a device orientation") else { return nil }
            guard let orientation = DeviceOrientation(rawValue: raw) else {
                invalid(pointer, "device orientation \(raw) is not between 0 (unknown) and 6 (faceDown)")
                return nil
            }
            return orientation
        case .string(let text):
            switch OrientationNames.device(text) {
            case .success(let orientation): return orientation
            case .failure(let error):
                invalid(pointer, error.message)
                return nil
            }
        default:
            shape(pointer, "a device orientation must be a name or an integer")
            return nil
        }
    }

    /// A reference to a declared view controller.
    mutating func reference(
        _ value: JSONValue?, at pointer: JSONPointer, what: String = "a view-controller id"
    ) -> Int? {
        guard let id = string(value, at: pointer, what: what) else { return nil }
        if let index = indexByID[id] { return index }
        invalid(pointer, "unknown view controller '\(id)'" + NameSuggestion.hint(for: id, among: ids))
        return nil
    }
}
