import AutorotateWire
import Testing

@testable import AutorotateEngine

/// Errors that teach (issue 42 item 1): unknown names get a did-you-mean or the valid list, a
/// misspelt required key is pointed at where it was typed, and a document of the wrong shape is
/// told the shape it needs.
@Suite struct TeachingErrorTests {
    func problem(_ json: String) throws -> InputProblem {
        switch Simulator.run(json: Array(json.utf8)) {
        case .success: throw Unexpected()
        case .failure(let problem): return problem
        }
    }

    func compareProblem(_ json: String) throws -> InputProblem {
        switch CompareRequest.decode(json: Array(json.utf8)) {
        case .success: throw Unexpected()
        case .failure(let problem): return problem
        }
    }

    struct Unexpected: Error {}

    static func scenario(event: String) -> String {
        #"{"device":{"os":"6.1"},"viewControllers":{"a":{}},"window":{"rootViewController":"a"},"events":["#
            + event + "]}"
    }

    /// A UIKit selector spelling of an event type suggests the event type it means.
    @Test func selectorSpellingsSuggestTheirEventType() throws {
        let cases = [
            ("presentViewController", "present"),
            ("presentViewController:animated:completion:", "present"),
            ("pushViewController:animated:", "push"),
            ("dismissViewControllerAnimated:completion:", "dismiss"),
            ("popToRootViewControllerAnimated:", "popToRoot"),
            ("setSelectedIndex:", "selectTab"),
        ]
        for (typed, meant) in cases {
            let result = try problem(Self.scenario(event: #"{"type": "\#(typed)"}"#))
            #expect(result.errors.map(\.pointer) == ["/events/0/type"], "\(typed)")
            #expect(
                result.errors.first?.detail == "unknown event type '\(typed)' (did you mean '\(meant)'?)",
                "\(typed)")
        }
    }

    /// An event type far from every known one is answered with the list of valid types.
    @Test func farOffEventTypeListsTheValidOnes() throws {
        let result = try problem(Self.scenario(event: #"{"type": "wobble"}"#))
        let detail = try #require(result.errors.first?.detail)
        #expect(detail.hasPrefix("unknown event type 'wobble' (expected one of 'deviceOrientation', "))
        #expect(detail.hasSuffix(" or 'setDeviceOrientationViaKeyValueCoding')"))
    }

    /// A view-controller id far from every declared one lists the declared ids.
    @Test func farOffViewControllerIdListsTheIds() throws {
        let result = try problem(
            #"{"device":{"os":"6.1"},"viewControllers":{"game":{},"menu":{}},"window":{"rootViewController":"xyzzyq"}}"#
        )
        #expect(
            result.errors.map(\.detail) == [
                "unknown view controller 'xyzzyq' (expected one of 'game' or 'menu')"
            ])
    }

    /// A misspelt `viewControllers` is pointed at where it was typed, with no follow-on errors.
    @Test func misspeltViewControllersIsPointedAt() throws {
        let result = try problem(
            #"{"device":{"os":"6.1"},"viewcontrollers":{"a":{}},"window":{"rootViewController":"a"}}"#)
        #expect(result.errors.map(\.pointer) == ["/viewcontrollers"])
        #expect(
            result.errors.first?.detail
                == "'viewcontrollers' is not a member (did you mean 'viewControllers'?)")
    }

    /// A misspelt `device` (and a misspelt `os` inside it) is pointed at where it was typed.
    @Test func misspeltDeviceAndOSArePointedAt() throws {
        let device = try problem(
            #"{"Device":{"os":"6.1"},"viewControllers":{"a":{}},"window":{"rootViewController":"a"}}"#)
        #expect(device.errors.map(\.pointer) == ["/Device"])
        #expect(device.errors.first?.detail == "'Device' is not a member (did you mean 'device'?)")
        let os = try problem(
            #"{"device":{"OS":"6.1"},"viewControllers":{"a":{}},"window":{"rootViewController":"a"}}"#)
        #expect(os.errors.map(\.pointer) == ["/device/OS"])
    }

    /// A misspelt member of an event (`orientaton`) is pointed at where it was typed, with no
    /// follow-on "required" error at a member the reader never wrote.
    @Test func misspeltEventMemberIsPointedAt() throws {
        let result = try problem(
            #"{"device":{"os":"6.1"},"viewControllers":{"a":{}},"window":{"rootViewController":"a"},"events":[{"type":"deviceOrientation","orientaton":"landscapeLeft"}]}"#
        )
        #expect(result.errors.map(\.pointer) == ["/events/0/orientaton"])
        #expect(
            result.errors.first?.detail == "'orientaton' is not a member (did you mean 'orientation'?)")
    }

    /// A misspelt `type` of an event is pointed at where it was typed, not reported as absent.
    @Test func misspeltEventTypeKeyIsPointedAt() throws {
        let result = try problem(
            #"{"device":{"os":"6.1"},"viewControllers":{"a":{}},"window":{"rootViewController":"a"},"events":[{"tpye":"deviceOrientation","orientation":"landscapeLeft"}]}"#
        )
        #expect(result.errors.map(\.pointer) == ["/events/0/tpye"])
        #expect(result.errors.first?.detail == "'tpye' is not a member (did you mean 'type'?)")
        let absent = try problem(
            #"{"device":{"os":"6.1"},"viewControllers":{"a":{}},"window":{"rootViewController":"a"},"events":[{"orientation":"landscapeLeft"}]}"#
        )
        #expect(absent.errors.map(\.detail) == ["an event needs a type"])
    }

    /// A missing required key with nothing like it still says that it is required.
    @Test func absentRequiredKeyIsStillRequired() throws {
        let result = try problem(#"{"device":{"os":"6.1"},"window":{"rootViewController":null}}"#)
        #expect(result.errors.map(\.pointer) == ["/viewControllers"])
        #expect(result.errors.first?.detail.hasPrefix("viewControllers is required") == true)
    }

    /// A bare scenario posted to compare gets one error saying how to wrap it, at the root.
    @Test func bareScenarioToCompareIsToldToWrapIt() throws {
        let result = try compareProblem(
            #"{"device":{"os":"6.1"},"app":{},"viewControllers":{"a":{}},"window":{"rootViewController":"a"}}"#
        )
        #expect(result.errors.count == 1)
        #expect(result.errors.first?.pointer == "")
        #expect(
            result.errors.first?.detail.hasPrefix(
                "this is a scenario; post it as {\"scenario\": …} to /v1/compare") == true)
    }

    /// A compare request with a misspelt member of its own still gets its did-you-mean.
    @Test func compareRequestMemberTypoIsNotCalledAScenario() throws {
        let result = try compareProblem(#"{"scenari": {}, "os": ["6.0"]}"#)
        #expect(
            result.errors.contains {
                $0.pointer == "/scenari" && $0.detail.contains("did you mean 'scenario'?")
            })
    }
}
