/// The chapter of the rule reference (docs/lint.md) on what a team tunes (api.md §7.1): the
/// configuration file, suppression comments, the baseline and AR900, the note AutorotateOperations
/// makes for a suppression comment that silences nothing. Its title and fix are the note's own.
public enum LintPolicyReference {
    /// AR900's id: ids from AR900 up are the lint run's own notes, not catalogue rules.
    public static let unusedSuppressionID = "AR900"
    /// AR900's title.
    public static let unusedSuppressionTitle = "Suppression comment silences nothing"
    /// AR900's fix.
    public static let unusedSuppressionFix =
        "Remove the comment, or correct its id and placement (docs/lint.md, Suppressions)."
    /// AR900's description: what it catches and why it matters.
    public static let unusedSuppressionDescription =
        "A comment autorotate:disable, disable-next-line or enable silences no finding: no finding of its id is reported where it reaches, or its id or directive is misspelt, so it either hides nothing or fails to hide what it was written for"

    /// The chapter, in Markdown, after the rules.
    public static var markdown: String {
        """

        ## Configuration

        `autorotate lint --project DIR` reads `DIR/.autorotate.yml` (or `--config FILE`); `POST /v1/lint`
        takes the same keys in the request's `lint` member (the baseline inline, as a SARIF log
        object). Command-line options win over the file. A malformed file, an unknown key or an unknown
        rule id exits 2 with `file:line: message`.

        ```yaml
        minimumOS: "13.0"        # the oldest iOS to lint
        maximumOS: "26.0"        # the newest
        idioms: [phone, pad]
        disable: [AR012]         # rules not reported
        severity: {AR006: error} # a rule's severity replaced
        exclude: ["Pods/**"]     # findings in these files (globs relative to DIR) not reported
        baseline: autorotate-baseline.sarif   # accepted findings, relative to this file
        ```

        ## Suppressions

        A comment beside the code silences one rule there. The finding stays in the output, marked
        suppressed (JSON `suppressions`, SARIF `suppressions` of kind `inSource`), and does not fail
        the run. In `//` comments, text after ` -- ` is the reason (XML forbids `--` inside a
        comment).

        - Swift and Objective-C: `// autorotate:disable-next-line AR005` (the next line);
          `// autorotate:disable AR005` … `// autorotate:enable AR005` (the lines between, or to the
          end of the file).
        - Info.plist and storyboards: `<!-- autorotate:disable AR010 -->` covers the rest of the file, or
          up to `<!-- autorotate:enable AR010 -->`. The same holds for the Info.plist text of a
          `POST /v1/lint` request.

        ## Baseline

        `autorotate lint --project DIR --write-baseline FILE` writes the run's findings (not the
        suppressed ones) as a SARIF log and exits 0. With `baseline: FILE` configured, a finding that
        matches a result of it by rule and fingerprint (SARIF `partialFingerprints`
        `autorotate/v1`: the rule, the file relative to DIR and the JSON pointer of the value behind
        the finding, with no line and no message text, so that moving code or a reworded message
        keeps the match; a result without it matches by file and message) is reported with
        `baselineState` `unchanged` and does not fail the run; every other finding is `new`.

        <a id="ar900"></a>

        ## The run's own note: \(unusedSuppressionTitle) (\(unusedSuppressionID))

        - Default severity: note
        - Not a catalogue rule: a note on the run's own suppression comments.

        **What it catches, and why it matters.** \(unusedSuppressionDescription).

        **Fix.** \(unusedSuppressionFix)

        """
    }
}
