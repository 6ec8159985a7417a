import AutorotateClient

/// What the CLI says when `--server` could not be reached: the server it tried, and that the
/// commands run without one.
enum TransportHint {
    /// How to run without a server, said after every transport failure.
    static let withoutServer = "run without --server to use the embedded engine"

    /// `error` as the CLI prints it: for a server that could not be reached, `could not connect to
    /// URL (…)`; for a transport failure after connecting, the failure, the URL and the hint; any
    /// other error as the client describes it.
    static func describe(_ error: AutorotateClientError, server url: String) -> String {
        guard let failure = error.transportFailure else { return error.description }
        switch failure.kind {
        case .connectionRefused, .couldNotResolve:
            return "could not connect to \(url) (\(withoutServer))"
        default:
            return "\(failure.message), talking to \(url) (\(withoutServer))"
        }
    }
}
