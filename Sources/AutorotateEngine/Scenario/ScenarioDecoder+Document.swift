import AutorotateWire

/// The scenario's top level, `device`, `options` and `app` (api.md §2).
extension ScenarioDocumentDecoder {

    /// Decodes and validates the whole scenario ``tape`` holds.
    mutating func decodeDocument() -> Scenario? {
        let root = JSONPointer.root
        let document = tape.root
        guard tape.kind(document) == .object else {
            shape(root, "a scenario must be a JSON object")
            return nil
        }
        checkMembers(document, at: root, known: ScenarioNames.topLevelMembers)
        let name = string(member(document, "name"), at: root.appending("name"), what: "name")
        let device = decodeDevice(member(document, "device"), at: ScenarioNames.devicePointer)
        let options = decodeOptions(member(document, "options"), at: root.appending("options"))
        let viewControllersNode = member(document, "viewControllers")
        declareViewControllers(viewControllersNode, at: root.appending("viewControllers"))
        let app = decodeApp(member(document, "app"), at: ScenarioNames.appPointer)
        let viewControllers = decodeViewControllers(
            viewControllersNode, at: ScenarioNames.viewControllersPointer)
        let window = decodeWindow(member(document, "window"), at: root.appending("window"), viewControllers)
        let events = decodeEvents(member(document, "events"), at: ScenarioNames.eventsPointer)
        checkFlagReferences(app, document: document)
        let work = (events?.count ?? 0) * (ids.count + viewCount)
        if work > limits.maxWork {
            invalid(
                root.appending("events"),
                "\(events?.count ?? 0) events × \(ids.count + viewCount) view controllers and views = \(work) exceeds the limit of \(limits.maxWork); split the scenario or use fewer views"
            )
        }
        guard errors.isEmpty, let device, let app, let viewControllers else { return nil }
        if let viewControllers = viewControllers as [ViewControllerSpec]? {
            reportUnreadProperties(viewControllers, app: app, device: device)
        }
        if let message = Self.notModelledMessage(device.os) {
            warn(root.appending("device").appending("os"), "notModelled", message)
        }
        return Scenario(
            name: name, device: device, options: options, app: app, viewControllers: viewControllers,
            indexByID: indexByID, rootViewController: window.root ?? nil, windowBasis: window.basis,
            events: events ?? [], warnings: warnings)
    }

    /// The one warning (R0.1, R9.6) of an answer for iOS 26 or later, which the `ios16` rules
    /// give: it names what iOS 26 changes that the rules leave out, and for a version past the
    /// newest modelled one, that one. `nil` below 26.
    static func notModelledMessage(_ os: OSVersion) -> String? {
        guard os.major >= 26 else { return nil }
        let newest = VersionBoundaries.newestModelled
        let subject =
            os.major > newest.major
            ? "iOS \(os) is newer than the newest modelled version, iOS \(newest): it" : "iOS \(os)"
        return subject
            + " is answered by the ios16 rules, which do not model iOS 26's prefersInterfaceOrientationLocked, the UIRequiresFullScreen deprecation or resizable windows (R9.6)"
    }

    // MARK: device

    private mutating func decodeDevice(_ value: Document.Node?, at pointer: JSONPointer)
        -> DeviceConfiguration?
    {
        guard let value else {
            missingRequired(
                "device", in: tape.root, at: .root, known: ScenarioNames.topLevelMembers,
                detail: "device is required (at least {\"os\": \"6.1\"})")
            return nil
        }
        guard let object = object(value, at: pointer, what: "device") else { return nil }
        let members = checkMembers(object, at: pointer, known: ScenarioNames.knownIdiomOsEtc)
        let idiom: Idiom =
            enumeration(member(object, "idiom", in: members), at: pointer.appending("idiom"), what: "idiom")
            ?? .phone
        let osPointer = pointer.appending("os")
        var version: OSVersion?
        let osNode = member(object, "os", in: members)
        switch osNode.map({ tape.kind($0) }) {
        case nil:
            missingRequired(
                "os", in: object, at: pointer, known: ScenarioNames.knownIdiomOsEtc,
                detail: "os is required: the iOS version selects the rules, e.g. \"6.1\"")
        case .string?:
            let text = osNode.flatMap { tape.string($0) } ?? ""
            if let parsed = Self.osVersion(text) ?? OSVersion(parsing: text) {
                if parsed < OSVersion(2, 0) {
                    invalid(
                        osPointer, "iOS \(text) predates the iPhone SDK; the earliest version modelled is 2.0"
                    )
                } else {
                    version = parsed
                }
            } else {
                invalid(osPointer, "'\(text)' is not an iOS version of the form major[.minor[.patch]]")
            }
        case .number?:
            let number = osNode.flatMap { tape.number($0) } ?? 0
            shape(osPointer, "os must be a string such as \"\(number)\" (a number cannot tell 6.1 from 6.10)")
        default: shape(osPointer, "os must be a string such as \"6.1\"")
        }
        let os = version ?? OSVersion(6)
        self.os = os
        var model = ScreenCatalog.defaultModel(idiom: idiom, os: os)
        if let name = string(
            member(object, "model", in: members), at: pointer.appending("model"), what: "model")
        {
            switch ScreenCatalog.model(named: name) {
            case .success(let named):
                if named.idiom != idiom {
                    invalid(
                        pointer.appending("model"),
                        "'\(named.name)' is a \(named.idiom.rawValue) model but the idiom is \(idiom.rawValue)"
                    )
                }
                model = named
            case .failure(let error): invalid(pointer.appending("model"), error.message)
            }
        }
        if let screen = self.object(
            member(object, "screen", in: members), at: pointer.appending("screen"), what: "screen")
        {
            let screenPointer = pointer.appending("screen")
            checkMembers(screen, at: screenPointer, known: ScenarioNames.knownWidthHeight)
            if let width = screenSize(screen, "width", what: "screen width", at: screenPointer) {
                model.width = width
            }
            if let height = screenSize(screen, "height", what: "screen height", at: screenPointer) {
                model.height = height
            }
        }
        if let height = number(
            member(object, "statusBarHeight", in: members), at: pointer.appending("statusBarHeight"),
            what: "statusBarHeight")
        {
            if height < 0 || height >= min(model.width, model.height) {
                invalid(
                    pointer.appending("statusBarHeight"),
                    "statusBarHeight must be at least 0 and less than the screen")
            } else {
                model.statusBarHeight = height
            }
        }
        if let upsideDown = bool(
            member(object, "supportsPortraitUpsideDown", in: members),
            at: pointer.appending("supportsPortraitUpsideDown"),
            what: "supportsPortraitUpsideDown")
        {
            model.supportsPortraitUpsideDown = upsideDown
        }
        let orientation =
            deviceOrientation(
                member(object, "orientation", in: members), at: pointer.appending("orientation"))
            ?? .portrait
        var mode: WindowingMode =
            enumeration(
                member(object, "windowingMode", in: members), at: pointer.appending("windowingMode"),
                what: "windowingMode"
            )
            ?? .fullScreen
        if mode != .fullScreen {
            let introduced = mode == .stageManager ? OSVersion(16) : OSVersion(9)
            if idiom != .pad || os < introduced {
                warn(
                    pointer.appending("windowingMode"), "unavailable",
                    "\(mode.rawValue) is not available on \(idiom == .pad ? "iOS \(os)" : "iPhone"); fullScreen is used"
                )
                mode = .fullScreen
            }
        }
        guard let version else { return nil }
        return DeviceConfiguration(
            idiom: idiom, os: version, generation: Generation.of(version), screenWidth: model.width,
            screenHeight: model.height, statusBarHeight: model.statusBarHeight,
            supportsPortraitUpsideDown: model.supportsPortraitUpsideDown, orientation: orientation,
            windowingMode: mode)
    }

    /// The screen's `key` member (`what` is "screen `key`"): a size in points, or `nil` with a
    /// problem when it is missing or out of range.
    private mutating func screenSize(
        _ screen: Document.Node, _ key: StaticString, what: String, at screenPointer: JSONPointer
    ) -> Double? {
        let value = member(screen, key)
        guard let size = number(value, at: screenPointer.appending(key.description), what: what) else {
            if value == nil { shape(screenPointer.appending(key.description), "\(what) is required") }
            return nil
        }
        if size <= 0 || size > 100_000 {
            invalid(screenPointer.appending(key.description), "\(what) must be between 0 and 100000 points")
            return nil
        }
        return size
    }

    /// ``OSVersion/init(parsing:)`` of a text of ASCII digits and dots, read from its bytes
    /// without splitting it into substrings: one to three parts of one to four digits each, or
    /// `nil`. It accepts only texts `init(parsing:)` accepts, with the same value; the caller
    /// asks `init(parsing:)` about any other.
    static func osVersion(_ text: String) -> OSVersion? {
        var parts = (0, 0, 0)
        var part = 0
        var digits = 0
        var value = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: ".") {
                guard digits > 0, part < 2 else { return nil }
                if part == 0 { parts.0 = value } else { parts.1 = value }
                part += 1
                digits = 0
                value = 0
            } else if byte &- UInt8(ascii: "0") < 10, digits < 4 {
                value = value * 10 + Int(byte &- UInt8(ascii: "0"))
                digits += 1
            } else {
                return nil
            }
        }
        guard digits > 0 else { return nil }
        switch part {
        case 0: parts.0 = value
        case 1: parts.1 = value
        default: parts.2 = value
        }
        return OSVersion(parts.0, parts.1, parts.2)
    }

    // MARK: options

    private mutating func decodeOptions(_ value: Document.Node?, at pointer: JSONPointer) -> EngineOptions {
        var options = EngineOptions.rulebookDefaults
        guard let object = object(value, at: pointer, what: "options") else { return options }
        checkMembers(object, at: pointer, known: ScenarioNames.knownFallbackOrderRoundingEtc)
        if let list = array(
            member(object, "fallbackOrder"), at: pointer.appending("fallbackOrder"), what: "fallbackOrder")
        {
            var order: [InterfaceOrientation] = []
            for (index, element) in tape.elements(of: list).enumerated() {
                let elementPointer = pointer.appending("fallbackOrder").appending(index)
                guard let orientation = interfaceOrientation(element, at: elementPointer) else { continue }
                if order.contains(orientation) {
                    invalid(elementPointer, "\(orientation.name) is listed twice")
                } else {
                    order.append(orientation)
                }
            }
            options.fallbackOrder = order
        }
        if let rounding: Rounding = enumeration(
            member(object, "rounding"), at: pointer.appending("rounding"), what: "rounding")
        {
            options.rounding = rounding
        }
        if let zero: ZeroFlexibleSpace = enumeration(
            member(object, "zeroFlexibleSpace"), at: pointer.appending("zeroFlexibleSpace"),
            what: "zeroFlexibleSpace"
        ) {
            options.zeroFlexibleSpace = zero
        }
        return options
    }

    // MARK: app

    private mutating func collectFlagsSet(_ document: Document.Node) {
        scanFlagsSet(member(document, "events"))
        if let app = member(document, "app"), let reactions = member(app, "reactions"),
            tape.kind(reactions) == .array
        {
            for reaction in tape.elements(of: reactions) {
                scanFlagsSet(member(reaction, "do"))
            }
        }
    }

    /// Adds the names of the flags `events` set to ``flagsSet``.
    private mutating func scanFlagsSet(_ events: Document.Node?) {
        guard let events, tape.kind(events) == .array else { return }
        for event in tape.elements(of: events) {
            guard let type = tape.member(event, "type"), tape.string(type, equals: "setFlag"),
                let nameNode = tape.member(event, "name"), let name = flagName(nameNode)
            else { continue }
            insertFlagSet(name)
        }
    }

    private mutating func decodeApp(_ value: Document.Node?, at pointer: JSONPointer) -> AppConfiguration? {
        var app = AppConfiguration(
            infoPlist: InfoPlist(
                supported: nil, supportedPad: nil, supportedPhone: nil, initialOrientation: nil,
                requiresFullScreen: false),
            delegateMask: nil, applicationMask: nil, flags: [:], reactions: [])
        guard let value else { return app }
        guard let object = object(value, at: pointer, what: "app") else { return nil }
        let members = checkMembers(object, at: pointer, known: ScenarioNames.knownInfoPlistDelegateEtc)
        if let plist = self.object(
            member(object, "infoPlist", in: members), at: pointer.appending("infoPlist"), what: "infoPlist")
        {
            // Not settled: the lists' pointers are built only for a problem.
            app.infoPlist = decodeInfoPlist(plist, at: pointer.appending("infoPlist"))
        }
        app.delegateMask = windowMask(object, "delegate", in: members, what: "delegate", at: pointer)
        app.applicationMask = windowMask(object, "application", in: members, what: "application", at: pointer)
        if let flags = self.object(
            member(object, "flags", in: members), at: pointer.appending("flags"), what: "flags")
        {
            for (key, value) in tape.members(of: flags) {
                app.flags[flagName(key) ?? ""] = flagTruth(value)
            }
        }
        if let reactions = array(
            member(object, "reactions", in: members), at: pointer.appending("reactions"), what: "reactions")
        {
            for (index, reaction) in tape.elements(of: reactions).enumerated() {
                if let decoded = decodeReaction(
                    reaction, at: pointer.appending("reactions").appending(index).settled())
                {
                    app.reactions.append(decoded)
                }
            }
        }
        return app
    }

    /// `app.delegate` or `app.application` (`key`, spelt `what`; `members` is `app`'s filter): the
    /// answer of its `supportedInterfaceOrientationsForWindow`, or `nil` when there is none.
    private mutating func windowMask(
        _ app: Document.Node, _ key: StaticString, in members: MemberFilter, what: String,
        at pointer: JSONPointer
    ) -> Answer<Int>? {
        guard let holder = member(app, key, in: members) else { return nil }
        let memberPointer = pointer.appending(what)
        guard let holder = self.object(holder, at: memberPointer, what: what) else { return nil }
        checkMembers(
            holder, at: memberPointer, known: ScenarioNames.knownSupportedInterfaceOrientationsForWindow)
        guard let raw = member(holder, "supportedInterfaceOrientationsForWindow") else { return nil }
        return maskAnswer(
            raw, at: memberPointer.appending("supportedInterfaceOrientationsForWindow"),
            kind: .orientationMask,
            allowForward: false)
    }

    private mutating func decodeInfoPlist(_ plist: Document.Node, at pointer: JSONPointer) -> InfoPlist {
        var result = InfoPlist(
            supported: nil, supportedPad: nil, supportedPhone: nil, initialOrientation: nil,
            requiresFullScreen: false)
        result.supported = orientationList(
            plist, "UISupportedInterfaceOrientations", what: "UISupportedInterfaceOrientations", at: pointer)
        result.supportedPad = orientationList(
            plist, "UISupportedInterfaceOrientations~ipad", what: "UISupportedInterfaceOrientations~ipad",
            at: pointer)
        result.supportedPhone = orientationList(
            plist, "UISupportedInterfaceOrientations~iphone", what: "UISupportedInterfaceOrientations~iphone",
            at: pointer)
        result.initialOrientation = interfaceOrientation(
            member(plist, "UIInterfaceOrientation"), at: pointer.appending("UIInterfaceOrientation"))
        result.requiresFullScreenWritten = member(plist, "UIRequiresFullScreen") != nil
        result.requiresFullScreen =
            bool(
                member(plist, "UIRequiresFullScreen"), at: pointer.appending("UIRequiresFullScreen"),
                what: "UIRequiresFullScreen")
            ?? false
        return result
    }

    /// The Info.plist list `key` (spelt `what`) of interface orientations, or `nil` when the
    /// plist has none.
    private mutating func orientationList(
        _ plist: Document.Node, _ key: StaticString, what: String, at pointer: JSONPointer
    ) -> [InterfaceOrientation]? {
        guard let list = array(member(plist, key), at: pointer.appending(what), what: what) else {
            return nil
        }
        var orientations: [InterfaceOrientation] = []
        orientations.reserveCapacity(tape.count(list))
        for (index, entry) in tape.elements(of: list).enumerated() {
            if let orientation = interfaceOrientation(entry, at: pointer.appending(what).appending(index)) {
                orientations.append(orientation)
            }
        }
        return orientations
    }

    private mutating func decodeReaction(_ value: Document.Node, at pointer: JSONPointer) -> Reaction? {
        guard let object = object(value, at: pointer, what: "a reaction") else { return nil }
        checkMembers(object, at: pointer, known: ScenarioNames.knownOnWhenEtc)
        var notification = ""
        if let on = string(member(object, "on"), at: pointer.appending("on"), what: "on") {
            if ScenarioNames.notifications.contains(on) {
                notification = on
            } else {
                invalid(
                    pointer.appending("on"),
                    "'\(on)' is not a notification the engine posts; expected one of \(ScenarioNames.notifications.joined(separator: ", "))"
                        + NameSuggestion.hint(for: on, among: ScenarioNames.notifications))
            }
        } else if member(object, "on") == nil {
            shape(pointer.appending("on"), "on is required: the notification the reaction observes")
        }
        var condition: ReactionCondition?
        if let when = string(member(object, "when"), at: pointer.appending("when"), what: "when") {
            switch when {
            case "portrait", "UIDeviceOrientationIsPortrait", "UIInterfaceOrientationIsPortrait":
                condition = .portrait
            case "landscape", "UIDeviceOrientationIsLandscape", "UIInterfaceOrientationIsLandscape":
                condition = .landscape
            default:
                let asDevice = try? OrientationNames.device(when).get()
                let asInterface = try? OrientationNames.interface(when).get()
                if asDevice == nil && asInterface == nil {
                    invalid(
                        pointer.appending("when"),
                        "unknown orientation '\(when)' in when; use an orientation name, 'portrait' or 'landscape'"
                    )
                }
                condition = .named(device: asDevice, interface: asInterface)
            }
        }
        var events: [ScenarioEvent] = []
        if let list = array(member(object, "do"), at: pointer.appending("do"), what: "do") {
            for (index, element) in tape.elements(of: list).enumerated() {
                if let event = decodeEvent(element, at: pointer.appending("do").appending(index).settled()) {
                    events.append(event)
                }
            }
        } else if member(object, "do") == nil {
            shape(pointer.appending("do"), "do is required: the events the reaction runs")
        }
        return Reaction(
            notification: notification, condition: condition, events: events, pointer: pointer)
    }

    /// Reports each flag a conditional reads that `app.flags` does not declare and no `setFlag`
    /// event (in `document`'s events or reactions) sets.
    private mutating func checkFlagReferences(_ app: AppConfiguration?, document: Document.Node) {
        // Nearly always every flag read is declared: the events are scanned for the flags they
        // set only when one is not, and the set of all names (for the hint) is built only for
        // one that is neither declared nor set.
        let flags = app?.flags ?? [:]
        // A few declared flags are compared in turn (`==`, as the dictionary compares keys; a
        // name read and its declaration mostly share one `String`, see `flagName(_:)`): no hashing.
        let linear = flags.count <= ScenarioNames.flagNameLimit
        func isDeclared(_ name: String) -> Bool {
            linear ? flags.contains { $0.key == name } : flags[name] != nil
        }
        guard flagReferences.contains(where: { !isDeclared($0.name) }) else { return }
        collectFlagsSet(document)
        var undeclared = false
        for reference in flagReferences
        where !isDeclared(reference.name) && !isFlagSet(reference.name) {
            undeclared = true
            break
        }
        guard undeclared else { return }
        let declared = Set(flags.keys.map { $0 }).union(flagsSet).union(moreFlagsSet)
        for reference in flagReferences where !declared.contains(reference.name) {
            invalid(
                reference.pointer,
                "unknown flag '\(reference.name)': declare it in app.flags or set it with a setFlag event"
                    + NameSuggestion.hintOrList(for: reference.name, among: declared.sorted()))
        }
    }

    // MARK: window

    /// `window`: its root (`nil` when it could not be read, `.some(nil)` for a window without
    /// one) and its basis.
    private mutating func decodeWindow(
        _ value: Document.Node?, at pointer: JSONPointer, _ specs: [ViewControllerSpec]?
    )
        -> (root: Int??, basis: Basis?)
    {
        guard let value else {
            missingRequired(
                "window", in: tape.root, at: .root, known: ScenarioNames.topLevelMembers,
                detail:
                    "window is required: {\"rootViewController\": \"<id>\"} or {\"rootViewController\": null}"
            )
            return (nil, nil)
        }
        guard let object = object(value, at: pointer, what: "window") else { return (nil, nil) }
        let members = checkMembers(object, at: pointer, known: ScenarioNames.knownRootViewControllerBasis)
        let root = windowRoot(object, at: pointer, specs)
        guard let value = member(object, "basis", in: members) else { return (root, nil) }
        return (root, basis(value, at: pointer.appending("basis")))
    }

    /// `window.rootViewController`: `nil` when it could not be read, `.some(nil)` for `null`.
    private mutating func windowRoot(
        _ object: Document.Node, at pointer: JSONPointer, _ specs: [ViewControllerSpec]?
    ) -> Int?? {
        let rootPointer = pointer.appending("rootViewController")
        switch member(object, "rootViewController") {
        case nil:
            missingRequired(
                "rootViewController", in: object, at: pointer,
                known: ScenarioNames.knownRootViewControllerBasis,
                detail: "rootViewController is required (null for a window without one)")
            return nil
        case let value? where tape.isNull(value): return .some(nil)
        case let value?:
            guard let index = reference(value, at: rootPointer) else { return nil }
            if let specs, let parent = specs.firstIndex(where: { $0.children.contains(index) }) {
                invalid(
                    rootPointer, "'\(ids[index])' is a child of '\(ids[parent])' and cannot also be the root")
            }
            return .some(index)
        }
    }

    /// R0.5: properties the OS does not read are ignored with a warning.
    private mutating func reportUnreadProperties(
        _ specs: [ViewControllerSpec], app: AppConfiguration, device: DeviceConfiguration
    ) {
        let base = JSONPointer.root.appending("viewControllers")
        let major = device.os.major
        for index in specs.indices {
            // Most specs have nothing to report: test their fields in place first, and copy the
            // spec and build its pointer only for one that has.
            let reports =
                major < 6 || (major >= 6 && specs[index].shouldAutorotateToInterfaceOrientation != nil)
                || (major < 7 && specs[index].delegate != nil)
                || (major >= 16 && specs[index].shouldAutorotate != nil)
            guard reports else { continue }
            let spec = specs[index]
            let pointer = base.appending(spec.id)
            if device.os.major >= 6 && spec.shouldAutorotateToInterfaceOrientation != nil {
                warn(
                    pointer.appending("shouldAutorotateToInterfaceOrientation"), "ignoredProperty",
                    "shouldAutorotateToInterfaceOrientation: is not called on iOS 6.0 and later")
            }
            if device.os.major < 6 {
                for (present, name) in [
                    (spec.supportedInterfaceOrientations != nil, "supportedInterfaceOrientations"),
                    (spec.shouldAutorotate != nil, "shouldAutorotate"),
                    (
                        spec.preferredInterfaceOrientationForPresentation != nil,
                        "preferredInterfaceOrientationForPresentation"
                    ),
                ] where present {
                    warn(pointer.appending(name), "ignoredProperty", "\(name) is not called before iOS 6.0")
                }
            }
            if device.os.major < 7 && spec.delegate != nil {
                warn(
                    pointer.appending("delegate"), "ignoredProperty",
                    "container delegate orientation methods exist from iOS 7.0")
            }
            if device.os.major >= 16 && spec.shouldAutorotate != nil {
                warn(
                    pointer.appending("shouldAutorotate"), "ignoredProperty",
                    "shouldAutorotate is ignored on iOS 16 and later")
            }
        }
        if device.os.major < 6 {
            for (present, key) in [
                (app.delegateMask != nil, "delegate"), (app.applicationMask != nil, "application"),
            ]
            where present {
                warn(
                    JSONPointer.root.appending("app").appending(key), "ignoredProperty",
                    "application:supportedInterfaceOrientationsForWindow: is not called before iOS 6.0")
            }
        }
    }
}
