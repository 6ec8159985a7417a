import AutorotateWire
import Testing

@testable import AutorotateOperations

/// Lint of a request with the import's `transitions` (issue 39 item 5): each push, presentation and
/// rotation call the app makes is probed from where the app shows its view controller, and what it
/// adds is reported at `/transitions/N`; a transition from a screen nothing shows is not probed.
@Suite("Lint probes the app's transitions")
struct TransitionProbeTests {
    /// A navigation controller that does not forward, a portrait-only camera pushed onto it, the two
    /// rotation calls in the camera, and a push and a call from a view controller nothing shows.
    static func request(transitions: String? = Self.transitions) -> [UInt8] {
        let members = transitions.map { #","transitions":\#($0)"# } ?? ""
        return Array(
            (#"""
            {"device":{"os":"16.0","idiom":"phone"},
             "app":{"infoPlist":{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait",
               "UIInterfaceOrientationLandscapeLeft","UIInterfaceOrientationLandscapeRight"]}},
             "viewControllers":{"nav":{"kind":"navigationController","viewControllers":["library"]},
               "library":{},"camera":{"supportedInterfaceOrientations":"portrait"},"orphan":{},
               "other":{"supportedInterfaceOrientations":"portrait"}},
             "window":{"rootViewController":"nav"},"events":[],
             "lint":{"minimumOS":"12.0","maximumOS":"17.0"}
            """# + members + "}").utf8)
    }

    static let transitions = #"""
        [{"from":"library","to":"camera","kind":"push","path":"App/Library.swift","line":5},
         {"kind":"call","in":"camera","event":{"type":"setDeviceOrientationViaKeyValueCoding","orientation":"portrait"},
          "path":"App/Camera.swift","line":8},
         {"kind":"call","in":"camera","event":{"type":"attemptRotationToDeviceOrientation"},"path":"App/Camera.swift","line":9},
         {"from":"orphan","to":"other","kind":"push","path":"App/Orphan.swift","line":3},
         {"kind":"call","in":"orphan","event":{"type":"attemptRotationToDeviceOrientation"},"path":"App/Orphan.swift","line":4}]
        """#

    static func report(_ body: [UInt8]) throws -> LintReport {
        switch Operations().lint(body, as: .json) {
        case .success(let answer): return try LintReport(json: answer.body)
        case .failure(let problem):
            Issue.record("lint refused: \(problem.detail ?? problem.title)")
            return LintReport(engineVersion: "", findings: [])
        }
    }

    /// The pushed camera's ignored mask (AR005), the UIDevice orientation hack (AR016) and
    /// attemptRotationToDeviceOrientation (AR017) are each reported at the transition that makes them.
    @Test func findingsAreReportedAtTheirTransitions() throws {
        let findings = try Self.report(Self.request()).findings
        let placed = Set(
            findings.filter { $0.pointer.hasPrefix("/transitions/") }.map { "\($0.id) \($0.pointer)" })
        #expect(placed == ["AR005 /transitions/0", "AR016 /transitions/1", "AR017 /transitions/2"])
        let pushed = try #require(findings.first { $0.pointer == "/transitions/0" })
        #expect(pushed.message.hasPrefix("'camera' returns portrait"))
        #expect(pushed.evidence?.probe?.hasPrefix("push camera from library at App/Library.swift:5") == true)
        #expect(pushed.evidence?.event == nil)
        let hack = try #require(findings.first { $0.pointer == "/transitions/1" })
        #expect(hack.os.first?.from == "16.0")
        #expect(!hack.message.contains("at event"))
    }

    /// Without the transitions the same scenario shows none of these findings: they come from the
    /// probes, not from the scenario.
    @Test func theScenarioAloneShowsNone() throws {
        let ids = Set(try Self.report(Self.request(transitions: nil)).findings.map(\.id))
        #expect(ids.isDisjoint(with: ["AR005", "AR016", "AR017"]))
    }

    /// A push and a call from a view controller no root, tab, push or presentation shows are not
    /// probed, and the reason is given for each.
    @Test func unreachableTransitionsAreNotProbed() throws {
        guard case .object(var scenario) = try JSONReader.parse(Self.request(transitions: nil)),
            case .success(let transitions) = TransitionList.decode(
                try JSONReader.parse(Array(Self.transitions.utf8)), declared: { _ in true })
        else {
            Issue.record("the test request does not parse")
            return
        }
        scenario.members.removeAll { $0.key == "lint" }
        let unprobed = Operations.unprobedTransitions(scenario: .object(scenario), transitions: transitions)
        #expect(unprobed.map(\.index) == [3, 4])
        #expect(unprobed.allSatisfy { $0.reason.contains("'orphan'") })
    }

    /// A call inside an `#available` branch is probed on the versions it runs on only: below
    /// 16.0 attemptRotationToDeviceOrientation is not deprecated (no AR017), from 16.0 it is, and
    /// a branch beyond the lint range is not probed at all.
    @Test func availableBranchesNarrowTheProbe() throws {
        func ids(_ available: String) throws -> Set<String> {
            let transitions = #"""
                [{"from":"library","to":"camera","kind":"push","path":"App/Library.swift","line":5},
                 {"kind":"call","in":"camera","event":{"type":"attemptRotationToDeviceOrientation"},
                  "available":\#(available),"path":"App/Camera.swift","line":9}]
                """#
            let findings = try Self.report(Self.request(transitions: transitions)).findings
            return Set(findings.filter { $0.pointer == "/transitions/1" }.map(\.id))
        }
        #expect(try ids(#"{"below":"16.0"}"#).isEmpty)
        #expect(try ids(#"{"from":"16.0"}"#) == ["AR017"])
        #expect(try ids(#"{"from":"18.0"}"#).isEmpty)
        let reach = try JSONReader.parse(Self.request(transitions: nil))
        var outside = ImportTransition(
            call: .object(JSONObject([JSONMember("type", .string("attemptRotationToDeviceOrientation"))])),
            in: "camera", path: "A.swift", line: 1)
        outside.available = TransitionAvailability(from: "18.0")
        let camera = ImportTransition(kind: .push, from: "library", to: "camera", path: "B.swift", line: 2)
        let unprobed = Operations.unprobedTransitions(scenario: reach, transitions: [camera, outside])
        #expect(unprobed.map(\.index) == [1])
        #expect(unprobed.first?.reason.contains("#available") == true)
    }

    /// A transition naming a view controller the scenario does not declare is a 422 at its member.
    @Test func unknownViewControllerIsAnInputError() {
        let body = Self.request(
            transitions: #"[{"from":"library","to":"nowhere","kind":"push","path":"A.swift","line":1}]"#)
        guard case .failure(let problem) = Operations().lint(body, as: .json) else {
            Issue.record("a transition to an undeclared view controller was linted")
            return
        }
        #expect(problem.status == 422)
        #expect(problem.errors?.map(\.pointer) == ["/transitions/0/to"])
    }

    /// A transition of an unknown kind, or without a line, is a 422 naming each member.
    @Test func malformedTransitionsAreInputErrors() {
        let body = Self.request(
            transitions: #"[{"from":"library","to":"camera","kind":"jump","path":"A.swift"}]"#)
        guard case .failure(let problem) = Operations().lint(body, as: .json) else {
            Issue.record("a malformed transition was linted")
            return
        }
        #expect(problem.errors?.map(\.pointer) == ["/transitions/0/line", "/transitions/0/kind"])
    }
}
