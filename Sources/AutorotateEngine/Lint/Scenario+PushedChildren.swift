extension Scenario {
    /// The view controllers the scenario's events push, by the navigation controller they are
    /// pushed onto (each once, in event order, none already a declared child): lint counts them
    /// among that container's children (R3.1), and never as screens the app presents.
    var pushedChildren: [Int: [Int]] {
        var pushed: [Int: [Int]] = [:]
        for event in events {
            guard case .push(let navigation, let vc, _) = event.kind,
                navigation < viewControllers.count, vc < viewControllers.count,
                !viewControllers[navigation].children.contains(vc), !(pushed[navigation] ?? []).contains(vc)
            else { continue }
            pushed[navigation, default: []].append(vc)
        }
        return pushed
    }
}
