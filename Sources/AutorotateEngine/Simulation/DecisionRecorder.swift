import AutorotateWire

/// Collects what UIKit did while handling one event — queries, callbacks, notifications,
/// warnings, the rule and its confidence — until the event's Decision is assembled.
struct DecisionRecorder: Sendable {
    var queries: [Query] = []
    var callbacks: [Callback] = []
    var notifications: [String] = []
    /// Notifications with the orientation a reaction's `when` is tested on (R7.6).
    var postedForReactions: [PostedNotification] = []
    var warnings: [Warning] = []
    var log: [String] = []
    /// Which lines ``log`` holds, as codes for lint. Empty is spelt `LogCodes(rawValue: 0)`, not
    /// `[]`: the array literal goes through `SetAlgebra`'s generic initializer, which is not
    /// specialized across the module boundary, and this is reset once per decision.
    var logCodes = LogCodes(rawValue: 0)
    var rule: String = "R6.6"
    var confidence: Confidence = .documented
    var explanation: String = ""
    var decidedBy = DecidedBy(viewController: nil, className: nil, via: "none")
    var masks: Masks?
    var exception: ExceptionInfo?
    var error: ErrorInfo?

    /// Records the rule that decided, lowering the confidence to the weakest seen.
    mutating func apply(_ rule: String, _ confidence: Confidence, _ explanation: String) {
        self.rule = rule
        self.explanation = explanation
        weaken(to: confidence)
    }

    /// The weakest confidence of the callbacks' order and values (R8), kept apart so that a
    /// decision whose callbacks are dropped by an exception does not report it.
    var callbackConfidence: Confidence = .documented

    /// Lowers the confidence of the callbacks reported.
    mutating func weakenCallbacks(to confidence: Confidence) {
        if confidence > callbackConfidence { callbackConfidence = confidence }
    }

    /// The decision's confidence: its rules', and its callbacks' when it reports any.
    var reportedConfidence: Confidence {
        callbacks.isEmpty ? confidence : max(confidence, callbackConfidence)
    }

    /// Lowers the decision's confidence to `confidence` if that is weaker.
    mutating func weaken(to confidence: Confidence) {
        if confidence > self.confidence { self.confidence = confidence }
    }

    /// Records a call UIKit made to decide. The first makes room for a decision's usual handful,
    /// so that the list is not regrown at the second, third and fifth.
    mutating func ask(_ query: Query) {
        if queries.capacity == 0 { queries.reserveCapacity(8) }
        queries.append(query)
    }

    /// Records a callback sent to a view controller; the first makes room for a rotation's usual
    /// dozen (see ``ask(_:)``).
    mutating func send(_ callback: Callback) {
        if callbacks.capacity == 0 { callbacks.reserveCapacity(16) }
        callbacks.append(callback)
    }

    mutating func warn(_ code: String, _ message: String, pointer: String? = nil) {
        warnings.append(Warning(code: code, message: message, pointer: pointer))
    }

    /// Records a warning whose wire code covers several cases, with the case it reports.
    mutating func warn(_ code: String, _ message: String, pointer: String? = nil, subject: WarningSubject) {
        warnings.append(Warning(code: code, message: message, pointer: pointer, subject: subject))
    }

    /// Records a console line UIKit prints, with its code.
    mutating func log(_ line: String, code: LogCodes) {
        log.append(line)
        logCodes.insert(code)
    }

    /// The Decision of what was recorded, with the event's own facts. Each list, string and mask
    /// the recorder holds is moved out (swapped for an empty one) into the Decision: reading them
    /// in place, even from a consumed recorder, copied every field into the Decision (a retain
    /// each) and released them all again with the recorder, about 30 reference counts per
    /// decision. The recorder is left as a fresh one, ready for the next event: its lists of
    /// notifications posted for reactions keeps its capacity, and nothing is destroyed (creating
    /// a fresh recorder per event destroyed the emptied one, a release for each of its fields).
    /// The event's type and the orientations are words of the answers' fixed vocabulary.
    mutating func takeDecision(
        event: Int?, type: WireWord, deviceOrientation: WireWord, interfaceOrientation: WireWord,
        previousInterfaceOrientation: WireWord, statusBarOrientation: WireWord, rotated: Bool,
        topViewController: String?, presented: [String], reportedDeviceOrientation: WireWord,
        views: [ViewGeometryEntry], reactions: [Decision]
    ) -> Decision {
        let confidence = reportedConfidence
        self.confidence = .documented
        callbackConfidence = .documented
        if !postedForReactions.isEmpty { postedForReactions.removeAll(keepingCapacity: true) }
        let logCodes = self.logCodes
        self.logCodes = LogCodes(rawValue: 0)
        var decision = Decision(
            event: event, typeText: .word(type), deviceOrientationText: .word(deviceOrientation),
            interfaceOrientationText: .word(interfaceOrientation),
            previousInterfaceOrientationText: .word(previousInterfaceOrientation),
            statusBarOrientationText: .word(statusBarOrientation), rotated: rotated,
            decidedBy: Self.take(
                &decidedBy, leaving: DecidedBy(viewController: nil, className: nil, via: "none")),
            queries: Self.take(&queries, leaving: []), topViewController: topViewController,
            presented: presented, reportedDeviceOrientationText: .word(reportedDeviceOrientation),
            masks: Self.take(&masks, leaving: nil), rule: Self.take(&rule, leaving: "R6.6"),
            confidence: confidence, explanation: Self.take(&explanation, leaving: ""),
            callbacks: Self.take(&callbacks, leaving: []),
            notifications: Self.take(&notifications, leaving: []), views: views,
            exception: Self.take(&exception, leaving: nil), error: Self.take(&error, leaving: nil),
            log: Self.take(&log, leaving: []), warnings: Self.take(&warnings, leaving: []),
            reactions: reactions)
        if logCodes.rawValue != 0 { decision.logCodes = EngineTag(logCodes) }
        return decision
    }

    /// `field`'s value, moved out: `empty` (which holds no object) takes its place.
    @inline(__always)
    private static func take<Value>(_ field: inout Value, leaving empty: Value) -> Value {
        var value = empty
        swap(&value, &field)
        return value
    }

    /// Records a notification posted. The first makes room for the usual pair (the will and
    /// did of a status-bar change), so that the list is not regrown at the second.
    mutating func post(_ notification: String, orientation: Int) {
        if notifications.capacity == 0 { notifications.reserveCapacity(2) }
        notifications.append(notification)
        if postedForReactions.capacity == 0 { postedForReactions.reserveCapacity(4) }
        postedForReactions.append(PostedNotification(name: notification, orientation: orientation))
    }
}

/// A notification posted, with the orientation a reaction's `when` is tested on (R7.6). A
/// struct, not a tuple: a list of tuples is emptied and destroyed through the runtime's generic
/// tuple witness, several times slower than a struct's own.
struct PostedNotification: Sendable {
    var name: String
    var orientation: Int
}

/// Raised inside the engine when UIKit would throw: ends the simulated app (R2.6, R5.4).
struct SimulatedException: Error, Sendable {
    var info: ExceptionInfo
}
