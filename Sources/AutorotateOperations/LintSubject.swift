/// What a lint policy needs to know about the files behind a lint run (api.md §7.1): the texts
/// that may hold suppression comments, where each finding sits in them, and how a note about
/// one of those files is placed. The service's subject is the request's Info.plist text; the
/// CLI's is the project directory (or the scenario file and `--plist`).
public struct LintSubject {
    /// The files to read suppression comments from, by the path ``FindingPlace/file`` uses.
    public var files: [ProjectFile]
    /// Where a finding sits in ``files`` (and in the project), or `nil` when nowhere known; also
    /// what a SARIF log's fingerprints name (``fingerprintFile(of:)``).
    public var place: (Finding) -> FindingPlace?
    /// How a note on `line` of `file` (one of ``files``) is placed: its pointer, `plistLine` and
    /// `location`.
    public var anchor: (_ file: String, _ line: Int) -> NoteAnchor

    public init(
        files: [ProjectFile], place: @escaping (Finding) -> FindingPlace?,
        anchor: @escaping (_ file: String, _ line: Int) -> NoteAnchor
    ) {
        self.files = files
        self.place = place
        self.anchor = anchor
    }

    /// The file `finding`'s fingerprint names: its place's, or for a note on a file, that file's.
    public func fingerprintFile(of finding: Finding) -> String? {
        if let location = finding.location { return anchor(location.path, location.line).fingerprintFile }
        return place(finding)?.fingerprintFile
    }

    /// No files: the policy's severity and baseline still apply, suppressions and excludes do not.
    public static var none: LintSubject {
        LintSubject(files: [], place: { _ in nil }, anchor: { _, _ in NoteAnchor(pointer: "") })
    }

    /// The subject of a `POST /v1/lint` request whose `app.infoPlist` is the text `plist`: findings
    /// with a `plistLine` sit on that line; notes point at `/app/infoPlist` with the line.
    public static func infoPlistText(_ plist: String) -> LintSubject {
        let name = "Info.plist"
        return LintSubject(
            files: [ProjectFile(path: name, content: plist)],
            place: { finding in finding.plistLine.map { FindingPlace(file: name, line: $0) } },
            anchor: { _, line in NoteAnchor(pointer: "/app/infoPlist", plistLine: line) })
    }
}

/// Where one finding sits: the file (a path of ``LintSubject/files``) and line that suppression
/// comments are matched against, the path that `exclude` globs are matched against, and the
/// file its fingerprint names.
public struct FindingPlace: Sendable, Equatable {
    /// The file, as ``LintSubject/files`` names it.
    public var file: String
    /// The 1-based line.
    public var line: Int
    /// The path relative to the project root that `exclude` globs match; `nil`: not excludable.
    public var projectPath: String?
    /// The file ``LintFingerprint`` hashes and a baseline is matched by: relative to the project
    /// root, so that a baseline holds wherever the project is checked out; `nil` for none.
    public var fingerprintFile: String?

    public init(file: String, line: Int, projectPath: String? = nil, fingerprintFile: String? = nil) {
        self.file = file
        self.line = line
        self.projectPath = projectPath
        self.fingerprintFile = fingerprintFile
    }
}

/// How a note about a place in the subject's files appears in the report.
public struct NoteAnchor: Sendable, Equatable {
    /// The finding's `pointer`.
    public var pointer: String
    /// The finding's `plistLine` (the request's Info.plist text), when the file is that text.
    public var plistLine: Int?
    /// The finding's `location`, when the file is one of the user's files on disk.
    public var location: FindingLocation?
    /// The file the note's fingerprint names (``FindingPlace/fingerprintFile``).
    public var fingerprintFile: String?

    public init(
        pointer: String, plistLine: Int? = nil, location: FindingLocation? = nil,
        fingerprintFile: String? = nil
    ) {
        self.pointer = pointer
        self.plistLine = plistLine
        self.location = location
        self.fingerprintFile = fingerprintFile
    }
}
