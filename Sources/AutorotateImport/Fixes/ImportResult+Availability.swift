/// The `#available` branch of each rotation call the import lists (api.md §9.1 `available`): lint
/// probes a call only on the iOS versions its branch runs on, so that the iOS 16 replacement of
/// a fix, and the old call it keeps in the `else` branch, are not reported again.
extension ImportResult {
    /// The result with `available` set on each call inside an `#available` branch of `files`.
    func settingAvailability(from files: [ProjectFile]) -> ImportResult {
        var result = self
        var contents: [String: String] = [:]
        for file in files { contents[file.path] = file.content }
        for index in result.transitions.indices where result.transitions[index].kind == .call {
            let transition = result.transitions[index]
            guard let content = contents[transition.path],
                let availability = RotationCallReader.availability(
                    path: transition.path, content: content, line: transition.line)
            else { continue }
            switch availability {
            case .from(let version):
                result.transitions[index].available = TransitionAvailability(from: version)
            case .below(let version):
                result.transitions[index].available = TransitionAvailability(below: version)
            }
        }
        return result
    }
}
