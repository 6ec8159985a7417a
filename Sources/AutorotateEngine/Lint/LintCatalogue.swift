import AutorotateWire

/// One entry of the lint catalogue (api.md §7): a stable id, what it finds, how bad it is, the
/// rulebook rule it rests on, how to fix it, and an example that triggers it and one that does
/// not. Findings copy title, rule and confidence from here. Each entry lives in its rule's file
/// (`Lint/Rules/ARxxx…swift`).
public struct LintCatalogueEntry: Sendable, Equatable {
    /// The stable id, `AR001`…: never renumbered, never reused.
    public var id: String
    /// UpperCamelCase name for SARIF (`InterfaceOrientationConstantAsMask`).
    public var name: String
    /// The title every finding of this id carries.
    public var title: String
    /// The usual severity (a finding may be milder where the OS range makes it so, e.g. AR011).
    public var severity: FindingSeverity
    /// The rulebook rule cited (`R1.2`).
    public var rule: String
    /// The confidence of that rule (rulebook).
    public var confidence: Confidence
    /// What the entry finds and why it matters.
    public var description: String
    /// How to fix it, in general (each finding's `fix` is specific).
    public var help: String
    /// A lint request (a scenario with its `lint` range) the rule reports.
    public var triggeringExample: String
    /// A lint request close to ``triggeringExample`` that the rule does not report.
    public var nonTriggeringExample: String

    /// The entry as a SARIF reporting descriptor; its `helpUri` is the entry's section of the
    /// rule reference at `documentationURI`, and absent without one.
    public func descriptor(documentationURI: String? = nil) -> LintRuleDescriptor {
        var descriptor = LintRuleDescriptor(
            id: id, name: name, shortDescription: title, fullDescription: "\(description) (\(rule))",
            defaultSeverity: severity, help: help, rule: rule)
        descriptor.helpMarkdown = LintRuleReference.section(self)
        descriptor.helpURI = documentationURI.map { LintRuleReference.helpURI(self, documentationURI: $0) }
        return descriptor
    }
}

/// The lint catalogue: every rule lint runs, in id order. Ids are stable across releases.
public enum LintCatalogue {
    /// Every rule, in id order: the walk (``Linter``) runs each on every version × idiom.
    static let rules: [any LintRule] = [
        AR001InterfaceOrientationConstantAsMask(), AR002RedundantMaskTerm(), AR003NoCommonOrientation(),
        AR004PreferredOrientationNotSupported(), AR005ChildMaskIgnoredByContainer(),
        AR006ShouldAutorotateIgnored(), AR007ShouldAutorotateToInterfaceOrientationNotCalled(),
        AR008RotationCallbackNotCalled(), AR009SetStatusBarOrientationIgnored(),
        AR010MultitaskingIgnoresViewControllerMasks(), AR011MissingRootViewController(),
        AR012PortraitUpsideDownUnavailable(), AR013GeometryRequestNotSupported(),
        AR014GeometryRequestWindowingMode(), AR015APIUnavailable(), AR016DeviceOrientationKeyValueCoding(),
        AR017AttemptRotationDeprecated(), AR018MaskOrDeviceConstantAsInterfaceOrientation(),
        AR019PresentedViewControllerDoesNotDecide(), AR020ContainerDelegateBeforeIOS7(), AR021UnreadMember(),
        AR022IPadMultitaskingOrientationsIncomplete(),
    ]

    /// Every entry, in id order.
    public static let entries: [LintCatalogueEntry] = rules.map(\.entry)

    /// The catalogue as SARIF reporting descriptors, in id order, pointing at the rule reference
    /// at `documentationURI` when one is given.
    public static func descriptors(documentationURI: String? = nil) -> [LintRuleDescriptor] {
        entries.map { $0.descriptor(documentationURI: documentationURI) }
    }

    /// The entry with `id`, if there is one.
    public static func entry(_ id: String) -> LintCatalogueEntry? { entries.first { $0.id == id } }
}
