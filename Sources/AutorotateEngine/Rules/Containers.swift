import AutorotateWire

/// How a view controller's answer was reached (R2.11): its own method, its container delegate,
/// a forward to a child, or UIKit's default.
enum AnswerSource: Sendable, Equatable {
    case own, containerDelegate, forward, uikitDefault
}

/// A question UIKit puts to a view controller on 6.0+ that a forward passes on to a child
/// (R3.3, R3.6), named by its selector.
enum ForwardedQuestion: String, Sendable, Equatable {
    case shouldAutorotate
    case supportedInterfaceOrientations
    case preferredInterfaceOrientationForPresentation
}

/// R3 (containers): the answers UIKit reads from a view controller (R2.3) — `shouldAutorotate`,
/// `supportedInterfaceOrientations`, `preferredInterfaceOrientationForPresentation` — through
/// stock containers (R3.1), container delegates (R3.2), forwards (R3.3) with the precedence of R3.4,
/// custom containers (R3.5), and on ≤ 5.x what a stock container asks its children (R3.6).
extension RotationEngine {
    /// R3.6 `accepts(V, I)`, without recording the calls.
    func accepts(_ vc: Int, _ orientation: InterfaceOrientation) -> Bool {
        legacyAnswer(vc, orientation, depth: 0).accepted
    }

    /// R3.6 `accepts(V, I)` with the `shouldAutorotateToInterfaceOrientation:` calls it puts to
    /// children, in the order asked, each child's entry before its own children's: a stock tab bar
    /// asks every child in tab order (hidden tabs included), a stock navigation controller its
    /// top, a stock split controller master then detail; a forward asks the children it reads.
    func legacyAnswer(_ vc: Int, _ orientation: InterfaceOrientation, depth: Int)
        -> (accepted: Bool, asked: [Query])
    {
        guard depth <= state.viewControllers.count else { return (orientation == .portrait, []) }
        var asked: [Query] = []
        func askAll(_ children: [Int]) -> Bool {
            var all = true
            for child in children {
                let answer = legacyAnswer(child, orientation, depth: depth + 1)
                asked.append(legacyQuery(child, orientation, answer.accepted))
                asked += answer.asked
                all = all && answer.accepted
            }
            return all
        }
        if let answer = state.viewControllers[vc].shouldAutorotateToInterfaceOrientation {
            let mask = evaluate(answer) { target in
                let children = forwardChildren(vc, target)
                if children.isEmpty { return OrientationMask.portrait.rawValue }
                return askAll(children) ? orientation.mask.rawValue : 0
            }
            return (OrientationMask(rawValue: mask).contains(orientation), asked)
        }
        if state.viewControllers[vc].isCustomContainer { return (orientation == .portrait, []) }
        switch state.viewControllers[vc].kind {
        case .tabBarController:
            return (askAll(state.containers[vc].children), asked)
        case .navigationController:
            guard let top = state.containers[vc].children.last else {
                return (orientation == .portrait, [])
            }
            return (askAll([top]), asked)
        case .splitViewController:
            return (askAll(Array(state.containers[vc].children.prefix(2))), asked)
        case .viewController:
            return (orientation == .portrait, [])
        }
    }

    /// One `shouldAutorotateToInterfaceOrientation:` call with its argument and result (R3.6).
    func legacyQuery(_ vc: Int, _ orientation: InterfaceOrientation, _ answer: Bool) -> Query {
        Query(
            viewController: id(vc), object: nil, word: .shouldAutorotateToInterfaceOrientation,
            result: .value(
                .object(
                    JSONObject([
                        JSONMember("orientation", .string(orientation.name)),
                        JSONMember("result", .bool(answer)),
                    ]))))
    }

    /// R3.6 on 6.0+: the calls a forward makes a container put to its children when UIKit asks it
    /// `question`, in the order asked, each child's entry (with the child's own answer) before its
    /// own children's. Conditionals are resolved first; a container delegate or a literal asks no
    /// child; `allChildren` asks no child for the preferred orientation (R3.3: not overridden).
    func forwardedQueries(_ vc: Int, _ question: ForwardedQuestion, depth: Int = 0) -> [Query] {
        guard depth <= state.viewControllers.count else { return [] }
        var target: ForwardTarget?
        switch question {
        case .shouldAutorotate:
            if let answer = state.viewControllers[vc].shouldAutorotate {
                _ = evaluate(answer) {
                    target = $0; return true
                }
            }
        case .supportedInterfaceOrientations:
            if let answer = state.viewControllers[vc].supportedInterfaceOrientations {
                _ = evaluate(answer) {
                    target = $0; return 0
                }
            }
        case .preferredInterfaceOrientationForPresentation:
            if let answer = state.viewControllers[vc].preferredInterfaceOrientationForPresentation {
                _ = evaluate(answer) {
                    target = $0; return 0
                }
            }
            if target == .allChildren { return [] }
        }
        guard let target else { return [] }
        var children = forwardChildren(vc, target)
        if question == .preferredInterfaceOrientationForPresentation { children = Array(children.prefix(1)) }
        var asked: [Query] = []
        for child in children {
            asked.append(
                Query(
                    viewController: id(child), object: nil, word: question.word,
                    result: forwardedResult(child, question, depth: depth + 1)))
            asked += forwardedQueries(child, question, depth: depth + 1)
        }
        return asked
    }

    /// What `child` answers to `question` when a forward reaches it.
    private func forwardedResult(_ child: Int, _ question: ForwardedQuestion, depth: Int) -> QueryResult {
        switch question {
        case .shouldAutorotate: .value(.bool(resolveBool(child, depth: depth)))
        case .supportedInterfaceOrientations: maskResult(resolveMask(child, depth: depth).mask)
        case .preferredInterfaceOrientationForPresentation:
            .value(preferredResult(resolvePreferred(child, depth: depth)?.value))
        }
    }

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
        if os.major >= 6 && state.viewControllers[vc].shouldAutorotateToInterfaceOrientation != nil {
            return .inferred
        }
        switch source {
        case .forward: return .observed
        case .containerDelegate: return .documented
        case .own:
            if hasContainerDelegates(vc),
                state.viewControllers[vc].delegate?.supportedInterfaceOrientations != nil
            {
                return .inferred
            }
            return state.viewControllers[vc].isCustomContainer ? .observed : .documented
        case .uikitDefault:
            if state.viewControllers[vc].kind == .tabBarController
                && !state.containers[vc].children.isEmpty
            {
                return .inferred
            }
            return state.viewControllers[vc].isCustomContainer ? .observed : .documented
        }
    }

    func resolveBool(_ vc: Int, depth: Int) -> Bool {
        guard depth <= state.viewControllers.count, let answer = state.viewControllers[vc].shouldAutorotate
        else {
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

    func resolveMask(_ vc: Int, depth: Int) -> (mask: OrientationMask, source: AnswerSource) {
        guard depth <= state.viewControllers.count else { return (defaultMask, .uikitDefault) }
        if let answer = state.viewControllers[vc].supportedInterfaceOrientations {
            var forwarded = false
            let value = evaluate(answer) { target in
                forwarded = true
                let children = forwardChildren(vc, target)
                if children.isEmpty { return defaultMask.rawValue }
                return children.reduce(~0) { $0 & resolveMask($1, depth: depth + 1).mask.rawValue }
            }
            return (OrientationMask(rawValue: value), forwarded ? .forward : .own)
        }
        if hasContainerDelegates(vc),
            let answer = state.viewControllers[vc].delegate?.supportedInterfaceOrientations
        {
            return (OrientationMask(rawValue: evaluateFlagged(answer)), .containerDelegate)
        }
        return (defaultMask, .uikitDefault)
    }

    /// The overridden preferred orientation's raw value (own > delegate, R3.4), or `nil` when
    /// UIKit's default applies (R2.6(b): a default never throws).
    func overriddenPreferred(_ vc: Int) -> (value: Int, source: AnswerSource)? {
        resolvePreferred(vc, depth: 0)
    }

    func resolvePreferred(_ vc: Int, depth: Int) -> (value: Int, source: AnswerSource)? {
        guard depth <= state.viewControllers.count else { return nil }
        if let answer = state.viewControllers[vc].preferredInterfaceOrientationForPresentation {
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
        if hasContainerDelegates(vc),
            let answer = state.viewControllers[vc].delegate?.preferredInterfaceOrientationForPresentation
        {
            return (evaluateFlagged(answer), .containerDelegate)
        }
        return nil
    }

    /// R3.2: the navigation, tab bar and split delegates' methods exist from 7.0.
    private func hasContainerDelegates(_ vc: Int) -> Bool {
        state.viewControllers[vc].kind.isStockContainer && os.major >= 7
    }

    /// R3.3: the children a forward reads.
    func forwardChildren(_ vc: Int, _ target: ForwardTarget) -> [Int] {
        switch target {
        case .topViewController:
            return state.viewControllers[vc].kind == .navigationController
                ? state.containers[vc].children.suffix(1) : []
        case .visibleViewController:
            guard state.viewControllers[vc].kind == .navigationController else { return [] }
            if let presented = presentedAbove(vc) { return [presented] }
            return state.containers[vc].children.suffix(1)
        case .selectedViewController:
            guard state.viewControllers[vc].kind == .tabBarController else { return [] }
            return state.containers[vc].children.indices.contains(
                state.containers[vc].selectedIndex)
                ? [state.containers[vc].children[state.containers[vc].selectedIndex]] : []
        case .allChildren:
            return state.containers[vc].children
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

    /// Evaluates a literal or conditional answer (its condition read on this device, api.md §1);
    /// forwards go to `forward`.
    func evaluate<Value>(_ answer: Answer<Value>, forward: (ForwardTarget) -> Value) -> Value {
        var current = answer
        while true {
            switch current {
            case .literal(let value): return value
            case .conditional(let condition, let then, let otherwise):
                current = condition.holds(flags: state.flags, device: device) ? then : otherwise
            case .forward(let target): return forward(target)
            }
        }
    }
}
