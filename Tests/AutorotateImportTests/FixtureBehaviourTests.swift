import AutorotateEngine
import AutorotateImport
import AutorotateWire
import Testing

/// What the fixture projects' imports mean: the known crash reproduces in the engine, inherited
/// answers point at the superclass's lines, forwards and flags come from the right code.
@Suite struct FixtureBehaviourTests {
    private func imported(_ name: String) throws -> ImportResult {
        try ProjectImporter.importProject(try FixtureProjects.files(name))
    }

    /// Adds `events` to an imported scenario and simulates it.
    private func simulate(_ result: ImportResult, events: [JSONValue]) throws -> Simulation {
        guard case .object(var scenario) = result.scenario,
            let index = scenario.members.firstIndex(where: { $0.key == "events" })
        else { throw FixtureError.notAnObject }
        scenario.members[index].value = .array(events)
        return try Simulator.run(document: .object(scenario)).get()
    }

    private enum FixtureError: Error { case notAnObject }

    private func present(_ id: String) -> JSONValue {
        .object(
            JSONObject([JSONMember("type", .string("present")), JSONMember("viewController", .string(id))]))
    }

    /// The landscape-only player whose preferred orientation is portrait crashes when presented
    /// full screen, on iOS 12 as imported, and the preferred orientation is traced to its Swift line.
    @Test func playerPresentationCrashes() throws {
        let result = try imported("SwiftTabs")
        let simulation = try simulate(result, events: [present("Player")])
        #expect(simulation.terminated?.exception.name == "UIApplicationInvalidInterfaceOrientation")
        let source = result.sources["/viewControllers/Player/preferredInterfaceOrientationForPresentation"]
        #expect(source == ImportSource(path: "SwiftTabs/PlayerViewController.swift", line: 10, column: 5))
    }

    /// A presentation the player's siblings can make does not crash: the feed is allowed portrait.
    @Test func feedPresentationDoesNotCrash() throws {
        let simulation = try simulate(try imported("SwiftTabs"), events: [present("Abo-ut-001")])
        #expect(simulation.terminated == nil)
    }

    /// Subclasses inherit their superclass's overrides across files, `super` included, and the
    /// sources point at the superclass's file.
    @Test func inheritanceCrossesFiles() throws {
        let result = try imported("Inheritance")
        let replay = "/viewControllers/ReplayViewController/supportedInterfaceOrientations"
        #expect(result.sources[replay]?.path == "Inheritance/Base/BaseLandscapeViewController.swift")
        #expect(
            result.sources["/viewControllers/Game/shouldAutorotate"]?.path
                == "Inheritance/Screens/GameViewController.swift")
        guard case .object(let scenario) = result.scenario,
            case .object(let controllers)? = scenario["viewControllers"]
        else {
            Issue.record("no view controllers")
            return
        }
        #expect(
            controllers["ReplayViewController"]?.asObject?["supportedInterfaceOrientations"]
                == .string("UIInterfaceOrientationMask.landscape"))
        // The base class is never a screen of its own.
        #expect(controllers["BaseLandscapeViewController"] == nil)
    }

    /// `guard let top = topViewController … return top.…` and `visibleViewController?.…` are forwards.
    @Test func containerForwardsToItsTopChild() throws {
        let result = try imported("Containers")
        guard case .object(let scenario) = result.scenario,
            case .object(let master)? = scenario["viewControllers"]?.asObject?["MasterNavigation"]
        else {
            Issue.record("no MasterNavigation")
            return
        }
        #expect(
            master["supportedInterfaceOrientations"]
                == .object(JSONObject([JSONMember("forward", .string("topViewController"))])))
        #expect(
            master["shouldAutorotate"]
                == .object(JSONObject([JSONMember("forward", .string("visibleViewController"))])))
    }

    /// A flag imported false can be set by an event, and the conditional follows it.
    @Test func importedFlagDrivesTheConditional() throws {
        let result = try imported("Conditionals")
        func setFlag(_ name: String) -> JSONValue {
            .object(
                JSONObject([
                    JSONMember("type", .string("setFlag")), JSONMember("name", .string(name)),
                    JSONMember("value", .bool(true)),
                ]))
        }
        let rotate = JSONValue.object(
            JSONObject([
                JSONMember("type", .string("deviceOrientation")),
                JSONMember("orientation", .string("landscapeLeft")),
            ]))
        let unlocked = try simulate(result, events: [setFlag("allowsLandscape"), rotate])
        let locked = try simulate(
            result, events: [setFlag("allowsLandscape"), setFlag("isLandscapeLocked"), rotate])
        #expect(unlocked.decisions.last?.interfaceOrientation == "portrait")
        #expect(locked.decisions.last?.interfaceOrientation == "landscapeRight")
        #expect(result.sources["/app/flags/isLandscapeLocked"]?.line == 4)
    }

    /// What could not be modelled is a note with the line, never a guess.
    @Test func unmodelledCodeBecomesNotes() throws {
        let notes = try imported("Conditionals").notes
        #expect(
            notes.contains {
                $0.pointer == "/viewControllers/GalleryViewController/supportedInterfaceOrientations"
                    && $0.line == 43
            })
        #expect(
            notes.contains {
                $0.pointer == "/viewControllers/ArticleViewController/shouldAutorotate" && $0.line == 34
            })
    }
}

extension JSONValue {
    /// The object, when the value is one.
    var asObject: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}
