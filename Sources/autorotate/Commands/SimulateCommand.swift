import AutorotateArguments
import AutorotateClient
import AutorotateEngine
import AutorotateWire

/// `autorotate simulate`: each FILE simulated in this process (or on the `--server`), printed as a
/// table or as JSON; `--svg OUT` also draws each as an SVG timeline (api.md §8). The exit code is
/// the worst outcome over all files.
struct SimulateCommand: Subcommand, Equatable {
    static let name = "simulate"
    static let abstract = "Simulate scenario files and print the decisions."
    static let overview = "simulate scenarios and print one decision per event."
    static let showsExitCodes = true

    static var options: [CommandOption<Self>] {
        CommonOptions.options(in: \.common, json: "Print each simulation as JSON (one document per line).")
            + [
                .text(SharedOptions.requestID, \.requestID),
                .text(
                    "--project", valueName: "DIR", \.project,
                    help: """
                        Simulate the Xcode project in DIR (see 'autorotate import').
                        Each FILE then holds events: an array, or an object with "events".
                        """),
                .text(SharedOptions.projectTarget, \.projectTarget),
                .text(
                    "--svg", valueName: "OUT", \.svg,
                    help: """
                        Also draw each simulation as an SVG timeline into OUT (a file, created or
                        replaced). '-' writes the picture to standard output instead of the table or JSON.
                        When OUT is an existing directory, each FILE gets OUT/NAME.svg (NAME: the FILE's
                        name without .json; stdin for '-'); with several FILEs, OUT must be one.
                        """),
            ]
    }

    static var arguments: [CommandArgument<Self>] {
        [
            .oneOrMore(
                "FILE", \.files,
                help: """
                    A scenario (JSON), or a fixture file whose "scenario" member is one.
                    '-' reads standard input.
                    """)
        ]
    }

    /// `--server`, `--local`, `--json`, `--timeout`.
    var common = CommonOptions()
    /// `--request-id ID`: the X-Request-ID of every request (`nil`: a random one each).
    var requestID: String?
    /// The scenario files, in order (`-` is standard input); with `--project`, the events files.
    var files: [String] = []
    /// `--project DIR`: the scenario comes from this Xcode project.
    var project: String?
    /// `--target NAME`: the project's app target.
    var projectTarget: String?
    /// `--svg OUT`: where the timeline pictures go (``PictureDestination``).
    var svg: String?

    func run(output: Output) -> ExitCode {
        var pictures: PictureDestination?
        if let svg {
            switch PictureDestination.resolve(svg, files: files) {
            case .success(let destination): pictures = destination
            case .failure(let error):
                output.error(error.message)
                return .inputError
            }
        }
        return SimulateRun(command: self, output: output, pictures: pictures).run()
    }
}

/// One run of `simulate`: the command line, where to print and where to draw.
private struct SimulateRun {
    let command: SimulateCommand
    let output: Output
    let pictures: PictureDestination?

    func run() -> ExitCode {
        var client: AutorotateClient?
        if case .server(let url) = command.common.target {
            var configuration = ClientConfiguration(baseURL: url)
            configuration.timeout = .milliseconds(Int64(command.common.timeoutSeconds * 1000))
            do {
                client = try AutorotateClient(configuration: configuration)
            } catch {
                output.error(error.description)
                return .inputError
            }
        }
        var worst = ExitCode.success
        for (index, path) in command.files.enumerated() {
            if index > 0 && !command.common.json { output.line("") }
            worst = max(worst, simulate(path, client: client))
        }
        return worst
    }

    /// Simulates one file and prints the result; returns that file's exit code.
    private func simulate(_ path: String, client: AutorotateClient?) -> ExitCode {
        let file: ScenarioFile
        if let project = command.project {
            switch ProjectScenario.scenarioFile(
                directory: project, target: command.projectTarget, eventsPath: path)
            {
            case .success(let loaded): file = loaded
            case .failure(let error):
                output.error(error.message)
                return .inputError
            }
        } else {
            switch ScenarioFile.load(path) {
            case .success(let loaded): file = loaded
            case .failure(let error):
                output.error(error.message)
                return .inputError
            }
        }
        if let client {
            return simulateRemotely(file, argument: path, client: client)
        }
        return simulateLocally(file, argument: path)
    }

    /// `argument` is the FILE as given, which names its picture in an `--svg` directory.
    private func simulateRemotely(_ file: ScenarioFile, argument: String, client: AutorotateClient)
        -> ExitCode
    {
        do {
            let reply = try client.sendBlocking(.simulate(file.scenario), requestID: command.requestID)
            let shown = show(reply.value, json: reply.body, path: file.path)
            guard let pictures else { return shown }
            let svg = try client.simulateSVGBlocking(file.scenario, requestID: command.requestID)
            return pictures.write(svg, for: argument, output: output) ?? shown
        } catch {
            output.error("\(file.path): \(error.description)")
            return error.isInputError ? .inputError : .transportError
        }
    }

    private func simulateLocally(_ file: ScenarioFile, argument: String) -> ExitCode {
        switch LocalEngine.simulate(file.scenario) {
        case .failure(let problem):
            let details = ProblemDetails(Problem(problem))
            output.error("\(file.path): \(details)")
            return .inputError
        case .success(let result):
            do {
                let simulation = try Simulation(json: result.json)
                let shown = show(simulation, json: result.json, path: file.path)
                guard let pictures else { return shown }
                // The scenario as the service reads it for the picture: same bytes, same limits.
                let scenario = try? JSONReader.parse(
                    file.scenario, maxDepth: EngineLimits.default.maxJSONDepth)
                let svg = TimelinePicture(simulation: simulation, scenario: scenario).svg()
                return pictures.write(svg, for: argument, output: output) ?? shown
            } catch {
                output.error("\(file.path): the engine's output does not decode: \(error)")
                return .transportError
            }
        }
    }

    /// Prints a simulation (unless its picture goes to standard output); crashed when the
    /// simulated app terminated.
    private func show(_ simulation: Simulation, json: [UInt8], path: String) -> ExitCode {
        let code: ExitCode = simulation.terminated == nil ? .success : .crashed
        if pictures?.isStandardOutput == true { return code }
        if command.common.json {
            var text = String(decoding: json, as: UTF8.self)
            while text.hasSuffix("\n") { text.removeLast() }
            output.line(text)
        } else {
            output.standardOutput(TableRenderer.render(simulation, title: path))
        }
        return code
    }
}
