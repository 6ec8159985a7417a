/// Reads a `project.pbxproj` written as an XML property list (Xcode opens one; some project
/// generators write them) into the same ``OpenStepValue`` tree the ASCII form gives, with the line
/// of every dictionary key kept, so that the rest of the project model reads both forms alike.
/// Scalars become the strings the ASCII form would hold: `<true/>` is `YES`, `<false/>` is `NO`,
/// numbers keep their text. Depth is bounded; the first problem stops it at its line.
enum XMLProjectPlist {
    /// Whether the text is an XML property list rather than an ASCII one: its first non-blank
    /// character opens a tag (`<?xml`, `<!DOCTYPE`, `<plist>`).
    static func isXML(_ text: String) -> Bool {
        for byte in text.utf8 {
            switch byte {
            case 0x20, 0x09, 0x0A, 0x0D, 0xEF, 0xBB, 0xBF: continue
            default: return byte == UInt8(ascii: "<")
            }
        }
        return false
    }

    /// An open element and what has been read inside it.
    private enum Content {
        case plist(OpenStepValue?)
        case array([OpenStepValue])
        /// The entries so far, and the key waiting for its value with that key's line and column.
        case dictionary(OpenStepDictionary, pendingKey: (name: String, line: Int, column: Int)?)
        case leaf(text: String, line: Int, column: Int)
    }

    private static let maxDepth = 64

    static func parse(_ text: String) -> Result<OpenStepValue, OpenStepSyntaxError> {
        var reader = XMLReader(text, dialect: .propertyList)
        var frames: [(name: String, content: Content)] = []
        var root: OpenStepValue?
        func problem(_ line: Int, _ message: String) -> Result<OpenStepValue, OpenStepSyntaxError> {
            .failure(OpenStepSyntaxError(line: max(1, line), message: message))
        }
        while true {
            let event: XMLEvent?
            do {
                event = try reader.next()
            } catch {
                return problem(error.line, error.message)
            }
            guard let event else { break }
            switch event {
            case .start(let name, _, let position):
                guard frames.count < maxDepth else {
                    return problem(position.line, "nested more than \(maxDepth) levels deep")
                }
                if case .leaf = frames.last?.content {
                    return problem(
                        position.line, "<\(frames[frames.count - 1].name)> cannot contain <\(name)>")
                }
                if case .dictionary(_, nil) = frames.last?.content, name != "key" {
                    return problem(position.line, "expected <key> in a dict, found <\(name)>")
                }
                let content: Content
                switch name {
                case "plist" where frames.isEmpty: content = .plist(nil)
                case "dict": content = .dictionary(OpenStepDictionary(), pendingKey: nil)
                case "array": content = .array([])
                case "key", "string", "integer", "real", "true", "false", "date", "data":
                    content = .leaf(text: "", line: position.line, column: position.column)
                default: return problem(position.line, "<\(name)> is not a plist element")
                }
                frames.append((name, content))
            case .text(let text, let position):
                guard let top = frames.last else { continue }
                if case .leaf(let sofar, let line, let column) = top.content {
                    frames[frames.count - 1].content = .leaf(text: sofar + text, line: line, column: column)
                } else if text.utf8.contains(where: { !XMLCharacters.isWhitespace($0) }) {
                    return problem(position.line, "text inside <\(top.name)> is not a plist value")
                }
            case .end(_, let position):
                guard let frame = frames.popLast() else { continue }
                let value: OpenStepValue
                switch frame.content {
                case .plist(let inner):
                    guard let inner else { return problem(position.line, "<plist> holds no value") }
                    root = inner
                    continue
                case .array(let elements): value = .array(elements)
                case .dictionary(let entries, let pendingKey):
                    if let pendingKey {
                        return problem(position.line, "the key on line \(pendingKey.line) has no value")
                    }
                    value = .dictionary(entries)
                case .leaf(let text, let line, let column):
                    if frame.name == "key" {
                        guard case .dictionary(let entries, nil) = frames.last?.content else {
                            return problem(line, "a <key> outside a dict, or two keys in a row")
                        }
                        frames[frames.count - 1].content = .dictionary(
                            entries, pendingKey: (text, line, column))
                        continue
                    }
                    switch frame.name {
                    case "true": value = .string("YES")
                    case "false": value = .string("NO")
                    case "integer", "real": value = .string(String(PlistScalarText.trimmed(text)))
                    default: value = .string(text)
                    }
                }
                guard let parent = frames.indices.last else {
                    root = value
                    continue
                }
                switch frames[parent].content {
                case .plist: frames[parent].content = .plist(value)
                case .array(var elements):
                    frames[parent].content = .array([])
                    elements.append(value)
                    frames[parent].content = .array(elements)
                case .dictionary(var entries, let pendingKey):
                    guard let pendingKey else {
                        return problem(position.line, "a value in a dict without its <key>")
                    }
                    frames[parent].content = .array([])
                    entries.set(pendingKey.name, value, line: pendingKey.line, column: pendingKey.column)
                    frames[parent].content = .dictionary(entries, pendingKey: nil)
                case .leaf: break
                }
            }
        }
        guard let root else { return problem(1, "the plist holds no value") }
        return .success(root)
    }
}
