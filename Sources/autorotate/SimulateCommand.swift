import AutorotateClient
import AutorotateEngine
import AutorotateWire

/// `autorotate simulate`: each FILE simulated on the server (or locally), printed as a table or as
/// JSON; the exit code is the worst outcome over all files.
struct SimulateCommand {
    var options: SimulateOptions
    var output: Output

    func run() -> ExitCode {
        var client: AutorotateClient?
        if case .server(let url) = options.target {
            var configuration = ClientConfiguration(baseURL: url)
            configuration.timeout = .milliseconds(Int64(options.timeoutSeconds * 1000))
            do {
                client = try AutorotateClient(configuration: configuration)
            } catch {
                output.error(error.description)
                return .inputError
            }
        }
        var worst = ExitCode.success
        for (index, path) in options.files.enumerated() {
            if index > 0 && !options.json { output.line("") }
            worst = max(worst, simulate(path, client: client))
        }
        return worst
    }

    /// Simulates one file and prints the result; returns that file's exit code.
    private func simulate(_ path: String, client: AutorotateClient?) -> ExitCode {
        let file: ScenarioFile
        switch ScenarioFile.load(path) {
        case .success(let loaded): file = loaded
        case .failure(let error):
            output.error(error.message)
            return .inputError
        }
        if let client {
            return simulateRemotely(file, client: client)
        }
        return simulateLocally(file)
    }

    private func simulateRemotely(_ file: ScenarioFile, client: AutorotateClient) -> ExitCode {
        do {
            let reply = try client.sendBlocking(.simulate(file.scenario), requestID: options.requestID)
            return show(reply.value, json: reply.body, path: file.path)
        } catch {
            output.error("\(file.path): \(error.description)")
            return error.isInputError ? .inputError : .transportError
        }
    }

    private func simulateLocally(_ file: ScenarioFile) -> ExitCode {
        switch Simulator.simulate(json: file.scenario) {
        case .failure(let problem):
            let details = ProblemDetails(Problem(problem))
            output.error("\(file.path): \(details)")
            return .inputError
        case .success(let result):
            do {
                return show(try Simulation(json: result.json), json: result.json, path: file.path)
            } catch {
                output.error("\(file.path): the engine's output does not decode: \(error)")
                return .transportError
            }
        }
    }

    /// Prints a simulation; crashed when the simulated app terminated.
    private func show(_ simulation: Simulation, json: [UInt8], path: String) -> ExitCode {
        if options.json {
            var text = String(decoding: json, as: UTF8.self)
            while text.hasSuffix("\n") { text.removeLast() }
            output.line(text)
        } else {
            output.standardOutput(TableRenderer.render(simulation, title: path))
        }
        return simulation.terminated == nil ? .success : .crashed
    }
}
