import CYAML

/// Reads YAML text into a ``YAMLNode`` by walking libyaml's parser events (no parser of our own):
/// one document; anchors and aliases, complex keys and duplicate keys are errors; nesting is
/// bounded. Errors carry libyaml's own message and the 1-based line.
enum YAMLReader {
    /// Why the text is not a YAML document this reader takes, and where.
    struct Failure: Error, Equatable {
        var line: Int
        var message: String
    }

    /// Nesting deeper than this is refused (a configuration is two levels deep).
    static let depthLimit = 64

    /// The document of `text`; `nil` for an empty stream (no document, or only comments).
    static func read(_ text: String) -> Result<YAMLNode?, Failure> {
        var bytes = Array(text.utf8)
        var parser = yaml_parser_t()
        guard yaml_parser_initialize(&parser) == 1 else {
            return .failure(Failure(line: 1, message: "libyaml could not start a parser"))
        }
        defer { yaml_parser_delete(&parser) }
        return bytes.withUnsafeMutableBufferPointer { buffer in
            yaml_parser_set_input_string(&parser, buffer.baseAddress, buffer.count)
            var builder = Builder()
            while true {
                var event = yaml_event_t()
                guard yaml_parser_parse(&parser, &event) == 1 else {
                    let problem = parser.problem.map { String(cString: $0) } ?? "not YAML"
                    let context = parser.context.map { String(cString: $0) + ": " } ?? ""
                    return .failure(
                        Failure(
                            line: Int(parser.problem_mark.line) + 1, message: "not YAML: " + context + problem
                        ))
                }
                defer { yaml_event_delete(&event) }
                if event.type == YAML_STREAM_END_EVENT { break }
                if let failure = builder.take(event) { return .failure(failure) }
            }
            return .success(builder.document)
        }
    }

    /// Assembles nodes from events, with a stack of open collections.
    private struct Builder {
        enum Open {
            case sequence([YAMLNode], line: Int)
            case mapping([YAMLEntry], pendingKey: (String, Int)?, line: Int)
        }

        var stack: [Open] = []
        var document: YAMLNode?
        var documents = 0

        mutating func take(_ event: yaml_event_t) -> Failure? {
            let line = Int(event.start_mark.line) + 1
            switch event.type {
            case YAML_DOCUMENT_START_EVENT:
                documents += 1
                if documents > 1 {
                    return Failure(
                        line: line, message: "a second YAML document; the configuration is one document")
                }
                return nil
            case YAML_ALIAS_EVENT:
                return Failure(
                    line: line, message: "aliases (*name) are not read in a configuration; write the value")
            case YAML_SCALAR_EVENT:
                let scalar = event.data.scalar
                let text: String
                if let value = scalar.value {
                    text = String(
                        decoding: UnsafeBufferPointer(start: value, count: scalar.length), as: UTF8.self)
                } else {
                    text = ""
                }
                return add(.scalar(text, line: line))
            case YAML_SEQUENCE_START_EVENT:
                guard stack.count < YAMLReader.depthLimit else {
                    return Failure(line: line, message: "nesting deeper than \(YAMLReader.depthLimit) levels")
                }
                stack.append(.sequence([], line: line))
                return nil
            case YAML_MAPPING_START_EVENT:
                guard stack.count < YAMLReader.depthLimit else {
                    return Failure(line: line, message: "nesting deeper than \(YAMLReader.depthLimit) levels")
                }
                stack.append(.mapping([], pendingKey: nil, line: line))
                return nil
            case YAML_SEQUENCE_END_EVENT, YAML_MAPPING_END_EVENT:
                guard let closed = stack.popLast() else { return nil }
                switch closed {
                case .sequence(let items, let start): return add(.sequence(items, line: start))
                case .mapping(let entries, _, let start): return add(.mapping(entries, line: start))
                }
            default:
                return nil
            }
        }

        private mutating func add(_ node: YAMLNode) -> Failure? {
            guard let top = stack.popLast() else {
                document = node
                return nil
            }
            switch top {
            case .sequence(var items, let line):
                items.append(node)
                stack.append(.sequence(items, line: line))
            case .mapping(var entries, let pendingKey, let line):
                if let (key, keyLine) = pendingKey {
                    entries.append(YAMLEntry(key: key, keyLine: keyLine, value: node))
                    stack.append(.mapping(entries, pendingKey: nil, line: line))
                } else {
                    guard case .scalar(let key, let keyLine) = node else {
                        return Failure(
                            line: node.line,
                            message: "a key must be a plain name, not \(node.kindDescription)")
                    }
                    if let earlier = entries.first(where: { $0.key == key }) {
                        return Failure(
                            line: keyLine,
                            message: "'\(key)' is given twice (first on line \(earlier.keyLine))")
                    }
                    stack.append(.mapping(entries, pendingKey: (key, keyLine), line: line))
                }
            }
            return nil
        }
    }
}
