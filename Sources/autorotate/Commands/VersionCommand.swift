import AutorotateArguments
import AutorotateClient
import AutorotateEngine

/// `autorotate version`: the engine version built into the tool and, with `--server`, the
/// server's version document.
struct VersionCommand: Subcommand, Equatable {
    static let name = "version"
    static let abstract = "Print the tool's version and, with --server, the server's."
    static let overview = "print the tool's engine version; with --server, also the server's."

    static var options: [CommandOption<Self>] {
        [
            .text(
                SharedOptions.server.described(
                    help: "Also ask this autorotated service (GET /v1/version).", default: nil),
                \.server),
            .json(\.json, help: "Print the server's version document as JSON."),
        ]
    }

    /// Also ask this server for its version.
    var server: String?
    /// Print the server's version document as JSON.
    var json = false

    func run(output: Output) -> ExitCode {
        guard let server else {
            output.line(
                json
                    ? "{\"engine\":{\"version\":\"\(EngineInfo.version)\"}}"
                    : "autorotate \(EngineInfo.version)")
            return .success
        }
        do {
            let client = try AutorotateClient(baseURL: server)
            let reply = try client.sendBlocking(.version)
            if json {
                output.line(String(decoding: reply.body, as: UTF8.self).trimmingCharactersAtEnd("\n"))
            } else {
                output.line("autorotate \(EngineInfo.version)")
                output.line("server \(server): engine \(reply.value.engineVersion)")
                for generation in reply.value.generations {
                    let range =
                        generation.through.map { "\(generation.from) – \($0)" }
                        ?? "\(generation.from) and later"
                    output.line("  \(generation.id): iOS \(range)")
                }
            }
            return .success
        } catch {
            output.error(error.description)
            return error.isInputError ? .inputError : .transportError
        }
    }
}
