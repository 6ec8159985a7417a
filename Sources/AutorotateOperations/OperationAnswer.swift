/// An operation's answer: the bytes of the response body and the form they are in.
public struct OperationAnswer: Sendable, Equatable {
    /// The answer's bytes, exactly as the service sends them.
    public var body: [UInt8]
    /// The form of ``body`` (its media type is ``AnswerFormat/mediaType``).
    public var format: AnswerFormat

    public init(body: [UInt8], format: AnswerFormat) {
        self.body = body
        self.format = format
    }

    /// The media type of ``body``.
    public var mediaType: String { format.mediaType }
}

/// How a request that runs a scenario ended, for the service's counters.
public enum OperationOutcome: String, Sendable, Equatable {
    /// The scenario ran.
    case ok
    /// Not JSON, or not the shape of the request (400).
    case malformed
    /// Well-formed but invalid (422).
    case invalid
}
