import AutorotateClient
import AutorotateEngine

/// `autorotate version`: the engine version built into the tool and, with `--server`, the
/// server's version document.
struct VersionCommand {
    var options: VersionOptions
    var output: Output

    func run() -> ExitCode {
        guard let server = options.server else {
            output.line(
                options.json
                    ? "{\"engine\":{\"version\":\"\(EngineInfo.version)\"}}"
                    : "autorotate \(EngineInfo.version)")
            return .success
        }
        do {
            let client = try AutorotateClient(baseURL: server)
            let reply = try client.sendBlocking(.version)
            if options.json {
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
