import AutorotateWire

/// Where a JSON pointer's value sits in a file (SARIF `physicalLocation`): the artifact's URI
/// (a path relative to the working directory, `/` separated) and the 1-based line and column.
public struct SARIFLocation: Sendable, Equatable {
    /// The file, relative to the working directory (`Fixtures/app.json`), or to the base that
    /// `uriBaseId` names.
    public var uri: String
    /// The 1-based line of the value's first character.
    public var line: Int
    /// The 1-based column of the value's first character.
    public var column: Int
    /// The base `uri` is relative to (`%SRCROOT%`), one of the run's `originalUriBaseIds`; `nil`:
    /// the working directory.
    public var uriBaseID: String?

    public init(uri: String, line: Int, column: Int, uriBaseID: String? = nil) {
        self.uri = uri
        self.line = line
        self.column = column
        self.uriBaseID = uriBaseID
    }
}

/// The SARIF 2.1.0 form of a lint report (api.md §7, OASIS SARIF 2.1.0): one run whose
/// `tool.driver` is autorotate with one reporting descriptor per catalogue entry, and one result
/// per finding with `ruleId`, `ruleIndex`, `level`, `message.text`, the pointer as a logical
/// location and, when the caller maps the pointer to a file position, a physical location.
/// Deterministic: same report and arguments, same bytes.
///
/// ```swift
/// let sarif = report.sarifBytes(rules: Linter.descriptors(),
///                               locations: ["/viewControllers/paint/…": SARIFLocation(uri: "app.json", line: 12, column: 9)])
/// ```
extension LintReport {
    /// The SARIF `$schema` written into every log.
    public static let sarifSchemaURI = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The report as a SARIF 2.1.0 log.
    /// - Parameters:
    ///   - rules: the catalogue; each becomes a reporting descriptor, in this order.
    ///   - informationURI: the tool's home page (`tool.driver.informationUri`), when there is one.
    ///   - locations: pointer → file position; results whose pointer is listed get a physical location.
    ///   - originalURIBaseIDs: base id → absolute URI ending in `/` (the run's `originalUriBaseIds`,
    ///     how GitHub code scanning finds the repository root that locations' `uriBaseId` names).
    ///   - fixArtifact: a fix's file path (as its edits give it) → its SARIF artifact; by default
    ///     the path itself, relative to the working directory.
    public func sarifBytes(
        rules: [LintRuleDescriptor], informationURI: String? = nil, locations: [String: SARIFLocation] = [:],
        originalURIBaseIDs: [String: String] = [:],
        fixArtifact: (String) -> SARIFArtifact = { SARIFArtifact(uri: $0) }
    ) -> [UInt8] {
        sarifBytes(
            rules: rules, informationURI: informationURI, originalURIBaseIDs: originalURIBaseIDs,
            fixArtifact: fixArtifact, locate: { locations[$0.pointer] })
    }

    /// The report as a SARIF 2.1.0 log, each finding placed by `locate` (a finding on a file
    /// rather than a pointer, AR900, needs more than its pointer). Every result carries
    /// `partialFingerprints` (``LintFingerprint``, over the file `fingerprintFile` names, by
    /// default the artifact URI), and, when set, its `suppressions` and `baselineState` (api.md §7.1),
    /// and its `edits` as `fixes`, each file placed by `fixArtifact`.
    public func sarifBytes(
        rules: [LintRuleDescriptor], informationURI: String? = nil,
        originalURIBaseIDs: [String: String] = [:],
        fingerprintFile: ((Finding) -> String?)? = nil,
        fixArtifact: (String) -> SARIFArtifact = { SARIFArtifact(uri: $0) },
        locate: (Finding) -> SARIFLocation?
    ) -> [UInt8] {
        var indexByID: [String: Int] = [:]
        for (index, rule) in rules.enumerated() where indexByID[rule.id] == nil { indexByID[rule.id] = index }
        var writer = JSONWriter(reservingCapacity: 2048 + rules.count * 512 + findings.count * 512)
        writer.beginObject()
        writer.literalKey("$schema")
        writer.string(Self.sarifSchemaURI)
        writer.literalKey("version")
        writer.string("2.1.0")
        writer.literalKey("runs")
        writer.beginArray()
        writer.beginObject()
        writer.literalKey("tool")
        writer.beginObject()
        writer.literalKey("driver")
        writer.beginObject()
        writer.literalKey("name")
        writer.string("autorotate")
        writer.literalKey("version")
        writer.string(engineVersion)
        if let informationURI {
            writer.literalKey("informationUri")
            writer.string(informationURI)
        }
        writer.literalKey("rules")
        writer.beginArray()
        for rule in rules { writer.sarifDescriptor(rule) }
        writer.endArray()
        writer.endObject()
        writer.endObject()
        if !originalURIBaseIDs.isEmpty {
            writer.literalKey("originalUriBaseIds")
            writer.beginObject()
            for (id, uri) in originalURIBaseIDs.sorted(by: { $0.key < $1.key }) {
                writer.key(id)
                writer.beginObject()
                writer.literalKey("uri")
                writer.string(uri)
                writer.endObject()
            }
            writer.endObject()
        }
        writer.literalKey("columnKind")
        writer.string("unicodeCodePoints")
        writer.literalKey("results")
        writer.beginArray()
        for finding in findings {
            let location = locate(finding)
            writer.sarifResult(
                finding, ruleIndex: indexByID[finding.id], location: location,
                fingerprintFile: fingerprintFile.map { $0(finding) } ?? location?.uri,
                fixArtifact: fixArtifact)
        }
        writer.endArray()
        writer.endObject()
        writer.endArray()
        writer.endObject()
        return writer.bytes
    }
}

extension JSONWriter {
    fileprivate mutating func sarifText(_ text: String) {
        beginObject()
        literalKey("text")
        string(text)
        endObject()
    }

    fileprivate mutating func sarifDescriptor(_ rule: LintRuleDescriptor) {
        beginObject()
        literalKey("id")
        string(rule.id)
        literalKey("name")
        string(rule.name)
        literalKey("shortDescription")
        sarifText(rule.shortDescription)
        literalKey("fullDescription")
        sarifText(rule.fullDescription)
        literalKey("defaultConfiguration")
        beginObject()
        literalKey("level")
        string(rule.defaultSeverity.rawValue)
        endObject()
        if let helpURI = rule.helpURI {
            literalKey("helpUri")
            string(helpURI)
        }
        literalKey("help")
        beginObject()
        literalKey("text")
        string(rule.help)
        if let markdown = rule.helpMarkdown {
            literalKey("markdown")
            string(markdown)
        }
        endObject()
        literalKey("properties")
        beginObject()
        literalKey("rule")
        string(rule.rule)
        endObject()
        endObject()
    }

    fileprivate mutating func sarifResult(
        _ finding: Finding, ruleIndex: Int?, location: SARIFLocation?, fingerprintFile: String?,
        fixArtifact: (String) -> SARIFArtifact
    ) {
        beginObject()
        literalKey("ruleId")
        string(finding.id)
        if let ruleIndex {
            literalKey("ruleIndex")
            integer(ruleIndex)
        }
        literalKey("level")
        string(finding.severity.rawValue)
        literalKey("message")
        sarifText(finding.message)
        literalKey("locations")
        beginArray()
        beginObject()
        if let location {
            literalKey("physicalLocation")
            beginObject()
            sarifArtifactLocation(uri: location.uri, uriBaseID: location.uriBaseID)
            literalKey("region")
            beginObject()
            literalKey("startLine")
            integer(max(1, location.line))
            literalKey("startColumn")
            integer(max(1, location.column))
            endObject()
            endObject()
        }
        literalKey("logicalLocations")
        beginArray()
        beginObject()
        literalKey("fullyQualifiedName")
        string(finding.pointer)
        literalKey("kind")
        string("member")
        endObject()
        endArray()
        endObject()
        endArray()
        sarifPolicyMembers(finding, file: fingerprintFile)
        if !finding.edits.isEmpty { sarifFixes(finding, artifact: fixArtifact) }
        literalKey("properties")
        beginObject()
        literalKey("title")
        string(finding.title)
        literalKey("fix")
        string(finding.fix)
        literalKey("rule")
        string(finding.rule)
        literalKey("confidence")
        string(finding.confidence.rawValue)
        literalKey("os")
        beginArray()
        for range in finding.os {
            beginObject()
            literalKey("from")
            string(range.from)
            literalKey("through")
            string(range.through)
            endObject()
        }
        endArray()
        if let plistLine = finding.plistLine {
            literalKey("plistLine")
            integer(plistLine)
        }
        literalKey("evidence")
        if let evidence = finding.evidence { evidence.write(to: &self) } else { null() }
        endObject()
        endObject()
    }
}

extension JSONWriter {
    /// `partialFingerprints`, then `suppressions` and `baselineState` when the finding has them.
    fileprivate mutating func sarifPolicyMembers(_ finding: Finding, file: String?) {
        literalKey("partialFingerprints")
        beginObject()
        key(LintFingerprint.key)
        string(LintFingerprint.of(finding, uri: file))
        endObject()
        if !finding.suppressions.isEmpty {
            literalKey("suppressions")
            beginArray()
            for suppression in finding.suppressions {
                beginObject()
                literalKey("kind")
                string(suppression.kind.rawValue)
                literalKey("status")
                string("accepted")
                endObject()
            }
            endArray()
        }
        if let state = finding.baselineState {
            literalKey("baselineState")
            string(state.rawValue)
        }
    }
}
