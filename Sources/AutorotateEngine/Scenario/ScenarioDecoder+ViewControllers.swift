import AutorotateWire

/// `viewControllers` (api.md §2): kinds, containers and their children, rotation properties,
/// views, and the structural checks — one container per view controller, no cycles.
extension ScenarioDocumentDecoder {

    /// First pass: the ids, so that references can point forward.
    mutating func declareViewControllers(_ value: Document.Node?, at pointer: JSONPointer) {
        guard let value else {
            viewControllersMissing = true
            missingRequired(
                "viewControllers", in: tape.root, at: .root, known: ScenarioNames.topLevelMembers,
                detail: "viewControllers is required (an object of id → view controller; {} for none)")
            return
        }
        guard let object = object(value, at: pointer, what: "viewControllers") else { return }
        if tape.count(object) > limits.maxViewControllers {
            invalid(
                pointer,
                "\(tape.count(object)) view controllers; at most \(limits.maxViewControllers) are accepted")
            return
        }
        ids.reserveCapacity(tape.count(object))
        kinds.reserveCapacity(tape.count(object))
        if Document.buildsStrings { idsObject = object }
        // A few ids are found by comparing them in turn (``viewControllerIndex(of:)``): the
        // dictionary is built only past that many.
        let hashed = tape.count(object) > ScenarioNames.linearIDLimit
        if hashed { indexByID.reserveCapacity(tape.count(object)) }
        for (keyNode, value) in tape.members(of: object) {
            let key = tape.string(keyNode) ?? ""
            if key.isEmpty {
                invalid(pointer.appending(key), "a view-controller id must not be empty")
            }
            if hashed { indexByID[key] = ids.count }
            ids.append(key)
            let kind: ViewControllerKind =
                if let kindNode = member(value, "kind") { declaredKind(kindNode) } else { .viewController }
            kinds.append(kind)
        }
    }

    /// The kind the string at `node` names, or `.viewController` when it names none (the second
    /// pass reports that): `ViewControllerKind(rawValue:)` of its text, with an ASCII text matched
    /// by its bytes (it equals a kind's ASCII name exactly when it has its bytes).
    private func declaredKind(_ node: Document.Node) -> ViewControllerKind {
        guard Document.buildsStrings, tape.isASCII(node) else {
            return tape.string(node).flatMap(ViewControllerKind.init(rawValue:)) ?? .viewController
        }
        switch index(of: node, in: ScenarioNames.viewControllerKindNames) {
        case 1?: return .navigationController
        case 2?: return .tabBarController
        case 3?: return .splitViewController
        default: return .viewController
        }
    }

    /// Second pass: every view controller, then the structural checks.
    mutating func decodeViewControllers(_ value: Document.Node?, at pointer: JSONPointer)
        -> [ViewControllerSpec]?
    {
        guard let object = value, tape.kind(object) == .object,
            tape.count(object) <= limits.maxViewControllers
        else {
            return nil
        }
        var specs: [ViewControllerSpec] = []
        specs.reserveCapacity(tape.count(object))
        for (position, (key, value)) in tape.members(of: object).enumerated() {
            // The declaration pass read the same keys in the same order into `ids`.
            let id = position < ids.count ? ids[position] : (tape.string(key) ?? "")
            let declared = position < kinds.count ? kinds[position] : nil
            decodeViewController(
                id, value, declared: declared, at: pointer.appending(id).settled(), into: &specs)
        }
        checkStructure(specs, at: pointer)
        return specs
    }

    /// One view controller, appended to `specs`; `declared` is the kind the declaration pass read
    /// for it. The spec is filled in place in `specs` (returning it copied the whole spec, its
    /// references retained, and destroyed the original).
    private mutating func decodeViewController(
        _ id: String, _ value: Document.Node, declared: ViewControllerKind?, at pointer: JSONPointer,
        into specs: inout [ViewControllerSpec]
    ) {
        let kindNode = member(value, "kind")
        let kind: ViewControllerKind
        if let declared, declared != .viewController, kindNode != nil {
            // The declaration pass parsed this very member as a kind (a kind it could not parse
            // it counted as `.viewController`), so there is nothing to report.
            kind = declared
        } else {
            kind = enumeration(kindNode, at: pointer.appending("kind"), what: "kind") ?? .viewController
        }
        specs.append(
            ViewControllerSpec(
                id: id, kind: kind, className: kind.defaultClassName, children: [], isCustomContainer: false,
                selectedIndex: 0, shouldAutorotate: nil, supportedInterfaceOrientations: nil,
                preferredInterfaceOrientationForPresentation: nil,
                shouldAutorotateToInterfaceOrientation: nil,
                delegate: nil, modalPresentationStyle: nil, hidesBottomBarWhenPushed: false,
                shouldAutomaticallyForwardRotationMethods: true, overrides: [], view: nil, basis: nil))
        guard let object = object(value, at: pointer, what: "a view controller") else { return }
        decodeViewControllerMembers(object, kind: kind, at: pointer, into: &specs[specs.count - 1])
    }

    /// The members of a view controller's declaration `object`, read into its `spec`.
    private mutating func decodeViewControllerMembers(
        _ object: Document.Node, kind: ViewControllerKind, at pointer: JSONPointer,
        into spec: inout ViewControllerSpec
    ) {
        let members = checkMembers(object, at: pointer, known: ScenarioNames.viewControllerMembers)
        if let name = string(
            member(object, "class", in: members), at: pointer.appending("class"), what: "class")
        {
            // At most 256 UTF-8 bytes are at most 256 characters: count them only beyond that.
            if name.isEmpty || (name.utf8.count > 256 && name.count > 256) {
                invalid(pointer.appending("class"), "class must be a name of 1 to 256 characters")
            } else {
                spec.className = name
            }
        }
        if let list = member(object, "viewControllers", in: members) {
            if kind.isStockContainer {
                spec.children = references(list, at: pointer.appending("viewControllers"))
                if kind == .splitViewController && spec.children.count != 2 {
                    invalid(
                        pointer.appending("viewControllers"),
                        "a split view controller has exactly two children: [master, detail]")
                }
            } else {
                invalid(
                    pointer.appending("viewControllers"),
                    "only navigation, tab bar and split view controllers have viewControllers; use children for a custom container"
                )
            }
        }
        if let list = member(object, "children", in: members) {
            if kind.isStockContainer {
                invalid(
                    pointer.appending("children"), "a \(kind.rawValue) lists its children in viewControllers")
            } else {
                spec.children = references(list, at: pointer.appending("children"))
                spec.isCustomContainer = true
            }
        }
        if let index = integer(
            member(object, "selectedIndex", in: members), at: pointer.appending("selectedIndex"),
            what: "selectedIndex")
        {
            if kind != .tabBarController {
                warn(
                    pointer.appending("selectedIndex"), "ignoredProperty",
                    "only a tab bar controller has selectedIndex")
            } else if !spec.children.indices.contains(index) {
                invalid(
                    pointer.appending("selectedIndex"),
                    "selectedIndex \(index) is out of range for \(spec.children.count) tabs")
            } else {
                spec.selectedIndex = index
            }
        }
        decodeRotationProperties(object, members, at: pointer, into: &spec)
        if let view = member(object, "view", in: members) {
            spec.view = decodeView(view, at: pointer.appending("view").settled(), depth: 1)
        }
        if let value = member(object, "basis", in: members) {
            spec.basis = basis(value, at: pointer.appending("basis"))
        }
    }

    /// The rotation properties of a view controller's declaration; `members` is `object`'s filter.
    mutating func decodeRotationProperties(
        _ object: Document.Node, _ members: MemberFilter, at pointer: JSONPointer,
        into spec: inout ViewControllerSpec
    ) {
        if let value = member(object, "shouldAutorotate", in: members) {
            spec.shouldAutorotate = boolAnswer(
                value, at: pointer.appending("shouldAutorotate"), allowForward: true)
        }
        if let value = member(object, "supportedInterfaceOrientations", in: members) {
            spec.supportedInterfaceOrientations = maskAnswer(
                value, at: pointer.appending("supportedInterfaceOrientations"), kind: .orientationMask,
                allowForward: true)
        }
        if let value = member(object, "preferredInterfaceOrientationForPresentation", in: members) {
            spec.preferredInterfaceOrientationForPresentation = maskAnswer(
                value, at: pointer.appending("preferredInterfaceOrientationForPresentation"),
                kind: .orientationValue,
                allowForward: true)
        }
        if let value = member(object, "shouldAutorotateToInterfaceOrientation", in: members) {
            spec.shouldAutorotateToInterfaceOrientation = maskAnswer(
                value, at: pointer.appending("shouldAutorotateToInterfaceOrientation"),
                kind: .orientationMask,
                allowForward: true)
        }
        if let value = member(object, "delegate", in: members) {
            spec.delegate = decodeDelegate(value, at: pointer.appending("delegate"), kind: spec.kind)
        }
        if let value = member(object, "modalPresentationStyle", in: members) {
            spec.modalPresentationStyle = presentationStyle(
                value, at: pointer.appending("modalPresentationStyle"))
        }
        if let flag = bool(
            member(object, "hidesBottomBarWhenPushed", in: members),
            at: pointer.appending("hidesBottomBarWhenPushed"),
            what: "hidesBottomBarWhenPushed")
        {
            spec.hidesBottomBarWhenPushed = flag
        }
        if let flag = bool(
            member(object, "shouldAutomaticallyForwardRotationMethods", in: members),
            at: pointer.appending("shouldAutomaticallyForwardRotationMethods"),
            what: "shouldAutomaticallyForwardRotationMethods")
        {
            spec.shouldAutomaticallyForwardRotationMethods = flag
        }
        if let list = array(
            member(object, "overrides", in: members), at: pointer.appending("overrides"), what: "overrides")
        {
            spec.overrides = []
            for (index, element) in tape.elements(of: list).enumerated() {
                let elementPointer = pointer.appending("overrides").appending(index)
                switch tape.kind(element) {
                case .string:
                    let selector = tape.string(element) ?? ""
                    spec.overrides.append(CallbackOverride(selector: selector, callsSuper: true))
                case .object:
                    let entry = element
                    checkMembers(entry, at: elementPointer, known: ScenarioNames.knownSelectorCallsSuper)
                    guard
                        let selector = string(
                            member(entry, "selector"), at: elementPointer.appending("selector"),
                            what: "selector")
                    else {
                        if member(entry, "selector") == nil {
                            shape(elementPointer.appending("selector"), "selector is required")
                        }
                        continue
                    }
                    let callsSuper =
                        bool(
                            member(entry, "callsSuper"), at: elementPointer.appending("callsSuper"),
                            what: "callsSuper") ?? true
                    spec.overrides.append(CallbackOverride(selector: selector, callsSuper: callsSuper))
                default:
                    shape(
                        elementPointer, "an override is a selector string or {\"selector\", \"callsSuper\"}")
                }
            }
        }
    }

    mutating func decodeDelegate(_ value: Document.Node, at pointer: JSONPointer, kind: ViewControllerKind)
        -> ContainerDelegateSpec?
    {
        if tape.isNull(value) { return nil }
        guard let object = object(value, at: pointer, what: "delegate") else { return nil }
        checkMembers(
            object, at: pointer,
            known: ScenarioNames.knownDelegateMembers)
        if !kind.isStockContainer {
            warn(
                pointer, "ignoredProperty",
                "only navigation, tab bar and split view controllers consult a delegate")
        }
        var delegate = ContainerDelegateSpec()
        if let mask = member(object, "supportedInterfaceOrientations") {
            delegate.supportedInterfaceOrientations = maskAnswer(
                mask, at: pointer.appending("supportedInterfaceOrientations"), kind: .orientationMask,
                allowForward: false)
        }
        if let preferred = member(object, "preferredInterfaceOrientationForPresentation") {
            delegate.preferredInterfaceOrientationForPresentation = maskAnswer(
                preferred, at: pointer.appending("preferredInterfaceOrientationForPresentation"),
                kind: .orientationValue,
                allowForward: false)
        }
        return delegate
    }

    /// A presentation style by Swift name, `UIModalPresentation…` constant or raw value (R6.1).
    mutating func presentationStyle(_ value: Document.Node, at pointer: JSONPointer) -> PresentationStyle? {
        switch tape.kind(value) {
        case .null: return nil
        case .number:
            guard let raw = integer(value, at: pointer, what: "modalPresentationStyle") else { return nil }
            if let style = PresentationStyle.allCases.first(where: { $0.rawUIKitValue == raw }) {
                return style
            }
            invalid(pointer, "modalPresentationStyle \(raw) is not a UIModalPresentationStyle value")
            return nil
        case .string:
            let text = tape.string(value) ?? ""
            var name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            if name.hasPrefix("UIModalPresentation") {
                let rest = name.dropFirst("UIModalPresentation".count)
                name = rest.prefix(1).lowercased() + rest.dropFirst()
            }
            if let style = PresentationStyle(rawValue: name) { return style }
            let names = PresentationStyle.allCases.map(\.rawValue)
            invalid(
                pointer,
                "unknown modalPresentationStyle '\(text)'"
                    + NameSuggestion.hintOrList(for: name, among: names))
            return nil
        default:
            shape(pointer, "modalPresentationStyle must be a name or an integer")
            return nil
        }
    }

    private mutating func references(_ value: Document.Node, at pointer: JSONPointer) -> [Int] {
        guard let list = array(value, at: pointer, what: "a list of view-controller ids") else { return [] }
        var result: [Int] = []
        for (index, element) in tape.elements(of: list).enumerated() {
            guard let child = reference(element, at: pointer.appending(index)) else { continue }
            if result.contains(child) {
                invalid(pointer.appending(index), "'\(ids[child])' is listed twice")
            } else {
                result.append(child)
            }
        }
        return result
    }

    /// Each view controller sits in at most one container, and no container contains itself.
    private mutating func checkStructure(_ specs: [ViewControllerSpec], at pointer: JSONPointer) {
        var parent: [Int?] = Array(repeating: nil, count: specs.count)
        // By index: reading each spec whole copied it (every reference in it retained).
        for index in specs.indices {
            for (position, child) in specs[index].children.enumerated() {
                if let existing = parent[child] {
                    let member = specs[index].isCustomContainer ? "children" : "viewControllers"
                    invalid(
                        pointer.appending(specs[index].id).appending(member).appending(position),
                        "'\(ids[child])' is already a child of '\(ids[existing])'; a view controller can be in only one container"
                    )
                } else {
                    parent[child] = index
                }
            }
        }
        for start in specs.indices {
            var current = parent[start]
            var steps = 0
            while let node = current, steps <= specs.count {
                if node == start {
                    invalid(
                        pointer.appending(ids[start]),
                        "'\(ids[start])' contains itself through its children (a cycle)")
                    break
                }
                current = parent[node]
                steps += 1
            }
        }
    }
}
