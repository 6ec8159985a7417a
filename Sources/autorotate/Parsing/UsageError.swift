/// Why a command line was rejected; printed with the usage of the command it named (or the tool's).
struct UsageError: Error, Equatable {
    var message: String
    var usage: String
}
