import AutorotateEngine
import AutorotateWire
import Testing

/// Reading a `POST /v1/compare` request (api.md §6): columns, defaults, and every input problem
/// with its pointer.
@Suite struct CompareRequestTests {
    static let plain =
        #"{"device": {"os": "6.1"}, "viewControllers": {"a": {}}, "window": {"rootViewController": "a"}, "events": []}"#

    static func decode(_ body: String) -> Result<CompareRequest, InputProblem> {
        CompareRequest.decode(json: Array(body.utf8))
    }

    static func problem(_ body: String) throws -> InputProblem {
        guard case .failure(let problem) = decode(body) else {
            Issue.record("accepted: \(body)")
            throw ProblemExpected()
        }
        return problem
    }

    struct ProblemExpected: Error {}

    /// Without `os`, the columns are every boundary version of R0.2 and R0.3, in the scenario's idiom.
    @Test func defaultColumnsAreTheBoundaries() throws {
        let request = try Self.decode(#"{"scenario": \#(Self.plain)}"#).get()
        #expect(request.columns.map(\.os) == VersionBoundaries.all.map(\.os))
        #expect(request.columns.allSatisfy { $0.idiom == .phone })
    }

    /// Columns run idiom-major within each OS; another idiom gets that idiom's default model.
    @Test func columnsAreIdiomMajorWithinEachOS() throws {
        let request = try Self.decode(
            #"{"scenario": \#(Self.plain), "os": ["5.1", "16.4"], "idioms": ["phone", "pad"]}"#
        ).get()
        #expect(request.columns.map(\.osText) == ["5.1", "5.1", "16.4", "16.4"])
        #expect(request.columns.map(\.idiom) == [.phone, .pad, .phone, .pad])
        #expect(request.columns.map(\.model) == ["iPhone 4S", "iPad", "iPhone 8", "iPad"])
        #expect(request.columns.map(\.generation) == [.ios5, .ios5, .ios16, .ios16])
    }

    /// A column of the scenario's own idiom keeps its model; another idiom's column replaces it,
    /// and explicit screen fields stay in the column's scenario.
    @Test func modelsAndExplicitScreens() throws {
        let scenario =
            #"{"device": {"os": "9.0", "model": "iphone 5s", "screen": {"width": 300, "height": 500}}, "viewControllers": {}, "window": {"rootViewController": null}, "events": []}"#
        let request = try Self.decode(
            #"{"scenario": \#(scenario), "os": ["9.0"], "idioms": ["phone", "pad"]}"#
        )
        .get()
        #expect(request.columns.map(\.model) == ["iPhone 5s", "iPad"])
        guard case .object(let document) = request.columns[1].document,
            case .object(let device)? = document["device"]
        else {
            Issue.record("no device in the column's scenario")
            return
        }
        #expect(device["idiom"] == .string("pad"))
        #expect(device["model"] == .string("iPad"))
        #expect(device["screen"] != nil)
    }

    /// An invalid scenario is reported exactly as /v1/simulate reports it, under `/scenario`, once.
    @Test func invalidScenarioAsSimulateReportsIt() throws {
        let scenario =
            #"{"device": {"os": "6.1", "idiom": "pda"}, "viewControllers": {"a": {"supportedInterfaceOrientations": "landscap"}}, "window": {"rootViewController": "b"}, "events": []}"#
        guard case .failure(let simulate) = Simulator.simulate(json: Array(scenario.utf8)) else {
            Issue.record("simulate accepted the invalid scenario")
            return
        }
        let compare = try Self.problem(#"{"scenario": \#(scenario), "idioms": ["phone", "pad"]}"#)
        #expect(simulate.errors.count >= 3)
        #expect(compare.kind == simulate.kind)
        #expect(compare.detail == simulate.detail)
        #expect(
            compare.errors
                == simulate.errors.map { PointerError(pointer: "/scenario" + $0.pointer, detail: $0.detail) })
    }

    /// A scenario that is not JSON's right shape is 400 with simulate's pointers under `/scenario`.
    @Test func malformedScenario() throws {
        let problem = try Self.problem(#"{"scenario": []}"#)
        #expect(problem.kind == .malformed)
        #expect(problem.errors.map(\.pointer) == ["/scenario"])
    }

    /// The request's own members: each bad entry named by its pointer, all reported together with
    /// the scenario's problems.
    @Test func requestMembersAreValidatedWithPointers() throws {
        let problem = try Self.problem(
            #"{"scenario": {"device": {}, "viewControllers": {}, "window": {"rootViewController": null}, "events": []}, "os": ["6.1", "7", "six", "1.0", "6.1.0"], "idioms": ["phone", "pda"], "idiom": "pad"}"#
        )
        #expect(problem.kind == .malformed)  // the scenario lacks device.os
        #expect(
            problem.errors.map(\.pointer) == [
                "/idiom", "/os/2", "/os/3", "/os/4", "/idioms/1", "/scenario/device/os",
            ])
        #expect(problem.errors[0].detail.contains("did you mean 'idioms'"))
        #expect(problem.errors[4].detail.contains("did you mean 'pad'"))
    }

    /// Wrong JSON types in the request's own members are shape problems (400).
    @Test func requestMemberShapes() throws {
        let problem = try Self.problem(#"{"scenario": \#(Self.plain), "os": "6.1", "idioms": [1]}"#)
        #expect(problem.kind == .malformed)
        #expect(problem.errors.map(\.pointer) == ["/os", "/idioms/0"])
        let empty = try Self.problem(#"{"scenario": \#(Self.plain), "os": []}"#)
        #expect(empty.kind == .invalid)
        #expect(empty.errors.map(\.pointer) == ["/os"])
        let missing = try Self.problem(#"{"os": ["6.1"]}"#)
        #expect(missing.kind == .malformed)
        #expect(missing.errors.map(\.pointer) == ["/scenario"])
        let notObject = try Self.problem("[1]")
        #expect(notObject.errors.map(\.pointer) == [""])
        let notJSON = try Self.problem(#"{"scenario": "#)
        #expect(notJSON.kind == .malformed)
        #expect(notJSON.detail.hasPrefix("The body is not valid JSON"))
    }

    /// More than 64 columns is 422 at `/os`; exactly 64 runs.
    @Test func atMostSixtyFourColumns() throws {
        func versions(_ count: Int) -> String {
            (0..<count).map { "\"\(6 + $0 / 10).\($0 % 10)\"" }.joined(separator: ",")
        }
        let problem = try Self.problem(
            #"{"scenario": \#(Self.plain), "os": [\#(versions(33))], "idioms": ["phone", "pad"]}"#)
        #expect(problem.kind == .invalid)
        #expect(problem.errors.map(\.pointer) == ["/os"])
        #expect(problem.errors[0].detail.contains("66 columns"))
        let request = try Self.decode(
            #"{"scenario": \#(Self.plain), "os": [\#(versions(32))], "idioms": ["phone", "pad"]}"#
        )
        .get()
        #expect(request.columns.count == 64)
    }

    /// A device value valid for the scenario's idiom but not for a column's (a status bar taller
    /// than the phone's screen) is 422 naming the column, with the scenario's pointer.
    @Test func columnThatMakesTheScenarioInvalid() throws {
        let scenario =
            #"{"device": {"os": "9.0", "idiom": "pad", "statusBarHeight": 400}, "viewControllers": {}, "window": {"rootViewController": null}, "events": []}"#
        let request = try Self.decode(
            #"{"scenario": \#(scenario), "os": ["9.0"], "idioms": ["pad", "phone"]}"#
        ).get()
        guard case .failure(let problem) = Comparator.run(request) else {
            Issue.record("the phone column ran with a 400-point status bar")
            return
        }
        #expect(problem.kind == .invalid)
        #expect(problem.detail.hasPrefix("Column 1 (iOS 9.0, phone, iPhone 8)"))
        #expect(problem.errors.map(\.pointer) == ["/scenario/device/statusBarHeight"])
    }
}
