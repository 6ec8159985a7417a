/// The JSON form of the simulation wire types (api.md §4): a deterministic encoder whose key order
/// is the order §4 lists the fields, and the decoder the client library uses to turn a response
/// body back into the typed value. `decode(encode(x)) == x` for every value whose numbers are finite
/// and whose view ids are unique within one `views` list.
///
/// ```swift
/// let body = simulation.jsonBytes()            // {"engine":{"version":"1.0.0",…},"launch":{…},…}
/// let again = try Simulation(json: body)       // == simulation
/// ```
extension Simulation {
    /// The simulation as compact JSON, keys in api.md §4 order (same value, same bytes).
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(reservingCapacity: 4096)
        write(to: &writer)
        return writer.bytes
    }

    /// Decodes a simulation from a response body.
    ///
    /// Unknown members are ignored (a newer server may add fields); optional fields may be `null`
    /// or absent. - Throws: ``SimulationDecodingError`` naming the member's JSON pointer.
    public init(json: [UInt8]) throws(SimulationDecodingError) {
        try self.init(jsonValue: try SimulationDecodingError.parse(json))
    }

    /// Decodes a simulation from an already parsed JSON value.
    public init(jsonValue: JSONValue) throws(SimulationDecodingError) {
        var reader = try JSONObjectReader(jsonValue, at: .root)
        var engine = try reader.object("engine")
        self.init(
            engine: EngineStamp(
                version: try engine.string("version"), generation: try engine.string("generation")),
            launch: try Decision(
                jsonValue: try reader.required("launch"), at: JSONPointer.root.appending("launch")),
            decisions: try reader.elements("decisions") { (value, pointer) throws(SimulationDecodingError) in
                try Decision(jsonValue: value, at: pointer)
            },
            final: try FinalState(reading: try reader.object("final")),
            terminated: try reader.optionalObject("terminated").map {
                (reader) throws(SimulationDecodingError) in
                var reader = reader
                return Termination(
                    event: try reader.optionalInt("event"),
                    exception: try ExceptionInfo(reading: try reader.object("exception")))
            })
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

    /// Decodes one decision; see ``Simulation/init(json:)`` for the rules.
    public init(json: [UInt8]) throws(SimulationDecodingError) {
        try self.init(jsonValue: try SimulationDecodingError.parse(json), at: .root)
    }

    /// Decodes one decision from a parsed value found at `pointer` (used in error messages).
    public init(jsonValue: JSONValue, at pointer: JSONPointer = .root) throws(SimulationDecodingError) {
        var reader = try JSONObjectReader(jsonValue, at: pointer)
        let event = try reader.optionalInt("event")
        let type = try reader.string("type")
        let deviceOrientation = try reader.string("deviceOrientation")
        let interfaceOrientation = try reader.string("interfaceOrientation")
        let previousInterfaceOrientation = try reader.string("previousInterfaceOrientation")
        let statusBarOrientation = try reader.string("statusBarOrientation")
        let rotated = try reader.bool("rotated")
        var decidedByReader = try reader.object("decidedBy")
        let decidedBy = DecidedBy(
            viewController: try decidedByReader.optionalString("viewController"),
            className: try decidedByReader.optionalString("class"), via: try decidedByReader.string("via"))
        let queries = try reader.elements("queries") { (value, pointer) throws(SimulationDecodingError) in
            var query = try JSONObjectReader(value, at: pointer)
            return Query(
                viewController: try query.optionalString("viewController"),
                object: try query.optionalString("object"),
                method: try query.string("method"), result: try query.required("result"))
        }
        let topViewController = try reader.optionalString("topViewController")
        let presented = try reader.strings("presented")
        let reportedDeviceOrientation = try reader.string("reportedDeviceOrientation")
        let masks = try reader.optionalObject("masks").map { (reader) throws(SimulationDecodingError) in
            var reader = reader
            return Masks(
                application: try OutputMask(reading: try reader.object("application")),
                viewController: try reader.optionalObject("viewController").map(OutputMask.init(reading:)),
                device: try OutputMask(reading: try reader.object("device")),
                allowed: try OutputMask(reading: try reader.object("allowed")))
        }
        let rule = try reader.string("rule")
        let confidenceName = try reader.string("confidence")
        guard let confidence = Confidence(rawValue: confidenceName) else {
            throw SimulationDecodingError(
                pointer: pointer.appending("confidence").string,
                message: "unknown confidence '\(confidenceName)' (expected documented, observed or inferred)")
        }
        let explanation = try reader.string("explanation")
        let callbacks = try reader.elements("callbacks") { (value, pointer) throws(SimulationDecodingError) in
            var callback = try JSONObjectReader(value, at: pointer)
            return Callback(
                viewController: try callback.string("viewController"), method: try callback.string("method"),
                orientation: try callback.optionalString("orientation"),
                duration: try callback.optionalDouble("duration"), size: try callback.optionalDoubles("size"),
                animated: try callback.optionalBool("animated"))
        }
        let notifications = try reader.strings("notifications")
        let views = try [ViewGeometryEntry](reading: try reader.object("views"))
        let exception = try reader.optionalObject("exception").map(ExceptionInfo.init(reading:))
        let error = try reader.optionalObject("error").map { (reader) throws(SimulationDecodingError) in
            var reader = reader
            return ErrorInfo(
                domain: try reader.string("domain"), code: try reader.int("code"),
                message: try reader.string("message"))
        }
        let log = try reader.strings("log")
        let warnings = try reader.elements("warnings") { (value, pointer) throws(SimulationDecodingError) in
            var warning = try JSONObjectReader(value, at: pointer)
            return Warning(
                code: try warning.string("code"), message: try warning.string("message"),
                pointer: try warning.optionalString("pointer"))
        }
        let reactions = try reader.elements("reactions") { (value, pointer) throws(SimulationDecodingError) in
            try Decision(jsonValue: value, at: pointer)
        }
        self.init(
            event: event, type: type, deviceOrientation: deviceOrientation,
            interfaceOrientation: interfaceOrientation,
            previousInterfaceOrientation: previousInterfaceOrientation,
            statusBarOrientation: statusBarOrientation,
            rotated: rotated, decidedBy: decidedBy, queries: queries, topViewController: topViewController,
            presented: presented, reportedDeviceOrientation: reportedDeviceOrientation, masks: masks,
            rule: rule,
            confidence: confidence, explanation: explanation, callbacks: callbacks,
            notifications: notifications,
            views: views, exception: exception, error: error, log: log, warnings: warnings,
            reactions: reactions)
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

/// Why a response body could not be decoded into a ``Simulation`` or ``Decision``: not JSON at all
/// (``syntax`` is set), or JSON of the wrong shape (a member missing or of the wrong type).
public struct SimulationDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The RFC 6901 pointer of the offending value (`""` for the whole document).
    public var pointer: String
    /// A sentence a person can read, e.g. `"missing member 'rule'"`.
    public var message: String
    /// The reader's error when the body is not well-formed JSON.
    public var syntax: JSONSyntaxError?

    public init(pointer: String, message: String, syntax: JSONSyntaxError? = nil) {
        self.pointer = pointer
        self.message = message
        self.syntax = syntax
    }

    public var description: String { pointer.isEmpty ? message : "\(message) (at \(pointer))" }

    /// Parses `json`, turning a syntax error into a decoding error.
    static func parse(_ json: [UInt8]) throws(SimulationDecodingError) -> JSONValue {
        do {
            return try JSONReader.parse(json)
        } catch {
            throw SimulationDecodingError(pointer: error.pointer, message: error.message, syntax: error)
        }
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

extension FinalState {
    init(reading reader: JSONObjectReader) throws(SimulationDecodingError) {
        var reader = reader
        self.init(
            deviceOrientation: try reader.string("deviceOrientation"),
            interfaceOrientation: try reader.string("interfaceOrientation"),
            statusBarOrientation: try reader.string("statusBarOrientation"),
            topViewController: try reader.optionalString("topViewController"),
            presented: try reader.strings("presented"),
            views: try [ViewGeometryEntry](reading: try reader.object("views")))
    }
}

extension OutputMask {
    init(reading reader: JSONObjectReader) throws(SimulationDecodingError) {
        var reader = reader
        self.init(value: try reader.int("value"), orientations: try reader.strings("orientations"))
    }
}

extension ExceptionInfo {
    init(reading reader: JSONObjectReader) throws(SimulationDecodingError) {
        var reader = reader
        self.init(name: try reader.string("name"), reason: try reader.string("reason"))
    }
}

extension [ViewGeometryEntry] {
    /// Reads a `views` object: one entry per member, id = key, in document order.
    init(reading views: JSONObjectReader) throws(SimulationDecodingError) {
        var entries: [ViewGeometryEntry] = []
        entries.reserveCapacity(views.object.members.count)
        for member in views.object.members {
            var view = try JSONObjectReader(member.value, at: views.pointer.appending(member.key))
            entries.append(
                ViewGeometryEntry(
                    id: member.key, frame: try view.doubles("frame"), bounds: try view.doubles("bounds"),
                    transform: try view.doubles("transform"),
                    contentSize: try view.optionalDoubles("contentSize"),
                    contentOffset: try view.optionalDoubles("contentOffset")))
        }
        self = entries
    }
}
