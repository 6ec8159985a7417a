import AutorotateWire

/// `events` (api.md §3): each type with its fields, ids resolved, and kinds checked (a
/// `navigationController` must name a navigation controller).
extension ScenarioDocumentDecoder {

    mutating func decodeEvents(_ value: Document.Node?, at pointer: JSONPointer) -> [ScenarioEvent]? {
        guard let value else { return [] }
        guard let list = array(value, at: pointer, what: "events") else { return nil }
        guard tape.count(list) <= limits.maxEvents else {
            invalid(pointer, "\(tape.count(list)) events; at most \(limits.maxEvents) are accepted")
            return nil
        }
        var events: [ScenarioEvent] = []
        events.reserveCapacity(tape.count(list))
        for (index, element) in tape.elements(of: list).enumerated() {
            // Not settled: the event keeps this pointer, and its members' pointers are built
            // only for a problem (one node each) instead of a node for every event.
            if let event = decodeEvent(element, at: pointer.appending(index)) {
                events.append(event)
            }
        }
        return events
    }

    mutating func decodeEvent(_ value: Document.Node, at pointer: JSONPointer) -> ScenarioEvent? {
        guard let object = object(value, at: pointer, what: "an event") else { return nil }
        guard let typeNode = member(object, "type") else {
            // Any other member may be right for the event meant, so only "type" counts as known.
            missingRequired(
                "type", in: object, at: pointer, known: ["type"], detail: "an event needs a type")
            return nil
        }
        guard tape.kind(typeNode) == .string else {
            shape(pointer.appending("type"), "type must be a string")
            return nil
        }
        // The type is matched by its bytes (as `contains` matches a `String`: the same length,
        // then the same text); a `String` is built only for an unknown type's message.
        guard
            let type = index(of: typeNode, in: ScenarioNames.eventTypeNames).flatMap(
                EventType.init(rawValue:))
        else {
            let type = tape.string(typeNode) ?? ""
            invalid(
                pointer.appending("type"),
                "unknown event type '\(type)'"
                    + (NameSuggestion.eventType(forUIKitSpelling: type).map { " (did you mean '\($0)'?)" }
                        ?? NameSuggestion.hintOrList(for: type, among: ScenarioNames.eventTypes)))
            return nil
        }
        let kind = decodeEventKind(type, object, at: pointer)
        return kind.map { ScenarioEvent(kind: $0, pointer: pointer) }
    }

    private mutating func decodeEventKind(_ type: EventType, _ object: Document.Node, at pointer: JSONPointer)
        -> EventKind?
    {
        eventType = type
        checkMembers(object, at: pointer, known: ScenarioNames.eventMembers(type), alsoKnown: "type")
        let animated =
            bool(member(object, "animated"), at: pointer.appending("animated"), what: "animated") ?? true
        switch type {
        case .deviceOrientation, .setDeviceOrientationViaKeyValueCoding:
            guard
                let orientation = required(
                    object, "orientation", at: pointer, { d, v, p in d.deviceOrientation(v, at: p()) })
            else { return nil }
            return type == .deviceOrientation
                ? .deviceOrientation(orientation) : .setDeviceOrientationViaKeyValueCoding(orientation)
        case .setFlag:
            guard
                let name = required(
                    object, "name", at: pointer, { d, v, p in d.flagString(v, at: p(), what: "name") })
            else {
                return nil
            }
            guard let value = member(object, "value") else {
                missingRequired(
                    "value", in: object, at: pointer, known: ScenarioNames.eventMembers(type),
                    detail: "setFlag needs a value")
                return nil
            }
            return .setFlag(name: name, value: flagTruth(value))
        case .present:
            let vc = required(object, "viewController", at: pointer) { d, v, p in d.reference(v, at: p()) }
            let from = member(object, "from").flatMap { reference($0, at: pointer.appending("from")) }
            let style = member(object, "style").flatMap {
                presentationStyle($0, at: pointer.appending("style"))
            }
            guard let vc else { return nil }
            return .present(viewController: vc, from: from, style: style, animated: animated)
        case .dismiss:
            let vc = member(object, "viewController").flatMap {
                tape.isNull($0) ? nil : reference($0, at: pointer.appending("viewController"))
            }
            return .dismiss(viewController: vc, animated: animated)
        case .push:
            let navigation = container(
                object, "navigationController", kind: .navigationController, at: pointer)
            let vc = required(object, "viewController", at: pointer) { d, v, p in d.reference(v, at: p()) }
            guard let navigation, let vc else { return nil }
            return .push(navigationController: navigation, viewController: vc, animated: animated)
        case .pop, .popToRoot:
            guard
                let navigation = container(
                    object, "navigationController", kind: .navigationController, at: pointer)
            else {
                return nil
            }
            return type == .pop
                ? .pop(navigationController: navigation, animated: animated)
                : .popToRoot(navigationController: navigation, animated: animated)
        case .setViewControllers:
            let navigation = container(
                object, "navigationController", kind: .navigationController, at: pointer)
            let listPointer = pointer.appending("viewControllers")
            guard
                let list = required(
                    object, "viewControllers", at: pointer,
                    { d, v, p in d.array(v, at: p(), what: "viewControllers") })
            else { return nil }
            var stack: [Int] = []
            for (index, element) in tape.elements(of: list).enumerated() {
                guard let vc = reference(element, at: listPointer.appending(index)) else { continue }
                if stack.contains(vc) {
                    invalid(listPointer.appending(index), "'\(ids[vc])' is listed twice")
                } else {
                    stack.append(vc)
                }
            }
            guard let navigation, stack.count == tape.count(list) else { return nil }
            return .setViewControllers(
                navigationController: navigation, viewControllers: stack, animated: animated)
        case .selectTab:
            let tabBar = container(object, "tabBarController", kind: .tabBarController, at: pointer)
            let index = required(object, "index", at: pointer) { d, v, p in
                d.integer(v, at: p(), what: "index")
            }
            guard let tabBar, let index else { return nil }
            if index < 0 {
                invalid(pointer.appending("index"), "index must not be negative")
                return nil
            }
            return .selectTab(tabBarController: tabBar, index: index)
        case .setRootViewController:
            switch member(object, "viewController") {
            case nil:
                shape(
                    pointer.appending("viewController"),
                    "setRootViewController needs a viewController (null for none)")
                return nil
            case let value? where tape.isNull(value): return .setRootViewController(nil)
            case let value?:
                guard let vc = reference(value, at: pointer.appending("viewController")) else { return nil }
                return .setRootViewController(vc)
            }
        case .setStatusBarOrientation:
            guard
                let orientation = required(
                    object, "orientation", at: pointer, { d, v, p in d.interfaceOrientation(v, at: p()) })
            else { return nil }
            return .setStatusBarOrientation(orientation, animated: animated)
        case .attemptRotationToDeviceOrientation:
            return .attemptRotationToDeviceOrientation
        case .setNeedsUpdateOfSupportedInterfaceOrientations:
            let vc = member(object, "viewController").flatMap {
                tape.isNull($0) ? nil : reference($0, at: pointer.appending("viewController"))
            }
            return .setNeedsUpdateOfSupportedInterfaceOrientations(viewController: vc, animated: animated)
        case .setViewControllerProperty:
            return decodePropertyChange(object, at: pointer)
        case .requestGeometryUpdate:
            guard
                let mask = required(
                    object, "orientations", at: pointer,
                    { d, v, p in d.maskAnswer(v, at: p(), kind: .orientationMask, allowForward: false) })
            else { return nil }
            return .requestGeometryUpdate(mask: mask)
        case .beginGeneratingDeviceOrientationNotifications:
            return .beginGeneratingDeviceOrientationNotifications
        case .endGeneratingDeviceOrientationNotifications:
            return .endGeneratingDeviceOrientationNotifications
        }
    }

    /// A required member, read by `read`; a missing one is a shape problem. `read` gets the
    /// member's pointer as a closure, so that it is built only when a problem names it (an
    /// event's pointer is not settled: appending to it allocates).
    private mutating func required<T>(
        _ object: Document.Node, _ key: StaticString, at pointer: JSONPointer,
        _ read: (inout Self, Document.Node, () -> JSONPointer) -> T?
    ) -> T? {
        guard let value = member(object, key) else {
            missingRequired(
                key.description, in: object, at: pointer,
                known: eventType.map(ScenarioNames.eventMembers) ?? [],
                detail: "\(key) is required for this event")
            return nil
        }
        return read(&self, value, { pointer.appending(key.description) })
    }

    /// A reference that must name a container of `kind`.
    private mutating func container(
        _ object: Document.Node, _ key: StaticString, kind: ViewControllerKind, at pointer: JSONPointer
    ) -> Int? {
        guard let index = required(object, key, at: pointer, { d, v, p in d.reference(v, at: p()) }) else {
            return nil
        }
        if kinds[index] != kind {
            invalid(
                pointer.appending(key.description),
                "'\(ids[index])' is a \(kinds[index].rawValue), not a \(kind.rawValue)")
            return nil
        }
        return index
    }

    private mutating func decodePropertyChange(_ object: Document.Node, at pointer: JSONPointer) -> EventKind?
    {
        let vc = required(object, "viewController", at: pointer) { d, v, p in d.reference(v, at: p()) }
        guard
            let property = required(
                object, "property", at: pointer, { d, v, p in d.string(v, at: p(), what: "property") })
        else { return nil }
        guard Self.contains(ScenarioNames.properties, property) else {
            invalid(
                pointer.appending("property"),
                "'\(property)' is not a rotation property"
                    + NameSuggestion.hintOrList(for: property, among: ScenarioNames.properties))
            return nil
        }
        guard let value = member(object, "value") else {
            shape(
                pointer.appending("value"),
                "setViewControllerProperty needs a value (null restores UIKit's default)")
            return nil
        }
        guard let vc else { return nil }
        let valuePointer = pointer.appending("value")
        let isNull = tape.isNull(value)
        let change: PropertyChange
        switch property {
        case "shouldAutorotate":
            change = .shouldAutorotate(isNull ? nil : boolAnswer(value, at: valuePointer, allowForward: true))
        case "supportedInterfaceOrientations":
            change = .supportedInterfaceOrientations(
                isNull ? nil : maskAnswer(value, at: valuePointer, kind: .orientationMask, allowForward: true)
            )
        case "preferredInterfaceOrientationForPresentation":
            change = .preferredInterfaceOrientationForPresentation(
                isNull
                    ? nil : maskAnswer(value, at: valuePointer, kind: .orientationValue, allowForward: true))
        case "shouldAutorotateToInterfaceOrientation":
            change = .shouldAutorotateToInterfaceOrientation(
                isNull ? nil : maskAnswer(value, at: valuePointer, kind: .orientationMask, allowForward: true)
            )
        case "delegate":
            change = .delegate(decodeDelegate(value, at: valuePointer, kind: kinds[vc]))
        case "modalPresentationStyle":
            change = .modalPresentationStyle(presentationStyle(value, at: valuePointer))
        case "hidesBottomBarWhenPushed":
            change = .hidesBottomBarWhenPushed(
                isNull ? false : bool(value, at: valuePointer, what: "hidesBottomBarWhenPushed") ?? false)
        default:
            change = .shouldAutomaticallyForwardRotationMethods(
                isNull
                    ? true
                    : bool(value, at: valuePointer, what: "shouldAutomaticallyForwardRotationMethods") ?? true
            )
        }
        return .setViewControllerProperty(viewController: vc, change: change)
    }
}

/// The event types of api.md §3, in the order of ``ScenarioNames/eventTypeNames`` (a type's raw
/// value is its index there).
enum EventType: Int, CaseIterable {
    case deviceOrientation, setFlag, present, dismiss, push, pop, popToRoot, setViewControllers, selectTab,
        setRootViewController, setStatusBarOrientation, attemptRotationToDeviceOrientation,
        setNeedsUpdateOfSupportedInterfaceOrientations, setViewControllerProperty, requestGeometryUpdate,
        beginGeneratingDeviceOrientationNotifications, endGeneratingDeviceOrientationNotifications,
        setDeviceOrientationViaKeyValueCoding
}
