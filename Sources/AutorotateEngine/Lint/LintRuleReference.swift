import AutorotateWire

/// The rule reference generated from the catalogue (api.md §7.1 "Every rule explains itself"):
/// `docs/lint.md` (one `## ARxxx` section per rule, anchored `#arxxx`), the text of
/// `autorotate lint --list-rules` and `--explain ID`, and each SARIF descriptor's `helpUri`.
///
/// The reference has no address of its own: SARIF's `helpUri` must be absolute, so each caller
/// names a copy it knows exists (the CLI its checkout's or installed `docs/lint.md`, a client of
/// the service the service's `GET /docs/lint`), and without one `helpUri` is left out.
public enum LintRuleReference {
    /// The anchor of `entry`'s section in `docs/lint.md` (`ar004`).
    public static func anchor(_ entry: LintCatalogueEntry) -> String { entry.id.lowercased() }

    /// The absolute URI of `entry`'s section in the reference at `documentationURI`.
    public static func helpURI(_ entry: LintCatalogueEntry, documentationURI: String) -> String {
        documentationURI + "#" + anchor(entry)
    }

    /// The whole of `docs/lint.md`.
    public static func markdown() -> String {
        var text = """
            # Lint rules

            <!-- Generated from the lint catalogue (Sources/AutorotateEngine/Lint). Do not edit: run
                 `swift run autorotate lint --rules-markdown > docs/lint.md` to regenerate. -->

            `autorotate lint` and `POST /v1/lint` report these findings. Each id is stable across
            releases. `autorotate lint --explain ID` prints a rule's section.

            | id | severity | title |
            |---|---|---|

            """
        for entry in LintCatalogue.entries {
            text += "| [\(entry.id)](#\(anchor(entry))) | \(entry.severity.rawValue) | \(entry.title) |\n"
        }
        for entry in LintCatalogue.entries {
            text += "\n<a id=\"\(anchor(entry))\"></a>\n\n## \(entry.id) \(entry.title)\n\n"
            text += section(entry)
        }
        return text + LintPolicyReference.markdown
    }

    /// One rule's section body: severity, rule, what it catches and why, an example that
    /// triggers it and one that does not (both lint requests), the fix.
    static func section(_ entry: LintCatalogueEntry) -> String {
        """
        - Name: `\(entry.name)`
        - Default severity: \(entry.severity.rawValue)
        - Rulebook: \(entry.rule) (\(entry.confidence.rawValue))

        **What it catches, and why it matters.** \(entry.description).

        **Triggers it** (a `POST /v1/lint` body):

        ```json
        \(entry.triggeringExample)
        ```

        **Does not trigger it:**

        ```json
        \(entry.nonTriggeringExample)
        ```

        **Fix.** \(entry.help)

        """
    }

    /// `autorotate lint --list-rules`: one line per rule (id, severity, title).
    public static func list() -> String {
        LintCatalogue.entries.map { entry in
            entry.id + "  " + entry.severity.rawValue.padding(to: 8) + entry.title
        }.joined(separator: "\n") + "\n"
    }

    /// `autorotate lint --explain ID`: the rule's section as text, or `nil` for an unknown id.
    public static func explain(_ id: String) -> String? {
        guard let entry = LintCatalogue.entry(id.uppercased()) else { return nil }
        return "\(entry.id) \(entry.title)\n\n" + section(entry) + "\nMore: docs/lint.md#\(anchor(entry))\n"
    }

    /// The message for an unknown id: every known id, and the closest one.
    public static func unknownID(_ id: String) -> String {
        let ids = LintCatalogue.entries.map(\.id)
        let hint =
            NameSuggestion.closest(to: id.uppercased(), among: ids).map { " (did you mean \($0)?)" } ?? ""
        return "unknown rule id '\(id)'\(hint); known ids: \(ids.joined(separator: ", "))"
    }
}

extension String {
    /// The string followed by spaces up to `width` characters (never truncated).
    fileprivate func padding(to width: Int) -> String {
        count >= width ? self + " " : self + String(repeating: " ", count: width - count)
    }
}
