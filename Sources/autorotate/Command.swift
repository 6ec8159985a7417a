/// A command line, parsed: what to do and with which options.
enum Command: Equatable {
    /// `autorotate simulate [options] FILE…`
    case simulate(SimulateOptions)
    /// `autorotate version [--server URL] [--json]`
    case version(VersionOptions)
    /// `autorotate bench [--server URL] [--seconds N] [FILE]`
    case bench(BenchOptions)
    /// `--help` of the tool or of a command: the text to print.
    case help(String)
}

/// Where a scenario is simulated.
enum Target: Equatable {
    /// Over HTTP, at this base URL.
    case server(String)
    /// In this process, through the engine (`--local`).
    case local
}

/// Options of `autorotate simulate`.
struct SimulateOptions: Equatable {
    var target: Target = .server(SimulateOptions.defaultServer)
    var json = false
    /// Total timeout per request, in seconds.
    var timeoutSeconds: Double = 30
    var requestID: String?
    var files: [String] = []

    static let defaultServer = "http://127.0.0.1:8080"
}

/// Options of `autorotate version`.
struct VersionOptions: Equatable {
    /// Also ask this server for its version.
    var server: String?
    var json = false
}

/// Options of `autorotate bench`.
struct BenchOptions: Equatable {
    var server = SimulateOptions.defaultServer
    var seconds: Double = 10
    /// A scenario to POST; `nil` = `GET /livez`.
    var file: String?
    /// Keep the simulation as bytes instead of decoding it.
    var raw = false
    /// Do not ask for compressed responses.
    var identity = false
    /// Use the client's async API (one task, awaiting each call) instead of the blocking one.
    var async = false
}

/// Why a command line was rejected; printed with the command's usage.
struct UsageError: Error, Equatable {
    var message: String
    var usage: String
}
