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
        writer.literalKey("engine")
        writer.beginObject()
        writer.literalKey("version")
        writer.string(engine.version)
        writer.literalKey("generation")
        writer.string(engine.generation)
        writer.endObject()
        writer.literalKey("launch")
        launch.write(to: &writer)
        writer.literalKey("decisions")
        writer.beginArray()
        for decision in decisions { decision.write(to: &writer) }
        writer.endArray()
        writer.literalKey("final")
        writer.beginObject()
        writer.literalKey("deviceOrientation")
        writer.string(final.deviceOrientation)
        writer.literalKey("interfaceOrientation")
        writer.string(final.interfaceOrientation)
        writer.literalKey("statusBarOrientation")
        writer.string(final.statusBarOrientation)
        writer.literalKey("topViewController")
        writer.string(final.topViewController)
        writer.literalKey("presented")
        writer.strings(final.presented)
        writer.literalKey("views")
        writer.views(final.views)
        writer.endObject()
        writer.literalKey("terminated")
        if let terminated {
            writer.beginObject()
            writer.literalKey("event")
            writer.integer(terminated.event)
            writer.literalKey("exception")
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
        writer.literalKey("event")
        writer.integer(event)
        writer.literalKey("type")
        writer.string(type)
        writer.literalKey("deviceOrientation")
        writer.string(deviceOrientation)
        writer.literalKey("interfaceOrientation")
        writer.string(interfaceOrientation)
        writer.literalKey("previousInterfaceOrientation")
        writer.string(previousInterfaceOrientation)
        writer.literalKey("statusBarOrientation")
        writer.string(statusBarOrientation)
        writer.literalKey("rotated")
        writer.bool(rotated)
        writer.literalKey("decidedBy")
        writer.beginObject()
        writer.literalKey("viewController")
        writer.string(decidedBy.viewController)
        writer.literalKey("class")
        writer.string(decidedBy.className)
        writer.literalKey("via")
        writer.string(decidedBy.via)
        writer.endObject()
        writer.literalKey("queries")
        writer.beginArray()
        for query in queries {
            writer.beginObject()
            if let viewController = query.viewController {
                writer.literalKey("viewController")
                writer.string(viewController)
            }
            if let object = query.object {
                writer.literalKey("object")
                writer.string(object)
            }
            writer.literalKey("method")
            writer.string(query.method)
            writer.literalKey("result")
            writer.value(query.result)
            writer.endObject()
        }
        writer.endArray()
        writer.literalKey("topViewController")
        writer.string(topViewController)
        writer.literalKey("presented")
        writer.strings(presented)
        writer.literalKey("reportedDeviceOrientation")
        writer.string(reportedDeviceOrientation)
        writer.literalKey("masks")
        if let masks {
            writer.beginObject()
            writer.literalKey("application")
            writer.mask(masks.application)
            writer.literalKey("viewController")
            if let viewController = masks.viewController {
                writer.mask(viewController)
            } else {
                writer.null()
            }
            writer.literalKey("device")
            writer.mask(masks.device)
            writer.literalKey("allowed")
            writer.mask(masks.allowed)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.literalKey("rule")
        writer.string(rule)
        writer.literalKey("confidence")
        writer.string(confidence.rawValue)
        writer.literalKey("explanation")
        writer.string(explanation)
        writer.literalKey("callbacks")
        writer.beginArray()
        for callback in callbacks {
            writer.beginObject()
            writer.literalKey("viewController")
            writer.string(callback.viewController)
            writer.literalKey("method")
            writer.string(callback.method)
            if let orientation = callback.orientation {
                writer.literalKey("orientation")
                writer.string(orientation)
            }
            if let duration = callback.duration {
                writer.literalKey("duration")
                writer.number(duration)
            }
            if let size = callback.size {
                writer.literalKey("size")
                writer.numbers(size)
            }
            if let animated = callback.animated {
                writer.literalKey("animated")
                writer.bool(animated)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.literalKey("notifications")
        writer.strings(notifications)
        writer.literalKey("views")
        writer.views(views)
        writer.literalKey("exception")
        if let exception { writer.exception(exception) } else { writer.null() }
        writer.literalKey("error")
        if let error {
            writer.beginObject()
            writer.literalKey("domain")
            writer.string(error.domain)
            writer.literalKey("code")
            writer.integer(error.code)
            writer.literalKey("message")
            writer.string(error.message)
            writer.endObject()
        } else {
            writer.null()
        }
        writer.literalKey("log")
        writer.strings(log)
        writer.literalKey("warnings")
        writer.beginArray()
        for warning in warnings {
            writer.beginObject()
            writer.literalKey("code")
            writer.string(warning.code)
            writer.literalKey("message")
            writer.string(warning.message)
            if let pointer = warning.pointer {
                writer.literalKey("pointer")
                writer.string(pointer)
            }
            writer.endObject()
        }
        writer.endArray()
        writer.literalKey("reactions")
        writer.beginArray()
        for reaction in reactions { reaction.write(to: &writer) }
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

    mutating func mask(_ mask: OutputMask) {
        beginObject()
        literalKey("value")
        integer(mask.value)
        literalKey("orientations")
        strings(mask.orientations)
        endObject()
    }

    mutating func exception(_ exception: ExceptionInfo) {
        beginObject()
        literalKey("name")
        string(exception.name)
        literalKey("reason")
        string(exception.reason)
        endObject()
    }

    /// `views`: an object keyed by view id, in array order.
    mutating func views(_ views: [ViewGeometryEntry]) {
        beginObject()
        for view in views {
            key(view.id)
            beginObject()
            literalKey("frame")
            numbers(view.frame)
            literalKey("bounds")
            numbers(view.bounds)
            literalKey("transform")
            numbers(view.transform)
            if let contentSize = view.contentSize {
                literalKey("contentSize")
                numbers(contentSize)
            }
            if let contentOffset = view.contentOffset {
                literalKey("contentOffset")
                numbers(contentOffset)
            }
            endObject()
        }
        endObject()
    }
}
