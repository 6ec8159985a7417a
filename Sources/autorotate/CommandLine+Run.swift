import AutorotateOperations
import AutorotatePlatform

/// Runs a command line and returns its exit code; all output goes through `output`.
extension CommandLine {
    /// Runs `arguments` (without the program name); options absent from them take their values
    /// from `environment` (`AUTOROTATE_SERVER`).
    static func run(
        _ arguments: [String], environment: [String: String] = ProcessEnvironment.current(),
        output: Output = .process
    ) -> ExitCode {
        switch AutorotateTool.parse(arguments, environment: environment) {
        case .failure(let usage):
            let hint = usage.unknownName.map { NameSuggestion.hint(for: $0.name, among: $0.candidates) } ?? ""
            output.error(usage.message + hint)
            output.standardError("\n" + usage.usage + "\n")
            return .inputError
        case .success(.help(let text)):
            output.line(text)
            return .success
        case .success(.run(let command)):
            return command.run(output: output)
        }
    }
}
