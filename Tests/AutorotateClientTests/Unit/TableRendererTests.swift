import AutorotateEngine
import AutorotateWire
import Testing

@testable import autorotate

/// A small simulation shared by the rendering and decoding tests.
enum TableRendererFixtures {
    static var simulation: Simulation { TableRendererTests.simulation }
}

@Suite("Table output")
struct TableRendererTests {
    static func decision(
        event: Int?, type: String, from: String, to: String, exception: ExceptionInfo? = nil,
        reactions: [Decision] = []
    ) -> Decision {
        Decision(
            event: event, type: type, deviceOrientation: to == "landscapeRight" ? "landscapeLeft" : to,
            interfaceOrientation: to, previousInterfaceOrientation: from, statusBarOrientation: to,
            rotated: from != to,
            decidedBy: DecidedBy(
                viewController: "tabs", className: "MyTabBarController", via: "rootViewController"),
            topViewController: "tabs", presented: [], reportedDeviceOrientation: to, masks: nil, rule: "R2.1",
            confidence: .documented, explanation: "", exception: exception, reactions: reactions)
    }

    static let simulation = Simulation(
        engine: EngineStamp(version: "1.0.0", generation: "ios6"),
        launch: decision(event: nil, type: "launch", from: "portrait", to: "portrait"),
        decisions: [
            decision(
                event: 0, type: "deviceOrientation", from: "portrait", to: "landscapeRight",
                reactions: [decision(event: 0, type: "present", from: "landscapeRight", to: "landscapeRight")]
            )
        ],
        final: FinalState(
            deviceOrientation: "landscapeLeft", interfaceOrientation: "landscapeRight",
            statusBarOrientation: "landscapeRight", topViewController: "tabs", presented: [], views: []),
        terminated: nil)

    /// The table has the seven promised columns, aligned, a row per decision, reactions indented
    /// under their trigger, rotations shown as "before → after", and the final state.
    @Test func rendersAlignedTable() {
        let text = TableRenderer.render(Self.simulation, title: "s.json")
        let expected = """
            s.json
            rules ios6, engine 1.0.0
            EVENT                DEVICE         INTERFACE                  ROTATED  DECIDED BY                                        RULE  EXCEPTION
            launch               portrait       portrait                   no       tabs (MyTabBarController) via rootViewController  R2.1  -
            0 deviceOrientation  landscapeLeft  portrait → landscapeRight  yes      tabs (MyTabBarController) via rootViewController  R2.1  -
            ↳ 0 present          landscapeLeft  landscapeRight             no       tabs (MyTabBarController) via rootViewController  R2.1  -
            final: interface landscapeRight, status bar landscapeRight, device landscapeLeft, top tabs

            """
        #expect(text == expected)
    }

    /// A crashed app ends the output with the exception's name and reason instead of a final state,
    /// and the row that raised it names the exception.
    @Test func rendersTermination() {
        var simulation = Self.simulation
        let exception = ExceptionInfo(name: "UIApplicationInvalidInterfaceOrientation", reason: "must return")
        simulation.decisions = [
            Self.decision(event: 2, type: "present", from: "portrait", to: "portrait", exception: exception)
        ]
        simulation.terminated = Termination(event: 2, exception: exception)
        let text = TableRenderer.render(simulation, title: nil)
        #expect(
            text.hasSuffix("terminated at event 2: UIApplicationInvalidInterfaceOrientation: must return\n"))
        #expect(text.contains("2 present"))
        #expect(text.split(separator: "\n")[3].hasSuffix("UIApplicationInvalidInterfaceOrientation"))
    }

    /// "decided by" names the view controller and class when there is one, else only the path;
    /// an event nothing decided (`via` is `none`) shows a dash, not "via none".
    @Test func decidedBy() {
        #expect(TableRenderer.decidedBy(DecidedBy(viewController: nil, className: nil, via: "none")) == "—")
        #expect(
            TableRenderer.decidedBy(DecidedBy(viewController: nil, className: nil, via: "applicationOnly"))
                == "via applicationOnly")
        #expect(
            TableRenderer.decidedBy(DecidedBy(viewController: "v", className: nil, via: "forward"))
                == "v via forward")
    }

    /// A forward names the view controllers the decider asked after its own question (R3.6), and
    /// multitasking says that the interface follows the device.
    @Test func forwardAndMultitaskingSayToWhom() {
        var decision = Self.decision(event: 0, type: "deviceOrientation", from: "portrait", to: "portrait")
        decision.decidedBy = DecidedBy(viewController: "tabs", className: "Tabs", via: "forward")
        let method = "supportedInterfaceOrientations"
        decision.queries = [
            Query(viewController: "tabs", object: nil, method: method, result: .string("all")),
            Query(viewController: "feed", object: nil, method: method, result: .string("portrait")),
            Query(viewController: "feed", object: nil, method: "shouldAutorotate", result: .bool(true)),
        ]
        #expect(TableRenderer.row(decision, depth: 0)[4] == "tabs (Tabs) forwarding to feed")
        #expect(
            TableRenderer.decidedBy(DecidedBy(viewController: nil, className: nil, via: "multitasking"))
                == "via multitasking (follows the device)")
    }

    /// A group's columns of one idiom read as one range, even where the other idiom's columns sit
    /// between them; single columns and broken runs are listed.
    @Test func columnRangesReadAsOneRange() {
        let columns = ["12.0", "13.0", "16.0"].flatMap { os in
            ["phone", "pad"].map { ComparisonColumn(os: os, idiom: $0, generation: "ios9", model: "m") }
        }
        #expect(ComparisonRenderer.columns([0, 2, 4], of: columns) == "iOS 12.0–16.0 on phone")
        #expect(ComparisonRenderer.columns([1, 5], of: columns) == "iOS 12.0 on pad, iOS 16.0 on pad")
        #expect(
            ComparisonRenderer.columns([0, 1, 3], of: columns) == "iOS 12.0 on phone, iOS 12.0–13.0 on pad")
    }

    /// The EXCEPTION cell shows a geometry request's error when no exception was raised (R9.3).
    @Test func errorShownWhenNoException() {
        var failed = Self.decision(event: 2, type: "requestGeometryUpdate", from: "portrait", to: "portrait")
        failed.error = ErrorInfo(domain: "UISceneErrorDomain", code: 101, message: "None of the requested…")
        #expect(TableRenderer.outcome(failed) == "error UISceneErrorDomain 101")
        #expect(
            TableRenderer.outcome(Self.decision(event: 0, type: "pop", from: "portrait", to: "portrait"))
                == "-")
    }
}
