import AutorotateWire
import Testing

@testable import AutorotateEngine

/// `basis` on view controllers and on `window` (api.md §9.1 "Certainty"): simulate accepts it and
/// ignores it, the decoded scenario keeps it for lint, and a value of neither form is an error at
/// its pointer.
@Suite struct BasisTests {
    static let plain = #"""
        {"device": {"os": "16.0"},
         "viewControllers": {"nav": {"kind": "navigationController", "viewControllers": ["list"]$NAV},
                             "list": {"supportedInterfaceOrientations": "allButUpsideDown"$LIST}},
         "window": {"rootViewController": "nav"$WINDOW},
         "events": [{"type": "deviceOrientation", "orientation": "landscapeLeft"}]}
        """#

    /// `plain` with the basis members given (each a `, "basis": …` text, or empty).
    static func scenario(nav: String = "", list: String = "", window: String = "") -> String {
        plain.replacing("$NAV", with: nav).replacing("$LIST", with: list).replacing("$WINDOW", with: window)
    }

    static func decode(_ json: String) throws -> Scenario? {
        var decoder = ScenarioTapeDecoder(limits: .default)
        return decoder.decodeScenario(tape: try JSONTape.parse(Array(json.utf8), maxDepth: 200))
    }

    static let withBasis = scenario(
        nav: #", "basis": "read""#,
        list: #", "basis": {"assumed": "superclass PodViewController is not in the project"}"#,
        window: #", "basis": {"assumed": "no rule found the root"}"#)

    /// The simulation's bytes are identical with and without `basis`: it changes nothing and
    /// warns about nothing.
    @Test func simulationIgnoresBasis() throws {
        let without = try Simulator.simulate(json: Array(Self.scenario().utf8)).get()
        let with = try Simulator.simulate(json: Array(Self.withBasis.utf8)).get()
        #expect(with.json == without.json)
        let simulation = try Simulator.run(json: Array(Self.withBasis.utf8)).get()
        #expect(simulation.launch.warnings.isEmpty)
    }

    /// The decoded scenario keeps each view controller's basis and the window's, for lint.
    @Test func decodedScenarioKeepsBasis() throws {
        let scenario = try #require(try Self.decode(Self.withBasis))
        let byID = Dictionary(uniqueKeysWithValues: scenario.viewControllers.map { ($0.id, $0.basis) })
        #expect(byID["nav"] == .some(.read))
        #expect(byID["list"] == .some(.assumed(reason: "superclass PodViewController is not in the project")))
        #expect(scenario.windowBasis == .assumed(reason: "no rule found the root"))
        let plain = try #require(try Self.decode(Self.scenario()))
        #expect(plain.viewControllers.allSatisfy { $0.basis == nil })
        #expect(plain.windowBasis == nil)
    }

    /// Lint reads a scenario with `basis` without reporting it as a member nobody reads (AR021).
    @Test func lintDoesNotReportBasisAsUnread() throws {
        let report = try LintFixtures.lint(bytes: Array(Self.withBasis.utf8))
        #expect(!report.findings.contains { $0.id == "AR021" })
    }

    /// Each invalid basis is an error at its pointer: an unknown word (with a did-you-mean),
    /// `"assumed"` without a reason, an empty reason, an unknown member, and a wrong JSON type.
    @Test func invalidBasisIsReportedAtItsPointer() throws {
        let problem = try #require(
            RuleTest.problem(
                Self.scenario(
                    nav: #", "basis": "raed""#, list: #", "basis": "assumed""#,
                    window: #", "basis": {"assumed": ""}"#)))
        #expect(problem.kind == .invalid)
        #expect(
            problem.errors.map(\.pointer) == [
                "/viewControllers/nav/basis", "/viewControllers/list/basis", "/window/basis/assumed",
            ])
        #expect(problem.errors[0].detail.contains("did you mean 'read'"))
        #expect(problem.errors[1].detail.contains("{\"assumed\": \"reason\"}"))
        let member = try #require(
            RuleTest.problem(Self.scenario(list: #", "basis": {"asumed": "a guess"}"#)))
        #expect(member.errors.map(\.pointer) == ["/viewControllers/list/basis/asumed"])
        #expect(member.errors[0].detail.contains("did you mean 'assumed'"))
        let shape = try #require(RuleTest.problem(Self.scenario(window: #", "basis": true"#)))
        #expect(shape.kind == .malformed)
        #expect(shape.errors.map(\.pointer) == ["/window/basis"])
        let reason = try #require(RuleTest.problem(Self.scenario(nav: #", "basis": {"assumed": 3}"#)))
        #expect(reason.errors.map(\.pointer) == ["/viewControllers/nav/basis/assumed"])
    }
}
