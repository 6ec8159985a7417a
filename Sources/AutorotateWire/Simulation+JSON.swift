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
        // About 1.5 KB per decision (seed000: 18.9 KB for 12): one allocation instead of growing
        // through 4, 8 and 16 KB, each growth a copy of everything written so far.
        var writer = JSONWriter(reservingCapacity: 4096 &+ 2048 &* decisions.count)
        write(to: &writer)
        return writer.bytes
    }

    /// Writes the simulation as one JSON object.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.fieldKey("engine")
        writer.beginObject()
        writer.fieldKey("version")
        writer.string(engine.version)
        writer.fieldKey("generation")
        writer.string(engine.generation)
        writer.endObject()
        writer.fieldKey("launch")
        launch.write(to: &writer)
        writer.fieldKey("decisions")
        writer.beginArray()
        // By index: each decision is written in place, not copied (retaining its every field) first.
        for index in decisions.indices { decisions[index].write(to: &writer) }
        writer.endArray()
        writer.fieldKey("final")
        writer.beginObject()
        writer.fieldKey("deviceOrientation")
        writer.string(final.deviceOrientation)
        writer.fieldKey("interfaceOrientation")
        writer.string(final.interfaceOrientation)
        writer.fieldKey("statusBarOrientation")
        writer.string(final.statusBarOrientation)
        writer.fieldKey("topViewController")
        writer.string(final.topViewController)
        writer.fieldKey("presented")
        writer.strings(final.presented)
        writer.fieldKey("views")
        writer.views(final.views)
        writer.endObject()
        writer.fieldKey("terminated")
        if let terminated {
            writer.beginObject()
            writer.fieldKey("event")
            writer.integer(terminated.event)
            writer.fieldKey("exception")
            writer.exception(terminated.exception)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.endObject()
    }
}

extension Decision {
    /// The decision as compact JSON, keys in api.md §4 order (same value, same bytes).
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 1024)
        write(to: &writer)
        return writer.bytes
    }

    /// Writes the decision as one JSON object.
    public func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.fieldKey("event")
        writer.integer(event)
        writer.fieldKey("type")
        writer.string(type)
        writer.fieldKey("deviceOrientation")
        writer.string(deviceOrientation)
        writer.fieldKey("interfaceOrientation")
        writer.string(interfaceOrientation)
        writer.fieldKey("previousInterfaceOrientation")
        writer.string(previousInterfaceOrientation)
        writer.fieldKey("statusBarOrientation")
        writer.string(statusBarOrientation)
        writer.fieldKey("rotated")
        writer.bool(rotated)
        writer.fieldKey("decidedBy")
        writer.beginObject()
        writer.fieldKey("viewController")
        writer.string(decidedBy.viewController)
        writer.fieldKey("class")
        writer.string(decidedBy.className)
        writer.fieldKey("via")
        writer.string(decidedBy.via)
        writer.endObject()
        writer.fieldKey("queries")
        writer.beginArray()
        for index in queries.indices { queries[index].write(to: &writer) }
        writer.endArray()
        writer.fieldKey("topViewController")
        writer.string(topViewController)
        writer.fieldKey("presented")
        writer.strings(presented)
        writer.fieldKey("reportedDeviceOrientation")
        writer.string(reportedDeviceOrientation)
        writer.fieldKey("masks")
        if let masks {
            writer.beginObject()
            writer.fieldKey("application")
            writer.mask(masks.application)
            writer.fieldKey("viewController")
            if let viewController = masks.viewController {
                writer.mask(viewController)
            } else {
                writer.null()
            }
            writer.fieldKey("device")
            writer.mask(masks.device)
            writer.fieldKey("allowed")
            writer.mask(masks.allowed)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.fieldKey("rule")
        writer.string(rule)
        writer.fieldKey("confidence")
        writer.string(confidence.rawValue)
        writer.fieldKey("explanation")
        writer.string(explanation)
        writer.fieldKey("callbacks")
        writer.beginArray()
        for index in callbacks.indices { callbacks[index].write(to: &writer) }
        writer.endArray()
        writer.fieldKey("notifications")
        writer.strings(notifications)
        writer.fieldKey("views")
        writer.views(views)
        writer.fieldKey("exception")
        if let exception { writer.exception(exception) } else { writer.null() }
        writer.fieldKey("error")
        if let error {
            writer.beginObject()
            writer.fieldKey("domain")
            writer.string(error.domain)
            writer.fieldKey("code")
            writer.integer(error.code)
            writer.fieldKey("message")
            writer.string(error.message)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.fieldKey("log")
        writer.strings(log)
        writer.fieldKey("warnings")
        writer.beginArray()
        for index in warnings.indices { warnings[index].write(to: &writer) }
        writer.endArray()
        writer.fieldKey("reactions")
        writer.beginArray()
        for index in reactions.indices { reactions[index].write(to: &writer) }
        writer.endArray()
        writer.endObject()
    }
}

// MARK: - Pieces shared by Simulation and Decision

extension JSONWriter {
    mutating func strings(_ values: [String]) {
        beginArray()
        for value in values { string(value) }
        endArray()
    }

    mutating func numbers(_ values: [Double]) {
        beginArray()
        for value in values { number(value) }
        endArray()
    }

    mutating func exception(_ exception: ExceptionInfo) {
        beginObject()
        fieldKey("name")
        string(exception.name)
        fieldKey("reason")
        string(exception.reason)
        endObject()
    }

    /// `views`: an object keyed by view id, in array order.
    mutating func views(_ views: [ViewGeometryEntry]) {
        beginObject()
        for index in views.indices { views[index].write(to: &self) }
        endObject()
    }
}

extension Query {
    /// One element of a decision's `queries`.
    fileprivate func write(to writer: inout JSONWriter) {
        writer.beginObject()
        if let viewController = viewController {
            writer.fieldKey("viewController")
            writer.string(viewController)
        }
        if let object = object {
            writer.fieldKey("object")
            writer.string(object)
        }
        writer.fieldKey("method")
        writer.string(method)
        writer.fieldKey("result")
        writer.value(result)
        writer.endObject()
    }
}

extension Callback {
    /// One element of a decision's `callbacks`.
    fileprivate func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.fieldKey("viewController")
        writer.string(viewController)
        writer.fieldKey("method")
        writer.string(method)
        if let orientation = orientation {
            writer.fieldKey("orientation")
            writer.string(orientation)
        }
        if let duration = duration {
            writer.fieldKey("duration")
            writer.number(duration)
        }
        if let size = size {
            writer.fieldKey("size")
            writer.numbers(size)
        }
        if let animated = animated {
            writer.fieldKey("animated")
            writer.bool(animated)
        }
        writer.endObject()
    }
}

extension Warning {
    /// One element of a decision's `warnings`.
    fileprivate func write(to writer: inout JSONWriter) {
        writer.beginObject()
        writer.fieldKey("code")
        writer.string(code)
        writer.fieldKey("message")
        writer.string(message)
        if let pointer = pointer {
            writer.fieldKey("pointer")
            writer.string(pointer)
        }
        writer.endObject()
    }
}

extension ViewGeometryEntry {
    /// One member of a decision's `views`.
    fileprivate func write(to writer: inout JSONWriter) {
        writer.key(id)
        writer.beginObject()
        writer.fieldKey("frame")
        writer.numbers(frame)
        writer.fieldKey("bounds")
        writer.numbers(bounds)
        writer.fieldKey("transform")
        writer.numbers(transform)
        if let contentSize = contentSize {
            writer.fieldKey("contentSize")
            writer.numbers(contentSize)
        }
        if let contentOffset = contentOffset {
            writer.fieldKey("contentOffset")
            writer.numbers(contentOffset)
        }
        writer.endObject()
    }
}
