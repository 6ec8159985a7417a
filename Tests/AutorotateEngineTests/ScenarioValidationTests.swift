import AutorotateWire
import Testing

@testable import AutorotateEngine

/// Scenario validation (api.md §2–§3): every problem reported at once, each with its JSON
/// pointer, 400 for the wrong shape and 422 for invalid values; nothing crashes or runs long.
@Suite struct ScenarioValidationTests {
    static let minimal =
        #"{"device":{"os":"6.1"},"viewControllers":{"a":{}},"window":{"rootViewController":"a"}}"#

    func problem(_ json: String, limits: EngineLimits = .default) throws -> InputProblem {
        switch Simulator.run(json: Array(json.utf8), limits: limits) {
        case .success: throw ExpectedFailure()
        case .failure(let problem): return problem
        }
    }

    struct ExpectedFailure: Error {}

    func pointers(_ problem: InputProblem) -> [String] { problem.errors.map(\.pointer) }

    /// A minimal scenario is valid and launches.
    @Test func minimalScenarioRuns() throws {
        let simulation = try Simulator.run(json: Array(Self.minimal.utf8)).get()
        #expect(simulation.launch.type == "launch")
        #expect(simulation.engine.generation == "ios6")
    }

    /// Bytes that are not JSON are malformed (400) with the syntax error's position.
    @Test func notJSON() throws {
        let result = try problem(#"{"device": "#)
        #expect(result.kind == .malformed)
        #expect(result.errors.count == 1)
        #expect(result.errors[0].pointer == "/device")
    }

    /// A JSON value of the wrong type is a shape problem (400), pointed at exactly.
    @Test func wrongShape() throws {
        let result = try problem(
            #"{"device":{"os":"6.1","idiom":3},"viewControllers":[],"window":{"rootViewController":null}}"#)
        #expect(result.kind == .malformed)
        #expect(pointers(result).contains("/device/idiom"))
        #expect(pointers(result).contains("/viewControllers"))
    }

    /// Missing required members are each named.
    @Test func missingRequiredMembers() throws {
        let result = try problem(#"{}"#)
        #expect(result.kind == .malformed)
        #expect(Set(pointers(result)).isSuperset(of: ["/device", "/viewControllers", "/window"]))
    }

    /// Every problem is reported at once, not just the first (422 when all are semantic).
    @Test func everyProblemAtOnce() throws {
        let json = #"""
            {"device":{"os":"6.1","orientation":"sideways"},
             "viewControllers":{"nav":{"kind":"navigationController","viewControllers":["ghost"]},
                                "list":{"supportedInterfaceOrientations":"landscap"}},
             "window":{"rootViewController":"nav"},
             "events":[{"type":"deviceOrientatoin"},{"type":"push","navigationController":"list","viewController":"nav"}]}
            """#
        let result = try problem(json)
        #expect(result.kind == .invalid)
        let found = Set(pointers(result))
        #expect(
            found.isSuperset(of: [
                "/device/orientation", "/viewControllers/nav/viewControllers/0",
                "/viewControllers/list/supportedInterfaceOrientations", "/events/0/type",
                "/events/1/navigationController",
            ]))
    }

    /// An unknown name gets a did-you-mean.
    @Test func didYouMean() throws {
        let json =
            #"{"device":{"os":"6.1"},"viewControllers":{"a":{"supportedInterfaceOrientations":"landscap"}},"window":{"rootViewController":"a"},"events":[{"type":"deviceOrientatoin","orientation":"portrait"}]}"#
        let result = try problem(json)
        let details = result.errors.map(\.detail)
        #expect(details.contains { $0.contains("did you mean 'landscape'") })
        #expect(details.contains { $0.contains("did you mean 'deviceOrientation'") })
    }

    /// An unknown view-controller id is invalid (422) with a suggestion.
    @Test func unknownID() throws {
        let json =
            #"{"device":{"os":"6.1"},"viewControllers":{"main":{}},"window":{"rootViewController":"mian"}}"#
        let result = try problem(json)
        #expect(result.kind == .invalid)
        #expect(result.errors.first?.pointer == "/window/rootViewController")
        #expect(result.errors.first?.detail.contains("did you mean 'main'") == true)
    }

    /// A view controller in two containers is refused at its second place.
    @Test func viewControllerOnTwoStacks() throws {
        let json = #"""
            {"device":{"os":"6.1"},"viewControllers":{
              "a":{"kind":"navigationController","viewControllers":["x"]},
              "b":{"kind":"navigationController","viewControllers":["x"]},
              "x":{}, "tabs":{"kind":"tabBarController","viewControllers":["a","b"]}},
             "window":{"rootViewController":"tabs"}}
            """#
        let result = try problem(json)
        #expect(pointers(result) == ["/viewControllers/b/viewControllers/0"])
    }

    /// A container that contains itself is a cycle (422), never a hang.
    @Test func cycle() throws {
        let json = #"""
            {"device":{"os":"6.1"},"viewControllers":{
              "a":{"children":["b"]}, "b":{"children":["a"]}, "root":{}},
             "window":{"rootViewController":"root"}}
            """#
        let result = try problem(json)
        #expect(result.kind == .invalid)
        #expect(result.errors.contains { $0.detail.contains("cycle") })
    }

    /// An event naming a tab bar controller as a navigation controller is refused.
    @Test func wrongContainerKind() throws {
        let json = #"""
            {"device":{"os":"6.1"},"viewControllers":{"tabs":{"kind":"tabBarController","viewControllers":["x"]},"x":{}},
             "window":{"rootViewController":"tabs"},"events":[{"type":"push","navigationController":"tabs","viewController":"x"}]}
            """#
        let result = try problem(json)
        #expect(result.errors.first?.pointer == "/events/0/navigationController")
        #expect(result.errors.first?.detail == "'tabs' is a tabBarController, not a navigationController")
    }

    /// A device name where an interface orientation is meant is refused, not silently swapped.
    @Test func deviceNameAsInterfaceOrientation() throws {
        let json = #"""
            {"device":{"os":"6.1"},"viewControllers":{"a":{}},"window":{"rootViewController":"a"},
             "events":[{"type":"setStatusBarOrientation","orientation":"UIDeviceOrientationLandscapeLeft"}]}
            """#
        let result = try problem(json)
        #expect(result.errors.first?.pointer == "/events/0/orientation")
        #expect(result.errors.first?.detail.contains("landscapeRight") == true)
    }

    /// A version below 2.0 and a version that is not one are invalid; a numeric os is the wrong shape.
    @Test func osVersions() throws {
        #expect(
            try problem(#"{"device":{"os":"1.0"},"viewControllers":{},"window":{"rootViewController":null}}"#)
                .kind == .invalid)
        #expect(
            try problem(#"{"device":{"os":"six"},"viewControllers":{},"window":{"rootViewController":null}}"#)
                .kind == .invalid)
        #expect(
            try problem(#"{"device":{"os":6.1},"viewControllers":{},"window":{"rootViewController":null}}"#)
                .kind == .malformed)
    }

    /// A conditional naming a flag nobody declares or sets is refused with a suggestion.
    @Test func unknownFlag() throws {
        let json = #"""
            {"device":{"os":"6.1"},"app":{"flags":{"isLandscape":true}},
             "viewControllers":{"a":{"supportedInterfaceOrientations":{"if":"isLandscap","then":"landscape","else":"portrait"}}},
             "window":{"rootViewController":"a"}}
            """#
        let result = try problem(json)
        #expect(result.errors.first?.pointer == "/viewControllers/a/supportedInterfaceOrientations/if")
        #expect(result.errors.first?.detail.contains("did you mean 'isLandscape'") == true)
    }

    /// A model of the other idiom is invalid (R10.5).
    @Test func modelOfTheOtherIdiom() throws {
        let json =
            #"{"device":{"os":"9.0","idiom":"phone","model":"iPad Air 2"},"viewControllers":{},"window":{"rootViewController":null}}"#
        #expect(try problem(json).errors.first?.pointer == "/device/model")
    }

    /// Duplicate view ids are refused where the second one stands.
    @Test func duplicateViewID() throws {
        let json = #"""
            {"device":{"os":"6.1"},"viewControllers":{"a":{"view":{"id":"v","frame":[0,0,1,1],
              "subviews":[{"id":"v","frame":[0,0,1,1]}]}}},"window":{"rootViewController":"a"}}
            """#
        #expect(try problem(json).errors.first?.pointer == "/viewControllers/a/view/subviews/0/id")
    }

    /// Size limits: more view controllers or events than allowed are refused at once.
    @Test func sizeLimits() throws {
        let limits = EngineLimits(maxViewControllers: 2, maxEvents: 3)
        let many =
            #"{"device":{"os":"6.1"},"viewControllers":{"a":{},"b":{},"c":{}},"window":{"rootViewController":"a"}}"#
        #expect(try problem(many, limits: limits).errors.first?.pointer == "/viewControllers")
        let events = String(repeating: #"{"type":"attemptRotationToDeviceOrientation"},"#, count: 4)
            .dropLast()
        let longRun =
            #"{"device":{"os":"6.1"},"viewControllers":{"a":{}},"window":{"rootViewController":"a"},"events":[\#(events)]}"#
        #expect(try problem(longRun, limits: limits).errors.first?.pointer == "/events")
    }

    /// JSON nested 100,000 deep is refused quickly, without exhausting the stack.
    @Test func deepJSON() throws {
        let deep = String(repeating: "[", count: 100_000) + String(repeating: "]", count: 100_000)
        #expect(try problem(deep).kind == .malformed)
    }

    /// Views nested deeper than the limit are refused with a pointer.
    @Test func deepViews() throws {
        var view = #"{"id":"leaf","frame":[0,0,1,1]}"#
        for level in 0..<70 { view = #"{"id":"v\#(level)","frame":[0,0,1,1],"subviews":[\#(view)]}"# }
        let json =
            #"{"device":{"os":"6.1"},"viewControllers":{"a":{"view":\#(view)}},"window":{"rootViewController":"a"}}"#
        let result = try problem(json, limits: EngineLimits(maxJSONDepth: 1_000))
        #expect(result.kind == .invalid)
        #expect(result.errors.contains { $0.detail.contains("nested more than 64 deep") })
    }

    /// Expressions longer than the limit are refused.
    @Test func longExpression() throws {
        let expression = Array(repeating: "portrait", count: 200).joined(separator: " | ")
        let json =
            #"{"device":{"os":"6.1"},"viewControllers":{"a":{"supportedInterfaceOrientations":"\#(expression)"}},"window":{"rootViewController":"a"}}"#
        let result = try problem(json)
        #expect(result.errors.first?.pointer == "/viewControllers/a/supportedInterfaceOrientations")
    }

    /// Reactions that fan out are bounded by the decision budget, not by time.
    @Test func reactionFanOutIsBounded() throws {
        let burst = String(
            repeating:
                #"{"type":"setStatusBarOrientation","orientation":"landscapeLeft"},{"type":"setStatusBarOrientation","orientation":"portrait"},"#,
            count: 5
        ).dropLast()
        let json = #"""
            {"device":{"os":"5.1"},"app":{"reactions":[
              {"on":"UIApplicationDidChangeStatusBarOrientationNotification","do":[\#(burst)]}]},
             "viewControllers":{"a":{}},"window":{"rootViewController":"a"},
             "events":[{"type":"setStatusBarOrientation","orientation":"landscapeLeft"}]}
            """#
        let simulation = try Simulator.run(json: Array(json.utf8), limits: EngineLimits(maxDecisions: 500))
            .get()
        #expect(simulation.decisionCount <= 500)
        #expect(simulation.decisions.count == 1)
    }

    /// Unknown members are ignored with a warning naming the likely intended one.
    @Test func unknownMemberWarns() throws {
        let json =
            #"{"device":{"os":"6.1"},"viewControllers":{"a":{"supportedInterfaceOrientation":"landscape"}},"window":{"rootViewController":"a"}}"#
        let simulation = try Simulator.run(json: Array(json.utf8)).get()
        let warning = try #require(simulation.launch.warnings.first { $0.code == "unknownMember" })
        #expect(warning.pointer == "/viewControllers/a/supportedInterfaceOrientation")
        #expect(warning.message.contains("did you mean 'supportedInterfaceOrientations'"))
    }

    /// Each event type the decoder matches by its bytes stands at the index of the `EventType`
    /// case of its name, and there is no case beyond the list.
    @Test func eventTypeNamesFollowTheDocumentedList() {
        for (index, name) in ScenarioNames.eventTypes.enumerated() {
            #expect(EventType(rawValue: index).map { "\($0)" } == name)
        }
        #expect(EventType(rawValue: ScenarioNames.eventTypes.count) == nil)
    }

    /// The decoder's byte reader of an iOS version accepts only texts `OSVersion(parsing:)`
    /// accepts, with the same value, and reads the usual ones itself.
    @Test func osVersionBytesAgreeWithParsing() {
        let texts = [
            "6.1", "6", "16.4.1", "0", "2.0", "9999.9999.9999", "06.01", "10000", "1.2.3.4", "", ".", "6.",
            ".1", "6..1", "6.1a", "+6", "-6", " 6", "6 ", "\u{0666}.1", "6.\u{0301}1", "1.23456",
        ]
        for text in texts {
            if let read = ScenarioTapeDecoder.osVersion(text) {
                #expect(read == OSVersion(parsing: text), "\(text)")
            }
        }
        for text in ["6.1", "6", "16.4.1", "06.01", "9999.9999.9999"] {
            #expect(ScenarioTapeDecoder.osVersion(text) == OSVersion(parsing: text), "\(text)")
            #expect(ScenarioTapeDecoder.osVersion(text) != nil, "\(text)")
        }
    }

    /// Every interface-orientation spelling the decoder matches by its bytes reads as
    /// `OrientationNames.interface` reads it: all four spellings of each of the four orientations.
    @Test func acceptedInterfaceSpellingsAgreeWithTheReader() {
        #expect(OrientationNames.acceptedInterfaceSpellings.count == 16)
        for entry in OrientationNames.acceptedInterfaceSpellings {
            #expect((try? OrientationNames.interface(entry.spelling).get()) == entry.orientation)
        }
    }

    /// The view-controller kinds the declaration pass matches by their bytes are the kinds'
    /// raw values, in the order of their cases.
    @Test func viewControllerKindNamesFollowTheKinds() {
        #expect(
            ScenarioNames.viewControllerKindNames.map(\.description)
                == ViewControllerKind.allCases.map(\.rawValue))
    }

    /// A flag a conditional reads is accepted when app.flags declares it, a setFlag event sets
    /// it, or a reaction's setFlag sets it; otherwise it is reported at the conditional's `if`.
    @Test func flagsReadMustBeDeclaredOrSet() throws {
        let controllers =
            #"{"main":{"supportedInterfaceOrientations":{"if":"f","then":"UIInterfaceOrientationMaskAll","#
            + #""else":"UIInterfaceOrientationMaskPortrait"}}}"#
        func scenario(app: String, events: String) -> String {
            #"{"device":{"os":"6.1"},"app":\#(app),"viewControllers":\#(controllers),"#
                + #""window":{"rootViewController":"main"},"events":\#(events)}"#
        }
        let setF = #"[{"type":"setFlag","name":"f","value":true}]"#
        let accepted = [
            scenario(app: #"{"flags":{"f":false}}"#, events: "[]"),
            scenario(app: "{}", events: setF),
            scenario(
                app: #"{"reactions":[{"on":"UIDeviceOrientationDidChangeNotification","do":\#(setF)}]}"#,
                events: "[]"),
        ]
        for json in accepted {
            if case .failure(let problem) = Simulator.run(json: Array(json.utf8)) {
                Issue.record("\(json): \(problem.errors.map(\.detail))")
            }
        }
        let result = try problem(
            scenario(app: #"{"flags":{"g":true}}"#, events: #"[{"type":"setFlag","name":"h","value":true}]"#))
        #expect(result.kind == .invalid)
        #expect(pointers(result) == ["/viewControllers/main/supportedInterfaceOrientations/if"])
        #expect(
            result.errors.first?.detail.hasPrefix(
                "unknown flag 'f': declare it in app.flags or set it with a setFlag event") == true)
    }

    /// `Scenario.index(ofID:)` finds every declared id at its index, and no other id, below and
    /// above the number of ids compared in turn.
    @Test func scenarioIndexOfIDAcrossTheLinearLimit() throws {
        for count in [3, ScenarioNames.linearIDLimit + 4] {
            let ids = (0..<count).map { "vc\($0)" }
            let members = ids.map { #""\#($0)":{}"# }.joined(separator: ",")
            let json =
                #"{"device":{"os":"6.1"},"viewControllers":{\#(members)},"window":{"rootViewController":"vc0"}}"#
            var decoder = ScenarioTapeDecoder(limits: .default)
            let scenario = try #require(decoder.decodeScenario(tape: try JSONTape.parse(Array(json.utf8))))
            for (index, id) in ids.enumerated() { #expect(scenario.index(ofID: id) == index) }
            #expect(scenario.index(ofID: "nope") == nil)
        }
    }

    /// References are resolved alike whether compared in place (a few ids) or through the
    /// dictionary (many): an unknown id is reported once, with its pointer.
    @Test func referencesResolveAcrossTheLinearLimit() throws {
        for count in [2, ScenarioNames.linearIDLimit + 4] {
            let ids = (0..<count).map { "vc\($0)" }
            let members = ids.map { #""\#($0)":{}"# }.joined(separator: ",")
            let json =
                #"{"device":{"os":"6.1"},"viewControllers":{"#
                + #"\#(members),"nav":{"kind":"navigationController","viewControllers":["vc1","vc0","nope"]}},"#
                + #""window":{"rootViewController":"nav"}}"#
            let result = try problem(json)
            #expect(result.kind == .invalid)
            #expect(pointers(result) == ["/viewControllers/nav/viewControllers/2"])
        }
    }

}

/// api.md §3: `requestGeometryUpdate.orientations` is a MaskExpr, conditionals included (R9.3).
@Suite struct GeometryRequestMaskExprTests {
    /// A conditional request is read with the flag's value at the time of the event.
    @Test func conditionalOrientations() throws {
        let json = #"""
            {"device":{"os":"16.0"},"app":{"flags":{"f":true}},"viewControllers":{"main":{}},
             "window":{"rootViewController":"main"},
             "events":[{"type":"requestGeometryUpdate","orientations":{"if":"f","then":"landscape","else":"portrait"}},
                       {"type":"setFlag","name":"f","value":false},
                       {"type":"requestGeometryUpdate","orientations":{"if":"f","then":"landscape","else":"portrait"}}]}
            """#
        let simulation = try Simulator.run(json: Array(json.utf8)).get()
        #expect(simulation.decisions[0].interfaceOrientation == "landscapeRight")
        #expect(simulation.decisions[2].interfaceOrientation == "portrait")
    }
}

/// EngineLimits.maxWork and maxReportedViews: a scenario's time and answer stay bounded however
/// its size is split between events and views.
@Suite struct WorkLimitTests {
    static func scenario(events: Int, views: Int) -> [UInt8] {
        let subviews = (0..<views).map { #"{"id":"v\#($0)","frame":[0,0,10,10],"autoresizingMask":2}"# }
        let turns = (0..<events).map {
            #"{"type":"deviceOrientation","orientation":"\#($0 % 2 == 0 ? "landscapeLeft" : "portrait")"}"#
        }
        let json = #"""
            {"device":{"os":"6.1"},"viewControllers":{"a":{"supportedInterfaceOrientations":"all",
              "view":{"id":"root","frame":[0,20,320,460],"subviews":[\#(subviews.joined(separator: ","))]}}},
             "window":{"rootViewController":"a"},"events":[\#(turns.joined(separator: ","))]}
            """#
        return Array(json.utf8)
    }

    /// events × (view controllers + views) above the limit is refused at /events with the figures.
    @Test func workLimit() throws {
        let result = Simulator.run(
            json: Self.scenario(events: 100, views: 99), limits: EngineLimits(maxWork: 9_999))
        guard case .failure(let problem) = result else {
            Issue.record("expected the work limit to refuse the scenario")
            return
        }
        #expect(problem.kind == .invalid)
        #expect(problem.errors.first?.pointer == "/events")
        #expect(problem.errors.first?.detail.contains("100 events × 101 view controllers and views") == true)
    }

    /// Past maxReportedViews, decisions omit their views with one warning; final.views stays complete.
    @Test func reportedViewsLimit() throws {
        let simulation = try Simulator.run(
            json: Self.scenario(events: 10, views: 20), limits: EngineLimits(maxReportedViews: 50)
        ).get()
        let reported = simulation.decisions.reduce(0) { $0 + $1.views.count }
        #expect(reported <= 50)
        #expect(
            simulation.decisions.filter { $0.warnings.contains { $0.code == "viewReportLimit" } }.count == 1)
        #expect(simulation.final.views.count == 1 + 21)
    }
}
