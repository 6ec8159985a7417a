import AutorotateImport
import AutorotateWire
import Testing

/// Answers read with a branch the scenario cannot say (api.md §9.1 `basis`): the forward behind a
/// kind test on the child, and the answer with nothing presented; each is modelled, noted at its
/// line, and the view controller's basis says what was assumed. A property of a stored object is
/// a flag named after its path.
@Suite struct AssumedAnswerTests {
    private func controller(_ result: ImportResult, _ id: String) -> JSONObject? {
        result.scenario.asObject?["viewControllers"]?.asObject?[id]?.asObject
    }

    /// `if (![self.visibleViewController isKindOfClass:[UIAlertController class]]) return
    /// [self.visibleViewController …]; else return …Portrait;` is the forward, assumed.
    @Test func forwardBehindAKindTestIsAssumed() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("AssumedAnswers"))
        let stack = controller(result, "StackNavigationController")
        #expect(
            stack?["supportedInterfaceOrientations"]
                == .object(JSONObject([JSONMember("forward", .string("visibleViewController"))])))
        #expect(stack?["basis"]?.asObject?["assumed"] != nil)
        #expect(
            result.notes.contains {
                $0.pointer == "/viewControllers/StackNavigationController/supportedInterfaceOrientations"
                    && $0.line == 12 && $0.path == "AssumedAnswers/StackNavigationController.m"
            })
    }

    /// `if let presentedViewController { return presentedViewController.… }` then
    /// `tour.isFinished ? … : …`: the answer with nothing presented, on the flag
    /// `tour.isFinished`, assumed and noted at the `if`.
    @Test func answerWithNothingPresentedIsAssumed() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("AssumedAnswers"))
        let home = controller(result, "HomeViewController")
        #expect(
            home?["supportedInterfaceOrientations"]
                == .object(
                    JSONObject([
                        JSONMember("if", .string("tour.isFinished")),
                        JSONMember("then", .string("[.allButUpsideDown]")),
                        JSONMember("else", .string("[.portrait]")),
                    ])))
        #expect(home?["basis"]?.asObject?["assumed"] != nil)
        #expect(
            result.notes.contains {
                $0.pointer == "/viewControllers/HomeViewController/supportedInterfaceOrientations"
                    && $0.line == 7
            })
        #expect(
            result.scenario.asObject?["app"]?.asObject?["flags"]?.asObject?["tour.isFinished"] == .bool(false)
        )
    }
}
