import AutorotateArguments
import AutorotateClient
import AutorotateOperations

/// `autorotate compare FILE`: one scenario run in several iOS versions and idioms (api.md §6), in
/// this process or on the `--server` (`POST /v1/compare`); a matrix of the interface orientations
/// and the differences with their rules, or the comparison as JSON; `--svg OUT` also draws the matrix as
/// an SVG picture (api.md §8). Exit 4 with `--fail-on-difference`
/// when the columns differ: a CI step that guards "raising the deployment target changes nothing".
struct CompareCommand: Subcommand, Equatable {
    static let name = "compare"
    static let abstract = "Run one scenario across iOS versions and idioms and show what differs."
    static let overview = """
        run one scenario in several iOS versions (default: every version at which a rule
        switches) and idioms, and print what differs, with the rules behind each answer.
        """
    static let showsExitCodes = true
    /// `compare` lists exit code 4 with the others: it is the one command that exits 4.
    static var helpSections: [String] { [ExitCode.compareHelpSection] }

    static var options: [CommandOption<Self>] {
        CommonOptions.options(in: \.common, json: "Print the comparison as JSON.")
            + [
                .value(
                    "--os", valueName: "VERSIONS", \.os, default: "every boundary version",
                    help: "The iOS versions to run, comma-separated, e.g. 12.5,16.0."
                ) { text throws(ArgumentError) in try list(text, option: "--os") },
                .value(
                    "--idiom", valueName: "IDIOMS", \.idioms, default: "the scenario's",
                    help: "The idioms to run, comma-separated, of phone and pad."
                ) { text throws(ArgumentError) in try list(text, option: "--idiom") },
                .flag(
                    "--fail-on-difference", \.failOnDifference,
                    help: "Exit 4 when the columns differ (a CI guard)."),
                .flag(SharedOptions.strict, \.strict),
                .text(SharedOptions.requestID, \.requestID),
                .text(
                    "--project", valueName: "DIR", \.project,
                    help: """
                        Compare the Xcode project in DIR (see 'autorotate import'); FILE then holds
                        its events, if any. Default columns: the deployment target and each boundary
                        up to the newest modelled iOS, on the project's idioms.
                        """),
                .text(SharedOptions.projectTarget, \.projectTarget),
                .text(
                    "--svg", valueName: "OUT", \.svg,
                    help: """
                        Also draw the comparison as an SVG matrix into OUT (a file, created or replaced),
                        differing cells marked. '-' writes the picture to standard output instead of the
                        table or JSON. When OUT is an existing directory, the picture is OUT/NAME.svg
                        (NAME: the FILE's name without .json; stdin for '-').
                        """),
            ]
    }

    static var arguments: [CommandArgument<Self>] {
        [
            .optional(
                "FILE", \.file,
                help: """
                    A scenario (JSON), or a fixture file whose "scenario" member is one.
                    '-' reads standard input. With --project: the events (an array, or an
                    object with "events"); without it, the launch alone.
                    """)
        ]
    }

    /// `--server`, `--local`, `--json`, `--timeout`.
    var common = CommonOptions()
    /// `--os`: the versions, as written (`nil`: the default columns).
    var os: [String]?
    /// `--idiom`: the idioms, as written (`nil`: the scenario's).
    var idioms: [String]?
    /// `--fail-on-difference`.
    var failOnDifference = false
    /// `--strict`: warnings of any column fail the run.
    var strict = false
    /// `--request-id ID`.
    var requestID: String?
    /// `--svg OUT`: where the matrix picture goes (``PictureDestination``).
    var svg: String?
    /// The scenario file (`-` is standard input); required without `--project`, with it the
    /// events file.
    var file: String?
    /// `--project DIR`: the scenario comes from this Xcode project.
    var project: String?
    /// `--target NAME`: the project's app target.
    var projectTarget: String?

    /// A comma-separated list, blanks around entries removed; empty entries refused.
    static func list(_ text: String, option: String) throws(ArgumentError) -> [String] {
        let entries = text.split(separator: ",", omittingEmptySubsequences: false).map { entry in
            String(
                entry.drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
        }
        guard !entries.contains(where: \.isEmpty) else {
            throw ArgumentError("\(option) wants a comma-separated list without empty entries, got '\(text)'")
        }
        return entries
    }

    func run(output: Output) -> ExitCode {
        CompareRun(command: self, output: output).run()
    }
}

/// One run of `compare`.
private struct CompareRun {
    let command: CompareCommand
    let output: Output

    func run() -> ExitCode {
        var pictures: PictureDestination?
        if let svg = command.svg, let argument = command.file ?? command.project {
            switch PictureDestination.resolve(svg, files: [argument]) {
            case .success(let destination): pictures = destination
            case .failure(let error):
                output.error(error.message)
                return .inputError
            }
        }
        let call = EngineRequest(common: command.common, requestID: command.requestID, output: output)
        var os = command.os
        var idioms = command.idioms
        let file: ScenarioFile
        if let directory = command.project {
            switch projectFile(directory) {
            case .success(let loaded):
                file = loaded.file
                os = os ?? loaded.os
                idioms = idioms ?? loaded.idioms
            case .failure(let error):
                output.error(error.message)
                return .inputError
            }
        } else {
            guard command.projectTarget == nil else {
                output.error("--target goes with --project DIR")
                return .inputError
            }
            guard
                let loaded = call.load(
                    command.file, missing: "compare needs a scenario FILE (see 'autorotate compare --help')")
            else { return .inputError }
            file = loaded
        }
        let body = AutorotateClient.compareRequest(scenario: file.scenario, os: os, idioms: idioms)
        switch call.send(
            .compare(body), path: file.path, local: { call.operations.compare(body, as: .json) },
            decode: Comparison.init(json:))
        {
        case .answer(let comparison, let json):
            let warnings = warnings(of: comparison, scenario: file.scenario, call: call, path: file.path)
            let shown = show(comparison, json: json, file: file, pictures: pictures, warnings: warnings)
            guard let pictures else { return shown }
            switch call.send(
                .compareSVG(body), path: file.path,
                local: { call.operations.compare(body, as: .svg) }, decode: { $0 })
            {
            case .answer(let svg, _):
                return pictures.write(svg, for: command.file ?? command.project ?? file.path, output: output)
                    ?? shown
            case .refused(let problem, let serverSaid):
                output.error("\(file.path): \(serverSaid ?? problem.detail ?? problem.title)")
                return .inputError
            case .failed(let code): return code
            }
        case .refused(let problem, let serverSaid):
            report(
                (problem.errors ?? []).map { ($0.pointer, $0.detail) },
                summary: serverSaid ?? problem.detail ?? problem.title, file: file)
            return .inputError
        case .failed(let code):
            return code
        }
    }

    /// The project's scenario with the events of FILE (none: the launch alone), and the columns
    /// its import implies: the deployment target, then each version boundary up to the newest
    /// modelled iOS (the import's `lint` range), on the project's idioms.
    func projectFile(_ directory: String) -> Result<
        (file: ScenarioFile, os: [String], idioms: [String]), ProjectScenario.LoadError
    > {
        let project: ProjectScenario
        switch ProjectScenario.load(directory: directory, target: command.projectTarget) {
        case .success(let loaded): project = loaded
        case .failure(let error): return .failure(error)
        }
        if let choice = project.targetChoice {
            output.standardError(choice.notice(directory: directory) + "\n")
        }
        var events = JSONValue.array([])
        if let path = command.file {
            switch ScenarioFile.load(path) {
            case .success(let read):
                switch ProjectScenario.events(in: read.scenario, path: path) {
                case .success(let given): events = given
                case .failure(let error): return .failure(error)
                }
            case .failure(let error): return .failure(ProjectScenario.LoadError(message: error.message))
            }
        }
        let range = project.result.lint
        var versions: [String] = []
        if let lower = OSVersion(parsing: range.minimumOS), let upper = OSVersion(parsing: range.maximumOS) {
            versions = VersionBoundaries.versions(from: lower, through: upper).map(\.description)
        }
        if versions.isEmpty { versions = [range.minimumOS] }
        let file = ScenarioFile(
            path: command.file ?? directory, scenario: project.scenario(events: events), isFixture: false)
        return .success((file, versions, range.idioms))
    }

    /// Every input problem, each on its own line, named by the option or the file it comes from.
    func report(_ errors: [(pointer: String, detail: String)], summary: String, file: ScenarioFile) {
        output.error("\(file.path): \(summary)")
        let placer = file.placer()
        for error in errors {
            output.standardError("  \(place(error.pointer, file: file, placer: placer)): \(error.detail)\n")
        }
    }

    /// Where a pointer of the request is on the command line: `--os` entry, or the file's pointer
    /// at its line and column.
    func place(_ pointer: String, file: ScenarioFile, placer: (String) -> String?) -> String {
        for (prefix, option, list) in [("/os", "--os", command.os), ("/idioms", "--idiom", command.idioms)] {
            guard pointer == prefix || pointer.hasPrefix(prefix + "/") else { continue }
            let rest = pointer.dropFirst(prefix.count + 1)
            if let index = Int(rest), let list, index < list.count { return "\(option) '\(list[index])'" }
            return option
        }
        if pointer.hasPrefix("/scenario") {
            let inScenario = String(pointer.dropFirst("/scenario".count))
            return "\(placer(inScenario) ?? file.path): \(inScenario)"
        }
        return pointer.isEmpty ? "request" : pointer
    }

    /// The warnings of every column: each column's scenario (its `device.os` and `device.idiom`
    /// replaced, as the comparison ran it) simulated the same way, in process or on the server.
    func warnings(of comparison: Comparison, scenario: [UInt8], call: EngineRequest, path: String)
        -> SimulationWarnings
    {
        var warnings = SimulationWarnings()
        for column in comparison.columns {
            let bytes = ScenarioDevice.replacing(scenario, os: column.os, idiom: column.idiom)
            if case .answer(let simulation, _) = call.send(
                .simulate(bytes), path: path, local: { call.operations.simulate(bytes, as: .json).answer },
                decode: Simulation.init(json:))
            {
                warnings.add(simulation)
            }
        }
        return warnings
    }

    /// Prints the comparison (unless its picture goes to standard output) and the columns'
    /// warnings; the exit code: 4 for differences with `--fail-on-difference`, else 1 when some
    /// column crashed or, with `--strict`, warned, else 0.
    func show(
        _ comparison: Comparison, json: [UInt8], file: ScenarioFile, pictures: PictureDestination?,
        warnings: SimulationWarnings
    ) -> ExitCode {
        let code: ExitCode
        if command.failOnDifference && !comparison.identical {
            code = .differences
        } else {
            code = warnings.exitCode(
                comparison.terminated.contains { $0 != nil } ? .crashed : .success, strict: command.strict)
        }
        if pictures?.isStandardOutput == true { return code }
        if command.common.json {
            var text = String(decoding: json, as: UTF8.self)
            while text.hasSuffix("\n") { text.removeLast() }
            output.line(text)
        } else {
            output.standardOutput(
                ComparisonRenderer.render(
                    comparison, title: file.path, warnings: warnings,
                    locate: SimulationWarnings.columnPlaces(file.placer())))
        }
        return code
    }
}
