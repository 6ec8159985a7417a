import AutorotateWire

/// R2.1 (application mask) and R2.10 (iPad multitasking): what the application allows,
/// re-read at every query.
extension RotationEngine {
    /// R2.1: the delegate's answer, else the UIApplication subclass's, else the plist list, else
    /// the idiom default (R1.5). Records the query.
    mutating func applicationMask() -> OrientationMask {
        if let answer = scenario.app.delegateMask {
            let value = evaluateFlagged(answer)
            recordApplicationQuery(object: .delegate, value)
            return OrientationMask(rawValue: value)
        }
        if let answer = scenario.app.applicationMask {
            let value = evaluateFlagged(answer)
            recordApplicationQuery(object: .application, value)
            return OrientationMask(rawValue: value)
        }
        recorder.weaken(to: plistChoiceConfidence)
        return plistMask()
    }

    /// R2.1's confidence in the plist list chosen: an empty array counting as absent is inferred,
    /// a suffixed key beating the plain one observed, reading a single key documented.
    var plistChoiceConfidence: Confidence {
        let plist = scenario.app.infoPlist
        let suffixed = device.idiom == .pad ? plist.supportedPad : plist.supportedPhone
        let suffixedUsed = suffixed?.isEmpty == false
        if suffixed?.isEmpty == true || (!suffixedUsed && plist.supported?.isEmpty == true) {
            return .inferred
        }
        if suffixedUsed && plist.supported != nil { return .observed }
        return .documented
    }

    /// Whether the app overrides the plist with `application:supportedInterfaceOrientationsForWindow:`
    /// (delegate or UIApplication subclass).
    var hasApplicationOverride: Bool {
        scenario.app.delegateMask != nil || scenario.app.applicationMask != nil
    }

    /// R2.10's confidence: documented, except that ignoring an application override is inferred (#21).
    var multitaskingConfidence: Confidence { hasApplicationOverride ? .inferred : .documented }

    /// The plist's supported orientations as a mask, or the idiom default (R2.1, R1.5).
    func plistMask() -> OrientationMask {
        guard let list = scenario.app.infoPlist.supportedList(for: device.idiom) else {
            return defaultMask
        }
        return list.reduce(OrientationMask()) { $0.union($1.mask) }
    }

    /// R1.5: phone 26, pad 30.
    var defaultMask: OrientationMask { device.idiom == .pad ? .all : .allButUpsideDown }

    private mutating func recordApplicationQuery(object: WireWord, _ value: Int) {
        recorder.ask(
            Query(
                viewController: nil, object: object,
                word: .applicationSupportedInterfaceOrientationsForWindow,
                result: maskResult(OrientationMask(rawValue: value))))
    }

    /// R2.10: iPad, 9.0+, all four orientations in the iPad plist list, `UIRequiresFullScreen` not true.
    var isMultitasking: Bool {
        guard device.idiom == .pad, os.major >= 9, !scenario.app.infoPlist.requiresFullScreen,
            let list = scenario.app.infoPlist.supportedList(for: .pad)
        else { return false }
        return Set(list.map(\.rawValue)) == [1, 2, 3, 4]
    }

    /// Evaluates an application-level answer; forwards cannot occur there (validation rejects them).
    func evaluateFlagged(_ answer: Answer<Int>) -> Int {
        switch answer {
        case .literal(let value): value
        case .conditional(let condition, let then, let otherwise):
            evaluateFlagged(condition.holds(flags: state.flags, device: device) ? then : otherwise)
        case .forward: 0
        }
    }

    /// A mask as a query's result: `{"value":…,"orientations":[…]}`, stored as the raw value
    /// (nothing built, shared or retained per query; the answer writes it from literals).
    func maskResult(_ mask: OrientationMask) -> QueryResult {
        .mask(mask.rawValue)
    }
}
