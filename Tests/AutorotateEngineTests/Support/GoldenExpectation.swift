import AutorotateEngine
import AutorotateWire

/// Checks a simulation's JSON against a golden file's `expect` entries. Every key present in an
/// expectation must match; absent keys are not checked. `callbackOrder` is an ordered
/// subsequence of the callbacks; `callbacksAbsent` must not appear at all.
struct GoldenExpectation {
    let simulation: JSONObject

    /// The mismatches, each a readable sentence; empty when the simulation meets every expectation.
    func mismatches(_ expectations: [JSONValue]) -> [String] {
        var problems: [String] = []
        for case .object(let expectation) in expectations {
            if let terminated = expectation["terminatedAt"] {
                let actual = simulation["terminated"].flatMap { value -> JSONValue? in
                    if case .object(let object) = value { return object["event"] ?? .null }
                    return .null
                }
                if actual != terminated {
                    problems.append("terminatedAt: expected \(terminated), got \(String(describing: actual))")
                }
                continue
            }
            guard let at = expectation["at"], let decision = decision(at: at) else {
                problems.append("no decision at \(String(describing: expectation["at"]))")
                continue
            }
            problems += check(decision: decision, against: expectation, label: "at \(at)")
        }
        return problems
    }

    private func decision(at: JSONValue) -> JSONObject? {
        switch at {
        case .string("launch"): return simulation["launch"]?.object
        case .string("final"): return simulation["final"]?.object
        case .number(let index):
            guard case .array(let decisions)? = simulation["decisions"], Int(index) < decisions.count else {
                return nil
            }
            return decisions[Int(index)].object
        default: return nil
        }
    }

    private func check(decision: JSONObject, against expectation: JSONObject, label: String) -> [String] {
        var problems: [String] = []
        for member in expectation.members {
            let key = member.key
            let expected = member.value
            switch key {
            case "at":
                continue
            case "exceptionName", "exceptionReason":
                let field = key == "exceptionName" ? "name" : "reason"
                let actual = decision["exception"]?.object?[field] ?? .null
                if actual != expected {
                    problems.append("\(label) \(key): expected \(expected), got \(actual)")
                }
            case "allowed":
                let actual = decision["masks"]?.object?["allowed"]?.object?["orientations"]
                if actual != expected {
                    problems.append(
                        "\(label) allowed: expected \(expected), got \(String(describing: actual))")
                }
            case "decidedBy":
                for field in expected.object?.members ?? []
                where decision["decidedBy"]?.object?[field.key] != field.value {
                    problems.append(
                        "\(label) decidedBy.\(field.key): expected \(field.value), got \(String(describing: decision["decidedBy"]?.object?[field.key]))"
                    )
                }
            case "callbackOrder":
                problems += checkOrder(decision["callbacks"], expected, label: label)
            case "callbacksAbsent":
                problems += checkAbsent(decision["callbacks"], expected, label: label)
            case "views":
                problems += checkViews(decision["views"], expected, label: label)
            case "reactions":
                guard case .array(let actual)? = decision["reactions"], case .array(let wanted) = expected,
                    actual.count == wanted.count
                else {
                    problems.append(
                        "\(label) reactions: expected \(expected), got \(String(describing: decision["reactions"]))"
                    )
                    continue
                }
                for (index, pair) in zip(actual, wanted).enumerated() {
                    if let actualObject = pair.0.object, let wantedObject = pair.1.object {
                        problems += check(
                            decision: actualObject, against: wantedObject, label: "\(label) reaction \(index)"
                        )
                    }
                }
            default:
                if decision[key] != expected {
                    problems.append(
                        "\(label) \(key): expected \(expected), got \(String(describing: decision[key]))")
                }
            }
        }
        return problems
    }

    private func matches(_ callback: JSONValue, _ wanted: JSONValue) -> Bool {
        guard let callback = callback.object, case .array(let parts) = wanted, parts.count >= 2 else {
            return false
        }
        guard callback["viewController"] == parts[0], callback["method"] == parts[1] else { return false }
        if parts.count > 2, let fields = parts[2].object {
            return fields.members.allSatisfy { callback[$0.key] == $0.value }
        }
        return true
    }

    private func checkOrder(_ callbacks: JSONValue?, _ expected: JSONValue, label: String) -> [String] {
        guard case .array(let actual)? = callbacks, case .array(let wanted) = expected else {
            return ["\(label) callbacks missing"]
        }
        var position = 0
        for item in wanted {
            guard let found = actual[position...].firstIndex(where: { matches($0, item) }) else {
                return [
                    "\(label) callbackOrder: \(item) not found in order in \(actual.map { $0.object?["method"] ?? .null })"
                ]
            }
            position = found + 1
        }
        return []
    }

    private func checkAbsent(_ callbacks: JSONValue?, _ expected: JSONValue, label: String) -> [String] {
        guard case .array(let actual)? = callbacks, case .array(let wanted) = expected else { return [] }
        return wanted.compactMap { item in
            actual.contains { matches($0, item) } ? "\(label) callbacksAbsent: \(item) was sent" : nil
        }
    }

    private func checkViews(_ views: JSONValue?, _ expected: JSONValue, label: String) -> [String] {
        guard let wanted = expected.object else { return [] }
        var problems: [String] = []
        for view in wanted.members {
            guard let actual = views?.object?[view.key]?.object else {
                problems.append("\(label) views.\(view.key): not reported")
                continue
            }
            for field in view.value.object?.members ?? [] where actual[field.key] != field.value {
                problems.append(
                    "\(label) views.\(view.key).\(field.key): expected \(field.value), got \(String(describing: actual[field.key]))"
                )
            }
        }
        return problems
    }
}

extension JSONValue {
    var object: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}
