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
        // In place (through the array's buffer): each decision is written where it is, not
        // copied (retaining its every field) first.
        decisions.withUnsafeBufferPointer { decisions in
            for index in decisions.indices {
                if index != 0 { output.byte(UInt8(ascii: ",")) }
                decisions[index].write(to: &output)
            }
        }
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

    /// Writes the decision as one JSON object (field names and punctuation as literals).
    func write(to output: inout JSONOutput) {
        output.literal(#"{"event":"#)
        output.integer(event)
        output.literal(#","type":"#)
        output.string(type)
        output.literal(#","deviceOrientation":"#)
        output.string(deviceOrientation)
        output.literal(#","interfaceOrientation":"#)
        output.string(interfaceOrientation)
        output.literal(#","previousInterfaceOrientation":"#)
        output.string(previousInterfaceOrientation)
        output.literal(#","statusBarOrientation":"#)
        output.string(statusBarOrientation)
        if rotated {
            output.literal(#","rotated":true,"decidedBy":{"viewController":"#)
        } else {
            output.literal(#","rotated":false,"decidedBy":{"viewController":"#)
        }
        output.string(decidedBy.viewController)
        output.literal(#","class":"#)
        output.string(decidedBy.className)
        output.literal(#","via":"#)
        output.string(decidedBy.via)
        output.literal(#"},"queries":["#)
        queries.withUnsafeBufferPointer { queries in
            for index in queries.indices {
                if index != 0 { output.byte(UInt8(ascii: ",")) }
                queries[index].write(to: &output)
            }
        }
        output.literal(#"],"topViewController":"#)
        output.string(topViewController)
        output.literal(#","presented":"#)
        output.strings(presented)
        output.literal(#","reportedDeviceOrientation":"#)
        output.string(reportedDeviceOrientation)
        if let masks {
            output.literal(#","masks":{"application":"#)
            output.mask(masks.application)
            output.literal(#","viewController":"#)
            if let viewController = masks.viewController {
                output.mask(viewController)
            } else {
                output.null()
            }
            output.literal(#","device":"#)
            output.mask(masks.device)
            output.literal(#","allowed":"#)
            output.mask(masks.allowed)
            output.literal(#"},"rule":"#)
        } else {
            output.literal(#","masks":null,"rule":"#)
        }
        output.string(rule)
        switch confidence {
        case .documented: output.literal(#","confidence":"documented","explanation":"#)
        case .observed: output.literal(#","confidence":"observed","explanation":"#)
        case .inferred: output.literal(#","confidence":"inferred","explanation":"#)
        }
        output.string(explanation)
        output.literal(#","callbacks":["#)
        callbacks.withUnsafeBufferPointer { callbacks in
            for index in callbacks.indices {
                if index != 0 { output.byte(UInt8(ascii: ",")) }
                callbacks[index].write(to: &output)
            }
        }
        output.literal(#"],"notifications":"#)
        output.strings(notifications)
        output.literal(#","views":"#)
        output.views(views)
        output.literal(#","exception":"#)
        if let exception { output.exception(exception) } else { output.null() }
        output.literal(#","error":"#)
        if let error { output.error(error) } else { output.null() }
        output.literal(#","log":"#)
        output.strings(log)
        output.literal(#","warnings":["#)
        warnings.withUnsafeBufferPointer { warnings in
            for index in warnings.indices {
                if index != 0 { output.byte(UInt8(ascii: ",")) }
                warnings[index].write(to: &output)
            }
        }
        output.literal(#"],"reactions":["#)
        reactions.withUnsafeBufferPointer { reactions in
            for index in reactions.indices {
                if index != 0 { output.byte(UInt8(ascii: ",")) }
                reactions[index].write(to: &output)
            }
        }
        output.literal("]}")
    }
}

// MARK: - Pieces shared by Simulation, Decision, Comparison and LintReport

extension JSONOutput {
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
        views.withUnsafeBufferPointer { views in
            for index in views.indices {
                if index != 0 { byte(UInt8(ascii: ",")) }
                views[index].write(to: &self)
            }
        }
        byte(UInt8(ascii: "}"))
    }
}

extension Query {
    /// One element of a decision's `queries`.
    fileprivate func write(to output: inout JSONOutput) {
        if let viewController = viewController {
            output.literal(#"{"viewController":"#)
            output.string(viewController)
            if let object = object {
                output.literal(#","object":"#)
                output.string(object)
            }
            output.literal(#","method":"#)
        } else if let object = object {
            output.literal(#"{"object":"#)
            output.string(object)
            output.literal(#","method":"#)
        } else {
            output.literal(#"{"method":"#)
        }
        output.string(method)
        output.literal(#","result":"#)
        output.sharedObject(result)
        output.byte(UInt8(ascii: "}"))
    }
}

extension Callback {
    /// One element of a decision's `callbacks`.
    fileprivate func write(to output: inout JSONOutput) {
        output.literal(#"{"viewController":"#)
        output.string(viewController)
        output.literal(#","method":"#)
        output.string(method)
        if let orientation = orientation {
            output.literal(#","orientation":"#)
            output.string(orientation)
        }
        if let duration = duration {
            output.literal(#","duration":"#)
            output.number(duration)
        }
        if let size = size {
            output.literal(#","size":"#)
            output.numbers(size)
        }
        if let animated = animated {
            if animated {
                output.literal(#","animated":true"#)
            } else {
                output.literal(#","animated":false"#)
            }
        }
        output.byte(UInt8(ascii: "}"))
    }
}

extension Warning {
    /// One element of a decision's `warnings`.
    fileprivate func write(to output: inout JSONOutput) {
        output.literal(#"{"code":"#)
        output.string(code)
        output.literal(#","message":"#)
        output.string(message)
        if let pointer = pointer {
            output.literal(#","pointer":"#)
            output.string(pointer)
        }
        output.byte(UInt8(ascii: "}"))
    }
}

extension ViewGeometryEntry {
    /// One member of a decision's `views`.
    fileprivate func write(to output: inout JSONOutput) {
        output.key(id)
        output.literal(#"{"frame":"#)
        output.numbers(frame)
        output.literal(#","bounds":"#)
        output.numbers(bounds)
        output.literal(#","transform":"#)
        output.numbers(transform)
        if let contentSize = contentSize {
            output.literal(#","contentSize":"#)
            output.numbers(contentSize)
        }
        if let contentOffset = contentOffset {
            output.literal(#","contentOffset":"#)
            output.numbers(contentOffset)
        }
        output.byte(UInt8(ascii: "}"))
    }
}
