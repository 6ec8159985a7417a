import AutorotateWire

/// AR021 (R0.5): a member of the scenario the engine does not read there (its `unknownMember`
/// warnings). A member a small edit away from a known one (``WarningSubject/misspeltMember(_:)``,
/// `supportedInterfaceOrientation`) silently drops that override, so it is a warning; any other
/// unread member is a note.
struct AR021UnreadMember: LintRule {
    static let entry = LintCatalogueEntry(
        id: "AR021", name: "UnreadMember", title: "Member not read (misspelt?)", severity: .note,
        rule: "R0.5", confidence: .documented,
        description:
            "A member of the scenario is not one the engine reads at that place, so it is ignored: usually a misspelt property whose real method then keeps UIKit's default. A member a small edit away from a known one (supportedInterfaceOrientation) is a warning, because that typo silently drops an override",
        help: "Correct the member's name (api.md §2) or remove it.",
        triggeringExample: #"""
            {"name": "misspelt supportedInterfaceOrientations",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController", "supportedInterfaceOrientation": "portrait"}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#,
        nonTriggeringExample: #"""
            {"name": "supportedInterfaceOrientations spelt right",
             "device": {"idiom": "phone", "os": "12.0"},
             "app": {"infoPlist": {"UISupportedInterfaceOrientations": ["UIInterfaceOrientationPortrait", "UIInterfaceOrientationLandscapeLeft", "UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers": {"root": {"class": "RootViewController", "supportedInterfaceOrientations": "portrait"}},
             "window": {"rootViewController": "root"},
             "lint": {"minimumOS": "12.0", "maximumOS": "26.0", "idioms": ["phone"]}}
            """#)

    func findings(in variant: LintVariant) -> [RuleFinding] {
        variant.scenario.warnings.compactMap { warning in
            guard warning.code == "unknownMember", let pointer = warning.pointer else { return nil }
            guard case .misspeltMember(let known)? = warning.subject.code else {
                return RuleFinding(
                    pointer: pointer, message: LintVariant.sentence(warning.message), fix: entry.help,
                    evidence: nil)
            }
            return RuleFinding(
                pointer: pointer,
                message: LintVariant.sentence(warning.message)
                    + " The misspelling silently drops what '\(known)' would say: UIKit answers its default.",
                fix:
                    "Decide what '\(known)' should return, then rename the member: renamed as it stands, it gives a new error (lint the renamed scenario to see it).",
                evidence: nil, severity: .warning,
                candidates: renaming(pointer, to: known, in: variant.document))
        }
    }

    /// The rename of the member at `pointer` to `known`, unless a member of that name is there
    /// already.
    private func renaming(_ pointer: String, to known: String, in document: JSONValue) -> [FindingSuggestion]
    {
        guard let tokens = JSONPointer(escaped: pointer)?.tokens, let misspelt = tokens.last else {
            return []
        }
        var parent = JSONPointer.root
        for token in tokens.dropLast() { parent.append(token) }
        let target = parent.appending(known)
        guard document.value(at: target.tokens[...]) == nil else { return [] }
        return [
            FindingSuggestion(
                summary: "Rename '\(misspelt)' to '\(known)'.",
                patch: [.move(from: pointer, to: target.string)])
        ]
    }
}
