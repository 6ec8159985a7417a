import AutorotateClient
import AutorotateEngine
import AutorotateWire
import Glibc

/// `autorotate lint`: the findings for one scenario file (api.md §7) across an iOS range and
/// idioms, from the server or in process; findings grouped by severity, each as
/// `FILE:LINE:COLUMN: severity: message [AR0xx]`; `--sarif OUT` writes a SARIF 2.1.0 log whose
/// results carry physical locations relative to the working directory. Exit 0 without
/// error-level findings, 1 with, 2 input error, 3 transport.
struct LintCommand: Subcommand, Equatable {
    static let name = "lint"
    static let abstract = "Lint a scenario's orientation setup across iOS versions (text, JSON, SARIF)."
    static let overview =
        "lint a scenario: crashes, failing calls and code that does nothing, on every iOS in range."
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
                    "--request-id", valueName: "ID", \.requestID, default: "random",
                    help: "The X-Request-ID to send."),
            ]
    }

    static var arguments: [CommandArgument<Self>] {
        [
            .optional(
                "FILE", \.file,
                help: """
                    A lint request: a scenario (JSON) with an optional "lint" member, or a fixture
                    file whose "scenario" member is one. '-' reads standard input.
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
    /// The file to lint.
    var file: String?

    func run(output: Output) -> ExitCode {
        LintRun(command: self, output: output).run()
    }
}

/// One run of `lint`: read the file, apply the options to its `lint` member, lint, print.
private struct LintRun {
    let command: LintCommand
    let output: Output

    func run() -> ExitCode {
        guard let path = command.file else {
            output.error("lint needs a FILE (a scenario with an optional \"lint\" member)")
            return .inputError
        }
        let file: ScenarioFile
        switch ScenarioFile.load(path) {
        case .success(let loaded): file = loaded
        case .failure(let error):
            output.error(error.message)
            return .inputError
        }
        let request = requestBody(file.scenario)
        let report: LintReport
        switch lint(request, path: path) {
        case .report(let linted): report = linted
        case .failed(let code): return code
        }
        let locate = locator(for: file)
        if let sarifPath = command.sarifPath {
            var locations: [String: SARIFLocation] = [:]
            let uri = artifactURI(path)
            for finding in report.findings {
                let place = locate(finding.pointer) ?? (1, 1)
                locations[finding.pointer] = SARIFLocation(uri: uri, line: place.line, column: place.column)
            }
            let bytes = report.sarifBytes(rules: Linter.descriptors, locations: locations)
            if let problem = write(bytes, to: sarifPath) {
                output.error("cannot write \(sarifPath): \(problem)")
                return .inputError
            }
        }
        if command.common.json {
            output.line(String(decoding: report.jsonBytes(), as: UTF8.self))
        } else {
            output.standardOutput(LintRenderer.render(report, path: path, locate: locate))
        }
        return report.summary.error > 0 ? .crashed : .success
    }

    /// The file's request with `--min-os`, `--max-os` and `--idiom` written into its `lint`
    /// member; text that is not a JSON object is sent as it is (the engine says what is wrong).
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

    /// A report, or the exit code of why there is none.
    private enum Outcome {
        case report(LintReport)
        case failed(ExitCode)
    }

    private func lint(_ request: [UInt8], path: String) -> Outcome {
        guard case .server(let url) = command.common.target else {
            switch Linter.lint(json: request) {
            case .success(let report): return .report(report)
            case .failure(let problem):
                output.error("\(path): \(ProblemDetails(Problem(problem)))")
                return .failed(.inputError)
            }
        }
        var configuration = ClientConfiguration(baseURL: url)
        configuration.timeout = .milliseconds(Int64(command.common.timeoutSeconds * 1000))
        do {
            let client = try AutorotateClient(configuration: configuration)
            return .report(try client.sendBlocking(.lint(request), requestID: command.requestID).value)
        } catch {
            output.error("\(path): \(error.description)")
            return .failed(error.isInputError ? .inputError : .transportError)
        }
    }

    /// Pointer → line and column in the file as read (a fixture's pointers sit under `/scenario`).
    private func locator(for file: ScenarioFile) -> (String) -> (line: Int, column: Int)? {
        guard let locator = try? JSONLocator(file.contents, maxDepth: JSONReader.depthCeiling) else {
            return { _ in nil }
        }
        let prefix = file.isFixture ? "/scenario" : ""
        return { pointer in
            guard let parsed = JSONPointer(escaped: prefix + pointer) else { return nil }
            let start = locator.nearestSpan(of: parsed).start
            return (start.line, start.column)
        }
    }

    /// The file's URI for SARIF: relative to the working directory when it is under it.
    private func artifactURI(_ path: String) -> String {
        guard path.hasPrefix("/") else {
            return path.hasPrefix("./") ? String(path.dropFirst(2)) : path
        }
        var buffer = [CChar](repeating: 0, count: 4096)
        if getcwd(&buffer, buffer.count) != nil {
            let directory = String(
                decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if path.hasPrefix(directory + "/") { return String(path.dropFirst(directory.count + 1)) }
        }
        return "file://" + path
    }

    /// Writes `bytes` to `path` (`-` = standard output); the system's reason on failure.
    private func write(_ bytes: [UInt8], to path: String) -> String? {
        if path == "-" {
            output.standardOutput(String(decoding: bytes, as: UTF8.self))
            return nil
        }
        let descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        defer { close(descriptor) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return String(cString: strerror(errno)) }
            offset += written
        }
        return nil
    }
}
