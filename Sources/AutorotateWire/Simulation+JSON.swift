/// The JSON form of the simulation wire types (api.md §4): a deterministic encoder whose key order
/// is the order §4 lists the fields (the decoder is in Simulation+Decoding.swift).
/// `decode(encode(x)) == x` for every value whose numbers are finite and whose view ids are unique
/// within one `views` list.
///
/// ```swift
/// let body = simulation.jsonBytes()            // {"engine":{"version":"1.0.0",…},"launch":{…},…}
/// let again = try Simulation(json: body)       // == simulation
/// ```
extension Simulation {
    /// The simulation as compact JSON, keys in api.md §4 order (same value, same bytes).
    public func jsonBytes() -> [UInt8] {
        // About 1.5 KB per decision (seed000: 18.9 KB for 12), written straight into the array
        // returned: one allocation, no growth and no copy for any answer of that density.
        JSONOutput.bytes(capacity: 4096 &+ 2048 &* decisions.count) { write(to: &$0) }
    }

    /// Writes the simulation as one JSON object.
    public func write(to writer: inout JSONWriter) {
        writer.writeValue { write(to: &$0) }
    }

    /// Writes the simulation as one JSON object. Field names and punctuation are written as
    /// literals: these are the bytes ``JSONWriter`` writes for the same keys.
    func write(to output: inout JSONOutput) {
        output.literal(#"{"engine":{"version":"#)
        output.string(engine.version)
        output.literal(#","generation":"#)
        output.string(engine.generation)
        output.literal(#"},"launch":"#)
        launch.write(to: &output)
        output.literal(#","decisions":["#)
        output.elements(decisions, Decision.write)
        output.literal(#"],"final":{"deviceOrientation":"#)
        output.string(final.deviceOrientation)
        output.literal(#","interfaceOrientation":"#)
        output.string(final.interfaceOrientation)
        output.literal(#","statusBarOrientation":"#)
        output.string(final.statusBarOrientation)
        output.literal(#","topViewController":"#)
        output.string(final.topViewController)
        output.literal(#","presented":"#)
        output.strings(final.presented)
        output.literal(#","views":"#)
        output.views(final.views)
        output.literal(#"},"terminated":"#)
        if let terminated {
            output.literal(#"{"event":"#)
            output.integer(terminated.event)
            output.literal(#","exception":"#)
            output.exception(terminated.exception)
            output.byte(UInt8(ascii: "}"))
        } else {
            output.null()
        }
        output.byte(UInt8(ascii: "}"))
    }
}

extension Decision {
    /// The decision as compact JSON, keys in api.md §4 order (same value, same bytes).
    public func jsonBytes() -> [UInt8] {
        JSONOutput.bytes(capacity: 2048) { write(to: &$0) }
    }

    /// Writes the decision as one JSON object.
    public func write(to writer: inout JSONWriter) {
        writer.writeValue { write(to: &$0) }
    }

    /// Writes the decision as one JSON object.
    func write(to output: inout JSONOutput) {
        withUnsafePointer(to: self) { Decision.write($0, to: &output) }
    }

    /// Writes the decision at `decision` as one JSON object, field names and punctuation as
    /// literals. The fields are read where they are stored (see ``JSONOutput/elements(_:_:)``).
    fileprivate static func write(_ decision: UnsafePointer<Decision>, to output: inout JSONOutput) {
        output.literal(#"{"event":"#)
        output.integer(decision.pointee.event)
        output.literal(#","type":"#)
        decision.pointee.typeText.write(to: &output)
        output.literal(#","deviceOrientation":"#)
        decision.pointee.deviceOrientationText.write(to: &output)
        output.literal(#","interfaceOrientation":"#)
        decision.pointee.interfaceOrientationText.write(to: &output)
        output.literal(#","previousInterfaceOrientation":"#)
        decision.pointee.previousInterfaceOrientationText.write(to: &output)
        output.literal(#","statusBarOrientation":"#)
        decision.pointee.statusBarOrientationText.write(to: &output)
        if decision.pointee.rotated {
            output.literal(#","rotated":true,"decidedBy":{"viewController":"#)
        } else {
            output.literal(#","rotated":false,"decidedBy":{"viewController":"#)
        }
        output.string(decision.pointee.decidedBy.viewController)
        output.literal(#","class":"#)
        output.string(decision.pointee.decidedBy.className)
        output.literal(#","via":"#)
        output.string(decision.pointee.decidedBy.via)
        output.literal(#"},"queries":["#)
        output.elements(decision.pointee.queries, Query.write)
        output.literal(#"],"topViewController":"#)
        output.string(decision.pointee.topViewController)
        if decision.pointee.presented.isEmpty {
            output.literal(#","presented":[],"reportedDeviceOrientation":"#)
        } else {
            output.literal(#","presented":"#)
            output.strings(decision.pointee.presented)
            output.literal(#","reportedDeviceOrientation":"#)
        }
        decision.pointee.reportedDeviceOrientationText.write(to: &output)
        if let masks = decision.pointee.masks {
            output.literal(#","masks":"#)
            masks.write(to: &output)
            output.literal(#","rule":"#)
        } else {
            output.literal(#","masks":null,"rule":"#)
        }
        output.string(decision.pointee.rule)
        switch decision.pointee.confidence {
        case .documented: output.literal(#","confidence":"documented","explanation":"#)
        case .observed: output.literal(#","confidence":"observed","explanation":"#)
        case .inferred: output.literal(#","confidence":"inferred","explanation":"#)
        }
        output.string(decision.pointee.explanation)
        output.literal(#","callbacks":["#)
        output.elements(decision.pointee.callbacks, Callback.write)
        if hasEmptyTail(decision) {
            // Most decisions: the fields from `notifications` on, all empty, are one literal.
            output.literal(
                #"],"notifications":[],"views":{},"exception":null,"error":null,"log":[],"warnings":[],"reactions":[]}"#
            )
            return
        }
        output.literal(#"],"notifications":"#)
        output.strings(decision.pointee.notifications)
        output.literal(#","views":"#)
        output.views(decision.pointee.views)
        output.literal(#","exception":"#)
        if let exception = decision.pointee.exception { output.exception(exception) } else { output.null() }
        output.literal(#","error":"#)
        if let error = decision.pointee.error { output.error(error) } else { output.null() }
        output.literal(#","log":"#)
        output.strings(decision.pointee.log)
        output.literal(#","warnings":["#)
        output.elements(decision.pointee.warnings, Warning.write)
        output.literal(#"],"reactions":["#)
        output.elements(decision.pointee.reactions, Decision.write)
        output.literal("]}")
    }

    /// Whether every field of the decision at `decision` from `notifications` on is empty or
    /// `nil`, as in most decisions (read in place, as by ``write(_:to:)``).
    private static func hasEmptyTail(_ decision: UnsafePointer<Decision>) -> Bool {
        guard decision.pointee.notifications.isEmpty, decision.pointee.views.isEmpty,
            decision.pointee.log.isEmpty, decision.pointee.warnings.isEmpty,
            decision.pointee.reactions.isEmpty
        else { return false }
        if case .some = decision.pointee.exception { return false }
        if case .some = decision.pointee.error { return false }
        return true
    }
}

// MARK: - Pieces shared by Simulation, Decision, Comparison and LintReport

extension JSONOutput {
    /// Writes `elements` separated by commas, each by `write` from where it is stored. A method
    /// called on `elements[index]` would first copy the element (retaining each of its fields)
    /// and free the copy after; a pointer to it hands over no copy.
    @inline(__always)
    mutating func elements<Element>(
        _ elements: [Element], _ write: (UnsafePointer<Element>, inout JSONOutput) -> Void
    ) {
        // An empty list is not opened: reaching its (shared, empty) buffer retained and released it.
        if elements.isEmpty { return }
        elements.withUnsafeBufferPointer { elements in
            // Bounds: `base + index` for `index` in `0 ..< elements.count` is an element.
            guard let base = elements.baseAddress else { return }
            for index in 0..<elements.count {
                if index != 0 { byte(UInt8(ascii: ",")) }
                write(base + index, &self)
            }
        }
    }

    /// `{"name":…,"reason":…}`.
    mutating func exception(_ exception: ExceptionInfo) {
        literal(#"{"name":"#)
        string(exception.name)
        literal(#","reason":"#)
        string(exception.reason)
        byte(UInt8(ascii: "}"))
    }

    /// `{"domain":…,"code":…,"message":…}`.
    mutating func error(_ error: ErrorInfo) {
        literal(#"{"domain":"#)
        string(error.domain)
        literal(#","code":"#)
        integer(error.code)
        literal(#","message":"#)
        string(error.message)
        byte(UInt8(ascii: "}"))
    }

    /// `views`: an object keyed by view id, in array order.
    mutating func views(_ views: [ViewGeometryEntry]) {
        byte(UInt8(ascii: "{"))
        elements(views, ViewGeometryEntry.write)
        byte(UInt8(ascii: "}"))
    }
}

extension Masks {
    /// A decision's `masks`.
    fileprivate func write(to output: inout JSONOutput) {
        output.literal(#"{"application":"#)
        output.mask(application)
        output.literal(#","viewController":"#)
        if let viewController { output.mask(viewController) } else { output.null() }
        output.literal(#","device":"#)
        output.mask(device)
        output.literal(#","allowed":"#)
        output.mask(allowed)
        output.byte(UInt8(ascii: "}"))
    }
}

extension Query {
    /// One element of a decision's `queries`.
    fileprivate static func write(_ query: UnsafePointer<Query>, to output: inout JSONOutput) {
        if let viewController = query.pointee.viewController {
            output.literal(#"{"viewController":"#)
            output.string(viewController)
            if let object = query.pointee.objectText {
                output.literal(#","object":"#)
                object.write(to: &output)
            }
            output.literal(#","method":"#)
        } else if let object = query.pointee.objectText {
            output.literal(#"{"object":"#)
            object.write(to: &output)
            output.literal(#","method":"#)
        } else {
            output.literal(#"{"method":"#)
        }
        query.pointee.methodText.write(to: &output)
        output.literal(#","result":"#)
        switch query.pointee.resultValue {
        case .value(let value): output.sharedObject(value)
        case .mask(let raw): output.maskResult(raw)
        }
        output.byte(UInt8(ascii: "}"))
    }
}

extension Callback {
    /// One element of a decision's `callbacks`.
    fileprivate static func write(_ callback: UnsafePointer<Callback>, to output: inout JSONOutput) {
        output.literal(#"{"viewController":"#)
        output.string(callback.pointee.viewController)
        output.literal(#","method":"#)
        callback.pointee.methodText.write(to: &output)
        if let orientation = callback.pointee.orientationText {
            output.literal(#","orientation":"#)
            orientation.write(to: &output)
        }
        if let duration = callback.pointee.duration {
            output.literal(#","duration":"#)
            output.number(duration)
        }
        if let size = callback.pointee.size {
            output.literal(#","size":"#)
            output.numbers(size)
        }
        switch callback.pointee.animated {
        case true?: output.literal(#","animated":true}"#)
        case false?: output.literal(#","animated":false}"#)
        case nil: output.byte(UInt8(ascii: "}"))
        }
    }
}

extension Warning {
    /// One element of a decision's `warnings`.
    fileprivate static func write(_ warning: UnsafePointer<Warning>, to output: inout JSONOutput) {
        output.literal(#"{"code":"#)
        output.string(warning.pointee.code)
        output.literal(#","message":"#)
        output.string(warning.pointee.message)
        if let pointer = warning.pointee.pointer {
            output.literal(#","pointer":"#)
            output.string(pointer)
        }
        output.byte(UInt8(ascii: "}"))
    }
}

extension ViewGeometryEntry {
    /// One member of a decision's `views`.
    fileprivate static func write(_ entry: UnsafePointer<ViewGeometryEntry>, to output: inout JSONOutput) {
        output.key(entry.pointee.id)
        output.literal(#"{"frame":"#)
        output.numbers(entry.pointee.frame)
        output.literal(#","bounds":"#)
        output.numbers(entry.pointee.bounds)
        output.literal(#","transform":"#)
        output.numbers(entry.pointee.transform)
        if let contentSize = entry.pointee.contentSize {
            output.literal(#","contentSize":"#)
            output.numbers(contentSize)
        }
        if let contentOffset = entry.pointee.contentOffset {
            output.literal(#","contentOffset":"#)
            output.numbers(contentOffset)
        }
        output.byte(UInt8(ascii: "}"))
    }
}
