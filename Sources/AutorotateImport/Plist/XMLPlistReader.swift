/// Reads an XML property list from ``XMLReader``'s events, with no recursion (an explicit stack of
/// open elements), and keeps what `PropertyListSerialization` does not say: the line of each
/// top-level key and of the root value. The first problem, XML or plist, stops it at its line.
struct XMLPlistReader {
    /// The root value, the line of its start tag, and each top-level key's line.
    struct Document: Sendable {
        var root: PlistValue
        var rootLine: Int
        var keyLines: [String: Int]
    }

    /// An open element and what has been read inside it.
    private enum Content {
        case plist(PlistValue?)
        case array([PlistValue])
        /// The entries so far, and the key waiting for its value with that key's line.
        case dictionary([String: PlistValue], pendingKey: (name: String, line: Int)?)
        case leaf(text: String)
    }

    private struct Frame {
        var name: String
        var content: Content
    }

    private static let values: Set<String> = [
        "string", "integer", "real", "true", "false", "date", "data", "array", "dict",
    ]

    static func read(_ text: String) -> Result<Document, PlistProblem> {
        var reader = XMLReader(text, dialect: .propertyList)
        var frames: [Frame] = []
        var keyLines: [String: Int] = [:]
        var rootLine = 1
        var root: PlistValue?
        func problem(_ line: Int, _ message: String) -> Result<Document, PlistProblem> {
            .failure(PlistProblem(line: max(1, line), message: message))
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
                let line = position.line
                if let parent = frames.last {
                    switch parent.content {
                    case .plist(let value):
                        guard value == nil else {
                            return problem(line, "<plist> holds one value; <\(name)> is a second")
                        }
                        guard values.contains(name) else {
                            return problem(line, "<\(name)> is not a plist value")
                        }
                        rootLine = line
                    case .dictionary(_, let pendingKey):
                        if let pendingKey {
                            guard values.contains(name) else {
                                return problem(
                                    line,
                                    "<\(name)> is not a plist value (after the key on line \(pendingKey.line))"
                                )
                            }
                        } else if name != "key" {
                            return problem(line, "expected <key> in a dict, found <\(name)>")
                        }
                    case .array:
                        guard values.contains(name) else {
                            return problem(line, "<\(name)> is not a plist value")
                        }
                    case .leaf:
                        return problem(line, "<\(parent.name)> cannot contain <\(name)>")
                    }
                } else if name != "plist" {
                    guard values.contains(name) else {
                        return problem(line, "<\(name)> is not a plist element")
                    }
                    rootLine = line
                }
                let content: Content
                switch name {
                case "plist" where frames.isEmpty: content = .plist(nil)
                case "dict": content = .dictionary([:], pendingKey: nil)
                case "array": content = .array([])
                default: content = .leaf(text: "")
                }
                frames.append(Frame(name: name, content: content))
            case .text(let text, let position):
                guard let top = frames.last else { continue }
                if case .leaf(let sofar) = top.content {
                    if top.name == "true" || top.name == "false" {
                        return problem(position.line, "<\(top.name)/> holds no text")
                    }
                    frames[frames.count - 1].content = .leaf(text: sofar + text)
                } else if let offset = text.utf8.firstIndex(where: { !XMLCharacters.isWhitespace($0) }) {
                    let line = position.line + text.utf8[..<offset].filter { $0 == 0x0A }.count
                    return problem(
                        line, "text inside <\(top.name)> is not a plist value (values are elements)")
                }
            case .end(_, let position):
                let line = position.line
                guard let frame = frames.popLast() else { continue }
                let value: PlistValue
                switch frame.content {
                case .plist(let inner):
                    guard let inner else { return problem(line, "<plist> holds no value") }
                    root = inner
                    continue
                case .array(let elements):
                    value = .array(elements)
                case .dictionary(let entries, let pendingKey):
                    if let pendingKey {
                        return problem(line, "the key on line \(pendingKey.line) has no value")
                    }
                    value = .dictionary(entries)
                case .leaf(let text):
                    if frame.name == "key" {
                        // A key of the root dict: plist > dict > key, or a bare root dict > key.
                        let depth = frames.first?.name == "plist" ? 2 : 1
                        if frames.count == depth, keyLines[text] == nil { keyLines[text] = line }
                        guard case .dictionary(let entries, _) = frames[frames.count - 1].content else {
                            continue
                        }
                        frames[frames.count - 1].content = .dictionary(entries, pendingKey: (text, line))
                        continue
                    }
                    switch leafValue(frame.name, text) {
                    case .success(let leaf): value = leaf
                    case .failure(let message): return problem(line, message.text)
                    }
                }
                guard let parentIndex = frames.indices.last else {
                    root = value
                    continue
                }
                switch frames[parentIndex].content {
                case .plist: frames[parentIndex].content = .plist(value)
                case .array(var elements):
                    frames[parentIndex].content = .leaf(text: "")
                    elements.append(value)
                    frames[parentIndex].content = .array(elements)
                case .dictionary(var entries, let pendingKey):
                    frames[parentIndex].content = .leaf(text: "")
                    if let pendingKey { entries[pendingKey.name] = value }
                    frames[parentIndex].content = .dictionary(entries, pendingKey: nil)
                case .leaf: break
                }
            }
        }
        guard let root else { return problem(rootLine, "the plist holds no value") }
        return .success(Document(root: root, rootLine: rootLine, keyLines: keyLines))
    }

    private struct Message: Error {
        var text: String
    }

    private static func leafValue(_ name: String, _ text: String) -> Result<PlistValue, Message> {
        switch name {
        case "string": return .success(.string(text))
        case "true": return .success(.boolean(true))
        case "false": return .success(.boolean(false))
        case "integer":
            guard let value = PlistScalarText.integer(text) else {
                return .failure(Message(text: "'\(PlistScalarText.trimmed(text))' is not an integer"))
            }
            return .success(.integer(value))
        case "real":
            guard let value = PlistScalarText.real(text) else {
                return .failure(Message(text: "'\(text)' is not a number"))
            }
            return .success(.real(value))
        case "date":
            guard let value = PlistScalarText.date(text) else {
                return .failure(Message(text: "'\(text)' is not a date (YYYY-MM-DDTHH:MM:SSZ)"))
            }
            return .success(.date(value))
        default:
            guard let value = PlistScalarText.data(text) else {
                return .failure(Message(text: "the <data> is not base64"))
            }
            return .success(.data(value))
        }
    }
}
