/// The JSON form of ``ImportRequest``: `{"files": [{"path", "content"}, …], "target"?}`.
extension ImportRequest {
    /// The request as compact JSON, members in the order `files, target` (omitted when `nil`).
    public func jsonBytes() -> [UInt8] {
        var writer = JSONWriter(
            reservingCapacity: files.reduce(64) { $0 + $1.content.utf8.count + $1.path.utf8.count + 32 })
        writer.beginObject()
        writer.literalKey("files")
        writer.beginArray()
        for file in files {
            writer.beginObject()
            writer.literalKey("path")
            writer.string(file.path)
            writer.literalKey("content")
            writer.string(file.content)
            writer.endObject()
        }
        writer.endArray()
        if let target {
            writer.literalKey("target")
            writer.string(target)
        }
        writer.endObject()
        return writer.bytes
    }

    /// Reads a request from a parsed body, reporting every problem with its JSON pointer: not an
    /// object, `files` missing or not an array, an entry without a string `path` or `content`, an
    /// empty or duplicate path, a `target` that is not a string, an unknown member.
    public init(jsonValue: JSONValue) throws(InputProblem) {
        guard case .object(let object) = jsonValue else {
            throw InputProblem(
                kind: .malformed, detail: "The body is not an import request.",
                errors: [
                    PointerError(pointer: "", detail: "an import request is a JSON object {\"files\": [...]}")
                ])
        }
        var errors: [PointerError] = []
        var malformed = false
        for member in object.members where member.key != "files" && member.key != "target" {
            errors.append(
                PointerError(
                    pointer: "/" + JSONPointer.escape(member.key),
                    detail: "unknown member '\(member.key)'; an import request has files and target"))
            malformed = true
        }
        var files: [ProjectFile] = []
        switch object["files"] {
        case nil:
            errors.append(
                PointerError(pointer: "/files", detail: "files is required: [{\"path\", \"content\"}, …]"))
            malformed = true
        case .array(let entries)?:
            var seen: Set<String> = []
            for (index, entry) in entries.enumerated() {
                let pointer = "/files/\(index)"
                guard case .object(let fields) = entry else {
                    errors.append(PointerError(pointer: pointer, detail: "a file is {\"path\", \"content\"}"))
                    malformed = true
                    continue
                }
                guard case .string(let path)? = fields["path"] else {
                    errors.append(PointerError(pointer: pointer + "/path", detail: "path must be a string"))
                    malformed = true
                    continue
                }
                guard case .string(let content)? = fields["content"] else {
                    errors.append(
                        PointerError(pointer: pointer + "/content", detail: "content must be a string"))
                    malformed = true
                    continue
                }
                if path.isEmpty {
                    errors.append(PointerError(pointer: pointer + "/path", detail: "path must not be empty"))
                } else if !seen.insert(path).inserted {
                    errors.append(
                        PointerError(pointer: pointer + "/path", detail: "the path '\(path)' is given twice"))
                }
                files.append(ProjectFile(path: path, content: content))
            }
        case _?:
            errors.append(
                PointerError(pointer: "/files", detail: "files must be an array of {\"path\", \"content\"}"))
            malformed = true
        }
        var target: String?
        switch object["target"] {
        case nil, .null?: break
        case .string(let name)?: target = name
        case _?:
            errors.append(
                PointerError(pointer: "/target", detail: "target must be the name of an app target"))
            malformed = true
        }
        guard errors.isEmpty else {
            let count = errors.count
            throw InputProblem(
                kind: malformed ? .malformed : .invalid,
                detail: "The import request has \(count) problem\(count == 1 ? "" : "s").", errors: errors)
        }
        self.init(files: files, target: target)
    }
}
