import AutorotateWire

/// The state machine that applies a scenario's events one by one (R0–R10). Each event produces a
/// Decision; rule families live in `Rules/` as extensions of this type, one file per family.
struct RotationEngine: Sendable {
    let scenario: Scenario
    var state: SimulationState
    var layout: LayoutState
    var recorder = DecisionRecorder()
    /// Scratch space of the hierarchy walks (``onScreen(forwardingOnly:)``), kept between walks
    /// so that its buffer is allocated once per simulation; empty outside a walk's use.
    var walkStack: [Int] = []
    /// Scratch space of ``layoutPass()`` (the on-screen view controllers and their old
    /// geometry), kept between passes like ``walkStack``; empty outside a pass.
    var layoutScratch = OldSizes()
    /// Lists of view controllers given back by ``giveBack(_:)`` (empty, kept for their memory):
    /// an event takes the on-screen lists before and after it, the recipients of a rotation and
    /// the views a layout pass changed, and allocated each afresh. Three slots, no list of lists
    /// (a list of them cost more to keep than the allocations it saved).
    var spareLists: (first: [Int], second: [Int], third: [Int]) = ([], [], [])
    /// Holds nothing; its existential type makes the engine address-only, so that a mutating
    /// method passes `self` on to a non-mutating one by address. A loadable struct this large
    /// (the scenario, the state, the layout and the recorder, about 740 bytes) was copied whole
    /// into a temporary at each such call, about a hundred memcpy calls per simulation.
    private let addressOnly: any Sendable = AddressOnlyMarker()

    var device: DeviceConfiguration { scenario.device }
    var os: OSVersion { scenario.device.os }
    var generation: Generation { scenario.device.generation }
    var isLegacy: Bool { generation == .ios5 }
    var isSceneEra: Bool { os.major >= 16 }

    init(scenario: Scenario) {
        let initialDevice = scenario.device.orientation
        // The hierarchy as declared, read by index (iterating the specs would copy each whole).
        var containers: [ContainerState] = []
        containers.reserveCapacity(scenario.viewControllers.count)
        for index in scenario.viewControllers.indices {
            containers.append(
                ContainerState(
                    children: scenario.viewControllers[index].children,
                    selectedIndex: scenario.viewControllers[index].selectedIndex))
        }
        state = SimulationState(
            device: initialDevice, interface: .portrait, statusBar: .portrait,
            flags: FlagValues(scenario.app.flags), viewControllers: scenario.viewControllers,
            containers: containers,
            root: scenario.rootViewController, chain: [], notificationCounter: 0, parent: [])
        layout = LayoutState(scenario: scenario)
        // Stored last, after every read of the parameter: stored first, the reads that follow
        // went through a copy of the whole scenario (a retain and a release of each of its
        // references; 303.7 k → 303.0 k a round trip).
        self.scenario = scenario
        state.rebuildParents()
    }

    /// R1.6: the device mask, 30 where upside-down exists, else 26.
    var deviceMask: OrientationMask {
        device.supportsPortraitUpsideDown ? .all : .allButUpsideDown
    }

    @inline(__always) func spec(_ index: Int) -> ViewControllerSpec { state.viewControllers[index] }
    @inline(__always) func id(_ index: Int) -> String { state.viewControllers[index].id }
    @inline(__always) func className(_ index: Int) -> String { state.viewControllers[index].className }

    /// The R8.5 duration of a rotation from `from` to `to`.
    func rotationDuration(from: InterfaceOrientation, to: InterfaceOrientation, animated: Bool) -> Double {
        guard animated, from != to else { return 0 }
        return from.isPortrait == to.isPortrait ? 0.6 : 0.3
    }
}

/// The empty value of ``RotationEngine``'s `addressOnly` member.
private struct AddressOnlyMarker: Sendable {}
