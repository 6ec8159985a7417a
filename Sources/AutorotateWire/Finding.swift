/// One finding of `POST /v1/lint` (api.md §7): something in the app's orientation setup that
/// crashes, fails, or silently does not do what the code says, on some iOS version in range.
public struct Finding: Sendable, Equatable {
    /// The catalogue id (`AR001`…), stable across releases: CI configurations disable findings by it.
    public var id: String
    /// How bad it is: an error crashes the app or makes an API call fail.
    public var severity: FindingSeverity
    /// The catalogue entry's title, the same for every finding of this id.
    public var title: String
    /// What happens, with the concrete values of this scenario (names, masks, exception text).
    public var message: String
    /// The RFC 6901 pointer into the request of the value that causes the finding.
    public var pointer: String
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    /// The line of the Info.plist text the pointer names, when `app.infoPlist` was given as XML
    /// text (api.md §7); `nil` otherwise.
    public var plistLine: Optional<Int>
    /// What to change, in a sentence a developer can act on; where ``suggestion`` is set, it says
    /// what the suggestion's patch does.
    public var fix: String
    /// A repair of the request as a JSON Patch that lint checked before offering it (api.md §7.1
    /// "Advice that holds"); `nil` where no candidate held, and the fix says what to decide.
    public var suggestion: Optional<FindingSuggestion> = nil
    /// The rulebook rule behind the finding (`R2.6`).
    public var rule: String
    /// How sure the rulebook is of that rule (documented, observed, inferred).
    public var confidence: Confidence
    /// The iOS versions the finding holds on, as merged ranges, oldest first.
    public var os: [OSRange]
    /// A simulation that shows the finding, when one exists (`nil` for findings read from the
    /// configuration alone).
    public var evidence: Optional<FindingEvidence>
    /// The mechanical repair of the finding in the user's files (api.md §7.1 "Fixes": AR001,
    /// AR002, AR016, AR017), applied together; empty when there is none. Written only when set.
    public var edits: [FindingEdit] = []

    // What the team's lint policy made of the finding (api.md §7.1), set after the engine.
    /// The suppression comments that silence it; a suppressed finding never fails the run. Empty
    /// when none does.
    public var suppressions: [FindingSuppression]
    /// `new` or `unchanged` against the baseline given; `nil` when no baseline was given.
    public var baselineState: Optional<BaselineState>
    /// The place in the user's files the finding is about, for a finding on a file rather than
    /// a value of the request (AR900, a suppression comment that matches nothing); `nil` otherwise.
    public var location: Optional<FindingLocation>

    /// True when the finding counts against the run: neither suppressed nor accepted by the baseline.
    public var isActive: Bool { suppressions.isEmpty && baselineState != .unchanged }

    public init(
        id: String, severity: FindingSeverity, title: String, message: String, pointer: String,
        plistLine: Int? = nil, fix: String, rule: String, confidence: Confidence, os: [OSRange],
        evidence: FindingEvidence?, suppressions: [FindingSuppression] = [],
        baselineState: BaselineState? = nil, location: FindingLocation? = nil
    ) {
        self.id = id
        self.severity = severity
        self.title = title
        self.message = message
        self.pointer = pointer
        self.plistLine = plistLine
        self.fix = fix
        self.rule = rule
        self.confidence = confidence
        self.os = os
        self.evidence = evidence
        self.suppressions = suppressions
        self.baselineState = baselineState
        self.location = location
    }
}

/// A finding's severity (api.md §7), strongest first; SARIF calls it `level` with the same names.
public enum FindingSeverity: String, Sendable, Equatable, Comparable, CaseIterable {
    /// The app crashes, or an API call fails.
    case error
    /// Code that does nothing, or not what it says, on some iOS version in range.
    case warning
    /// Worth knowing; nothing breaks.
    case note

    private var rank: Int {
        switch self {
        case .error: 0
        case .warning: 1
        case .note: 2
        }
    }

    /// `error < warning < note`: sorting puts the worst first.
    public static func < (lhs: FindingSeverity, rhs: FindingSeverity) -> Bool { lhs.rank < rhs.rank }
}

/// A range of iOS versions a finding holds on (api.md §7 `os`): `from` is a version lint ran,
/// `through` the last version before the next boundary outside the range (`"15.x"`), or the
/// range's maximum (`"26.0"`).
public struct OSRange: Sendable, Equatable {
    /// The first version of the range, e.g. `"6.0"`.
    public var from: String
    /// The last version of the range, e.g. `"15.x"` (every 15 release) or `"26.0"`.
    public var through: String

    public init(from: String, through: String) {
        self.from = from
        self.through = through
    }
}

/// The simulation that shows a finding (api.md §7 `evidence`): which OS and idiom, which event
/// of the scenario or which lint probe, and what UIKit raised or returned there.
public struct FindingEvidence: Sendable, Equatable {
    /// The iOS version simulated, e.g. `"6.0"`.
    public var os: String
    /// The idiom simulated: `phone` or `pad`.
    public var idiom: String
    // `Optional<…>`, not `…?`, on purpose: see ``Decision``.
    /// The index of the scenario event that shows it; `nil` with no `probe` means the launch.
    public var event: Optional<Int>
    /// The lint probe that shows it, in words (`present paint from root`), when it is not one of
    /// the scenario's own events.
    public var probe: Optional<String>
    /// The exception UIKit raised, with its exact reason text (R2.6, R5.4).
    public var exception: Optional<ExceptionInfo>
    /// The error an error handler received (R9.3).
    public var error: Optional<ErrorInfo>

    public init(
        os: String, idiom: String, event: Int? = nil, probe: String? = nil,
        exception: ExceptionInfo? = nil, error: ErrorInfo? = nil
    ) {
        self.os = os
        self.idiom = idiom
        self.event = event
        self.probe = probe
        self.exception = exception
        self.error = error
    }
}
