import AutorotateOperations
import Glibc

/// A team's lint configuration (api.md §7.1): `.autorotate.yml` at the root of `lint --project DIR`,
/// or `--config FILE`, read with libyaml (``YAMLReader``). The keys of the request's `lint` member:
/// `minimumOS`, `maximumOS`, `idioms`, `disable`, `severity` (`{AR006: error}`), `exclude` (path
/// globs relative to the project root) and `baseline` (a SARIF file, relative to the configuration's
/// directory). A malformed file, an unknown key or rule id is refused as `file:line: message`.
///
/// ```yaml
/// minimumOS: "13.0"
/// disable: [AR012]
/// severity: {AR006: error}
/// exclude: ["Pods/**"]
/// baseline: autorotate-baseline.sarif
/// ```
struct LintConfiguration {
    /// The file `lint --project DIR` reads from DIR when there is no `--config`.
    static let fileName = ".autorotate.yml"
    /// Every key the file may hold.
    static let keys = ["minimumOS", "maximumOS", "idioms", "disable", "severity", "exclude", "baseline"]

    /// The file as given.
    var path: String
    /// `minimumOS`, checked to be an iOS version.
    var minimumOS: String?
    /// `maximumOS`, checked to be an iOS version.
    var maximumOS: String?
    /// `idioms`: phone, pad.
    var idioms: [String]?
    /// `disable`: catalogue ids.
    var disable: [String] = []
    /// `severity` and `exclude` (the baseline is read by ``baseline()``).
    var policy = LintPolicy()
    /// `baseline`: the SARIF file's path as a terminal opens it, and the line that named it.
    var baselinePath: (path: String, line: Int)?

    /// The configuration `lint` uses: `--config FILE` when given, else DIR/.autorotate.yml of
    /// `--project DIR` when it exists, else none.
    static func find(config: String?, project: String?) -> Result<LintConfiguration?, LintInput.LoadError> {
        if let config { return load(config).map { $0 } }
        guard let project else { return .success(nil) }
        let candidate = (project.hasSuffix("/") ? project : project + "/") + fileName
        guard access(candidate, F_OK) == 0 else { return .success(nil) }
        return load(candidate).map { $0 }
    }

    /// Reads and checks the file at `path`.
    static func load(_ path: String) -> Result<LintConfiguration, LintInput.LoadError> {
        switch ScenarioFile.readAll(path) {
        case .success(let bytes): return decode(String(decoding: bytes, as: UTF8.self), path: path)
        case .failure(let error): return .failure(LintInput.LoadError(message: error.message))
        }
    }

    /// Checks the YAML `text` of the file at `path`; every problem found is listed, one per line.
    static func decode(_ text: String, path: String) -> Result<LintConfiguration, LintInput.LoadError> {
        let root: YAMLNode?
        switch YAMLReader.read(text) {
        case .success(let node): root = node
        case .failure(let failure):
            return .failure(
                LintInput.LoadError(message: "\(path):\(failure.line): \(failure.message)"))
        }
        var configuration = LintConfiguration(path: path)
        guard let root else { return .success(configuration) }
        guard case .mapping(let entries, _) = root else {
            return .failure(
                LintInput.LoadError(
                    message:
                        "\(path):\(root.line): the configuration must be a mapping of keys such as minimumOS: \"13.0\""
                ))
        }
        var reader = Reader(path: path)
        for entry in entries { reader.read(entry, into: &configuration) }
        guard reader.problems.isEmpty else {
            return .failure(LintInput.LoadError(message: reader.problems.joined(separator: "\n")))
        }
        return .success(configuration)
    }

    /// The accepted findings of the `baseline` file, `nil` without one; a file that is not a
    /// SARIF log is refused as `file:line: …` at the line that names it.
    func baseline() -> Result<[BaselineResult]?, LintInput.LoadError> {
        guard let baselinePath else { return .success(nil) }
        let named = "\(path):\(baselinePath.line)"
        let bytes: [UInt8]
        switch ScenarioFile.readAll(baselinePath.path) {
        case .success(let read): bytes = read
        case .failure(let error):
            return .failure(LintInput.LoadError(message: "\(named): baseline: \(error.message)"))
        }
        let value: JSONValue
        do {
            value = try JSONReader.parse(bytes, maxDepth: JSONReader.depthCeiling)
        } catch {
            return .failure(
                LintInput.LoadError(
                    message: "\(named): baseline \(baselinePath.path) is not JSON: \(error.message)"))
        }
        var errors: [PointerError] = []
        var malformed = false
        guard let results = LintPolicy.results(ofBaseline: value, at: .root, &errors, &malformed) else {
            let details = errors.map { "\($0.pointer): \($0.detail)" }.joined(separator: "; ")
            return .failure(
                LintInput.LoadError(message: "\(named): baseline \(baselinePath.path): \(details)"))
        }
        return .success(results)
    }

    /// Reads the entries one by one, collecting every problem as `file:line: message`.
    private struct Reader {
        var path: String
        var problems: [String] = []

        mutating func problem(_ line: Int, _ message: String) {
            problems.append("\(path):\(line): \(message)")
        }

        mutating func read(_ entry: YAMLEntry, into configuration: inout LintConfiguration) {
            switch entry.key {
            case "minimumOS": configuration.minimumOS = version(entry)
            case "maximumOS": configuration.maximumOS = version(entry)
            case "idioms": configuration.idioms = idioms(entry)
            case "disable": configuration.disable = ruleIDs(entry)
            case "severity": configuration.policy.severity = severities(entry)
            case "exclude": configuration.policy.exclude = globs(entry)
            case "baseline":
                guard let text = scalar(entry) else { return }
                guard !text.isEmpty else { return problem(entry.value.line, "baseline names no file") }
                configuration.baselinePath = (relativeToConfiguration(text), entry.value.line)
            default:
                problem(
                    entry.keyLine,
                    "'\(entry.key)' is not a configuration key; expected one of \(LintConfiguration.keys.joined(separator: ", "))"
                        + LintPolicy.suggestion(for: entry.key, among: LintConfiguration.keys))
            }
        }

        private func relativeToConfiguration(_ file: String) -> String {
            guard !file.hasPrefix("/"), let slash = path.lastIndex(of: "/") else { return file }
            return String(path[...slash]) + file
        }

        private mutating func scalar(_ entry: YAMLEntry) -> String? {
            guard case .scalar(let text, _) = entry.value else {
                problem(
                    entry.value.line,
                    "\(entry.key) must be a single value, not \(entry.value.kindDescription)")
                return nil
            }
            return text
        }

        /// A list, or a single value taken as a list of one.
        private mutating func list(_ entry: YAMLEntry) -> [(text: String, line: Int)]? {
            switch entry.value {
            case .scalar(let text, let line): return [(text, line)]
            case .sequence(let items, _):
                var values: [(String, Int)] = []
                for item in items {
                    guard case .scalar(let text, let line) = item else {
                        problem(
                            item.line,
                            "each entry of \(entry.key) must be a single value, not \(item.kindDescription)")
                        return nil
                    }
                    values.append((text, line))
                }
                return values
            case .mapping(_, let line):
                problem(line, "\(entry.key) must be a list such as [\(example(entry.key))], not a mapping")
                return nil
            }
        }

        private func example(_ key: String) -> String {
            switch key {
            case "idioms": "phone, pad"
            case "exclude": "\"Pods/**\""
            default: "AR012"
            }
        }

        private mutating func version(_ entry: YAMLEntry) -> String? {
            guard let text = scalar(entry) else { return nil }
            guard let parsed = OSVersion(parsing: text) else {
                problem(
                    entry.value.line,
                    "\(entry.key) '\(text)' is not an iOS version of the form major[.minor[.patch]]")
                return nil
            }
            guard parsed >= OSVersion(2, 0) else {
                problem(
                    entry.value.line,
                    "\(entry.key) \(text) predates the iPhone SDK; the earliest version modelled is 2.0")
                return nil
            }
            return text
        }

        private mutating func idioms(_ entry: YAMLEntry) -> [String]? {
            guard let values = list(entry) else { return nil }
            var idioms: [String] = []
            for (name, line) in values {
                guard name == "phone" || name == "pad" else {
                    problem(
                        line,
                        "unknown idiom '\(name)'; expected phone or pad"
                            + LintPolicy.suggestion(for: name, among: ["phone", "pad"]))
                    continue
                }
                if !idioms.contains(name) { idioms.append(name) }
            }
            return idioms.isEmpty ? nil : idioms
        }

        private mutating func ruleIDs(_ entry: YAMLEntry) -> [String] {
            guard let values = list(entry) else { return [] }
            return values.compactMap { id, line in known(id, line: line) ? id : nil }
        }

        private mutating func known(_ id: String, line: Int) -> Bool {
            let ids = LintPolicy.ruleIDs
            guard ids.contains(id) else {
                problem(
                    line,
                    "unknown rule id '\(id)'; ids run from \(ids.first ?? "") to \(ids.last ?? "")"
                        + LintPolicy.suggestion(for: id, among: ids))
                return false
            }
            return true
        }

        private mutating func severities(_ entry: YAMLEntry) -> [String: FindingSeverity] {
            guard case .mapping(let pairs, _) = entry.value else {
                problem(
                    entry.value.line,
                    "severity must be a mapping of rule id to severity, such as {AR006: error}")
                return [:]
            }
            var map: [String: FindingSeverity] = [:]
            let names = FindingSeverity.allCases.map(\.rawValue)
            for pair in pairs {
                guard known(pair.key, line: pair.keyLine) else { continue }
                guard case .scalar(let name, let line) = pair.value else {
                    problem(pair.value.line, "the severity of \(pair.key) must be error, warning or note")
                    continue
                }
                guard let severity = FindingSeverity(rawValue: name) else {
                    problem(
                        line,
                        "unknown severity '\(name)' for \(pair.key); expected error, warning or note"
                            + LintPolicy.suggestion(for: name, among: names))
                    continue
                }
                map[pair.key] = severity
            }
            return map
        }

        private mutating func globs(_ entry: YAMLEntry) -> [String] {
            guard let values = list(entry) else { return [] }
            var globs: [String] = []
            for (glob, line) in values {
                if let reason = LintPolicy.globProblem(glob) {
                    problem(line, reason)
                } else {
                    globs.append(glob)
                }
            }
            return globs
        }
    }
}
