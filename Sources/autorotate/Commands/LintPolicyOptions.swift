import AutorotateArguments

/// `autorotate lint --config FILE` and `--write-baseline FILE` (api.md §7.1): the team's
/// configuration (default: `.autorotate.yml` at the root of `--project DIR`) and the baseline
/// of accepted findings written from this run.
struct LintPolicyOptions: Equatable {
    /// `--config FILE`: the configuration to read instead of DIR/.autorotate.yml.
    var config: String?
    /// `--write-baseline FILE`: write this run's findings (not the suppressed ones) as a SARIF baseline.
    var writeBaseline: String?

    static var options: [CommandOption<LintCommand>] {
        [
            .text(
                "--config", valueName: "FILE", \.policy.config,
                help: """
                    The lint configuration (YAML; default DIR/.autorotate.yml with --project):
                    minimumOS, maximumOS, idioms, disable, severity, exclude, baseline.
                    Command-line options win over it.
                    """),
            .text(
                "--write-baseline", valueName: "FILE", \.policy.writeBaseline,
                help: """
                    Write this run's findings to FILE as a SARIF baseline of accepted
                    findings (the configured baseline is not applied), and exit 0.
                    """),
        ]
    }
}
