import AutorotateWire

/// Reads a scenario from parsed JSON (api.md §2–§3) and validates it, collecting every problem
/// with its JSON pointer instead of stopping at the first. The document is a ``JSONTape`` read by
/// node index (`Int`; an absent member is `nil`), so nothing is copied out of it and only the
/// strings the scenario keeps become `String`s. Shape problems (wrong JSON type,
/// missing member) make the request malformed (400); semantic ones (unknown id, cycle, value out
/// of range, unknown name) make it invalid (422).
struct ScenarioDocumentDecoder<Document: ScenarioDocument> {
    let limits: EngineLimits
    /// The document being decoded.
    var tape: Document
    var errors: [PointerError] = []
    var malformed = false
    var warnings: [Warning] = []
    /// The type of the event being decoded: a missing required member is looked for among the
    /// others of its type as a misspelling (``missingRequired(_:in:at:known:detail:)``). The type,
    /// not its member names: those are looked up only when a member is missing, where a stored
    /// `KeyNames` (five arrays) would be copied into this generic decoder for every event.
    var eventType: EventType?
    /// View-controller ids in declaration order.
    var ids: [String] = []
    /// The `viewControllers` object whose keys are ``ids``, when the document builds strings (a
    /// tape): references are matched against its keys in place, with no `String` read (and so
    /// none retained).
    var idsObject: Document.Node?
    /// Each id's index, filled only past ``ScenarioNames/linearIDLimit`` ids (see
    /// ``viewControllerIndex(of:)``).
    var indexByID: [String: Int] = [:]
    var kinds: [ViewControllerKind] = []
    /// Flags read by conditionals, checked against the declared and set ones at the end.
    var flagReferences: [FlagReference] = []
    /// The names of the flags `setFlag` events set (see ``isFlagSet(_:)``): the first few
    /// distinct ones in a list, compared with `==` (no hashing, no set), any further ones in
    /// ``moreFlagsSet``, so that a scenario of thousands of names stays linear.
    var flagsSet: [String] = []
    /// The names of set flags beyond the first ``ScenarioNames/flagNameLimit`` in ``flagsSet``.
    var moreFlagsSet: Set<String> = []
    /// The first few ASCII flag names read, each once (see ``flagName(_:)``).
    var flagNames: [String] = []
    /// Each view id → where it was declared (the text is built only for a duplicate's message).
    var viewIDs: [String: JSONPointer] = [:]
    var viewCount = 0
    var os = OSVersion(6)
    /// Whether `viewControllers` was absent: every id reference then fails for that one cause,
    /// which is reported once, so the references report nothing more.
    var viewControllersMissing = false
    /// The first expressions evaluated in this scenario (see `evaluate(_:kind:)`).
    /// Each is kept as its first string node (the text is compared in place, never copied).
    var recentExpressions: [RecentExpression] = []
    /// Expressions evaluated in this scenario once `recentExpressions` is full.
    var expressionCache: [ExpressionCacheKey: Result<EvaluatedExpression, ExpressionError>] = [:]

    /// One of ``recentExpressions``: a struct rather than a tuple, so that the array is copied
    /// and destroyed by code made for it (a tuple's elements go through the generic witnesses).
    struct RecentExpression {
        var node: Document.Node
        var kind: ExpressionKind
        var result: Result<EvaluatedExpression, ExpressionError>
    }

    init(limits: EngineLimits, document: Document) {
        self.limits = limits
        self.tape = document
    }

    // MARK: Problems

    /// A shape problem: the request is malformed (400).
    mutating func shape(_ pointer: JSONPointer, _ detail: String) {
        malformed = true
        errors.append(PointerError(pointer: pointer.string, detail: detail))
    }

    /// A semantic problem: the request is invalid (422).
    mutating func invalid(_ pointer: JSONPointer, _ detail: String) {
        errors.append(PointerError(pointer: pointer.string, detail: detail))
    }

    mutating func warn(_ pointer: JSONPointer, _ code: String, _ message: String) {
        warnings.append(Warning(code: code, message: message, pointer: pointer.string))
    }

    /// Reports that the required member `key` of `object` (at `pointer`) is absent. When a
    /// member outside `known` is a misspelling of `key` (`viewcontrollers`, `Device`), the error
    /// points at that member and says so, and its unknown-member warning is dropped: the reader
    /// sees the cause, once, where they typed it. Otherwise `detail` is reported at `key`.
    mutating func missingRequired(
        _ key: String, in object: Document.Node?, at pointer: JSONPointer, known: JSONTape.KeyNames,
        detail: String
    ) {
        let knownNames = known.names.map(\.description)
        if let object, tape.kind(object) == .object {
            for keyNode in tape.keys(of: object) {
                let typed = tape.string(keyNode) ?? ""
                guard !Self.contains(knownNames, typed),
                    NameSuggestion.closest(to: typed, among: [key]) != nil
                else { continue }
                let typedPointer = pointer.appending(typed)
                warnings.removeAll { $0.code == "unknownMember" && $0.pointer == typedPointer.string }
                shape(typedPointer, "'\(typed)' is not a member (did you mean '\(key)'?)")
                return
            }
        }
        shape(pointer.appending(key), detail)
    }

    /// Members outside `known` are ignored with a warning (a misspelt property is a common bug).
    /// `alsoKnown` is one more known key, kept apart so that callers need not build a new list.
    /// Returns the object's ``MemberFilter``, for ``member(_:_:in:)``.
    @discardableResult
    mutating func checkMembers(
        _ object: Document.Node, at pointer: JSONPointer, known: JSONTape.KeyNames,
        alsoKnown: StaticString? = nil
    ) -> MemberFilter {
        // Nearly always every key is known: the tape answers that in one walk.
        if let bits = tape.knownKeysFilter(of: object, known: known, alsoKnown: alsoKnown) {
            return MemberFilter(bits: bits)
        }
        var filter = MemberFilter()
        // Keys are compared in place; only an unknown one becomes a `String`.
        for keyNode in tape.keys(of: object) {
            filter.insert(tape.keyFilterBit(keyNode))
            if let alsoKnown, tape.string(keyNode, equals: alsoKnown) { continue }
            if tape.string(keyNode, isOneOf: known.names) { continue }
            let key = tape.string(keyNode) ?? ""
            let known = (alsoKnown.map { [$0] + known.names } ?? known.names).map(\.description)
            var warning = Warning(
                code: "unknownMember",
                message: "'\(key)' is not a member the engine reads here; it is ignored"
                    + NameSuggestion.hintOrList(for: key, among: known),
                pointer: pointer.appending(key).string)
            if let near = NameSuggestion.nearby(key, among: known) {
                warning.subject = EngineTag(.misspeltMember(near))
            }
            warnings.append(warning)
        }
        return filter
    }

    /// Whether `names` holds `key`, comparing only names of the same length.
    static func contains(_ names: [String], _ key: String) -> Bool {
        let length = key.utf8.count
        return names.contains { $0.utf8.count == length && $0 == key }
    }

    /// Whether `names` holds the string at `node`, comparing only names of the same length (as
    /// ``contains(_:_:)`` does for a `String`).
    func contains(_ names: [String], _ node: Document.Node) -> Bool { tape.string(node, isOneOf: names) }

    /// The index in `names` of the name the string at `node` matches (the same UTF-8 length and
    /// bytes: what ``contains(_:_:)`` finds for ASCII names), or `nil`.
    func index(of node: Document.Node, in names: [StaticString]) -> Int? {
        guard tape.kind(node) == .string else { return nil }
        let length = tape.utf8Count(node)
        for (index, name) in names.enumerated()
        where name.utf8CodeUnitCount == length && tape.string(node, equals: name) {
            return index
        }
        return nil
    }

    /// The value of `object`'s member `key`, a name known at compile time.
    func member(_ object: Document.Node, _ key: StaticString) -> Document.Node? { tape.member(object, key) }

    /// ``member(_:_:)``, not looked up when `filter` (of `object`) tells it is absent.
    func member(_ object: Document.Node, _ key: StaticString, in filter: MemberFilter) -> Document.Node? {
        filter.mayHold(key) ? tape.member(object, key) : nil
    }

    /// The value of `object`'s member `key`.
    func member(_ object: Document.Node, named key: String) -> Document.Node? { tape.member(object, key) }

    /// A flag's value as the app reads it (``FlagTruth/isTrue(_:)``, read from the tape).
    func flagTruth(_ node: Document.Node) -> Bool {
        switch tape.kind(node) {
        case .true: true
        case .false: false
        case .number: (tape.number(node) ?? 0) != 0
        case .string:
            tape.utf8Count(node) != 0 && !tape.string(node, equals: "NO")
                && !tape.string(node, equals: "false")
        case .null, .array, .object: false
        }
    }

    // MARK: Typed reads
    // Each takes its pointer as an @autoclosure: most members are valid or absent, and a pointer
    // (`pointer.appending("key")` at the call) is built only when a problem names the place.

    mutating func object(_ value: Document.Node?, at pointer: @autoclosure () -> JSONPointer, what: String)
        -> Document.Node?
    {
        guard let value else { return nil }
        guard tape.kind(value) == .object else {
            shape(pointer(), "\(what) must be an object")
            return nil
        }
        return value
    }

    mutating func string(_ value: Document.Node?, at pointer: @autoclosure () -> JSONPointer, what: String)
        -> String?
    {
        guard let value else { return nil }
        guard let text = tape.string(value) else {
            shape(pointer(), "\(what) must be a string")
            return nil
        }
        return text
    }

    /// A flag's name (`setFlag`'s `name`): a ``string(_:at:what:)`` that hands out the
    /// `String` of an earlier flag name of the same bytes instead of building another.
    mutating func flagString(
        _ value: Document.Node?, at pointer: @autoclosure () -> JSONPointer, what: String
    ) -> String? {
        guard let value else { return nil }
        guard let text = flagName(value) else {
            shape(pointer(), "\(what) must be a string")
            return nil
        }
        return text
    }

    /// The string at `node`, or `nil` when it is not one. A scenario names its few flags again
    /// and again (`app.flags`, every conditional's `if`, every `setFlag`), so the first few ASCII
    /// names are kept, and a name of the same bytes shares the kept `String` (an ASCII text
    /// matches only its own bytes, so the text handed out is byte for byte the node's).
    mutating func flagName(_ node: Document.Node) -> String? {
        guard Document.buildsStrings, tape.isASCII(node) else { return tape.string(node) }
        for name in flagNames where tape.string(node, matches: name) { return name }
        guard let name = tape.string(node) else { return nil }
        if flagNames.count < ScenarioNames.flagNameLimit { flagNames.append(name) }
        return name
    }

    /// Whether a `setFlag` event sets the flag `name`.
    func isFlagSet(_ name: String) -> Bool {
        flagsSet.contains(name) || (!moreFlagsSet.isEmpty && moreFlagsSet.contains(name))
    }

    /// Records that a `setFlag` event sets the flag `name`.
    mutating func insertFlagSet(_ name: String) {
        guard !isFlagSet(name) else { return }
        if flagsSet.count < ScenarioNames.flagNameLimit {
            if flagsSet.isEmpty { flagsSet.reserveCapacity(4) }
            flagsSet.append(name)
        } else {
            moreFlagsSet.insert(name)
        }
    }

    mutating func bool(_ value: Document.Node?, at pointer: @autoclosure () -> JSONPointer, what: String)
        -> Bool?
    {
        guard let value else { return nil }
        switch tape.kind(value) {
        case .true: return true
        case .false: return false
        case .string where tape.string(value, equals: "YES") || tape.string(value, equals: "true"):
            return true
        case .string where tape.string(value, equals: "NO") || tape.string(value, equals: "false"):
            return false
        default:
            shape(pointer(), "\(what) must be true or false")
            return nil
        }
    }

    mutating func integer(_ value: Document.Node?, at pointer: @autoclosure () -> JSONPointer, what: String)
        -> Int?
    {
        guard let value else { return nil }
        guard let number = tape.number(value), number.rounded() == number, abs(number) < 1e15 else {
            shape(pointer(), "\(what) must be an integer")
            return nil
        }
        return Int(number)
    }

    mutating func number(_ value: Document.Node?, at pointer: @autoclosure () -> JSONPointer, what: String)
        -> Double?
    {
        guard let value else { return nil }
        guard let number = tape.number(value), number.isFinite, abs(number) <= 1e9 else {
            shape(pointer(), "\(what) must be a number between -1e9 and 1e9")
            return nil
        }
        return number
    }

    /// The array node `value`, when it is an array.
    mutating func array(_ value: Document.Node?, at pointer: @autoclosure () -> JSONPointer, what: String)
        -> Document.Node?
    {
        guard let value else { return nil }
        guard tape.kind(value) == .array else {
            shape(pointer(), "\(what) must be an array")
            return nil
        }
        return value
    }

    /// Parses a case of a string enumeration, with a did-you-mean on error.
    mutating func enumeration<E: RawRepresentable & CaseIterable>(
        _ value: Document.Node?, at pointer: @autoclosure () -> JSONPointer, what: String
    ) -> E? where E.RawValue == String {
        guard let text = string(value, at: pointer(), what: what) else { return nil }
        if let parsed = E(rawValue: text) { return parsed }
        let names = E.allCases.map(\.rawValue)
        invalid(
            pointer(),
            "unknown \(what) '\(text)'; expected one of \(names.joined(separator: ", "))"
                + NameSuggestion.hint(for: text, among: names))
        return nil
    }

    /// An interface orientation (api.md §1: Swift name, Objective-C constant or raw integer 1–4).
    mutating func interfaceOrientation(_ value: Document.Node?, at pointer: @autoclosure () -> JSONPointer)
        -> InterfaceOrientation?
    {
        guard let value else { return nil }
        switch tape.kind(value) {
        case .number:
            guard let raw = integer(value, at: pointer(), what: "an interface orientation") else {
                return nil
            }
            guard (1...4).contains(raw), let orientation = InterfaceOrientation(rawValue: raw) else {
                invalid(
                    pointer(),
                    "interface orientation \(raw) is not one of 1 (portrait), 2 (portraitUpsideDown), 3 (landscapeRight), 4 (landscapeLeft)"
                )
                return nil
            }
            return orientation
        case .string:
            // An accepted spelling is found by its bytes (an ASCII text matches only its own
            // bytes); anything else, and every error, takes the `String` path.
            if Document.buildsStrings, tape.isASCII(value) {
                let length = tape.utf8Count(value)
                // By index, against a table of the lengths: only a spelling of the text's
                // length is read (reading each entry retained and released its `String`).
                let spellings = OrientationNames.acceptedInterfaceSpellings
                let lengths = ScenarioNames.acceptedInterfaceSpellingLengths
                for index in lengths.indices
                where lengths[index] == length && tape.string(value, matches: spellings[index].spelling) {
                    return spellings[index].orientation
                }
            }
            let text = tape.string(value) ?? ""
            switch OrientationNames.interface(text) {
            case .success(let orientation): return orientation
            case .failure(let error):
                invalid(pointer(), error.message)
                return nil
            }
        default:
            shape(pointer(), "an interface orientation must be a name or an integer")
            return nil
        }
    }

    /// A device orientation (device naming, raw 0–6).
    mutating func deviceOrientation(_ value: Document.Node?, at pointer: @autoclosure () -> JSONPointer)
        -> DeviceOrientation?
    {
        guard let value else { return nil }
        switch tape.kind(value) {
        case .number:
            guard let raw = integer(value, at: pointer(), what: "a device orientation") else { return nil }
            guard let orientation = DeviceOrientation(rawValue: raw) else {
                invalid(pointer(), "device orientation \(raw) is not between 0 (unknown) and 6 (faceDown)")
                return nil
            }
            return orientation
        case .string:
            let text = tape.string(value) ?? ""
            switch OrientationNames.device(text) {
            case .success(let orientation): return orientation
            case .failure(let error):
                invalid(pointer(), error.message)
                return nil
            }
        default:
            shape(pointer(), "a device orientation must be a name or an integer")
            return nil
        }
    }

    /// A reference to a declared view controller.
    mutating func reference(
        _ value: Document.Node?, at pointer: @autoclosure () -> JSONPointer,
        what: String = "a view-controller id"
    ) -> Int? {
        // A few ids are compared in place with an ASCII text (which equals an id exactly when it
        // has its bytes; ids are distinct under `==`, so the id found is the one `==` finds):
        // no `String`, no hashing. Anything else goes through ``viewControllerIndex(of:)``.
        if let value, let idsObject, ids.count <= ScenarioNames.linearIDLimit, tape.isASCII(value) {
            // The ids are the keys of `idsObject`, in order; an ASCII text equals an id exactly
            // when it has the id's bytes (as `string(_:matches:)` of the id finds it).
            if let index = tape.memberPosition(ofKeyWithBytesOf: value, in: idsObject) { return index }
        }
        guard let id = string(value, at: pointer(), what: what) else { return nil }
        if let index = viewControllerIndex(of: id) { return index }
        if viewControllersMissing { return nil }
        invalid(pointer(), "unknown view controller '\(id)'" + NameSuggestion.hintOrList(for: id, among: ids))
        return nil
    }

    /// The index of the declared view controller `id` (compared with `==`): the ids in turn
    /// when there are at most ``ScenarioNames/linearIDLimit`` of them, else ``indexByID``.
    func viewControllerIndex(of id: String) -> Int? {
        ids.count <= ScenarioNames.linearIDLimit ? ids.firstIndex(of: id) : indexByID[id]
    }

    // MARK: Member names (static, so that no list is built per object read)

}

/// A flag a conditional reads (its name) and where: checked against the declared and set flags
/// once the scenario is read.
struct FlagReference {
    var name: String
    /// The conditional's own pointer (not settled: appending to it for its branches would
    /// allocate, and they are built only for a problem); a flag that is the whole condition is
    /// at its `if`.
    var conditional: JSONPointer
    /// Where the flag is named inside a combined condition (`/if/all/0/not`), or `nil` when the
    /// flag is the whole condition.
    var nested: JSONPointer?

    /// Where the flag is named.
    var pointer: JSONPointer { nested ?? conditional.appending("if") }
}

/// The decoder of a scenario parsed into a ``JSONTape`` (the bytes of a request).
typealias ScenarioTapeDecoder = ScenarioDocumentDecoder<JSONTape>

/// The decoder of a scenario built as a ``JSONValue`` tree (compare's and lint's variants).
typealias ScenarioDecoder = ScenarioDocumentDecoder<JSONValueDocument>

extension ScenarioDocumentDecoder where Document == JSONTape {
    init(limits: EngineLimits) { self.init(limits: limits, document: JSONTape()) }

    /// Decodes and validates the scenario `tape` holds.
    mutating func decodeScenario(tape: JSONTape) -> Scenario? {
        self.tape = tape
        return decodeDocument()
    }
}

extension ScenarioDocumentDecoder where Document == JSONValueDocument {
    init(limits: EngineLimits) { self.init(limits: limits, document: JSONValueDocument(.null)) }

    /// Decodes and validates the scenario `value` is, read in place (no tape is built).
    mutating func decodeScenario(_ value: JSONValue) -> Scenario? {
        tape = JSONValueDocument(value)
        return decodeDocument()
    }
}

/// The member names, event types and notifications the decoder knows (static: built once per
/// process, not per object read).
enum ScenarioNames {
    static let recentExpressionLimit = 16
    /// The pointers of the top-level members under which many members are read, settled once
    /// per process rather than once per scenario (appending to a settled pointer allocates
    /// nothing; settling one allocates its node).
    static let devicePointer = JSONPointer.root.appending("device").settled()
    static let appPointer = JSONPointer.root.appending("app").settled()
    static let viewControllersPointer = JSONPointer.root.appending("viewControllers").settled()
    static let eventsPointer = JSONPointer.root.appending("events").settled()
    /// The UTF-8 length of each of ``OrientationNames/acceptedInterfaceSpellings``, in its order.
    static let acceptedInterfaceSpellingLengths = OrientationNames.acceptedInterfaceSpellings.map {
        $0.spelling.utf8.count
    }
    /// How many flag names ``ScenarioDocumentDecoder/flagName(_:)`` keeps, and how many set flags
    /// ``ScenarioDocumentDecoder/flagsSet`` lists before it hashes.
    static let flagNameLimit = 8
    /// Up to how many view controllers ``ScenarioDocumentDecoder/reference(_:at:what:)`` compares
    /// a reference with each id in place before it hashes.
    static let linearIDLimit = 16
    static let topLevelMembers: JSONTape.KeyNames = [
        "name", "device", "options", "app", "viewControllers", "window", "events",
    ]
    static let notifications = [
        "UIDeviceOrientationDidChangeNotification", "UIApplicationWillChangeStatusBarOrientationNotification",
        "UIApplicationDidChangeStatusBarOrientationNotification",
    ]
    /// The event types, in the order of ``EventType``'s cases: matched by their bytes.
    static let eventTypeNames: [StaticString] = [
        "deviceOrientation", "setFlag", "present", "dismiss", "push", "pop", "popToRoot",
        "setViewControllers",
        "selectTab", "setRootViewController", "setStatusBarOrientation", "attemptRotationToDeviceOrientation",
        "setNeedsUpdateOfSupportedInterfaceOrientations", "setViewControllerProperty",
        "requestGeometryUpdate",
        "beginGeneratingDeviceOrientationNotifications", "endGeneratingDeviceOrientationNotifications",
        "setDeviceOrientationViaKeyValueCoding",
    ]
    /// ``eventTypeNames`` as strings, for "did you mean" (an error's path only).
    static let eventTypes = eventTypeNames.map(\.description)
    /// ``ViewControllerKind``'s raw values, in the order of its cases.
    static let viewControllerKindNames: [StaticString] = [
        "viewController", "navigationController", "tabBarController", "splitViewController",
    ]
    static let properties = [
        "shouldAutorotate", "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation",
        "shouldAutorotateToInterfaceOrientation", "delegate", "modalPresentationStyle",
        "hidesBottomBarWhenPushed",
        "shouldAutomaticallyForwardRotationMethods",
    ]
    static let viewControllerMembers: JSONTape.KeyNames = [
        "kind", "class", "viewControllers", "children", "selectedIndex", "shouldAutorotate",
        "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation",
        "shouldAutorotateToInterfaceOrientation", "delegate", "modalPresentationStyle",
        "hidesBottomBarWhenPushed",
        "shouldAutomaticallyForwardRotationMethods", "overrides", "view", "basis",
    ]
    static let knownFallbackOrderRoundingEtc: JSONTape.KeyNames = [
        "fallbackOrder", "rounding", "zeroFlexibleSpace",
    ]
    static let knownForward: JSONTape.KeyNames = ["forward"]
    static let knownIdFrameEtc: JSONTape.KeyNames = [
        "id", "frame", "autoresizingMask", "autoresizesSubviews", "subviews", "frames", "paging",
    ]
    static let knownIdiomOsEtc: JSONTape.KeyNames = [
        "idiom", "os", "model", "screen", "statusBarHeight", "supportsPortraitUpsideDown", "orientation",
        "windowingMode",
    ]
    static let knownIfThenEtc: JSONTape.KeyNames = ["if", "then", "else"]
    /// The members a condition object may have (api.md §1), for messages and "did you mean".
    static let conditionKinds = ConditionKind.allCases.map(\.rawValue)
    /// How deep conditions may nest inside one `if`: far beyond what code writes, and a bound on
    /// the recursion that reads and evaluates them.
    static let maxConditionNesting = 32
    static let knownInfoPlistDelegateEtc: JSONTape.KeyNames = [
        "infoPlist", "delegate", "application", "flags", "reactions",
    ]
    static let knownNameValue: JSONTape.KeyNames = ["name", "value"]
    static let knownNavigationControllerAnimated: JSONTape.KeyNames = ["navigationController", "animated"]
    static let knownNavigationControllerViewControllerEtc: JSONTape.KeyNames = [
        "navigationController", "viewController", "animated",
    ]
    static let knownNavigationControllerViewControllersEtc: JSONTape.KeyNames = [
        "navigationController", "viewControllers", "animated",
    ]
    static let knownNothing: JSONTape.KeyNames = []
    static let knownOnWhenEtc: JSONTape.KeyNames = ["on", "when", "do"]
    static let knownOrientation: JSONTape.KeyNames = ["orientation"]
    static let knownOrientationAnimated: JSONTape.KeyNames = ["orientation", "animated"]
    static let knownOrientations: JSONTape.KeyNames = ["orientations"]
    static let knownPageCountCurrentPage: JSONTape.KeyNames = ["pageCount", "currentPage"]
    static let knownPortraitLandscape: JSONTape.KeyNames = ["portrait", "landscape"]
    static let knownRootViewControllerBasis: JSONTape.KeyNames = ["rootViewController", "basis"]
    static let knownSelectorCallsSuper: JSONTape.KeyNames = ["selector", "callsSuper"]
    static let knownSupportedInterfaceOrientationsForWindow: JSONTape.KeyNames = [
        "supportedInterfaceOrientationsForWindow"
    ]
    static let knownDelegateMembers: JSONTape.KeyNames = [
        "supportedInterfaceOrientations", "preferredInterfaceOrientationForPresentation",
    ]
    static let knownTabBarControllerIndex: JSONTape.KeyNames = ["tabBarController", "index"]
    static let knownViewController: JSONTape.KeyNames = ["viewController"]
    static let knownViewControllerAnimated: JSONTape.KeyNames = ["viewController", "animated"]
    static let knownViewControllerFromEtc: JSONTape.KeyNames = [
        "viewController", "from", "style", "animated",
    ]
    static let knownViewControllerPropertyEtc: JSONTape.KeyNames = ["viewController", "property", "value"]
    static let knownWidthHeight: JSONTape.KeyNames = ["width", "height"]

    /// The members an event of `type` may have besides `type`: what the decoder accepts, and what
    /// ``ScenarioReference`` lists.
    static func eventMembers(_ type: EventType) -> JSONTape.KeyNames {
        switch type {
        case .deviceOrientation, .setDeviceOrientationViaKeyValueCoding: knownOrientation
        case .setFlag: knownNameValue
        case .present: knownViewControllerFromEtc
        case .dismiss, .setNeedsUpdateOfSupportedInterfaceOrientations: knownViewControllerAnimated
        case .push: knownNavigationControllerViewControllerEtc
        case .pop, .popToRoot: knownNavigationControllerAnimated
        case .setViewControllers: knownNavigationControllerViewControllersEtc
        case .selectTab: knownTabBarControllerIndex
        case .setRootViewController: knownViewController
        case .setStatusBarOrientation: knownOrientationAnimated
        case .setViewControllerProperty: knownViewControllerPropertyEtc
        case .requestGeometryUpdate: knownOrientations
        case .attemptRotationToDeviceOrientation, .beginGeneratingDeviceOrientationNotifications,
            .endGeneratingDeviceOrientationNotifications:
            knownNothing
        }
    }
}
