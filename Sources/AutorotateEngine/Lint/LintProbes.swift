import AutorotateWire

/// Lint's own probes (api.md §7): event sequences that reach every top view controller the
/// scenario can reach and make every presentation it can make, each followed by a sweep of the
/// device through every orientation, so that a crash or an ignored mask shows even when the
/// scenario's own events never go there.
struct LintProbe: Sendable {
    /// What the probe does, in words (`present paint from the root, then rotate the device`).
    var description: String
    var events: [ScenarioEvent]
    /// One label per event (`deviceOrientation landscapeLeft`), for the evidence.
    var labels: [String]
    /// How many leading events are the scenario's own (their decisions point into `events`).
    var ownEventCount: Int
    /// Whether the events present ``LintProbes/coveringViewController``, which the probe's
    /// scenario then declares after the scenario's own view controllers.
    var presentsCoveringViewController = false
}

enum LintProbes {
    /// The most probes run per version and idiom (beyond it, later view controllers are not
    /// probed), so that a scenario of many view controllers stays linear in the OS range.
    static let maximumCount = 48

    /// The device sweep: a quarter turn each way and upside-down, then back to portrait (device naming).
    static let sweep: [DeviceOrientation] = [.landscapeLeft, .portraitUpsideDown, .landscapeRight, .portrait]

    static func probes(for scenario: Scenario) -> [LintProbe] {
        var probes: [LintProbe] = []
        let specs = scenario.viewControllers
        func add(
            _ description: String, _ steps: [(EventKind, String)], own: [ScenarioEvent] = [],
            presentsCovering: Bool = false
        ) {
            guard probes.count < maximumCount else { return }
            var events = own
            var labels = own.map(\.kind.typeName)
            for (kind, label) in steps + sweepSteps() {
                events.append(ScenarioEvent(kind: kind, pointer: JSONPointer.root))
                labels.append(label)
            }
            probes.append(
                LintProbe(
                    description: description
                        + (steps.isEmpty && own.isEmpty ? "rotate the device" : ", then rotate the device"),
                    events: events, labels: labels, ownEventCount: own.count,
                    presentsCoveringViewController: presentsCovering))
        }
        add("", [])
        // Every tab of every tab bar controller in the root's tree.
        var tree: [Int] = []
        if let root = scenario.rootViewController {
            var stack = [root]
            var seen: Set<Int> = []
            while let next = stack.popLast() {
                guard seen.insert(next).inserted else { continue }
                tree.append(next)
                stack.append(contentsOf: specs[next].children.reversed())
            }
        }
        for vc in tree.sorted() where specs[vc].kind == .tabBarController {
            for index in specs[vc].children.indices where index != specs[vc].selectedIndex {
                add(
                    "select tab \(index) of \(specs[vc].id)",
                    [
                        (
                            .selectTab(tabBarController: vc, index: index),
                            "selectTab \(index) of \(specs[vc].id)"
                        )
                    ])
            }
        }
        // Every view controller the scenario pushes, on its navigation controller.
        var pushed: Set<[Int]> = []
        for event in scenario.events {
            guard case .push(let navigation, let vc, _) = event.kind, tree.contains(navigation),
                pushed.insert([navigation, vc]).inserted
            else { continue }
            add(
                "push \(specs[vc].id) onto \(specs[navigation].id)",
                [
                    (
                        .push(navigationController: navigation, viewController: vc, animated: false),
                        "push \(specs[vc].id)"
                    )
                ])
        }
        // Every presentable view controller: outside any container, not the root and not pushed
        // by the scenario (a screen the app pushes is not one it presents), or presented by the
        // scenario.
        var presentable: [Int] = []
        var isChild = Array(repeating: false, count: specs.count)
        for spec in specs { for child in spec.children where child < specs.count { isChild[child] = true } }
        for vc in scenario.pushedChildren.values.joined() { isChild[vc] = true }
        for (index, _) in specs.enumerated() where !isChild[index] && index != scenario.rootViewController {
            presentable.append(index)
        }
        for event in scenario.events {
            if case .present(let vc, _, _, _) = event.kind, !presentable.contains(vc) {
                presentable.append(vc)
            }
        }
        if scenario.rootViewController != nil {
            for vc in presentable {
                add(
                    "present \(specs[vc].id) from the root",
                    [
                        (
                            .present(viewController: vc, from: nil, style: nil, animated: true),
                            "present \(specs[vc].id)"
                        )
                    ]
                )
            }
        }
        // The state the scenario's own events leave, swept.
        if !scenario.events.isEmpty {
            add("after the scenario's events", [], own: scenario.events)
        }
        // R6.4: a full-screen dismissal checks the uncovered decider's overridden preferred
        // orientation, so every view controller that can decide and overrides it is covered by a
        // full-screen view controller that is then dismissed: the root, and each presentable one
        // above the root. Added last, so that the probes above keep giving a finding's evidence.
        if let root = scenario.rootViewController {
            let covering = specs.count
            for vc in [root] + presentable where overridesPreferred(specs[vc]) {
                let presentIt: [(EventKind, String)] =
                    vc == root
                    ? []
                    : [
                        (
                            .present(viewController: vc, from: nil, style: nil, animated: false),
                            "present \(specs[vc].id)"
                        )
                    ]
                add(
                    (vc == root ? "" : "present \(specs[vc].id) from the root, ")
                        + "present a full-screen view controller above \(specs[vc].id) and dismiss it",
                    presentIt + [
                        (
                            .present(
                                viewController: covering, from: nil, style: .fullScreen, animated: false),
                            "present a full-screen view controller"
                        ),
                        (.dismiss(viewController: covering, animated: false), "dismiss it"),
                    ], presentsCovering: true)
            }
        }
        return probes
    }

    /// Whether a view controller overrides its preferred orientation for presentation (R3.2,
    /// R3.4): its own property or its container delegate's method.
    private static func overridesPreferred(_ spec: ViewControllerSpec) -> Bool {
        spec.preferredInterfaceOrientationForPresentation != nil
            || spec.delegate?.preferredInterfaceOrientationForPresentation != nil
    }

    /// The view controller the R6.4 probes present and dismiss: a plain UIViewController that
    /// allows every orientation, so that presenting it neither crashes nor rotates away from an
    /// orientation the uncovered view controller allows.
    static let coveringViewController = ViewControllerSpec(
        id: "(lint's full-screen view controller)", kind: .viewController, className: "UIViewController",
        children: [], isCustomContainer: false, selectedIndex: 0, shouldAutorotate: nil,
        supportedInterfaceOrientations: .literal(OrientationMask.all.rawValue),
        preferredInterfaceOrientationForPresentation: nil, shouldAutorotateToInterfaceOrientation: nil,
        delegate: nil, modalPresentationStyle: .fullScreen, hidesBottomBarWhenPushed: false,
        shouldAutomaticallyForwardRotationMethods: true, overrides: [], view: nil)

    private static func sweepSteps() -> [(EventKind, String)] {
        sweep.map { (.deviceOrientation($0), "deviceOrientation \($0.name)") }
    }
}
