/// Decoding the simulation wire types (api.md §4) from response bodies, for the client library: one
/// pass over the bytes with a ``JSONCursor``, members matched as bytes, no intermediate tree.
///
/// Unknown members are skipped (a newer server may add fields), optional members may be `null` or
/// absent, and a member the decoder knows may occur once. Errors name the offending value's JSON
/// pointer; a body that is not JSON at all is reported as ``JSONReader`` reports it.
extension Simulation {
    /// Decodes a simulation from a response body.
    /// - Throws: ``SimulationDecodingError`` naming the member's JSON pointer.
    public init(json: [UInt8]) throws(SimulationDecodingError) {
        self = try JSONCursor.decode(json) { (cursor) throws(SimulationDecodingError) in
            try Simulation(from: &cursor)
        }
    }

    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var engine = JSONField<EngineStamp>()
        var launch = JSONField<Decision>()
        var decisions = JSONField<[Decision]>()
        var final = JSONField<FinalState>()
        var terminated = JSONField<Termination?>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "engine": try engine.set(EngineStamp(from: &cursor))
            case "launch": try launch.set(Decision(from: &cursor))
            case "decisions":
                try decisions.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in try Decision(from: &cursor)
                    })
            case "final": try final.set(FinalState(from: &cursor))
            case "terminated":
                try terminated.set(try cursor.consumeNull() ? nil : Termination(from: &cursor))
            default: try cursor.skipValue()
            }
        }
        self.init(
            engine: try engine.required("engine"), launch: try launch.required("launch"),
            decisions: try decisions.required("decisions"), final: try final.required("final"),
            terminated: terminated.optional())
    }
}

extension Decision {
    /// Decodes one decision; see ``Simulation/init(json:)`` for the rules.
    public init(json: [UInt8]) throws(SimulationDecodingError) {
        self = try JSONCursor.decode(json) { (cursor) throws(SimulationDecodingError) in
            try Decision(from: &cursor)
        }
    }

    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var event = JSONField<Int?>()
        var type = JSONField<WireText>()
        var deviceOrientation = JSONField<WireText>()
        var interfaceOrientation = JSONField<WireText>()
        var previousInterfaceOrientation = JSONField<WireText>()
        var statusBarOrientation = JSONField<WireText>()
        var rotated = JSONField<Bool>()
        var decidedBy = JSONField<DecidedBy>()
        var queries = JSONField<[Query]>()
        var topViewController = JSONField<String?>()
        var presented = JSONField<[String]>()
        var reportedDeviceOrientation = JSONField<WireText>()
        var masks = JSONField<Masks?>()
        var rule = JSONField<String>()
        var confidence = JSONField<Confidence>()
        var explanation = JSONField<String>()
        var callbacks = JSONField<[Callback]>()
        var notifications = JSONField<[String]>()
        var views = JSONField<[ViewGeometryEntry]>()
        var exception = JSONField<ExceptionInfo?>()
        var error = JSONField<ErrorInfo?>()
        var log = JSONField<[String]>()
        var warnings = JSONField<[Warning]>()
        var reactions = JSONField<[Decision]>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "event": try event.set(cursor.optionalInt())
            case "type": try type.set(cursor.wireText())
            case "deviceOrientation": try deviceOrientation.set(cursor.wireText())
            case "interfaceOrientation": try interfaceOrientation.set(cursor.wireText())
            case "previousInterfaceOrientation": try previousInterfaceOrientation.set(cursor.wireText())
            case "statusBarOrientation": try statusBarOrientation.set(cursor.wireText())
            case "rotated": try rotated.set(cursor.bool())
            case "decidedBy": try decidedBy.set(DecidedBy(from: &cursor))
            case "queries":
                try queries.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in try Query(from: &cursor) })
            case "topViewController": try topViewController.set(cursor.optionalString())
            case "presented": try presented.set(cursor.strings())
            case "reportedDeviceOrientation": try reportedDeviceOrientation.set(cursor.wireText())
            case "masks": try masks.set(try cursor.consumeNull() ? nil : Masks(from: &cursor))
            case "rule": try rule.set(cursor.string())
            case "confidence": try confidence.set(Confidence(from: &cursor))
            case "explanation": try explanation.set(cursor.string())
            case "callbacks":
                try callbacks.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in try Callback(from: &cursor)
                    })
            case "notifications": try notifications.set(cursor.strings())
            case "views": try views.set([ViewGeometryEntry](from: &cursor))
            case "exception": try exception.set(try cursor.consumeNull() ? nil : ExceptionInfo(from: &cursor))
            case "error": try error.set(try cursor.consumeNull() ? nil : ErrorInfo(from: &cursor))
            case "log": try log.set(cursor.strings())
            case "warnings":
                try warnings.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in try Warning(from: &cursor) }
                )
            case "reactions":
                try reactions.set(
                    cursor.elements { (cursor) throws(SimulationDecodingError) in try Decision(from: &cursor)
                    })
            default: try cursor.skipValue()
            }
        }
        self.init(
            event: event.optional(), typeText: try type.required("type"),
            deviceOrientationText: try deviceOrientation.required("deviceOrientation"),
            interfaceOrientationText: try interfaceOrientation.required("interfaceOrientation"),
            previousInterfaceOrientationText: try previousInterfaceOrientation.required(
                "previousInterfaceOrientation"),
            statusBarOrientationText: try statusBarOrientation.required("statusBarOrientation"),
            rotated: try rotated.required("rotated"), decidedBy: try decidedBy.required("decidedBy"),
            queries: try queries.required("queries"), topViewController: topViewController.optional(),
            presented: try presented.required("presented"),
            reportedDeviceOrientationText: try reportedDeviceOrientation.required(
                "reportedDeviceOrientation"),
            masks: masks.optional(), rule: try rule.required("rule"),
            confidence: try confidence.required("confidence"),
            explanation: try explanation.required("explanation"),
            callbacks: try callbacks.required("callbacks"),
            notifications: try notifications.required("notifications"),
            views: try views.required("views"), exception: exception.optional(), error: error.optional(),
            log: try log.required("log"), warnings: try warnings.required("warnings"),
            reactions: try reactions.required("reactions"))
    }
}

// MARK: - The pieces

extension EngineStamp {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var version = JSONField<String>()
        var generation = JSONField<String>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "version": try version.set(cursor.string())
            case "generation": try generation.set(cursor.string())
            default: try cursor.skipValue()
            }
        }
        self.init(version: try version.required("version"), generation: try generation.required("generation"))
    }
}

extension Termination {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var event = JSONField<Int?>()
        var exception = JSONField<ExceptionInfo>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "event": try event.set(cursor.optionalInt())
            case "exception": try exception.set(ExceptionInfo(from: &cursor))
            default: try cursor.skipValue()
            }
        }
        self.init(event: event.optional(), exception: try exception.required("exception"))
    }
}

extension FinalState {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var deviceOrientation = JSONField<String>()
        var interfaceOrientation = JSONField<String>()
        var statusBarOrientation = JSONField<String>()
        var topViewController = JSONField<String?>()
        var presented = JSONField<[String]>()
        var views = JSONField<[ViewGeometryEntry]>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "deviceOrientation": try deviceOrientation.set(cursor.string())
            case "interfaceOrientation": try interfaceOrientation.set(cursor.string())
            case "statusBarOrientation": try statusBarOrientation.set(cursor.string())
            case "topViewController": try topViewController.set(cursor.optionalString())
            case "presented": try presented.set(cursor.strings())
            case "views": try views.set([ViewGeometryEntry](from: &cursor))
            default: try cursor.skipValue()
            }
        }
        self.init(
            deviceOrientation: try deviceOrientation.required("deviceOrientation"),
            interfaceOrientation: try interfaceOrientation.required("interfaceOrientation"),
            statusBarOrientation: try statusBarOrientation.required("statusBarOrientation"),
            topViewController: topViewController.optional(), presented: try presented.required("presented"),
            views: try views.required("views"))
    }
}

extension DecidedBy {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var viewController = JSONField<String?>()
        var className = JSONField<String?>()
        var via = JSONField<String>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "viewController": try viewController.set(cursor.optionalString())
            case "class": try className.set(cursor.optionalString())
            case "via": try via.set(cursor.string())
            default: try cursor.skipValue()
            }
        }
        self.init(
            viewController: viewController.optional(), className: className.optional(),
            via: try via.required("via"))
    }
}

extension Query {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var viewController = JSONField<String?>()
        var object = JSONField<WireText?>()
        var method = JSONField<WireText>()
        var result = JSONField<QueryResult>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "viewController": try viewController.set(cursor.optionalString())
            case "object": try object.set(cursor.optionalWireText())
            case "method": try method.set(cursor.wireText())
            case "result": try result.set(QueryResult(from: &cursor))
            default: try cursor.skipValue()
            }
        }
        self.viewController = viewController.optional()
        self.objectText = object.optional()
        self.methodText = try method.required("method")
        self.resultValue = try result.required("result")
    }
}

extension Masks {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var application = JSONField<OutputMask>()
        var viewController = JSONField<OutputMask?>()
        var device = JSONField<OutputMask>()
        var allowed = JSONField<OutputMask>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "application": try application.set(OutputMask(from: &cursor))
            case "viewController":
                try viewController.set(try cursor.consumeNull() ? nil : OutputMask(from: &cursor))
            case "device": try device.set(OutputMask(from: &cursor))
            case "allowed": try allowed.set(OutputMask(from: &cursor))
            default: try cursor.skipValue()
            }
        }
        self.init(
            application: try application.required("application"), viewController: viewController.optional(),
            device: try device.required("device"), allowed: try allowed.required("allowed"))
    }
}

extension OutputMask {
    /// Orientation names that are exactly those of the value's bits (as the engine writes them)
    /// are stored as the engine's masks store them: not at all (see ``OutputMask``). With
    /// `exactly`, a member other than the two is an error instead of skipped.
    init(from cursor: inout JSONCursor, exactly: Bool = false) throws(SimulationDecodingError) {
        var value = JSONField<Int>()
        var orientations = JSONField<[String]?>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "value": try value.set(cursor.int())
            case "orientations": try orientations.set(cursor.orientationNames(of: value.value))
            default:
                if exactly { throw SimulationDecodingError(pointer: "", message: "not a mask") }
                try cursor.skipValue()
            }
        }
        self.init(value: try value.required("value"))
        self.givenOrientations = try orientations.required("orientations")
    }

    /// The words of ``names(of:)`` for bits 1–4 of a value, built once per process.
    fileprivate static let wordsByBits: [[WireWord]] = (0..<16).map { bits in
        names(of: bits << 1).compactMap { name in
            Array(name.utf8).withUnsafeBufferPointer { WireWord(spelling: $0) }
        }
    }
}

extension QueryResult {
    /// The engine's masks, `{"value":N,"orientations":[the names of N]}` and nothing else, as
    /// ``mask(_:)``; any other value as it is (the two forms are equal, see ``QueryResult``).
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        if cursor.nextIsObject {
            var probe = cursor
            // Beyond 2^53 the number read is not the integer written: only the JSON form is exact.
            if let mask = try? OutputMask(from: &probe, exactly: true), mask.givenOrientations == nil,
                mask.value.magnitude <= 1 << 53
            {
                cursor = probe
                self = .mask(mask.value)
                return
            }
        }
        self = .value(try cursor.value())
    }
}

extension JSONCursor {
    /// An array of strings: `nil` when they are the names of `raw`'s bits in order
    /// (``OutputMask/names(of:)``, compared as bytes, nothing built), else the strings.
    fileprivate mutating func orientationNames(of raw: Int?) throws(SimulationDecodingError) -> [String]? {
        guard let raw else { return try strings() }
        let expected = OutputMask.wordsByBits[(raw & 30) >> 1]
        var matched = 0
        // The names read so far, once one differs from the expected words.
        var names: [String]? = nil
        try forEachElement(expected: "an array of strings") {
            (cursor, index) throws(SimulationDecodingError) in
            if names == nil {
                guard let bytes = try cursor.plainStringBytes() else {
                    names = expected[..<matched].map(\.text)
                    names?.append(try cursor.string())
                    return
                }
                if index < expected.count, WireWord(spelling: bytes) == expected[index] {
                    matched += 1
                    return
                }
                names = expected[..<matched].map(\.text)
                names?.append(cursor.interned(bytes))
                return
            }
            names?.append(try cursor.string())
        }
        if names == nil && matched < expected.count { return expected[..<matched].map(\.text) }
        return names
    }
}

extension Confidence {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        let name = try cursor.string()
        guard let confidence = Confidence(rawValue: name) else {
            throw SimulationDecodingError(
                pointer: "",
                message: "unknown confidence '\(name)' (expected documented, observed or inferred)")
        }
        self = confidence
    }
}

extension Callback {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var viewController = JSONField<String>()
        var method = JSONField<WireText>()
        var orientation = JSONField<WireText?>()
        var duration = JSONField<Double?>()
        var size = JSONField<[Double]?>()
        var animated = JSONField<Bool?>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "viewController": try viewController.set(cursor.string())
            case "method": try method.set(cursor.wireText())
            case "orientation": try orientation.set(cursor.optionalWireText())
            case "duration": try duration.set(cursor.optionalDouble())
            case "size": try size.set(cursor.optionalDoubles())
            case "animated": try animated.set(cursor.optionalBool())
            default: try cursor.skipValue()
            }
        }
        self.viewController = try viewController.required("viewController")
        self.methodText = try method.required("method")
        self.orientationText = orientation.optional()
        self.duration = duration.optional()
        self.size = size.optional()
        self.animated = animated.optional()
    }
}

extension ExceptionInfo {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var name = JSONField<String>()
        var reason = JSONField<String>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "name": try name.set(cursor.string())
            case "reason": try reason.set(cursor.string())
            default: try cursor.skipValue()
            }
        }
        self.init(name: try name.required("name"), reason: try reason.required("reason"))
    }
}

extension ErrorInfo {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var domain = JSONField<String>()
        var code = JSONField<Int>()
        var message = JSONField<String>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "domain": try domain.set(cursor.string())
            case "code": try code.set(cursor.int())
            case "message": try message.set(cursor.string())
            default: try cursor.skipValue()
            }
        }
        self.init(
            domain: try domain.required("domain"), code: try code.required("code"),
            message: try message.required("message"))
    }
}

extension Warning {
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var code = JSONField<String>()
        var message = JSONField<String>()
        var pointer = JSONField<String?>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "code": try code.set(cursor.string())
            case "message": try message.set(cursor.string())
            case "pointer": try pointer.set(cursor.optionalString())
            default: try cursor.skipValue()
            }
        }
        self.init(
            code: try code.required("code"), message: try message.required("message"),
            pointer: pointer.optional())
    }
}

extension [ViewGeometryEntry] {
    /// Reads a `views` object: one entry per member, id = key, in document order. View ids are
    /// unique: a repeated one is an error.
    init(from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var entries: [ViewGeometryEntry] = []
        var ids: Set<String> = []
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            let id = key.string
            guard ids.insert(id).inserted else {
                throw SimulationDecodingError(pointer: "", message: "the view id occurs twice")
            }
            entries.append(try ViewGeometryEntry(id: id, from: &cursor))
        }
        self = entries
    }
}

extension ViewGeometryEntry {
    init(id: String, from cursor: inout JSONCursor) throws(SimulationDecodingError) {
        var frame = JSONField<[Double]>()
        var bounds = JSONField<[Double]>()
        var transform = JSONField<[Double]>()
        var contentSize = JSONField<[Double]?>()
        var contentOffset = JSONField<[Double]?>()
        try cursor.object { (cursor, key) throws(SimulationDecodingError) in
            switch key {
            case "frame": try frame.set(cursor.doubles())
            case "bounds": try bounds.set(cursor.doubles())
            case "transform": try transform.set(cursor.doubles())
            case "contentSize": try contentSize.set(cursor.optionalDoubles())
            case "contentOffset": try contentOffset.set(cursor.optionalDoubles())
            default: try cursor.skipValue()
            }
        }
        self.init(
            id: id, frame: try frame.required("frame"), bounds: try bounds.required("bounds"),
            transform: try transform.required("transform"), contentSize: contentSize.optional(),
            contentOffset: contentOffset.optional())
    }
}
