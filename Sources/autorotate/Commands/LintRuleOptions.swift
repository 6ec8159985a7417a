import AutorotateArguments
import AutorotateOperations

/// `autorotate lint --list-rules`, `--explain ID` and `--rules-markdown`: the rule reference
/// generated from the catalogue (``LintRuleReference``), printed instead of linting.
struct LintRuleOptions: Equatable {
    /// `--list-rules`: id, severity and title of every rule.
    var listRules = false
    /// `--explain ID`: one rule's reference.
    var explain: String?
    /// `--rules-markdown`: the whole of `docs/lint.md`.
    var markdown = false

    static var options: [CommandOption<LintCommand>] {
        [
            .flag(
                "--list-rules", \.rules.listRules,
                help: "Print every lint rule (id, severity, title) and exit."),
            .text(
                "--explain", valueName: "ID", \.rules.explain,
                help: "Print what rule ID catches, why it matters and its fix, and exit."),
            .flag(
                "--rules-markdown", \.rules.markdown,
                help: "Print the rule reference as Markdown (docs/lint.md) and exit."),
        ]
    }

    /// Prints what was asked for and returns the exit code, or `nil` when nothing was asked.
    func run(output: Output) -> ExitCode? {
        if markdown {
            output.standardOutput(LintRuleReference.markdown())
            return .success
        }
        if listRules {
            output.standardOutput(LintRuleReference.list())
            return .success
        }
        guard let explain else { return nil }
        guard let text = LintRuleReference.explain(explain) else {
            output.error(LintRuleReference.unknownID(explain))
            return .inputError
        }
        output.standardOutput(text)
        return .success
    }
}
