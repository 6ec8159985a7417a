/// The process exit codes the CLI promises to CI scripts.
enum ExitCode: Int32, Comparable {
    /// Every scenario ran and no simulated app crashed.
    case success = 0
    /// A simulated app crashed (`terminated` is set): "this must not crash" fails; for `lint`,
    /// an error-level finding.
    case crashed = 1
    /// Bad input: wrong arguments, an unreadable file, a scenario the server rejected (400/422).
    case inputError = 2
    /// The service could not be reached or failed (no answer, timeout, 5xx).
    case transportError = 3
    /// `compare --fail-on-difference`: the columns differ.
    case differences = 4

    static func < (lhs: ExitCode, rhs: ExitCode) -> Bool { lhs.rawValue < rhs.rawValue }
}

extension ExitCode {
    /// The exit codes, as the `--help` of the tool and of `simulate` list them.
    static let helpSection = """
        EXIT CODES:
          0  every scenario ran        2  input error (arguments, file, 400/422)
          1  a simulated app crashed   3  transport error (no answer, timeout, 5xx)
             (lint: an error finding;
             --strict: a warning)
        """

    /// The exit codes of `compare`, which also exits 4 (``differences``).
    static let compareHelpSection =
        helpSection + "\n  4  the columns differ (with --fail-on-difference)"
}
