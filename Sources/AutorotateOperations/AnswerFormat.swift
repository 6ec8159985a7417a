/// The forms an operation's answer can take, each with its media type: what the service's
/// content negotiation picks and what the CLI asks for.
public enum AnswerFormat: String, Sendable, Equatable, CaseIterable {
    /// The answer's JSON document (`application/json`): every operation.
    case json = "application/json"
    /// A picture (`image/svg+xml`, api.md §8): simulate's timeline, compare's matrix.
    case svg = "image/svg+xml"
    /// A SARIF 2.1.0 log (`application/sarif+json`): lint's report.
    case sarif = "application/sarif+json"

    /// The media type of answers in this form.
    public var mediaType: String { rawValue }

    /// The form whose media type is `mediaType` (exactly, as the service's routes offer them).
    public init?(mediaType: String) { self.init(rawValue: mediaType) }
}
