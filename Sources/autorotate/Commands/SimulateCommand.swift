import AutorotateArguments
import AutorotateClient
import AutorotateOperations

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
                .value(
                    "--os", valueName: "VERSION", \.os, default: nil,
                    help: "Simulate on this iOS version, e.g. 16.4 (replaces device.os)."
                ) { text throws(ArgumentError) in try ScenarioDevice.version(text, option: "--os") },
                .value(
                    "--idiom", valueName: "IDIOM", \.idiom, default: nil,
                    help: "Simulate on phone or pad (replaces device.idiom)."
                ) { text throws(ArgumentError) in try ScenarioDevice.idiom(text, option: "--idiom") },
                .flag(SharedOptions.strict, \.strict),
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
    /// `--os VERSION`: replaces each scenario's `device.os`.
    var os: String?
    /// `--idiom phone|pad`: replaces each scenario's `device.idiom`.
    var idiom: String?
    /// `--strict`: warnings fail the run.
    var strict = false

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
        var client: (client: AutorotateClient, server: String)?
        if case .server(let url) = command.common.target {
            var configuration = ClientConfiguration(baseURL: url)
            configuration.timeout = .milliseconds(Int64(command.common.timeoutSeconds * 1000))
            do {
                client = (try AutorotateClient(configuration: configuration), url)
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
    private func simulate(_ path: String, client: (client: AutorotateClient, server: String)?) -> ExitCode {
        var file: ScenarioFile
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
        file.scenario = ScenarioDevice.replacing(file.scenario, os: command.os, idiom: command.idiom)
        if let client {
            return simulateRemotely(file, argument: path, client: client.client, server: client.server)
        }
        return simulateLocally(file, argument: path)
    }

    /// `argument` is the FILE as given, which names its picture in an `--svg` directory.
    private func simulateRemotely(
        _ file: ScenarioFile, argument: String, client: AutorotateClient, server: String
    )
        -> ExitCode
    {
        do {
            let reply = try client.sendBlocking(.simulate(file.scenario), requestID: command.requestID)
            let shown = show(reply.value, json: reply.body, file: file)
            guard let pictures else { return shown }
            let svg = try client.simulateSVGBlocking(file.scenario, requestID: command.requestID)
            return pictures.write(svg, for: argument, output: output) ?? shown
        } catch {
            if let details = error.problem, error.isInputError {
                reportRefusal(details.problem, file: file)
                return .inputError
            }
            output.error("\(file.path): \(TransportHint.describe(error, server: server))")
            return error.isInputError ? .inputError : .transportError
        }
    }

    /// The same requests answered in process by ``Operations/simulate(_:as:)``, the function
    /// `POST /v1/simulate` calls: the same bytes, read the same way.
    private func simulateLocally(_ file: ScenarioFile, argument: String) -> ExitCode {
        let operations = Operations(limits: .default)
        switch operations.simulate(file.scenario, as: .json).answer {
        case .failure(let problem):
            reportRefusal(problem, file: file)
            return .inputError
        case .success(let answer):
            let simulation: Simulation
            do {
                simulation = try Simulation(json: answer.body)
            } catch {
                output.error("\(file.path): the engine's answer does not decode: \(error)")
                return .transportError
            }
            let shown = show(simulation, json: answer.body, file: file)
            guard let pictures else { return shown }
            switch operations.simulate(file.scenario, as: .svg).answer {
            case .success(let picture):
                return pictures.write(picture.body, for: argument, output: output) ?? shown
            case .failure(let problem):
                output.error("\(file.path): \(ProblemDetails(problem))")
                return .inputError
            }
        }
    }

    /// The engine's refusal; a problem with the device `--os` or `--idiom` wrote is named by
    /// the flag the user typed.
    private func reportRefusal(_ problem: Problem, file: ScenarioFile) {
        let flags = [("/device/os", "--os", command.os), ("/device/idiom", "--idiom", command.idiom)]
        for error in problem.errors ?? [] {
            for (pointer, flag, value) in flags where error.pointer == pointer {
                if let value {
                    output.error("\(flag) '\(value)': \(error.detail)")
                    return
                }
            }
        }
        output.error("\(file.path): \(ProblemDetails(problem).description(locating: file.placer()))")
    }

    /// The device the scenario runs as (iOS version, idiom, model), from a one-column comparison
    /// of the same scenario (the engine knows each idiom's default model); `nil` when the
    /// scenario names no version or the comparison is refused (the simulation says why).
    private func device(of file: ScenarioFile) -> ComparisonColumn? {
        let device = ScenarioDevice(scenario: file.scenario)
        guard let os = device.os else { return nil }
        let call = EngineRequest(common: command.common, requestID: command.requestID, output: output)
        let body = AutorotateClient.compareRequest(scenario: file.scenario, os: [os], idioms: [device.idiom])
        guard
            case .answer(let comparison, _) = call.send(
                .compare(body), path: file.path, local: { call.operations.compare(body, as: .json) },
                decode: Comparison.init(json:))
        else { return nil }
        return comparison.columns.first
    }

    /// Prints a simulation (unless its picture goes to standard output) and its warnings; crashed
    /// when the simulated app terminated, or, with `--strict`, when it warned.
    private func show(_ simulation: Simulation, json: [UInt8], file: ScenarioFile) -> ExitCode {
        var warnings = SimulationWarnings()
        warnings.add(simulation)
        let code = warnings.exitCode(
            simulation.terminated == nil ? .success : .crashed, strict: command.strict)
        if pictures?.isStandardOutput == true { return code }
        if command.common.json {
            var text = String(decoding: json, as: UTF8.self)
            while text.hasSuffix("\n") { text.removeLast() }
            output.line(text)
        } else {
            output.standardOutput(
                TableRenderer.render(
                    simulation, title: file.path, device: device(of: file), locate: file.placer()))
        }
        return code
    }
}
