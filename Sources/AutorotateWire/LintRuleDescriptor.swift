/// One entry of the lint catalogue as SARIF's `reportingDescriptor` needs it (api.md §7): the
/// engine owns the catalogue, the wire format only writes it, so a tool that does not link the
/// engine can still hand descriptors in.
public struct LintRuleDescriptor: Sendable, Equatable {
    /// The catalogue id, `AR001`…, which results name as `ruleId`.
    public var id: String
    /// An identifier-like name in UpperCamelCase (`InterfaceOrientationConstantAsMask`).
    public var name: String
    /// One sentence: what the entry finds (SARIF `shortDescription`).
    public var shortDescription: String
    /// What the entry finds and why it matters, with the rulebook rule (SARIF `fullDescription`).
    public var fullDescription: String
    /// The severity findings of this id usually have (SARIF `defaultConfiguration.level`).
    public var defaultSeverity: FindingSeverity
    /// How to fix it (SARIF `help.text`).
    public var help: String
    /// The rulebook rule the entry cites (`R2.6`), written to the descriptor's `properties`.
    public var rule: String
    /// The rule's reference as Markdown (SARIF `help.markdown`), when there is one.
    public var helpMarkdown: Optional<String> = nil
    /// The absolute URL of the rule's section of the docs (SARIF `helpUri`), when there is one.
    public var helpURI: Optional<String> = nil

    public init(
        id: String, name: String, shortDescription: String, fullDescription: String,
        defaultSeverity: FindingSeverity, help: String, rule: String
    ) {
        self.id = id
        self.name = name
        self.shortDescription = shortDescription
        self.fullDescription = fullDescription
        self.defaultSeverity = defaultSeverity
        self.help = help
        self.rule = rule
    }
}
