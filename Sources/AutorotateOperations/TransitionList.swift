/// The `transitions` member of a lint request (api.md §7, §9.1): the import's list of the
/// presentations, pushes and rotation calls the app makes, in the form `POST /v1/import` answers
/// it. Each is checked against the scenario's view controllers, so that a transition lint cannot
/// place is a 422 at its member, never a probe of a view controller that does not exist.
enum TransitionList {
    /// The transitions of `value`, or every problem with them (422, pointers under `/transitions`).
    static func decode(_ value: JSONValue, declared: (String) -> Bool) -> Result<
        [ImportTransition], InputProblem
    > {
        let base = JSONPointer.root.appending("transitions")
        guard case .array(let elements) = value else {
            return .failure(
                InputProblem(
                    kind: .invalid, subject: "lint request",
                    errors: [PointerError(pointer: base.string, detail: "expected an array of transitions")]))
        }
        var transitions: [ImportTransition] = []
        var errors: [PointerError] = []
        for (index, element) in elements.enumerated() {
            let pointer = base.appending(index)
            guard case .object(let object) = element else {
                errors.append(PointerError(pointer: pointer.string, detail: "expected a transition object"))
                continue
            }
            func text(_ key: String) -> String? {
                if case .string(let string)? = object[key] { return string }
                errors.append(
                    PointerError(pointer: pointer.appending(key).string, detail: "expected a string"))
                return nil
            }
            func viewController(_ key: String) -> String? {
                guard let id = text(key) else { return nil }
                guard declared(id) else {
                    errors.append(
                        PointerError(
                            pointer: pointer.appending(key).string,
                            detail: "no view controller '\(id)' in viewControllers"))
                    return nil
                }
                return id
            }
            let path = text("path")
            var line: Int?
            if case .number(let number)? = object["line"], let whole = Int(exactly: number), whole >= 1 {
                line = whole
            } else {
                errors.append(
                    PointerError(
                        pointer: pointer.appending("line").string, detail: "expected a line number from 1"))
            }
            guard let kindName = text("kind") else { continue }
            guard let kind = ImportTransition.Kind(rawValue: kindName) else {
                errors.append(
                    PointerError(
                        pointer: pointer.appending("kind").string,
                        detail: "'\(kindName)' is not present, push or call"))
                continue
            }
            switch kind {
            case .present, .push:
                let from = viewController("from")
                let to = viewController("to")
                if let from, let to, let path, let line {
                    transitions.append(
                        ImportTransition(kind: kind, from: from, to: to, path: path, line: line))
                }
            case .call:
                let caller = viewController("in")
                guard case .object(let event)? = object["event"], case .string? = event["type"] else {
                    errors.append(
                        PointerError(
                            pointer: pointer.appending("event").string,
                            detail: "expected an event object with a \"type\" (api.md §3)"))
                    continue
                }
                let available = availability(object["available"], at: pointer.appending("available"), &errors)
                if let caller, let path, let line {
                    var call = ImportTransition(call: .object(event), in: caller, path: path, line: line)
                    call.available = available
                    transitions.append(call)
                }
            }
        }
        return errors.isEmpty
            ? .success(transitions)
            : .failure(InputProblem(kind: .invalid, subject: "lint request", errors: errors))
    }

    /// A call's `available` member: `{"from": "16.0"}` or `{"below": "16.0"}`; `nil` when absent.
    private static func availability(
        _ value: JSONValue?, at pointer: JSONPointer, _ errors: inout [PointerError]
    )
        -> TransitionAvailability?
    {
        guard let value else { return nil }
        guard case .object(let object) = value else {
            errors.append(
                PointerError(
                    pointer: pointer.string, detail: "expected {\"from\": \"16.0\"} or {\"below\": \"16.0\"}")
            )
            return nil
        }
        var available = TransitionAvailability()
        for member in object.members {
            guard member.key == "from" || member.key == "below", case .string(let text) = member.value,
                OSVersion(parsing: text) != nil
            else {
                errors.append(
                    PointerError(
                        pointer: pointer.appending(member.key).string,
                        detail: "expected \"from\" or \"below\" with an iOS version such as \"16.0\""))
                continue
            }
            if member.key == "from" { available.from = text } else { available.below = text }
        }
        return available
    }
}
