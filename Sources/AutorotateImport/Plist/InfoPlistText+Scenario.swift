import AutorotateWire

/// `app.infoPlist` given as the text of an Info.plist (api.md §7: "everywhere a Scenario is read"):
/// the one call the service and the CLI make before the engine, which never sees XML.
///
/// ```swift
/// switch InfoPlistText.expandInScenario(json: body) {
/// case .success(let expanded): Simulator.simulate(json: expanded.json)   // infoPlist is an object now
/// case .failure(let problem): Problem(problem).response                  // 422 at /app/infoPlist
/// }
/// ```
extension InfoPlistText {
    /// A request body whose `app.infoPlist`, if it was plist text, is now the JSON object of its
    /// keys, and those keys' lines in the plist (empty when nothing was converted).
    public struct ExpandedScenario: Sendable, Equatable {
        /// The body to hand to the engine: the input bytes themselves when nothing was converted.
        public var json: [UInt8]
        /// Each top-level key of the plist text → its line (for lint findings' `plistLine`).
        public var plistLines: [String: Int]
    }

    /// Replaces a string `app.infoPlist` in the scenario at `scenarioPath` (`[]` for a bare
    /// scenario, `["scenario"]` for a compare request) by its keys. Bodies that are not JSON, or
    /// whose `infoPlist` is not a string, come back unchanged for the engine to judge.
    /// - Returns: `.failure` (kind `.invalid`, pointer `…/app/infoPlist`, the plist's line in the
    ///   detail) when the text is not a property list whose root is a dictionary.
    public static func expandInScenario(json: [UInt8], scenarioPath: [String] = []) -> Result<
        ExpandedScenario, InputProblem
    > {
        let unchanged = ExpandedScenario(json: json, plistLines: [:])
        // Cheap test first: a body that never says infoPlist has nothing to convert.
        guard containsInfoPlist(json), let document = try? JSONReader.parse(json) else {
            return .success(unchanged)
        }
        var pointer = JSONPointer.root
        for key in scenarioPath { pointer.append(key) }
        pointer.append("app")
        pointer.append("infoPlist")
        guard case .string(let text)? = value(at: scenarioPath + ["app", "infoPlist"], in: document) else {
            return .success(unchanged)
        }
        switch parse(text) {
        case .failure(let problem):
            return .failure(
                InputProblem(
                    kind: .invalid, detail: "app.infoPlist is not a property list (line \(problem.line)).",
                    errors: [
                        PointerError(
                            pointer: pointer.string, detail: "line \(problem.line): \(problem.message)")
                    ]))
        case .success(let keys):
            let replaced = replacing(
                scenarioPath + ["app", "infoPlist"], in: document, with: .object(keys.infoPlist))
            return .success(ExpandedScenario(json: replaced.serialized(), plistLines: keys.lines))
        }
    }

    private static func containsInfoPlist(_ bytes: [UInt8]) -> Bool {
        let needle = Array("infoPlist".utf8)
        guard bytes.count >= needle.count else { return false }
        var index = 0
        while index + needle.count <= bytes.count {
            if bytes[index] == needle[0], Array(bytes[index..<(index + needle.count)]) == needle {
                return true
            }
            index += 1
        }
        return false
    }

    private static func value(at path: [String], in document: JSONValue) -> JSONValue? {
        var current = document
        for key in path {
            guard case .object(let object) = current, let next = object[key] else { return nil }
            current = next
        }
        return current
    }

    private static func replacing(_ path: [String], in document: JSONValue, with value: JSONValue)
        -> JSONValue
    {
        guard let key = path.first else { return value }
        guard case .object(var object) = document,
            let index = object.members.firstIndex(where: { $0.key == key })
        else { return document }
        object.members[index].value = replacing(
            Array(path.dropFirst()), in: object.members[index].value, with: value)
        return .object(object)
    }
}
