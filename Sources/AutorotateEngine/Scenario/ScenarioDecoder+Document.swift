import AutorotateWire

/// The scenario's top level, `device`, `options` and `app` (api.md §2).
extension ScenarioDecoder {
    static let topLevelMembers = ["name", "device", "options", "app", "viewControllers", "window", "events"]

    /// Decodes and validates a whole scenario.
    mutating func decodeScenario(_ value: JSONValue) -> Scenario? {
        let root = JSONPointer.root
        guard case .object(let document) = value else {
            shape(root, "a scenario must be a JSON object")
            return nil
        }
        checkMembers(document, at: root, known: Self.topLevelMembers)
        let name = string(document["name"], at: root.appending("name"), what: "name")
        let device = decodeDevice(document["device"], at: root.appending("device").settled())
        let options = decodeOptions(document["options"], at: root.appending("options"))
        declareViewControllers(document["viewControllers"], at: root.appending("viewControllers"))
        collectFlagsSet(document)
        let app = decodeApp(document["app"], at: root.appending("app").settled())
        let viewControllers = decodeViewControllers(
            document["viewControllers"], at: root.appending("viewControllers").settled())
        let rootViewController = decodeWindow(
            document["window"], at: root.appending("window"), viewControllers)
        let events = decodeEvents(document["events"], at: root.appending("events").settled())
        checkFlagReferences(app)
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
        if device.os.major >= 26 {
            warn(
                root.appending("device").appending("os"), "notModelled",
                "iOS 26+ orientation changes are not modelled")
        }
        return Scenario(
            name: name, device: device, options: options, app: app, viewControllers: viewControllers,
            indexByID: indexByID, rootViewController: rootViewController ?? nil, events: events ?? [],
            warnings: warnings)
    }

    // MARK: device

    private mutating func decodeDevice(_ value: JSONValue?, at pointer: JSONPointer) -> DeviceConfiguration? {
        guard let value else {
            shape(pointer, "device is required (at least {\"os\": \"6.1\"})")
            return nil
        }
        guard let object = object(value, at: pointer, what: "device") else { return nil }
        checkMembers(
            object, at: pointer,
            known: [
                "idiom", "os", "model", "screen", "statusBarHeight", "supportsPortraitUpsideDown",
                "orientation",
                "windowingMode",
            ])
        let idiom: Idiom =
            enumeration(object["idiom"], at: pointer.appending("idiom"), what: "idiom") ?? .phone
        let osPointer = pointer.appending("os")
        var version: OSVersion?
        switch object["os"] {
        case nil: shape(osPointer, "os is required: the iOS version selects the rules, e.g. \"6.1\"")
        case .string(let text)?:
            if let parsed = OSVersion(parsing: text) {
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
        case .number(let number)?:
            shape(osPointer, "os must be a string such as \"\(number)\" (a number cannot tell 6.1 from 6.10)")
        default: shape(osPointer, "os must be a string such as \"6.1\"")
        }
        let os = version ?? OSVersion(6)
        self.os = os
        var model = ScreenCatalog.defaultModel(idiom: idiom, os: os)
        if let name = string(object["model"], at: pointer.appending("model"), what: "model") {
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
        if let screen = self.object(object["screen"], at: pointer.appending("screen"), what: "screen") {
            let screenPointer = pointer.appending("screen")
            checkMembers(screen, at: screenPointer, known: ["width", "height"])
            for (key, keyPath) in [("width", \ScreenModel.width), ("height", \ScreenModel.height)] {
                guard let size = number(screen[key], at: screenPointer.appending(key), what: "screen \(key)")
                else {
                    if screen[key] == nil { shape(screenPointer.appending(key), "screen \(key) is required") }
                    continue
                }
                if size <= 0 || size > 100_000 {
                    invalid(screenPointer.appending(key), "screen \(key) must be between 0 and 100000 points")
                } else {
                    model[keyPath: keyPath] = size
                }
            }
        }
        if let height = number(
            object["statusBarHeight"], at: pointer.appending("statusBarHeight"), what: "statusBarHeight")
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
            object["supportsPortraitUpsideDown"], at: pointer.appending("supportsPortraitUpsideDown"),
            what: "supportsPortraitUpsideDown")
        {
            model.supportsPortraitUpsideDown = upsideDown
        }
        let orientation =
            deviceOrientation(object["orientation"], at: pointer.appending("orientation")) ?? .portrait
        var mode: WindowingMode =
            enumeration(
                object["windowingMode"], at: pointer.appending("windowingMode"), what: "windowingMode")
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

    // MARK: options

    private mutating func decodeOptions(_ value: JSONValue?, at pointer: JSONPointer) -> EngineOptions {
        var options = EngineOptions.rulebookDefaults
        guard let object = object(value, at: pointer, what: "options") else { return options }
        checkMembers(object, at: pointer, known: ["fallbackOrder", "rounding", "zeroFlexibleSpace"])
        if let list = array(
            object["fallbackOrder"], at: pointer.appending("fallbackOrder"), what: "fallbackOrder")
        {
            var order: [InterfaceOrientation] = []
            for (index, element) in list.enumerated() {
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
            object["rounding"], at: pointer.appending("rounding"), what: "rounding")
        {
            options.rounding = rounding
        }
        if let zero: ZeroFlexibleSpace = enumeration(
            object["zeroFlexibleSpace"], at: pointer.appending("zeroFlexibleSpace"), what: "zeroFlexibleSpace"
        ) {
            options.zeroFlexibleSpace = zero
        }
        return options
    }

    // MARK: app

    private mutating func collectFlagsSet(_ document: JSONObject) {
        func scan(_ events: JSONValue?) -> [String] {
            guard case .array(let list)? = events else { return [] }
            return list.compactMap { event in
                guard case .object(let object) = event, object["type"] == .string("setFlag"),
                    case .string(let name)? = object["name"]
                else { return nil }
                return name
            }
        }
        flagsSet.formUnion(scan(document["events"]))
        if case .object(let app)? = document["app"], case .array(let reactions)? = app["reactions"] {
            for reaction in reactions {
                if case .object(let object) = reaction { flagsSet.formUnion(scan(object["do"])) }
            }
        }
    }

    private mutating func decodeApp(_ value: JSONValue?, at pointer: JSONPointer) -> AppConfiguration? {
        var app = AppConfiguration(
            infoPlist: InfoPlist(
                supported: nil, supportedPad: nil, supportedPhone: nil, initialOrientation: nil,
                requiresFullScreen: false),
            delegateMask: nil, applicationMask: nil, flags: [:], reactions: [])
        guard let value else { return app }
        guard let object = object(value, at: pointer, what: "app") else { return nil }
        checkMembers(
            object, at: pointer, known: ["infoPlist", "delegate", "application", "flags", "reactions"])
        if let plist = self.object(object["infoPlist"], at: pointer.appending("infoPlist"), what: "infoPlist")
        {
            app.infoPlist = decodeInfoPlist(plist, at: pointer.appending("infoPlist").settled())
        }
        for (key, isDelegate) in [("delegate", true), ("application", false)] {
            let memberPointer = pointer.appending(key)
            guard let holder = self.object(object[key], at: memberPointer, what: key) else { continue }
            checkMembers(holder, at: memberPointer, known: ["supportedInterfaceOrientationsForWindow"])
            let methodPointer = memberPointer.appending("supportedInterfaceOrientationsForWindow")
            guard let raw = holder["supportedInterfaceOrientationsForWindow"] else { continue }
            let answer = maskAnswer(raw, at: methodPointer, kind: .orientationMask, allowForward: false)
            if isDelegate { app.delegateMask = answer } else { app.applicationMask = answer }
        }
        if let flags = self.object(object["flags"], at: pointer.appending("flags"), what: "flags") {
            for member in flags.members { app.flags[member.key] = FlagTruth.isTrue(member.value) }
        }
        if let reactions = array(object["reactions"], at: pointer.appending("reactions"), what: "reactions") {
            for (index, reaction) in reactions.enumerated() {
                if let decoded = decodeReaction(
                    reaction, at: pointer.appending("reactions").appending(index).settled())
                {
                    app.reactions.append(decoded)
                }
            }
        }
        return app
    }

    private mutating func decodeInfoPlist(_ plist: JSONObject, at pointer: JSONPointer) -> InfoPlist {
        var result = InfoPlist(
            supported: nil, supportedPad: nil, supportedPhone: nil, initialOrientation: nil,
            requiresFullScreen: false)
        for key in [
            "UISupportedInterfaceOrientations", "UISupportedInterfaceOrientations~ipad",
            "UISupportedInterfaceOrientations~iphone",
        ] {
            let keyPointer = pointer.appending(key)
            guard let list = array(plist[key], at: keyPointer, what: key) else { continue }
            var orientations: [InterfaceOrientation] = []
            for (index, entry) in list.enumerated() {
                if let orientation = interfaceOrientation(entry, at: keyPointer.appending(index)) {
                    orientations.append(orientation)
                }
            }
            switch key {
            case "UISupportedInterfaceOrientations~ipad": result.supportedPad = orientations
            case "UISupportedInterfaceOrientations~iphone": result.supportedPhone = orientations
            default: result.supported = orientations
            }
        }
        result.initialOrientation = interfaceOrientation(
            plist["UIInterfaceOrientation"], at: pointer.appending("UIInterfaceOrientation"))
        result.requiresFullScreen =
            bool(
                plist["UIRequiresFullScreen"], at: pointer.appending("UIRequiresFullScreen"),
                what: "UIRequiresFullScreen")
            ?? false
        return result
    }

    static let notifications = [
        "UIDeviceOrientationDidChangeNotification", "UIApplicationWillChangeStatusBarOrientationNotification",
        "UIApplicationDidChangeStatusBarOrientationNotification",
    ]

    private mutating func decodeReaction(_ value: JSONValue, at pointer: JSONPointer) -> Reaction? {
        guard let object = object(value, at: pointer, what: "a reaction") else { return nil }
        checkMembers(object, at: pointer, known: ["on", "when", "do"])
        var notification = ""
        if let on = string(object["on"], at: pointer.appending("on"), what: "on") {
            if Self.notifications.contains(on) {
                notification = on
            } else {
                invalid(
                    pointer.appending("on"),
                    "'\(on)' is not a notification the engine posts; expected one of \(Self.notifications.joined(separator: ", "))"
                        + NameSuggestion.hint(for: on, among: Self.notifications))
            }
        } else if object["on"] == nil {
            shape(pointer.appending("on"), "on is required: the notification the reaction observes")
        }
        var condition: ReactionCondition?
        if let when = string(object["when"], at: pointer.appending("when"), what: "when") {
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
        if let list = array(object["do"], at: pointer.appending("do"), what: "do") {
            for (index, element) in list.enumerated() {
                if let event = decodeEvent(element, at: pointer.appending("do").appending(index).settled()) {
                    events.append(event)
                }
            }
        } else if object["do"] == nil {
            shape(pointer.appending("do"), "do is required: the events the reaction runs")
        }
        return Reaction(
            notification: notification, condition: condition, events: events, pointer: pointer)
    }

    private mutating func checkFlagReferences(_ app: AppConfiguration?) {
        let declared = Set(app?.flags.keys.map { $0 } ?? []).union(flagsSet)
        for reference in flagReferences where !declared.contains(reference.name) {
            invalid(
                reference.pointer,
                "unknown flag '\(reference.name)': declare it in app.flags or set it with a setFlag event"
                    + NameSuggestion.hint(for: reference.name, among: declared.sorted()))
        }
    }

    // MARK: window

    private mutating func decodeWindow(
        _ value: JSONValue?, at pointer: JSONPointer, _ specs: [ViewControllerSpec]?
    )
        -> Int??
    {
        guard let value else {
            shape(
                pointer,
                "window is required: {\"rootViewController\": \"<id>\"} or {\"rootViewController\": null}")
            return nil
        }
        guard let object = object(value, at: pointer, what: "window") else { return nil }
        checkMembers(object, at: pointer, known: ["rootViewController"])
        let rootPointer = pointer.appending("rootViewController")
        switch object["rootViewController"] {
        case nil:
            shape(rootPointer, "rootViewController is required (null for a window without one)")
            return nil
        case .null?: return .some(nil)
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
        for spec in specs {
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
