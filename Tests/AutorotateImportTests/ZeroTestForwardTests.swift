import AutorotateImport
import AutorotateWire
import Testing

/// `if (child.member) return child.member; return FALLBACK;` in a container (a player demo's
/// shape): the child's answer unless it is zero. And `[X.alloc init]`, Objective-C's property
/// syntax for `alloc`, makes an `X` as `[[X alloc] init]` does.
@Suite struct ZeroTestForwardTests {
    private func controller(_ result: ImportResult, _ id: String) -> JSONObject? {
        result.scenario.asObject?["viewControllers"]?.asObject?[id]?.asObject
    }

    /// shouldAutorotate that returns YES whether or not the child says YES is the literal YES, its
    /// source the method; with NO as the fallback it is the child's answer.
    @Test func shouldAutorotateTestOfTheChildIsExact() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("ZeroTestForward"))
        #expect(controller(result, "RootTabBarController")?["shouldAutorotate"] == .bool(true))
        #expect(result.sources["/viewControllers/RootTabBarController/shouldAutorotate"]?.line == 6)
        #expect(
            controller(result, "StackNavigationController")?["shouldAutorotate"]
                == .object(JSONObject([JSONMember("forward", .string("topViewController"))])))
    }

    /// A mask or an orientation tested for zero is the forward, assumed, with a note at the `if`
    /// naming the fallback the child's zero would give.
    @Test func maskTestOfTheChildIsAnAssumedForward() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("ZeroTestForward"))
        let tabs = controller(result, "RootTabBarController")
        #expect(
            tabs?["supportedInterfaceOrientations"]
                == .object(JSONObject([JSONMember("forward", .string("selectedViewController"))])))
        #expect(tabs?["basis"]?.asObject?["assumed"] != nil)
        let note = result.notes.first {
            $0.pointer
                == "/viewControllers/StackNavigationController/preferredInterfaceOrientationForPresentation"
        }
        #expect(note?.path == "Theater/StackNavigationController.m")
        #expect(note?.line == 12)
        #expect(
            note?.message.contains("answers UIInterfaceOrientationPortrait when the child's answer is zero")
                == true)
    }

    /// `[FeedViewController.alloc init]` is the navigation controller's root, and
    /// `[PlayerViewController.alloc init]` a pushed screen, although a subclass inherits from it.
    @Test func dotSyntaxAllocMakesAnInstance() throws {
        let result = try ProjectImporter.importProject(try FixtureProjects.files("ZeroTestForward"))
        #expect(
            controller(result, "StackNavigationController")?["viewControllers"]
                == .array([.string("FeedViewController")]))
        #expect(controller(result, "PlayerViewController") != nil)
        let push = result.transitions.first { $0.to == "PlayerViewController" }
        #expect(push?.from == "FeedViewController")
        #expect(push?.line == 11)
    }
}
