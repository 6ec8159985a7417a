import AutorotateArguments
import AutorotateClient
import AutorotateOperations
import Glibc

/// `autorotate lint`: the findings for one scenario file (api.md §7), or for an Xcode project
/// (`--project DIR`, api.md §9), across an iOS range and idioms, in this process or on the
/// `--server`; findings grouped by severity, each as `FILE:LINE:COLUMN: severity: message [AR0xx]`
/// at the place in the user's own files that produced it (the scenario's JSON, the `--plist` file's
/// key, or the project's Swift, Objective-C, storyboard, plist or pbxproj line); `--sarif OUT` writes a
/// SARIF 2.1.0 log whose results carry those physical locations (relative to the working
/// directory, or with `--project` to the repository root). A team's configuration
/// (`DIR/.autorotate.yml` or `--config FILE`), suppression comments and baseline apply after the
/// engine (``ConfiguredLint``, api.md §7.1); suppressed and baseline-accepted findings are shown
/// and do not count. With `--project` the import's transitions are probed and mechanical findings
/// carry `edits`, which `--fix` applies to the project's files (printed as a unified diff) before
/// linting again. Exit 0 without error-level findings that count, 1 with, 2 input error, 3 transport.
struct LintCommand: Subcommand, Equatable {
    static let name = "lint"
    static let abstract = "Lint a scenario's orientation setup across iOS versions (text, JSON, SARIF)."
    static let overview =
        "lint a scenario or an Xcode project: crashes, failing calls and code that does nothing,\non every iOS in range."
    static let showsExitCodes = true

    static var options: [CommandOption<Self>] {
        CommonOptions.options(in: \.common, json: "Print the lint report as JSON.")
            + [
                .text(
                    "--min-os", valueName: "VERSION", \.minimumOS, default: "the file's lint.minimumOS",
                    help: "The oldest iOS to lint, e.g. 12.0."),
                .text(
                    "--max-os", valueName: "VERSION", \.maximumOS, default: "the file's lint.maximumOS",
                    help: "The newest iOS to lint, e.g. 26.0."),
                .value(
                    "--idiom", valueName: "LIST", \.idioms, default: "the file's lint.idioms",
                    help: "Idioms to lint, comma-separated: phone, pad."
                ) { text throws(ArgumentError) in
                    let names = text.split(separator: ",").map { String($0) }
                    guard !names.isEmpty, names.allSatisfy({ $0 == "phone" || $0 == "pad" }) else {
                        throw ArgumentError("--idiom wants phone, pad or phone,pad, got '\(text)'")
                    }
                    return names
                },
                .text(
                    "--sarif", valueName: "OUT", \.sarifPath,
                    help: "Also write the findings as SARIF 2.1.0 to OUT, with file locations."),
                .text(
                    "--plist", valueName: "PATH", \.plistPath,
                    help: """
                        An Info.plist (XML) to lint as the scenario's app.infoPlist;
                        findings on its keys are reported at its own lines.
                        """),
                .text(
                    "--project", valueName: "DIR", \.project,
                    help: """
                        Lint the Xcode project in DIR (import + lint): findings at the
                        Swift, Objective-C, storyboard, plist or pbxproj line behind them.
                        """),
                .text(SharedOptions.projectTarget, \.projectTarget),
                .flag(
                    "--fix", \.fix,
                    help: """
                        With --project: apply the findings' mechanical fixes (AR001, AR002,
                        AR016, AR017) to the project's files, print them as a unified diff,
                        then lint again.
                        """),
                .text(SharedOptions.requestID, \.requestID),
                .flag(SharedOptions.strict, \.strict),
            ] + LintRuleOptions.options + LintPolicyOptions.options
    }

    static var arguments: [CommandArgument<Self>] {
        [
            .optional(
                "FILE", \.file,
                help: """
                    A lint request: a scenario (JSON) with an optional "lint" member, or a fixture
                    file whose "scenario" member is one. '-' reads standard input.
                    Not with --project.
                    """)
        ]
    }

    /// `--server`, `--local`, `--json`, `--timeout`.
    var common = CommonOptions()
    /// `--min-os`, replacing `lint.minimumOS`.
    var minimumOS: String?
    /// `--max-os`, replacing `lint.maximumOS`.
    var maximumOS: String?
    /// `--idiom`, replacing `lint.idioms`.
    var idioms: [String]?
    /// `--sarif OUT`.
    var sarifPath: String?
    /// `--request-id ID`.
    var requestID: String?
    /// `--plist PATH`: an Info.plist whose text becomes `app.infoPlist`.
    var plistPath: String?
    /// `--project DIR`: lint the Xcode project in DIR instead of a FILE.
    var project: String?
    /// `--target NAME`: the project's app target.
    var projectTarget: String?
    /// The file to lint.
    var file: String?
    /// `--strict`: the simulations' warnings fail the run.
    var strict = false
    /// `--fix`: apply the findings' edits to the project's files (with `--project`).
    var fix = false

    /// `--list-rules`, `--explain ID`, `--rules-markdown`.
    var rules = LintRuleOptions()

    /// `--config FILE`, `--write-baseline FILE`.
    var policy = LintPolicyOptions()

    func run(output: Output) -> ExitCode {
        if let code = rules.run(output: output) { return code }
        return LintRun(command: self, output: output).run()
    }
}

/// One run of `lint`: read what is linted, apply the options to its `lint` member, lint, print.
private struct LintRun {
    /// How many unprobed transitions are named one by one before the rest are counted.
    static let unprobedLinesShown = 3

    let command: LintCommand
    let output: Output

    func run() -> ExitCode {
        if let minimum = command.minimumOS.flatMap(OSVersion.init(parsing:)),
            let maximum = command.maximumOS.flatMap(OSVersion.init(parsing:)), minimum > maximum,
            let minimumText = command.minimumOS, let maximumText = command.maximumOS
        {
            output.error("--min-os '\(minimumText)' is above --max-os '\(maximumText)'")
            return .inputError
        }
        let input: LintInput
        switch load() {
        case .success(let loaded): input = loaded
        case .failure(let error):
            output.error(error.message)
            return .inputError
        }
        if let project = input.project, let choice = project.targetChoice {
            output.standardError(choice.notice(directory: project.directory) + "\n")
        }
        // The team's configuration and policy (api.md §7.1); the options above win over it.
        let configured: ConfiguredLint
        switch ConfiguredLint.prepare(
            request: input.request, name: input.name, config: command.policy.config, project: command.project,
            writingBaseline: command.policy.writeBaseline != nil)
        {
        case .success(let prepared): configured = prepared
        case .failure(let error):
            // One problem per line, each `file:line: message`.
            for line in error.message.split(separator: "\n") { output.error(String(line)) }
            return .inputError
        }
        let request = requestBody(configured.request)
        let call = EngineRequest(common: command.common, requestID: command.requestID, output: output)
        var report: LintReport
        switch call.send(
            .lint(request), path: input.name, local: { call.operations.lint(request, as: .json) },
            decode: LintReport.init(json:))
        {
        case .answer(let linted, _): report = configured.apply(to: linted, subject: input.subject)
        case .refused(let problem, _):
            if !reportAtOptions(problem) {
                output.error(
                    "\(input.name): \(ProblemDetails(problem).description(locating: input.placePointer))")
            }
            return .inputError
        case .failed(let code): return code
        }
        // Fixes: the edits of AR001, AR002, AR016 and AR017, read from the project's own files.
        if let project = input.project {
            report = Operations.attachingFixes(to: report, result: project.result, files: project.files)
            if command.fix {
                return applyFixes(
                    report, project: project, excluded: configured.policy.exclude.map(PathGlob.init))
            }
        }
        if let sarifPath = command.sarifPath {
            let bytes = Operations.sarif(
                report, originalURIBaseIDs: input.uriBaseIDs, documentationURI: referenceURI,
                fingerprintFile: input.subject.fingerprintFile(of:), fixArtifact: input.fixArtifact
            ) { finding in
                input.locate(finding).map(input.sarifLocation)
            }
            if let problem = write(bytes, to: sarifPath) {
                output.error("cannot write \(sarifPath): \(problem)")
                return .inputError
            }
        }
        if let baselinePath = command.policy.writeBaseline {
            // Accepted: every finding but the suppressed ones (a suppression already accepts those).
            let accepted = LintReport(
                engineVersion: report.engineVersion,
                findings: report.findings.filter { $0.suppressions.isEmpty })
            let bytes = Operations.sarif(
                accepted, originalURIBaseIDs: input.uriBaseIDs,
                fingerprintFile: input.subject.fingerprintFile(of:)
            ) { finding in
                input.locate(finding).map(input.sarifLocation)
            }
            if let problem = write(bytes, to: baselinePath) {
                output.error("cannot write \(baselinePath): \(problem)")
                return .inputError
            }
            let count = accepted.findings.count
            output.standardError(
                "wrote \(count) finding\(count == 1 ? "" : "s") to the baseline \(baselinePath)\n")
        }
        let warnings = warnings(of: request, call: call, path: input.name)
        if command.common.json {
            output.line(String(decoding: report.jsonBytes(), as: UTF8.self))
        } else {
            output.standardOutput(
                LintRenderer.render(report, name: input.name) { input.locate($0)?.description ?? input.name }
                    + warnings.text(locating: SimulationWarnings.columnPlaces(input.placePointer)))
            // The app's transitions lint could not probe, and why (never a guess as a finding);
            // the first few in full, then a count, so that an app whose screens are reached at
            // run time does not bury the report.
            let excluded = configured.policy.exclude.map(PathGlob.init)
            let unprobed = (input.project?.unprobedTransitionLines ?? []).filter { place in
                !excluded.contains { $0.matches(place.path) }
            }
            for (_, line) in unprobed.prefix(Self.unprobedLinesShown) { output.standardError(line + "\n") }
            if unprobed.count > Self.unprobedLinesShown {
                let more = unprobed.count - Self.unprobedLinesShown
                output.standardError(
                    "\(input.name): note: \(more) more of the app's pushes, presentations and calls were not "
                        + "probed (`autorotate import --json` lists every transition it found)\n")
            }
        }
        // Writing a baseline accepts every finding of this run: it does not fail.
        let failed = report.summary.error > 0 && command.policy.writeBaseline == nil
        return warnings.exitCode(failed ? .crashed : .success, strict: command.strict)
    }

    /// Where the SARIF's rules link: the server's `GET /docs/lint` when the lint ran there, else
    /// the rule reference beside this tool (``LintReferenceDocument``), else nowhere.
    private var referenceURI: String? {
        if case .server(let url) = command.common.target {
            var base = url
            while base.hasSuffix("/") { base.removeLast() }
            return base + "/docs/lint"
        }
        return LintReferenceDocument().uri
    }

    /// The warnings of the linted scenario's simulations: as written, and at the range's ends
    /// (`lint.minimumOS` and `lint.maximumOS` of the request, options applied) on each of its
    /// idioms, simulated the same way as the lint, in process or on the server.
    private func warnings(of request: [UInt8], call: EngineRequest, path: String) -> SimulationWarnings {
        var warnings = SimulationWarnings()
        guard case .object(var scenario)? = try? JSONReader.parse(request, maxDepth: JSONReader.depthCeiling)
        else { return warnings }
        var versions: [String?] = [nil]
        var idioms: [String?] = [nil]
        if case .object(let lint)? = scenario["lint"] {
            for key in ["minimumOS", "maximumOS"] {
                if case .string(let version)? = lint[key] { versions.append(version) }
            }
            if case .array(let names)? = lint["idioms"] {
                for case .string(let idiom) in names { idioms.append(idiom) }
            }
        }
        scenario.members.removeAll { $0.key == "lint" }
        // The import's transitions are lint's to probe; simulate reads no such member.
        scenario.members.removeAll { $0.key == "transitions" }
        let bytes = JSONValue.object(scenario).serialized()
        for version in versions {
            for idiom in idioms {
                let variant = ScenarioDevice.replacing(bytes, os: version, idiom: idiom)
                if case .answer(let simulation, _) = call.send(
                    .simulate(variant), path: path,
                    local: { call.operations.simulate(variant, as: .json).answer },
                    decode: Simulation.init(json:))
                {
                    warnings.add(simulation)
                }
            }
        }
        return warnings
    }

    /// Reports the problems with the `lint` members an option wrote (`--min-os` above `--max-os`,
    /// a version the engine does not model) at the option the user typed, with its value; false,
    /// printing nothing, when some problem is not about an option.
    private func reportAtOptions(_ problem: Problem) -> Bool {
        let options: [(pointer: String, flag: String, value: String?)] = [
            ("/lint/minimumOS", "--min-os", command.minimumOS),
            ("/lint/maximumOS", "--max-os", command.maximumOS),
            ("/lint/idioms", "--idiom", command.idioms?.joined(separator: ",")),
        ]
        let errors = problem.errors ?? []
        var lines: [String] = []
        for error in errors {
            guard
                let option = options.first(where: {
                    $0.value != nil
                        && (error.pointer == $0.pointer || error.pointer.hasPrefix($0.pointer + "/"))
                }), let value = option.value
            else { return false }
            lines.append("\(option.flag) '\(value)': \(error.detail)")
        }
        guard !lines.isEmpty else { return false }
        for line in lines { output.error(line) }
        return true
    }

    /// `--fix`: applies the report's edits to the project's files, prints each file's diff and
    /// what was left alone, then lints the project again (that report, and its exit code, follow).
    private func applyFixes(_ report: LintReport, project: ProjectScenario, excluded: [PathGlob]) -> ExitCode
    {
        // Neither a suppressed finding nor an edit of an excluded file is applied.
        let fixes = LintFixes(project: project) { finding in
            finding.suppressions.isEmpty
                && !finding.edits.contains { edit in excluded.contains { $0.matches(edit.path) } }
        }
        let outcome = fixes.plan(report)
        if let problem = fixes.write(outcome) {
            output.error(problem)
            return .inputError
        }
        var text = ""
        for change in outcome.changes { text += UnifiedDiff.render(change) }
        for line in outcome.skipped { text += line + "\n" }
        let files = outcome.changes.count
        let fixed = outcome.fixedFindings
        text +=
            fixed == 0
            ? "\(project.directory): nothing to fix\n\n"
            : "\(project.directory): fixed \(fixed) finding\(fixed == 1 ? "" : "s") in \(files) file\(files == 1 ? "" : "s")\n\n"
        // With --json, standard output stays one JSON document: the diff goes to standard error.
        if command.common.json { output.standardError(text) } else { output.standardOutput(text) }
        var again = command
        again.fix = false
        return LintRun(command: again, output: output).run()
    }

    /// The scenario FILE (with `--plist`), or the project of `--project`.
    private func load() -> Result<LintInput, LintInput.LoadError> {
        if command.fix, command.project == nil {
            return .failure(
                LintInput.LoadError(message: "--fix goes with --project DIR (it edits the project's files)"))
        }
        if let project = command.project {
            guard command.file == nil, command.plistPath == nil else {
                return .failure(
                    LintInput.LoadError(
                        message: "lint --project DIR takes no FILE and no --plist (the project has them)"))
            }
            return LintInput.project(project, target: command.projectTarget)
        }
        guard let path = command.file else {
            return .failure(
                LintInput.LoadError(
                    message:
                        "lint needs a FILE (a scenario with an optional \"lint\" member) or --project DIR"))
        }
        guard command.projectTarget == nil else {
            return .failure(LintInput.LoadError(message: "--target goes with --project DIR"))
        }
        return LintInput.file(path, plist: command.plistPath)
    }

    /// The request with `--min-os`, `--max-os` and `--idiom` written into its `lint` member; text
    /// that is not a JSON object is sent as it is (the engine says what is wrong).
    private func requestBody(_ bytes: [UInt8]) -> [UInt8] {
        guard command.minimumOS != nil || command.maximumOS != nil || command.idioms != nil,
            case .object(var object)? = try? JSONReader.parse(bytes, maxDepth: JSONReader.depthCeiling)
        else { return bytes }
        var lint = JSONObject()
        if case .object(let given)? = object["lint"] { lint = given }
        func set(_ key: String, _ value: JSONValue) {
            lint.members.removeAll { $0.key == key }
            lint.members.append(JSONMember(key, value))
        }
        if let minimum = command.minimumOS { set("minimumOS", .string(minimum)) }
        if let maximum = command.maximumOS { set("maximumOS", .string(maximum)) }
        if let idioms = command.idioms { set("idioms", .array(idioms.map { .string($0) })) }
        object.members.removeAll { $0.key == "lint" }
        object.members.append(JSONMember("lint", .object(lint)))
        return JSONValue.object(object).serialized()
    }

    /// Writes `bytes` to `path` (`-` = standard output); the system's reason on failure.
    private func write(_ bytes: [UInt8], to path: String) -> String? {
        if path == "-" {
            output.standardOutput(String(decoding: bytes, as: UTF8.self))
            return nil
        }
        return FileWriter.write(bytes, to: path)
    }
}
