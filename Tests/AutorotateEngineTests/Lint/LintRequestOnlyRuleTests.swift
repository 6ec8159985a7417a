import AutorotateWire
import Testing

@testable import AutorotateEngine

/// Rules that read only the request as written (``LintRule/readsOnlyTheRequest``) are asked once
/// per walk and their findings reused on every version × idiom: that is sound only when they
/// find the same on every version × idiom, which these tests check on every lint fixture.
@Suite struct LintRequestOnlyRuleTests {
    /// AR002 is the rule that reads only the request; a rule reading simulations is not marked.
    @Test func onlyRulesReadingTheRequestAreMarked() {
        let marked = LintCatalogue.rules.filter(\.readsOnlyTheRequest).map(\.entry.id)
        #expect(marked == ["AR002"])
    }

    /// On every lint fixture, each marked rule finds the same (pointer, message, fix, candidates)
    /// on the oldest and the newest version, phone and pad.
    @Test func markedRulesFindTheSameOnEveryVariant() throws {
        let marked = LintCatalogue.rules.filter(\.readsOnlyTheRequest)
        var compared = 0
        for name in LintFixtures.names {
            guard case .object(var object) = try JSONReader.parse(try LintFixtures.bytes(name)) else {
                continue
            }
            object.members.removeAll { $0.key == "lint" }
            guard case .success(let validated) = ValidatedScenario.validate(document: .object(object)) else {
                continue
            }
            var variants: [LintVariant] = []
            for (index, os) in [OSVersion(6), OSVersion(26)].enumerated() {
                for idiom in [Idiom.phone, .pad] {
                    var decoder = ScenarioDecoder(limits: validated.limits)
                    guard
                        let scenario = decoder.decodeScenario(
                            validated.variant(os: os, idiom: idiom).document)
                    else { continue }
                    variants.append(
                        LintVariant(
                            versionIndex: index, scenario: scenario, document: validated.document,
                            limits: validated.limits))
                }
            }
            for rule in marked {
                let found = variants.map { variant in
                    rule.findings(in: variant).map {
                        "\($0.pointer) \($0.message) \($0.fix) \($0.candidates.map(\.summary))"
                    }
                }
                for other in found.dropFirst() {
                    #expect(other == found.first, "\(rule.entry.id) differs between variants of \(name)")
                }
                compared += found.count
            }
        }
        #expect(compared > 0)
    }
}
