/// What UIKit decided for one event (api.md §4): the orientation before and after, who decided
/// and by which rule, the callbacks, notifications and geometry, and any exception or error.
///
/// The optional fields of this file's types (and of the other values built once per decision or
/// finding) are spelt `Optional<…>`, not `…?`, on purpose: a `var x: T?` starts out as `nil`, so
/// an initializer assigns over it instead of initializing it, and the optimizer then builds the
/// whole value in memory and copies it out, retaining and releasing every string and array in it:
/// an extra copy of each Decision, Callback and Query on every answer.
///
/// The type and the orientations are stored as ``WireText``: the engine hands in words of the
/// answers' fixed vocabulary (nothing to retain, written from pre-quoted literals), everything
/// else hands in text; the public properties read and set `String`s either way.
public struct Decision: Sendable, Equatable {
    /// Index into the scenario's `events`; `nil` for the launch.
    public var event: Optional<Int>
    /// The event's type, stored (see ``type``).
    @usableFromInline package var typeText: WireText
    /// The device orientation, stored (see ``deviceOrientation``).
    @usableFromInline package var deviceOrientationText: WireText
    /// The interface orientation, stored (see ``interfaceOrientation``).
    @usableFromInline package var interfaceOrientationText: WireText
    /// The previous interface orientation, stored (see ``previousInterfaceOrientation``).
    @usableFromInline package var previousInterfaceOrientationText: WireText
    /// The status-bar orientation, stored (see ``statusBarOrientation``).
    @usableFromInline package var statusBarOrientationText: WireText
    /// Whether the interface orientation changed (`interfaceOrientation` ≠ `previousInterfaceOrientation`).
    public var rotated: Bool
    /// The view controller whose answer decided, and how it was reached (R2.11).
    public var decidedBy: DecidedBy
    /// The methods UIKit called on the app to decide, in the order called (R3.6 for a container's children).
    public var queries: [Query]
    /// The deciding (top full-screen) view controller's id after the event (R2.4), `nil` without a root.
    public var topViewController: Optional<String>
    /// The ids of the presented view controllers, bottom first.
    public var presented: [String]
    /// What the app reads from `UIDevice.orientation`, stored (see ``reportedDeviceOrientation``).
    @usableFromInline package var reportedDeviceOrientationText: WireText
    /// The application, view-controller, device and allowed masks behind the decision, when UIKit read them.
    public var masks: Optional<Masks>
    /// The rulebook rule applied (`R2.5`, `R6.3`, …).
    public var rule: String
    /// The weakest confidence among the rules that shaped the decision.
    public var confidence: Confidence
    /// One sentence a developer can read, saying why.
    public var explanation: String
    /// The callbacks UIKit sent to view controllers, in order (R8).
    public var callbacks: [Callback]
    /// The notifications posted, in order (R7.3, R7.5).
    public var notifications: [String]
    /// The views whose geometry changed, the window being the view `window` (R8.6, R10).
    public var views: [ViewGeometryEntry]
    /// The exception UIKit raised with its exact text for that OS (R2.6, R5.4), or `nil`.
    public var exception: Optional<ExceptionInfo>
    /// The error an error handler received (R9.3), or `nil`.
    public var error: Optional<ErrorInfo>
    /// The console lines UIKit printed.
    public var log: [String]
    /// Things a reviewer should know: an API the OS lacks, a constant used as a mask, …
    public var warnings: [Warning]
    /// The decisions of the events `app.reactions` ran in response to this decision's notifications (R7.6).
    public var reactions: [Decision]
    /// Which of the lines of ``log`` UIKit printed, as codes for lint (not on the wire).
    package var logCodes = EngineTag<LogCodes>()

    /// The event's type (`deviceOrientation`, `present`, …), or `launch` for the launch.
    public var type: String {
        get { typeText.string }
        set { typeText = .text(newValue) }
    }
    /// The physical device orientation after the event, in device naming.
    public var deviceOrientation: String {
        get { deviceOrientationText.string }
        set { deviceOrientationText = .text(newValue) }
    }
    /// The interface orientation after the event (and after its reactions, R7.6).
    public var interfaceOrientation: String {
        get { interfaceOrientationText.string }
        set { interfaceOrientationText = .text(newValue) }
    }
    /// The interface orientation before the event; for the launch, the orientation it starts from (R5.2, R5.3).
    public var previousInterfaceOrientation: String {
        get { previousInterfaceOrientationText.string }
        set { previousInterfaceOrientationText = .text(newValue) }
    }
    /// The status-bar orientation after the event.
    public var statusBarOrientation: String {
        get { statusBarOrientationText.string }
        set { statusBarOrientationText = .text(newValue) }
    }
    /// What the app reads from `UIDevice.orientation`: `unknown` until notifications are generated (R7.3).
    public var reportedDeviceOrientation: String {
        get { reportedDeviceOrientationText.string }
        set { reportedDeviceOrientationText = .text(newValue) }
    }

    public init(
        event: Int?, type: String, deviceOrientation: String, interfaceOrientation: String,
        previousInterfaceOrientation: String, statusBarOrientation: String, rotated: Bool,
        decidedBy: DecidedBy, queries: [Query] = [], topViewController: String?, presented: [String],
        reportedDeviceOrientation: String, masks: Masks?, rule: String, confidence: Confidence,
        explanation: String, callbacks: [Callback] = [], notifications: [String] = [],
        views: [ViewGeometryEntry] = [], exception: ExceptionInfo? = nil, error: ErrorInfo? = nil,
        log: [String] = [], warnings: [Warning] = [], reactions: [Decision] = []
    ) {
        self.init(
            event: event, typeText: .text(type), deviceOrientationText: .text(deviceOrientation),
            interfaceOrientationText: .text(interfaceOrientation),
            previousInterfaceOrientationText: .text(previousInterfaceOrientation),
            statusBarOrientationText: .text(statusBarOrientation), rotated: rotated, decidedBy: decidedBy,
            queries: queries, topViewController: topViewController, presented: presented,
            reportedDeviceOrientationText: .text(reportedDeviceOrientation), masks: masks, rule: rule,
            confidence: confidence, explanation: explanation, callbacks: callbacks,
            notifications: notifications, views: views, exception: exception, error: error, log: log,
            warnings: warnings, reactions: reactions)
    }

    /// A decision whose type and orientations are stored as given: the engine's are words of the
    /// fixed vocabulary (see ``WireText``). Inlinable, as ``Callback``'s (1.9 k of seed000's round
    /// trip).
    @inlinable package init(
        event: Int?, typeText: WireText, deviceOrientationText: WireText, interfaceOrientationText: WireText,
        previousInterfaceOrientationText: WireText, statusBarOrientationText: WireText, rotated: Bool,
        decidedBy: DecidedBy, queries: [Query], topViewController: String?, presented: [String],
        reportedDeviceOrientationText: WireText, masks: Masks?, rule: String, confidence: Confidence,
        explanation: String, callbacks: [Callback], notifications: [String], views: [ViewGeometryEntry],
        exception: ExceptionInfo?, error: ErrorInfo?, log: [String], warnings: [Warning],
        reactions: [Decision]
    ) {
        self.event = event
        self.typeText = typeText
        self.deviceOrientationText = deviceOrientationText
        self.interfaceOrientationText = interfaceOrientationText
        self.previousInterfaceOrientationText = previousInterfaceOrientationText
        self.statusBarOrientationText = statusBarOrientationText
        self.rotated = rotated
        self.decidedBy = decidedBy
        self.queries = queries
        self.topViewController = topViewController
        self.presented = presented
        self.reportedDeviceOrientationText = reportedDeviceOrientationText
        self.masks = masks
        self.rule = rule
        self.confidence = confidence
        self.explanation = explanation
        self.callbacks = callbacks
        self.notifications = notifications
        self.views = views
        self.exception = exception
        self.error = error
        self.log = log
        self.warnings = warnings
        self.reactions = reactions
    }
}

/// How sure the rulebook is of a rule: Apple text, consistent observation, or an engine default.
/// Ordered from strongest to weakest; a decision reports the weakest that shaped it.
public enum Confidence: String, Sendable, Equatable, Comparable, CaseIterable {
    case documented, observed, inferred

    private var rank: Int {
        switch self {
        case .documented: 0
        case .observed: 1
        case .inferred: 2
        }
    }
    public static func < (lhs: Confidence, rhs: Confidence) -> Bool { lhs.rank < rhs.rank }
}

/// `decidedBy` (R2.11): the view controller whose answer decided, and how it was reached.
public struct DecidedBy: Sendable, Equatable {
    /// The deciding view controller's id, or `nil` when no view controller decided.
    public var viewController: Optional<String>
    /// Its runtime class name, as UIKit prints it in messages.
    public var className: Optional<String>
    /// How the answer was reached: `rootViewController`, `presentedFullScreen`, `containerDelegate`, `forward`, `shouldAutorotate`, `applicationOnly`, `multitasking`, `device` or `none`.
    public var via: String
    public init(viewController: String?, className: String?, via: String) {
        self.viewController = viewController
        self.className = className
        self.via = via
    }
}

/// One method UIKit called on the app to decide (`queries`).
///
/// The receiver and the selector are stored as ``WireText``, as in ``Callback``.
public struct Query: Sendable, Equatable {
    /// A view-controller id, or `nil` when `object` names the application or its delegate.
    public var viewController: Optional<String>
    /// The receiver, stored (see ``object``).
    @usableFromInline package var objectText: Optional<WireText>
    /// The selector, stored (see ``method``).
    @usableFromInline package var methodText: WireText
    /// The result, stored (see ``result``).
    @usableFromInline package var resultValue: QueryResult

    /// What the method returned (an output mask, a boolean, an orientation, or the argument with its result).
    public var result: JSONValue {
        get { resultValue.json }
        set { resultValue = .value(newValue) }
    }

    /// `"application"` or `"delegate"` when the query went to one of those.
    public var object: Optional<String> {
        get { objectText.map(\.string) }
        set { objectText = newValue.map(WireText.text) }
    }

    /// The full Objective-C selector called (`supportedInterfaceOrientations`, `shouldAutorotateToInterfaceOrientation:`).
    public var method: String {
        get { methodText.string }
        set { methodText = .text(newValue) }
    }

    public init(viewController: String?, object: String?, method: String, result: JSONValue) {
        self.viewController = viewController
        self.objectText = object.map(WireText.text)
        self.methodText = .text(method)
        self.resultValue = .value(result)
    }

    /// A query whose receiver and selector are words of the fixed vocabulary (the engine's).
    /// Inlinable, as ``Callback``'s: the engine builds the value in place instead of calling out.
    @inlinable package init(
        viewController: String?, object: WireWord?, word method: WireWord, result: QueryResult
    ) {
        self.viewController = viewController
        self.objectText = object.map(WireText.word)
        self.methodText = .word(method)
        self.resultValue = result
    }
}

/// A query's result as it is stored: any JSON value, or a mask the engine answered, stored as
/// its raw value only (nothing to retain; written from literals) and read as
/// `{"value":…,"orientations":[…]}` (``json``). Both forms of the same JSON are the same value.
@usableFromInline package enum QueryResult: Sendable, Equatable {
    /// Any JSON value.
    case value(JSONValue)
    /// `{"value":raw,"orientations":[names of raw's bits]}`, the value a JSON number.
    case mask(Int)

    /// The result as a JSON value, whichever the form.
    package var json: JSONValue {
        switch self {
        case .value(let value): value
        case .mask(let raw):
            .object(
                JSONObject([
                    JSONMember("value", .number(Double(raw))),
                    JSONMember("orientations", .array(OutputMask.names(of: raw).map { .string($0) })),
                ]))
        }
    }

    @usableFromInline package static func == (lhs: QueryResult, rhs: QueryResult) -> Bool {
        if case .mask(let left) = lhs, case .mask(let right) = rhs { return left == right }
        return lhs.json == rhs.json
    }
}

/// A mask in output form: the raw value and the interface orientations it holds, in the fixed
/// order portrait, portraitUpsideDown, landscapeLeft, landscapeRight.
///
/// The engine's masks store only the value: their names are those of the value's bits 2, 4,
/// 16 and 8 (``names(of:)``), so such a mask holds nothing to retain and is written from
/// literals. A mask built with names (decoded, or set through ``orientations``) keeps them as
/// given. ``==`` compares the names either way, as the stored `[String]` it replaces did.
public struct OutputMask: Sendable, Equatable {
    /// The raw bits of the mask.
    public var value: Int
    /// The names as given, or `nil` for ``names(of:)`` of ``value`` (see the type's note).
    @usableFromInline package var givenOrientations: Optional<[String]>

    /// The interface orientations the mask holds, by name, in the fixed order.
    public var orientations: [String] {
        get { givenOrientations ?? OutputMask.names(of: value) }
        set { givenOrientations = newValue }
    }

    public init(value: Int, orientations: [String]) {
        self.value = value
        self.givenOrientations = orientations
    }

    /// The engine's mask: the names are those of `value`'s bits (see the type's note).
    @inlinable package init(value: Int) {
        self.value = value
        self.givenOrientations = nil
    }

    /// The names of the interface orientations whose bits `value` has, in the fixed order.
    package static func names(of value: Int) -> [String] {
        namesByBits[(value & 30) >> 1]
    }

    /// ``names(of:)`` by bits 1–4 of the value (bit 1 portrait, 2 portraitUpsideDown, 3
    /// landscapeRight, 4 landscapeLeft), built once per process.
    private static let namesByBits: [[String]] = (0..<16).map { bits in
        orderedWords.filter { bits & $0.bit != 0 }.map(\.word.text)
    }

    /// The four orientations in the output order, with their bit in `(value & 30) >> 1`.
    private static let orderedWords: [(word: WireWord, bit: Int)] = [
        (.portrait, 1), (.portraitUpsideDown, 2), (.landscapeLeft, 8), (.landscapeRight, 4),
    ]

    public static func == (lhs: OutputMask, rhs: OutputMask) -> Bool {
        guard lhs.value == rhs.value else { return false }
        if lhs.givenOrientations == nil && rhs.givenOrientations == nil { return true }
        return lhs.orientations == rhs.orientations
    }
}

/// The four masks behind a decision (`masks`).
public struct Masks: Sendable, Equatable {
    /// `appMask()` as UIKit read it (R2.1).
    public var application: OutputMask
    /// The deciding view controller's `supportedInterfaceOrientations` (R2.3), or `nil` when no view controller was read.
    public var viewController: Optional<OutputMask>
    /// The orientations the device can show (R1.6).
    public var device: OutputMask
    /// The intersection UIKit chose from: `allowed(V)` (R2.3).
    public var allowed: OutputMask
    public init(application: OutputMask, viewController: OutputMask?, device: OutputMask, allowed: OutputMask)
    {
        self.application = application
        self.viewController = viewController
        self.device = device
        self.allowed = allowed
    }
}

/// One callback UIKit sent to a view controller (R8), in the order sent.
///
/// The selector and the orientation are stored as ``WireText``: the engine hands in words of the
/// fixed vocabulary (nothing to retain, written from literals), everything else hands in text;
/// the public properties read and set `String`s either way.
public struct Callback: Sendable, Equatable {
    /// The id of the view controller that received the callback.
    public var viewController: String
    /// The selector, stored (see the type's note).
    @usableFromInline package var methodText: WireText
    /// The orientation argument, stored (see the type's note).
    @usableFromInline package var orientationText: Optional<WireText>
    /// The duration argument in seconds (R8.5), when the method has one.
    public var duration: Optional<Double>
    /// The size argument `[width, height]` of a size transition (R8.4), when the method has one.
    public var size: Optional<[Double]>
    /// The `animated` argument of an appearance callback (R8.9).
    public var animated: Optional<Bool>

    /// The full Objective-C selector sent.
    public var method: String {
        get { methodText.string }
        set { methodText = .text(newValue) }
    }

    /// The orientation argument, when the method has one.
    public var orientation: Optional<String> {
        get { orientationText.map(\.string) }
        set { orientationText = newValue.map(WireText.text) }
    }

    public init(
        viewController: String, method: String, orientation: String? = nil, duration: Double? = nil,
        size: [Double]? = nil, animated: Bool? = nil
    ) {
        self.viewController = viewController
        self.methodText = .text(method)
        self.orientationText = orientation.map(WireText.text)
        self.duration = duration
        self.size = size
        self.animated = animated
    }

    /// A callback whose selector and orientation are words of the fixed vocabulary (the engine's).
    /// Inlinable (hence the stored fields and ``WireText`` `@usableFromInline`): the engine builds
    /// dozens per simulation, and a call each, with the value copied out, shows in the round
    /// trip's profile.
    @inlinable package init(
        viewController: String, word method: WireWord, orientation: WireWord? = nil, duration: Double? = nil,
        size: [Double]? = nil, animated: Bool? = nil
    ) {
        self.viewController = viewController
        self.methodText = .word(method)
        self.orientationText = orientation.map(WireText.word)
        self.duration = duration
        self.size = size
        self.animated = animated
    }
}

/// The geometry of one view after layout (`views`): rectangles `[x, y, w, h]`, transform
/// `[a, b, c, d, tx, ty]`, content size `[w, h]`, content offset `[x, y]`.
public struct ViewGeometryEntry: Sendable, Equatable {
    /// The view's id in the scenario, or `window`.
    public var id: String
    /// The frame `[x, y, width, height]` in its superview.
    public var frame: [Double]
    /// The bounds `[x, y, width, height]`.
    public var bounds: [Double]
    /// The transform `[a, b, c, d, tx, ty]` (CGAffineTransform).
    public var transform: [Double]
    /// A paging scroll view's content size `[width, height]` (R10.6).
    public var contentSize: Optional<[Double]>
    /// A paging scroll view's content offset `[x, y]` (R10.6).
    public var contentOffset: Optional<[Double]>

    public init(
        id: String, frame: [Double], bounds: [Double], transform: [Double], contentSize: [Double]? = nil,
        contentOffset: [Double]? = nil
    ) {
        self.id = id
        self.frame = frame
        self.bounds = bounds
        self.transform = transform
        self.contentSize = contentSize
        self.contentOffset = contentOffset
    }
}

/// An Objective-C exception UIKit raises (R2.6, R5.4), with its exact reason text.
public struct ExceptionInfo: Sendable, Equatable {
    /// The exception's name (`UIApplicationInvalidInterfaceOrientation`, `NSInternalInconsistencyException`).
    public var name: String
    /// UIKit's exact reason text for that OS.
    public var reason: String
    /// Which exception this is, for lint (not on the wire).
    package var kind = EngineTag<ExceptionCode>()
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// An exception of the engine, with its code.
    package init(name: String, reason: String, kind: ExceptionCode) {
        self.name = name
        self.reason = reason
        self.kind = EngineTag(kind)
    }
}

/// An `NSError` handed to an app's error handler (R9.3).
public struct ErrorInfo: Sendable, Equatable {
    /// The error domain (`UISceneErrorDomain`).
    public var domain: String
    /// The error code (`101`).
    public var code: Int
    /// The error's localized description, as UIKit words it.
    public var message: String
    /// Which failure this is, for lint (not on the wire).
    package var kind = EngineTag<GeometryErrorCode>()
    public init(domain: String, code: Int, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }

    /// An error of the engine, with its code.
    package init(domain: String, code: Int, message: String, kind: GeometryErrorCode) {
        self.domain = domain
        self.code = code
        self.message = message
        self.kind = EngineTag(kind)
    }
}

/// Something a reviewer should know about the scenario or the event (`warnings`).
public struct Warning: Sendable, Equatable {
    /// A short stable identifier of the kind of warning (`unavailable`, `ignored`, …).
    public var code: String
    /// One sentence saying what happened.
    public var message: String
    /// A JSON pointer into the scenario, when the warning is about one place in it.
    public var pointer: Optional<String>
    /// What the warning reports where ``code`` covers several cases, for lint (not on the wire).
    package var subject = EngineTag<WarningSubject>()

    public init(code: String, message: String, pointer: String? = nil) {
        self.code = code
        self.message = message
        self.pointer = pointer
    }

    /// A warning of the engine, with its subject.
    package init(code: String, message: String, pointer: String?, subject: WarningSubject) {
        self.code = code
        self.message = message
        self.pointer = pointer
        self.subject = EngineTag(subject)
    }
}
