import AutorotateWire

/// A `POST /v1/compare` request (api.md §6), read and validated: the scenario, validated once,
/// and the columns to run it in. Every problem is collected, with its pointer into the request:
/// the request's own members (`/os/3`, `/idioms/1`) and the scenario's problems exactly as
/// `/v1/simulate` reports them, under `/scenario`.
///
/// ```swift
/// CompareRequest.decode(json: Array(#"{"scenario": {"device": {"os": "6.1"}}, "os": ["5.1", "6.0"]}"#.utf8))
/// // .success: columns 5.1 phone (iPhone 4S), 6.0 phone (iPhone 4S)
/// ```
public struct CompareRequest: Sendable {
    /// The members a request may have.
    public static let members = ["scenario", "os", "idioms"]
    /// The members that tell a bare scenario (api.md §2) from a compare request.
    static let scenarioMembers: Set<String> = ["device", "viewControllers", "app", "window", "events"]
    /// The most columns (versions × idioms) one comparison runs.
    public static let maxColumns = 64

    /// The scenario, validated once.
    public var scenario: ValidatedScenario
    /// The columns, in request order, idiom-major within each OS.
    public var columns: [ScenarioVariant]

    /// Parses and validates a request body.
    public static func decode(json: [UInt8], limits: EngineLimits = .default) -> Result<
        CompareRequest, InputProblem
    > {
        let document: JSONValue
        do {
            // One level more than a scenario may have: the scenario sits one level down.
            document = try JSONReader.parse(json, maxDepth: limits.maxJSONDepth + 1)
        } catch {
            return .failure(
                InputProblem(malformedJSON: error))
        }
        return decode(document: document, limits: limits)
    }

    /// Validates an already parsed request: `{"scenario": …, "os"?: […], "idioms"?: […]}`.
    public static func decode(document: JSONValue, limits: EngineLimits = .default) -> Result<
        CompareRequest, InputProblem
    > {
        var reader = Reader()
        guard case .object(let object) = document else {
            reader.shape(
                "",
                "a compare request must be a JSON object {\"scenario\": {…}, \"os\": […], \"idioms\": […]}")
            return .failure(reader.problem(scenarioProblem: nil))
        }
        // A scenario posted as it is to /v1/simulate: one error that says how to wrap it, not
        // one per scenario member that a compare request does not have.
        if object["scenario"] == nil, object.keys.contains(where: { scenarioMembers.contains($0) }) {
            reader.shape(
                "",
                "this is a scenario; post it as {\"scenario\": …} to /v1/compare (with \"os\" and \"idioms\" beside it to choose the columns)"
            )
            return .failure(reader.problem(scenarioProblem: nil))
        }
        for key in object.keys where !members.contains(key) {
            reader.invalid(
                "/" + JSONPointer.escape(key),
                "'\(key)' is not a member of a compare request"
                    + NameSuggestion.hintOrList(for: key, among: members))
        }
        let versions = reader.versions(object["os"])
        let idioms = reader.idioms(object["idioms"])
        // Counted from the lists as written, so an error in one entry hides no excess.
        let versionCount = object["os"]?.arrayCount ?? VersionBoundaries.all.count
        let idiomCount = object["idioms"]?.arrayCount ?? 1
        if versionCount * idiomCount > maxColumns {
            reader.invalid(
                "/os",
                "\(versionCount) versions × \(idiomCount) idioms = \(versionCount * idiomCount) columns; at most \(maxColumns) are run"
            )
        }
        var validated: ValidatedScenario?
        var scenarioProblem: InputProblem?
        if let scenario = object["scenario"] {
            switch ValidatedScenario.validate(document: scenario, limits: limits) {
            case .success(let scenario): validated = scenario
            case .failure(let problem): scenarioProblem = problem
            }
        } else {
            reader.shape(
                "/scenario", "scenario is required: the scenario to compare, as /v1/simulate takes it")
        }
        guard reader.errors.isEmpty, let validated else {
            return .failure(reader.problem(scenarioProblem: scenarioProblem))
        }
        let osList = versions ?? VersionBoundaries.all.map { (text: $0.os.description, version: $0.os) }
        var columns: [ScenarioVariant] = []
        for os in osList {
            for idiom in idioms ?? [validated.idiom] {
                columns.append(validated.variant(os: os.version, osText: os.text, idiom: idiom))
            }
        }
        return .success(CompareRequest(scenario: validated, columns: columns))
    }

    /// Collects the request's own problems.
    private struct Reader {
        var errors: [PointerError] = []
        var malformed = false

        mutating func shape(_ pointer: String, _ detail: String) {
            malformed = true
            errors.append(PointerError(pointer: pointer, detail: detail))
        }

        mutating func invalid(_ pointer: String, _ detail: String) {
            errors.append(PointerError(pointer: pointer, detail: detail))
        }

        /// `os`: a non-empty array of distinct iOS version strings (R0.1).
        mutating func versions(_ value: JSONValue?) -> [(text: String, version: OSVersion)]? {
            guard let elements = list(value, at: "/os", what: "os", example: "[\"6.1\", \"16.4\"]") else {
                return nil
            }
            var versions: [(text: String, version: OSVersion)] = []
            for (index, element) in elements.enumerated() {
                let pointer = "/os/\(index)"
                guard case .string(let text) = element else {
                    shape(pointer, "a version must be a string such as \"6.1\"")
                    continue
                }
                guard let version = OSVersion(parsing: text) else {
                    invalid(pointer, "'\(text)' is not an iOS version of the form major[.minor[.patch]]")
                    continue
                }
                if version < OSVersion(2, 0) {
                    invalid(
                        pointer, "iOS \(text) predates the iPhone SDK; the earliest version modelled is 2.0")
                } else if let first = versions.firstIndex(where: { $0.version == version }) {
                    invalid(
                        pointer, "iOS \(text) is already column version \(first) ('\(versions[first].text)')")
                } else {
                    versions.append((text, version))
                }
            }
            return versions.count == elements.count ? versions : nil
        }

        /// `idioms`: a non-empty array of distinct idioms.
        mutating func idioms(_ value: JSONValue?) -> [Idiom]? {
            guard let elements = list(value, at: "/idioms", what: "idioms", example: "[\"phone\", \"pad\"]")
            else {
                return nil
            }
            var idioms: [Idiom] = []
            let names = Idiom.allCases.map(\.rawValue)
            for (index, element) in elements.enumerated() {
                let pointer = "/idioms/\(index)"
                guard case .string(let text) = element else {
                    shape(pointer, "an idiom must be a string: phone or pad")
                    continue
                }
                guard let idiom = Idiom(rawValue: text) else {
                    invalid(
                        pointer,
                        "unknown idiom '\(text)'; expected one of \(names.joined(separator: ", "))"
                            + NameSuggestion.hint(for: text, among: names))
                    continue
                }
                if idioms.contains(idiom) {
                    invalid(pointer, "idiom \(text) is listed twice")
                } else {
                    idioms.append(idiom)
                }
            }
            return idioms.count == elements.count ? idioms : nil
        }

        private mutating func list(_ value: JSONValue?, at pointer: String, what: String, example: String)
            -> [JSONValue]?
        {
            guard let value else { return nil }
            guard case .array(let elements) = value else {
                shape(pointer, "\(what) must be an array such as \(example)")
                return nil
            }
            if elements.isEmpty {
                invalid(pointer, "\(what) must not be empty; leave it out for the default")
                return nil
            }
            return elements
        }

        /// Every problem: the request's own first, then the scenario's under `/scenario`. A
        /// problem of the scenario alone keeps `/v1/simulate`'s summary.
        func problem(scenarioProblem: InputProblem?) -> InputProblem {
            let scenarioErrors = (scenarioProblem?.errors ?? []).map {
                PointerError(pointer: "/scenario" + $0.pointer, detail: $0.detail)
            }
            let all = errors + scenarioErrors
            let kind: InputProblem.Kind =
                malformed || scenarioProblem?.kind == .malformed ? .malformed : .invalid
            if errors.isEmpty, let scenarioProblem {
                return InputProblem(kind: kind, detail: scenarioProblem.detail, errors: all)
            }
            return InputProblem(kind: kind, subject: "compare request", errors: all)
        }
    }
}

extension JSONValue {
    /// The number of elements of an array; `nil` for any other value.
    fileprivate var arrayCount: Int? {
        if case .array(let elements) = self { return elements.count }
        return nil
    }
}
