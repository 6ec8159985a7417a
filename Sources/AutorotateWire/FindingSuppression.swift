/// Why a finding does not fail the run although it holds (api.md §7.1): a suppression comment in
/// the user's source beside the line it is about. SARIF writes it as a `suppressions` entry.
public struct FindingSuppression: Sendable, Equatable {
    /// How it was suppressed: `inSource`, a comment in the file the finding is placed in.
    public var kind: SuppressionKind
    /// The file holding the comment, as the lint subject names it (relative to the project);
    /// `nil` for the Info.plist text of a request.
    public var path: Optional<String>
    /// The 1-based line of the comment.
    public var line: Int

    public init(kind: SuppressionKind, path: String?, line: Int) {
        self.kind = kind
        self.path = path
        self.line = line
    }
}

/// How a finding is suppressed; the names are SARIF's `suppression.kind`.
public enum SuppressionKind: String, Sendable, Equatable, CaseIterable {
    /// A comment in the source (`// autorotate:disable-next-line AR005`, `<!-- autorotate:disable AR010 -->`).
    case inSource
}
