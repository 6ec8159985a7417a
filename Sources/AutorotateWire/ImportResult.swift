/// What importing an Xcode project gives (api.md §9, `POST /v1/import`, `autorotate import`): a
/// scenario ready for simulate or lint, the lint range the project implies, where each filled value
/// came from, and what could not be read.
///
/// ```swift
/// let result = try ImportResult(json: body)
/// result.scenario                                   // the Scenario of api.md §2, "events": []
/// result.sources["/viewControllers/Player/supportedInterfaceOrientations"]?.line   // 42
/// ```
///
/// The JSON form (``jsonBytes()``) writes `scenario, lint, sources, notes, transitions` in that order, the
/// scenario's members in the order the importer built them and `sources` sorted by pointer, so
/// the same project gives the same bytes.
public struct ImportResult: Sendable, Equatable {
    /// The scenario (api.md §2): `device` from the deployment target and device family, `app`,
    /// `viewControllers`, `window.rootViewController` from the initial view controller, `events: []`.
    public var scenario: JSONValue
    /// The OS range and idioms to lint the scenario over (api.md §7 `lint`).
    public var lint: ImportLint
    /// Each JSON pointer into `scenario` the import filled, mapped to the source line that gave it.
    public var sources: [String: ImportSource]
    /// What the import could not model, in the order it met them.
    public var notes: [ImportNote]
    /// The presentations, pushes and rotation calls the app makes (api.md §9.1), in file and
    /// line order.
    public var transitions: [ImportTransition]

    public init(
        scenario: JSONValue, lint: ImportLint, sources: [String: ImportSource], notes: [ImportNote],
        transitions: [ImportTransition] = []
    ) {
        self.scenario = scenario
        self.lint = lint
        self.sources = sources
        self.notes = notes
        self.transitions = transitions
    }

    /// The scenario alone as compact JSON: the body `POST /v1/simulate` and `POST /v1/lint` take.
    public func scenarioBytes() -> [UInt8] { scenario.serialized() }
}

/// The lint range an imported project implies (api.md §9 `lint`).
public struct ImportLint: Sendable, Equatable {
    /// The deployment target (`IPHONEOS_DEPLOYMENT_TARGET`), e.g. `"12.0"`.
    public var minimumOS: String
    /// The newest iOS the rules know (`"26.0"`).
    public var maximumOS: String
    /// `phone`, `pad` or both, from `TARGETED_DEVICE_FAMILY` (`1`, `2`, `1,2`).
    public var idioms: [String]

    public init(minimumOS: String, maximumOS: String, idioms: [String]) {
        self.minimumOS = minimumOS
        self.maximumOS = maximumOS
        self.idioms = idioms
    }
}

/// A place in one of the imported files (1-based line and column).
public struct ImportSource: Sendable, Equatable {
    /// The file's path as it was given to the import (relative to the project's root).
    public var path: String
    /// The line, counting from 1.
    public var line: Int
    /// The column, counting from 1 (in characters).
    public var column: Int

    public init(path: String, line: Int, column: Int) {
        self.path = path
        self.line = line
        self.column = column
    }
}

/// Something the import could not model, or modelled by assumption, with the place that caused it.
public struct ImportNote: Sendable, Equatable {
    /// The scenario member the note is about, when there is one.
    public var pointer: String?
    /// The file the note is about, when there is one.
    public var path: String?
    /// The line in `path`, counting from 1, when known.
    public var line: Int?
    /// One sentence a developer can act on.
    public var message: String

    public init(pointer: String? = nil, path: String? = nil, line: Int? = nil, message: String) {
        self.pointer = pointer
        self.path = path
        self.line = line
        self.message = message
    }
}
