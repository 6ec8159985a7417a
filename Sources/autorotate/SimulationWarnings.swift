import AutorotateOperations

/// The warnings of one or more simulations, each once (the same pointer, code and message seen in
/// several decisions or columns is one warning), in the order they first appeared. `simulate`,
/// `compare` and `lint` print them under their output, and `--strict` fails the run on any.
///
/// ```text
/// scenario.json:4:30: warning: /viewControllers/x/supportedInterfaceOrientation: 'supportedInterfaceOrientation' is not a member …
/// ```
struct SimulationWarnings: Equatable {
    /// The distinct warnings, first appearance first.
    private(set) var warnings: [Warning] = []

    /// Whether no simulation warned.
    var isEmpty: Bool { warnings.isEmpty }

    /// Adds the warnings of the launch and of every decision, reactions included.
    mutating func add(_ simulation: Simulation) {
        add(simulation.launch)
        for decision in simulation.decisions { add(decision) }
    }

    /// Adds a decision's warnings and those of its reactions.
    mutating func add(_ decision: Decision) {
        for warning in decision.warnings where !contains(warning) { warnings.append(warning) }
        for reaction in decision.reactions { add(reaction) }
    }

    private func contains(_ warning: Warning) -> Bool {
        warnings.contains {
            $0.code == warning.code && $0.message == warning.message && $0.pointer == warning.pointer
        }
    }

    /// One `warning: POINTER: message` line per warning (no pointer: `warning: message`),
    /// newline-terminated; empty without warnings.
    var text: String { text(locating: { _ in nil }) }

    /// ``text``, each line after the place `locate` gives its pointer (`FILE:LINE:COLUMN:
    /// warning: POINTER: message`), when it gives one.
    func text(locating locate: (String) -> String?) -> String {
        warnings.map { warning in
            guard let pointer = warning.pointer, !pointer.isEmpty else {
                return "warning: \(warning.message)\n"
            }
            let place = locate(pointer).map { $0 + ": " } ?? ""
            return "\(place)warning: \(pointer): \(warning.message)\n"
        }.joined()
    }

    /// `locate` for the warnings of compare's and lint's columns: their version and idiom are
    /// the column's, not what the file says at `/device`, so those warnings get no place.
    static func columnPlaces(_ locate: @escaping (String) -> String?) -> (String) -> String? {
        { pointer in pointer == "/device" || pointer.hasPrefix("/device/") ? nil : locate(pointer) }
    }

    /// The exit code of a run that otherwise gives `code`: with `strict` and warnings, at least 1.
    func exitCode(_ code: ExitCode, strict: Bool) -> ExitCode {
        strict && !isEmpty ? max(code, .crashed) : code
    }
}
