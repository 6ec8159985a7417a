/// What UIKit decided for one event (api.md §4): the orientation before and after, who decided
/// and by which rule, the callbacks, notifications and geometry, and any exception or error.
public struct Decision: Sendable, Equatable {
    /// Index into the scenario's `events`; `nil` for the launch.
    public var event: Int?
    public var type: String
    public var deviceOrientation: String
    public var interfaceOrientation: String
    public var previousInterfaceOrientation: String
    public var statusBarOrientation: String
    public var rotated: Bool
    public var decidedBy: DecidedBy
    public var queries: [Query]
    public var topViewController: String?
    public var presented: [String]
    public var reportedDeviceOrientation: String
    public var masks: Masks?
    public var rule: String
    public var confidence: Confidence
    public var explanation: String
    public var callbacks: [Callback]
    public var notifications: [String]
    public var views: [ViewGeometryEntry]
    public var exception: ExceptionInfo?
    public var error: ErrorInfo?
    public var log: [String]
    public var warnings: [Warning]
    public var reactions: [Decision]

    public init(
        event: Int?, type: String, deviceOrientation: String, interfaceOrientation: String,
        previousInterfaceOrientation: String, statusBarOrientation: String, rotated: Bool,
        decidedBy: DecidedBy, queries: [Query] = [], topViewController: String?, presented: [String],
        reportedDeviceOrientation: String, masks: Masks?, rule: String, confidence: Confidence,
        explanation: String, callbacks: [Callback] = [], notifications: [String] = [],
        views: [ViewGeometryEntry] = [], exception: ExceptionInfo? = nil, error: ErrorInfo? = nil,
        log: [String] = [], warnings: [Warning] = [], reactions: [Decision] = []
    ) {
        self.event = event
        self.type = type
        self.deviceOrientation = deviceOrientation
        self.interfaceOrientation = interfaceOrientation
        self.previousInterfaceOrientation = previousInterfaceOrientation
        self.statusBarOrientation = statusBarOrientation
        self.rotated = rotated
        self.decidedBy = decidedBy
        self.queries = queries
        self.topViewController = topViewController
        self.presented = presented
        self.reportedDeviceOrientation = reportedDeviceOrientation
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
    public var viewController: String?
    public var className: String?
    public var via: String
    public init(viewController: String?, className: String?, via: String) {
        self.viewController = viewController
        self.className = className
        self.via = via
    }
}

/// One method UIKit called on the app to decide (`queries`).
public struct Query: Sendable, Equatable {
    /// A view-controller id, or `nil` when `object` names the application or its delegate.
    public var viewController: String?
    /// `"application"` or `"delegate"` when the query went to one of those.
    public var object: String?
    public var method: String
    public var result: JSONValue
    public init(viewController: String?, object: String?, method: String, result: JSONValue) {
        self.viewController = viewController
        self.object = object
        self.method = method
        self.result = result
    }
}

/// A mask in output form: the raw value and the interface orientations it holds, in the fixed
/// order portrait, portraitUpsideDown, landscapeLeft, landscapeRight.
public struct OutputMask: Sendable, Equatable {
    public var value: Int
    public var orientations: [String]
    public init(value: Int, orientations: [String]) {
        self.value = value
        self.orientations = orientations
    }
}

/// The four masks behind a decision (`masks`).
public struct Masks: Sendable, Equatable {
    public var application: OutputMask
    public var viewController: OutputMask?
    public var device: OutputMask
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
public struct Callback: Sendable, Equatable {
    public var viewController: String
    public var method: String
    public var orientation: String?
    public var duration: Double?
    public var size: [Double]?
    public var animated: Bool?
    public init(
        viewController: String, method: String, orientation: String? = nil, duration: Double? = nil,
        size: [Double]? = nil, animated: Bool? = nil
    ) {
        self.viewController = viewController
        self.method = method
        self.orientation = orientation
        self.duration = duration
        self.size = size
        self.animated = animated
    }
}

/// The geometry of one view after layout (`views`): rectangles `[x, y, w, h]`, transform
/// `[a, b, c, d, tx, ty]`, content size `[w, h]`, content offset `[x, y]`.
public struct ViewGeometryEntry: Sendable, Equatable {
    public var id: String
    public var frame: [Double]
    public var bounds: [Double]
    public var transform: [Double]
    public var contentSize: [Double]?
    public var contentOffset: [Double]?
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
    public var name: String
    public var reason: String
    public init(name: String, reason: String) {
        self.name = name
        self.reason = reason
    }
}

/// An `NSError` handed to an app's error handler (R9.3).
public struct ErrorInfo: Sendable, Equatable {
    public var domain: String
    public var code: Int
    public var message: String
    public init(domain: String, code: Int, message: String) {
        self.domain = domain
        self.code = code
        self.message = message
    }
}

/// Something a reviewer should know about the scenario or the event (`warnings`).
public struct Warning: Sendable, Equatable {
    public var code: String
    public var message: String
    public var pointer: String?
    public init(code: String, message: String, pointer: String? = nil) {
        self.code = code
        self.message = message
        self.pointer = pointer
    }
}
