/// Runs a command line and returns its exit code; all output goes through `output`.
extension CommandLine {
    static func run(_ arguments: [String], output: Output = .process) -> ExitCode {
        switch AutorotateTool.parse(arguments) {
        case .failure(let usage):
            output.error(usage.message)
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
