import AutorotateWire

/// `viewControllers` (api.md §2): kinds, containers and their children, rotation properties,
/// views, and the structural checks — one container per view controller, no cycles.
extension ScenarioDecoder {
    static let viewControllerMembers = [
        "kind", "class", "viewControllers", "children", "selectedIndex", "shouldAutorotate",
        "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation",
        "shouldAutorotateToInterfaceOrientation", "delegate", "modalPresentationStyle",
        "hidesBottomBarWhenPushed",
        "shouldAutomaticallyForwardRotationMethods", "overrides", "view",
    ]

    /// First pass: the ids, so that references can point forward.
    mutating func declareViewControllers(_ value: JSONValue?, at pointer: JSONPointer) {
        guard let value else {
            shape(pointer, "viewControllers is required (an object of id → view controller; {} for none)")
            return
        }
        guard let object = object(value, at: pointer, what: "viewControllers") else { return }
        if object.members.count > limits.maxViewControllers {
            invalid(
                pointer,
                "\(object.members.count) view controllers; at most \(limits.maxViewControllers) are accepted")
            return
        }
        for member in object.members {
            if member.key.isEmpty {
                invalid(pointer.appending(member.key), "a view-controller id must not be empty")
            }
            indexByID[member.key] = ids.count
            ids.append(member.key)
            let kind: ViewControllerKind =
                if case .object(let spec) = member.value, case .string(let raw)? = spec["kind"],
                    let parsed = ViewControllerKind(rawValue: raw)
                {
                    parsed
                } else {
                    .viewController
                }
            kinds.append(kind)
        }
    }

    /// Second pass: every view controller, then the structural checks.
    mutating func decodeViewControllers(_ value: JSONValue?, at pointer: JSONPointer) -> [ViewControllerSpec]?
    {
        guard case .object(let object)? = value, object.members.count <= limits.maxViewControllers else {
            return nil
        }
        var specs: [ViewControllerSpec] = []
        for member in object.members {
            specs.append(
                decodeViewController(member.key, member.value, at: pointer.appending(member.key).settled()))
        }
        checkStructure(specs, at: pointer)
        return specs
    }

    private mutating func decodeViewController(_ id: String, _ value: JSONValue, at pointer: JSONPointer)
        -> ViewControllerSpec
    {
        let kind: ViewControllerKind =
            enumeration(value.objectValue?["kind"], at: pointer.appending("kind"), what: "kind")
            ?? .viewController
        var spec = ViewControllerSpec(
            id: id, kind: kind, className: kind.defaultClassName, children: [], isCustomContainer: false,
            selectedIndex: 0, shouldAutorotate: nil, supportedInterfaceOrientations: nil,
            preferredInterfaceOrientationForPresentation: nil, shouldAutorotateToInterfaceOrientation: nil,
            delegate: nil, modalPresentationStyle: nil, hidesBottomBarWhenPushed: false,
            shouldAutomaticallyForwardRotationMethods: true, overrides: [], view: nil)
        guard let object = object(value, at: pointer, what: "a view controller") else { return spec }
        checkMembers(object, at: pointer, known: Self.viewControllerMembers)
        if let name = string(object["class"], at: pointer.appending("class"), what: "class") {
            if name.isEmpty || name.count > 256 {
                invalid(pointer.appending("class"), "class must be a name of 1 to 256 characters")
            } else {
                spec.className = name
            }
        }
        if let list = object["viewControllers"] {
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
        if let list = object["children"] {
            if kind.isStockContainer {
                invalid(
                    pointer.appending("children"), "a \(kind.rawValue) lists its children in viewControllers")
            } else {
                spec.children = references(list, at: pointer.appending("children"))
                spec.isCustomContainer = true
            }
        }
        if let index = integer(
            object["selectedIndex"], at: pointer.appending("selectedIndex"), what: "selectedIndex")
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
        decodeRotationProperties(object, at: pointer, into: &spec)
        if let view = object["view"] {
            spec.view = decodeView(view, at: pointer.appending("view").settled(), depth: 1)
        }
        return spec
    }

    /// The rotation properties shared by the declaration and `setViewControllerProperty`.
    mutating func decodeRotationProperties(
        _ object: JSONObject, at pointer: JSONPointer, into spec: inout ViewControllerSpec
    ) {
        if let value = object["shouldAutorotate"] {
            spec.shouldAutorotate = boolAnswer(
                value, at: pointer.appending("shouldAutorotate"), allowForward: true)
        }
        if let value = object["supportedInterfaceOrientations"] {
            spec.supportedInterfaceOrientations = maskAnswer(
                value, at: pointer.appending("supportedInterfaceOrientations"), kind: .orientationMask,
                allowForward: true)
        }
        if let value = object["preferredInterfaceOrientationForPresentation"] {
            spec.preferredInterfaceOrientationForPresentation = maskAnswer(
                value, at: pointer.appending("preferredInterfaceOrientationForPresentation"),
                kind: .orientationValue,
                allowForward: true)
        }
        if let value = object["shouldAutorotateToInterfaceOrientation"] {
            spec.shouldAutorotateToInterfaceOrientation = maskAnswer(
                value, at: pointer.appending("shouldAutorotateToInterfaceOrientation"),
                kind: .orientationMask,
                allowForward: true)
        }
        if let value = object["delegate"] {
            spec.delegate = decodeDelegate(value, at: pointer.appending("delegate"), kind: spec.kind)
        }
        if let value = object["modalPresentationStyle"] {
            spec.modalPresentationStyle = presentationStyle(
                value, at: pointer.appending("modalPresentationStyle"))
        }
        if let flag = bool(
            object["hidesBottomBarWhenPushed"], at: pointer.appending("hidesBottomBarWhenPushed"),
            what: "hidesBottomBarWhenPushed")
        {
            spec.hidesBottomBarWhenPushed = flag
        }
        if let flag = bool(
            object["shouldAutomaticallyForwardRotationMethods"],
            at: pointer.appending("shouldAutomaticallyForwardRotationMethods"),
            what: "shouldAutomaticallyForwardRotationMethods")
        {
            spec.shouldAutomaticallyForwardRotationMethods = flag
        }
        if let list = array(object["overrides"], at: pointer.appending("overrides"), what: "overrides") {
            spec.overrides = []
            for (index, element) in list.enumerated() {
                let elementPointer = pointer.appending("overrides").appending(index)
                switch element {
                case .string(let selector):
                    spec.overrides.append(CallbackOverride(selector: selector, callsSuper: true))
                case .object(let entry):
                    checkMembers(entry, at: elementPointer, known: ["selector", "callsSuper"])
                    guard
                        let selector = string(
                            entry["selector"], at: elementPointer.appending("selector"), what: "selector")
                    else {
                        if entry["selector"] == nil {
                            shape(elementPointer.appending("selector"), "selector is required")
                        }
                        continue
                    }
                    let callsSuper =
                        bool(
                            entry["callsSuper"], at: elementPointer.appending("callsSuper"),
                            what: "callsSuper") ?? true
                    spec.overrides.append(CallbackOverride(selector: selector, callsSuper: callsSuper))
                default:
                    shape(
                        elementPointer, "an override is a selector string or {\"selector\", \"callsSuper\"}")
                }
            }
        }
    }

    mutating func decodeDelegate(_ value: JSONValue, at pointer: JSONPointer, kind: ViewControllerKind)
        -> ContainerDelegateSpec?
    {
        if value == .null { return nil }
        guard let object = object(value, at: pointer, what: "delegate") else { return nil }
        checkMembers(
            object, at: pointer,
            known: ["supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation"])
        if !kind.isStockContainer {
            warn(
                pointer, "ignoredProperty",
                "only navigation, tab bar and split view controllers consult a delegate")
        }
        var delegate = ContainerDelegateSpec()
        if let mask = object["supportedInterfaceOrientations"] {
            delegate.supportedInterfaceOrientations = maskAnswer(
                mask, at: pointer.appending("supportedInterfaceOrientations"), kind: .orientationMask,
                allowForward: false)
        }
        if let preferred = object["preferredInterfaceOrientationForPresentation"] {
            delegate.preferredInterfaceOrientationForPresentation = maskAnswer(
                preferred, at: pointer.appending("preferredInterfaceOrientationForPresentation"),
                kind: .orientationValue,
                allowForward: false)
        }
        return delegate
    }

    /// A presentation style by Swift name, `UIModalPresentation…` constant or raw value (R6.1).
    mutating func presentationStyle(_ value: JSONValue, at pointer: JSONPointer) -> PresentationStyle? {
        switch value {
        case .null: return nil
        case .number:
            guard let raw = integer(value, at: pointer, what: "modalPresentationStyle") else { return nil }
            if let style = PresentationStyle.allCases.first(where: { $0.rawUIKitValue == raw }) {
                return style
            }
            invalid(pointer, "modalPresentationStyle \(raw) is not a UIModalPresentationStyle value")
            return nil
        case .string(let text):
            var name = text.hasPrefix(".") ? String(text.dropFirst()) : text
            if name.hasPrefix("UIModalPresentation") {
                let rest = name.dropFirst("UIModalPresentation".count)
                name = rest.prefix(1).lowercased() + rest.dropFirst()
            }
            if let style = PresentationStyle(rawValue: name) { return style }
            let names = PresentationStyle.allCases.map(\.rawValue)
            invalid(
                pointer,
                "unknown modalPresentationStyle '\(text)'" + NameSuggestion.hint(for: name, among: names))
            return nil
        default:
            shape(pointer, "modalPresentationStyle must be a name or an integer")
            return nil
        }
    }

    private mutating func references(_ value: JSONValue, at pointer: JSONPointer) -> [Int] {
        guard let list = array(value, at: pointer, what: "a list of view-controller ids") else { return [] }
        var result: [Int] = []
        for (index, element) in list.enumerated() {
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
        for (index, spec) in specs.enumerated() {
            let member = spec.isCustomContainer ? "children" : "viewControllers"
            for (position, child) in spec.children.enumerated() {
                if let existing = parent[child] {
                    invalid(
                        pointer.appending(spec.id).appending(member).appending(position),
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

extension JSONValue {
    /// The object, when this value is one.
    var objectValue: JSONObject? {
        if case .object(let object) = self { return object }
        return nil
    }
}
