import AutorotateWire

/// How a view controller's answer was reached (R2.11): its own method, its container delegate,
/// a forward to a child, or UIKit's default.
enum AnswerSource: Sendable, Equatable {
    case own, containerDelegate, forward, uikitDefault
}

/// R2.3 and R3: the answers UIKit reads from a view controller — `shouldAutorotate`,
/// `supportedInterfaceOrientations`, `preferredInterfaceOrientationForPresentation` — through
/// stock containers (R3.1), container delegates (R3.2), forwards (R3.3) with the precedence of R3.4.
extension RotationEngine {
    /// R2.3 `autorotates(V)`: `shouldAutorotate` (default YES); always YES on 16+ (R9.1).
    func autorotates(_ vc: Int) -> Bool {
        if isSceneEra { return true }
        return resolveBool(vc, depth: 0)
    }

    /// What V's `shouldAutorotate` returns, whether or not the OS still obeys it (R9.1).
    func answersShouldAutorotate(_ vc: Int) -> Bool {
        resolveBool(vc, depth: 0)
    }

    /// The confidence of how V's mask was reached: a forward observed (R3.3), a custom container
    /// observed (R3.5), an own property beating a container delegate inferred (R3.4), a stock tab
    /// bar controller not intersecting its children inferred (R3.1, #9).
    /// R0.4: UIKit not synthesising a mask from `shouldAutorotateToInterfaceOrientation:` on 6.0+ is inferred too.
    func maskConfidence(_ vc: Int, source: AnswerSource) -> Confidence {
        let spec = spec(vc)
        if os.major >= 6 && spec.shouldAutorotateToInterfaceOrientation != nil { return .inferred }
        switch source {
        case .forward: return .observed
        case .containerDelegate: return .documented
        case .own:
            if hasContainerDelegates(spec), spec.delegate?.supportedInterfaceOrientations != nil {
                return .inferred
            }
            return spec.isCustomContainer ? .observed : .documented
        case .uikitDefault:
            if spec.kind == .tabBarController && !spec.children.isEmpty { return .inferred }
            return spec.isCustomContainer ? .observed : .documented
        }
    }

    private func resolveBool(_ vc: Int, depth: Int) -> Bool {
        guard depth <= state.viewControllers.count, let answer = spec(vc).shouldAutorotate else {
            return true
        }
        return evaluate(answer) { target in
            let children = forwardChildren(vc, target)
            return children.allSatisfy { resolveBool($0, depth: depth + 1) }
        }
    }

    /// R2.3 `vcMask(V)`: own property > container delegate (7.0+) > default (R1.5).
    func viewControllerMask(_ vc: Int) -> (mask: OrientationMask, source: AnswerSource) {
        resolveMask(vc, depth: 0)
    }

    private func resolveMask(_ vc: Int, depth: Int) -> (mask: OrientationMask, source: AnswerSource) {
        let spec = spec(vc)
        guard depth <= state.viewControllers.count else { return (defaultMask, .uikitDefault) }
        if let answer = spec.supportedInterfaceOrientations {
            var forwarded = false
            let value = evaluate(answer) { target in
                forwarded = true
                let children = forwardChildren(vc, target)
                if children.isEmpty { return defaultMask.rawValue }
                return children.reduce(~0) { $0 & resolveMask($1, depth: depth + 1).mask.rawValue }
            }
            return (OrientationMask(rawValue: value), forwarded ? .forward : .own)
        }
        if hasContainerDelegates(spec), let answer = spec.delegate?.supportedInterfaceOrientations {
            return (OrientationMask(rawValue: evaluateFlagged(answer)), .containerDelegate)
        }
        return (defaultMask, .uikitDefault)
    }

    /// The overridden preferred orientation's raw value (own > delegate, R3.4), or `nil` when
    /// UIKit's default applies (R2.6(b): a default never throws).
    func overriddenPreferred(_ vc: Int) -> (value: Int, source: AnswerSource)? {
        resolvePreferred(vc, depth: 0)
    }

    private func resolvePreferred(_ vc: Int, depth: Int) -> (value: Int, source: AnswerSource)? {
        let spec = spec(vc)
        guard depth <= state.viewControllers.count else { return nil }
        if let answer = spec.preferredInterfaceOrientationForPresentation {
            // Conditionals are resolved first: a branch may itself be a forward (api.md §1).
            var forwardTarget: ForwardTarget?
            let value = evaluate(answer) { target in
                forwardTarget = target
                return 0
            }
            guard let target = forwardTarget else { return (value, .own) }
            // R3.3: the child's overridden preferred; allChildren or no child: not overridden.
            guard target != .allChildren, let child = forwardChildren(vc, target).first,
                let forwarded = resolvePreferred(child, depth: depth + 1)
            else { return nil }
            return (forwarded.value, .forward)
        }
        if hasContainerDelegates(spec),
            let answer = spec.delegate?.preferredInterfaceOrientationForPresentation
        {
            return (evaluateFlagged(answer), .containerDelegate)
        }
        return nil
    }

    /// R3.2: the navigation, tab bar and split delegates' methods exist from 7.0.
    private func hasContainerDelegates(_ spec: ViewControllerSpec) -> Bool {
        spec.kind.isStockContainer && os.major >= 7
    }

    /// R3.3: the children a forward reads.
    func forwardChildren(_ vc: Int, _ target: ForwardTarget) -> [Int] {
        let spec = spec(vc)
        switch target {
        case .topViewController:
            return spec.kind == .navigationController ? spec.children.suffix(1) : []
        case .visibleViewController:
            guard spec.kind == .navigationController else { return [] }
            if let presented = presentedAbove(vc) { return [presented] }
            return spec.children.suffix(1)
        case .selectedViewController:
            guard spec.kind == .tabBarController else { return [] }
            return spec.children.indices.contains(spec.selectedIndex)
                ? [spec.children[spec.selectedIndex]] : []
        case .allChildren:
            return spec.children
        }
    }

    /// The end of the presentation chain when `vc` (or a view controller inside it) presented
    /// part of it.
    func presentedAbove(_ vc: Int) -> Int? {
        guard let last = state.chain.last else { return nil }
        for entry in state.chain where isInside(entry.presenter, container: vc) {
            return last.viewController
        }
        return nil
    }

    /// Whether `vc` is `container` or one of its descendants.
    func isInside(_ vc: Int, container: Int) -> Bool {
        var current: Int? = vc
        var steps = 0
        while let node = current, steps <= state.viewControllers.count {
            if node == container { return true }
            current = state.parent[node]
            steps += 1
        }
        return false
    }

    /// Evaluates a literal or conditional answer; forwards go to `forward`.
    func evaluate<Value>(_ answer: Answer<Value>, forward: (ForwardTarget) -> Value) -> Value {
        var current = answer
        while true {
            switch current {
            case .literal(let value): return value
            case .conditional(let flag, let then, let otherwise):
                current = state.flags[flag] == true ? then : otherwise
            case .forward(let target): return forward(target)
            }
        }
    }
}
