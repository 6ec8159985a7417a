/// The response of `POST /v1/simulate` (api.md §4): the launch, one decision per scenario event,
/// the final state and, when the simulated app crashed, where.
public struct Simulation: Sendable, Equatable {
    /// Which engine produced this and which rule generation (R0.2) applied.
    public var engine: EngineStamp
    /// The launch, reported as a decision with `event == nil` and `type == "launch"`.
    public var launch: Decision
    /// One decision per scenario event that ran, in order (reaction events are nested).
    public var decisions: [Decision]
    /// The state after the last event that ran.
    public var final: FinalState
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    /// Set when an exception ended the simulated app.
    public var terminated: Optional<Termination>

    public init(
        engine: EngineStamp, launch: Decision, decisions: [Decision], final: FinalState,
        terminated: Termination?
    ) {
        self.engine = engine
        self.launch = launch
        self.decisions = decisions
        self.final = final
        self.terminated = terminated
    }
}

/// The engine version and the rule generation a simulation ran under (R0.2).
public struct EngineStamp: Sendable, Equatable {
    /// The engine's version.
    public var version: String
    /// The rule generation that ran (`ios5` … `ios16`, R0.2).
    public var generation: String
    public init(version: String, generation: String) {
        self.version = version
        self.generation = generation
    }
}

/// Where and why the simulated app terminated (api.md §4).
public struct Termination: Sendable, Equatable {
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    /// The scenario event index, or `nil` when the app died during launch.
    public var event: Optional<Int>
    /// The exception that ended the app, with UIKit's exact text.
    public var exception: ExceptionInfo
    public init(event: Int?, exception: ExceptionInfo) {
        self.event = event
        self.exception = exception
    }
}

/// The state reported in `final` (api.md §4).
public struct FinalState: Sendable, Equatable {
    /// The physical device orientation, in device naming.
    public var deviceOrientation: String
    /// The interface orientation.
    public var interfaceOrientation: String
    /// The status-bar orientation.
    public var statusBarOrientation: String
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    /// The deciding (top full-screen) view controller's id, `nil` without a root.
    public var topViewController: Optional<String>
    /// The ids of the presented view controllers, bottom first.
    public var presented: [String]
    /// The geometry of every view, the window being the view `window`.
    public var views: [ViewGeometryEntry]
    public init(
        deviceOrientation: String, interfaceOrientation: String, statusBarOrientation: String,
        topViewController: String?, presented: [String], views: [ViewGeometryEntry]
    ) {
        self.deviceOrientation = deviceOrientation
        self.interfaceOrientation = interfaceOrientation
        self.statusBarOrientation = statusBarOrientation
        self.topViewController = topViewController
        self.presented = presented
        self.views = views
    }
}

extension Simulation {
    /// Decisions made, the launch and every reaction included.
    public var decisionCount: Int { 1 + Self.count(launch.reactions) + Self.count(decisions) }

    /// Decisions in `decisions` and their reactions, read in place (a `reduce` would copy each).
    /// Only a non-empty list of reactions is passed on: passing one retains and releases it, a
    /// call each for the empty lists nearly every decision has.
    private static func count(_ decisions: [Decision]) -> Int {
        var total = decisions.count
        for index in decisions.indices where !decisions[index].reactions.isEmpty {
            total += count(decisions[index].reactions)
        }
        return total
    }
}
