import Glibc

/// Why the server could not start.
public enum HTTPServerError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The host is not an IPv4 address (or `localhost`).
    case invalidHost(String)
    /// A system call failed: its name and `errno`.
    case system(String, Int32)
    /// `run()` was called before `bind()`, or twice.
    case notBound

    public var description: String {
        switch self {
        case .invalidHost(let host): "invalid host '\(host)': expected an IPv4 address"
        case .system(let call, let code): "\(call) failed: \(String(cString: strerror(code)))"
        case .notBound: "the server is not bound"
        }
    }
}
