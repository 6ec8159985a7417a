import AutorotateWire

/// Where a fix's file is for SARIF (`artifactLocation`): the URI, relative to the base that
/// `uriBaseID` names (or to the working directory when it is `nil`).
public struct SARIFArtifact: Sendable, Equatable {
    /// The file's URI, `/` separated.
    public var uri: String
    /// One of the run's `originalUriBaseIds`, e.g. `%SRCROOT%`.
    public var uriBaseID: String?

    public init(uri: String, uriBaseID: String? = nil) {
        self.uri = uri
        self.uriBaseID = uriBaseID
    }
}

/// A finding's `edits` as SARIF 2.1.0 `fixes` (§3.55): one fix whose description is the finding's
/// fix text, with one `artifactChange` per file and one `replacement` per edit
/// (`deletedRegion` from the edit's start up to its end, `insertedContent` its replacement).
extension JSONWriter {
    mutating func sarifFixes(_ finding: Finding, artifact: (String) -> SARIFArtifact) {
        literalKey("fixes")
        beginArray()
        beginObject()
        literalKey("description")
        beginObject()
        literalKey("text")
        string(finding.fix)
        endObject()
        literalKey("artifactChanges")
        beginArray()
        var paths: [String] = []
        for edit in finding.edits where !paths.contains(edit.path) { paths.append(edit.path) }
        for path in paths {
            let location = artifact(path)
            beginObject()
            sarifArtifactLocation(uri: location.uri, uriBaseID: location.uriBaseID)
            literalKey("replacements")
            beginArray()
            for edit in finding.edits where edit.path == path {
                beginObject()
                literalKey("deletedRegion")
                beginObject()
                literalKey("startLine")
                integer(edit.line)
                literalKey("startColumn")
                integer(edit.column)
                literalKey("endLine")
                integer(edit.endLine)
                literalKey("endColumn")
                integer(edit.endColumn)
                endObject()
                literalKey("insertedContent")
                beginObject()
                literalKey("text")
                string(edit.replacement)
                endObject()
                endObject()
            }
            endArray()
            endObject()
        }
        endArray()
        endObject()
        endArray()
    }

    /// SARIF's `artifactLocation` member: a URI, relative to `uriBaseID` when there is one.
    mutating func sarifArtifactLocation(uri: String, uriBaseID: String?) {
        literalKey("artifactLocation")
        beginObject()
        literalKey("uri")
        string(uri)
        if let uriBaseID {
            literalKey("uriBaseId")
            string(uriBaseID)
        }
        endObject()
    }
}
