/// A value of an old-style (OpenStep) ASCII property list, the format of `project.pbxproj`, with
/// the line of each dictionary key kept so that build settings can be reported where they are set.
indirect enum OpenStepValue: Sendable {
    case string(String)
    case array([OpenStepValue])
    case dictionary(OpenStepDictionary)

    var string: String? {
        if case .string(let text) = self { return text }
        return nil
    }

    var dictionary: OpenStepDictionary? {
        if case .dictionary(let dictionary) = self { return dictionary }
        return nil
    }

    var array: [OpenStepValue]? {
        if case .array(let elements) = self { return elements }
        return nil
    }
}

/// A dictionary of an OpenStep plist: its entries in file order and the line of each key.
struct OpenStepDictionary: Sendable {
    var entries: [(key: String, value: OpenStepValue, line: Int, column: Int)] = []
    private var indexByKey: [String: Int] = [:]

    mutating func set(_ key: String, _ value: OpenStepValue, line: Int, column: Int) {
        if let existing = indexByKey[key] {
            entries[existing] = (key, value, line, column)
        } else {
            indexByKey[key] = entries.count
            entries.append((key, value, line, column))
        }
    }

    subscript(key: String) -> OpenStepValue? { indexByKey[key].map { entries[$0].value } }

    func place(of key: String) -> (line: Int, column: Int)? {
        indexByKey[key].map { (entries[$0].line, entries[$0].column) }
    }
}

/// Why an OpenStep plist could not be read: the line and what was found there.
struct OpenStepSyntaxError: Error, Sendable {
    var line: Int
    var message: String
}

/// Parses old-style ASCII property lists: `{ key = value; }`, `( a, b, )`, quoted and bare strings,
/// `<hex data>` (kept as its text), `//` and `/* */` comments. Depth is bounded.
struct OpenStepParser {
    private let bytes: [UInt8]
    private var index = 0
    private var line = 1
    private var lineStart = 0
    private let maxDepth = 64

    static func parse(_ text: String) -> Result<OpenStepValue, OpenStepSyntaxError> {
        var parser = OpenStepParser(bytes: Array(text.utf8))
        do throws(OpenStepSyntaxError) {
            let value = try parser.value(depth: 0)
            parser.skipTrivia()
            guard parser.index >= parser.bytes.count else {
                throw OpenStepSyntaxError(
                    line: parser.line, message: "unexpected text after the property list")
            }
            return .success(value)
        } catch {
            return .failure(error)
        }
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private func fail(_ message: String) -> OpenStepSyntaxError {
        OpenStepSyntaxError(line: line, message: message)
    }

    private mutating func advance() {
        if index < bytes.count, bytes[index] == 0x0A {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D {
                advance()
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "/")
            {
                while index < bytes.count, bytes[index] != 0x0A { advance() }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count,
                bytes[index + 1] == UInt8(ascii: "*")
            {
                advance()
                advance()
                while index < bytes.count,
                    !(bytes[index] == UInt8(ascii: "*") && index + 1 < bytes.count
                        && bytes[index + 1] == UInt8(ascii: "/"))
                {
                    advance()
                }
                advance()
                advance()
            } else {
                return
            }
        }
    }

    private mutating func value(depth: Int) throws(OpenStepSyntaxError) -> OpenStepValue {
        guard depth < maxDepth else { throw fail("nested more than \(maxDepth) levels deep") }
        skipTrivia()
        guard index < bytes.count else { throw fail("the property list ends where a value was expected") }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            advance()
            var dictionary = OpenStepDictionary()
            while true {
                skipTrivia()
                guard index < bytes.count else { throw fail("a dictionary is not closed with '}'") }
                if bytes[index] == UInt8(ascii: "}") {
                    advance()
                    return .dictionary(dictionary)
                }
                let keyLine = line
                let keyColumn = index - lineStart + 1
                let key = try string()
                skipTrivia()
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else {
                    throw fail("expected '=' after the key '\(key)'")
                }
                advance()
                let entry = try value(depth: depth + 1)
                skipTrivia()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ";") else {
                    throw fail("expected ';' after the value of '\(key)'")
                }
                advance()
                dictionary.set(key, entry, line: keyLine, column: keyColumn)
            }
        case UInt8(ascii: "("):
            advance()
            var elements: [OpenStepValue] = []
            while true {
                skipTrivia()
                guard index < bytes.count else { throw fail("an array is not closed with ')'") }
                if bytes[index] == UInt8(ascii: ")") {
                    advance()
                    return .array(elements)
                }
                elements.append(try value(depth: depth + 1))
                skipTrivia()
                guard index < bytes.count else { throw fail("an array is not closed with ')'") }
                if bytes[index] == UInt8(ascii: ",") {
                    advance()
                } else if bytes[index] != UInt8(ascii: ")") {
                    throw fail("expected ',' or ')' in an array")
                }
            }
        case UInt8(ascii: "<"):
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: ">") { advance() }
            guard index < bytes.count else { throw fail("data is not closed with '>'") }
            advance()
            return .string(String(decoding: bytes[start..<index], as: UTF8.self))
        default:
            return .string(try string())
        }
    }

    private mutating func string() throws(OpenStepSyntaxError) -> String {
        guard index < bytes.count else { throw fail("the property list ends where a string was expected") }
        if bytes[index] == UInt8(ascii: "\"") {
            advance()
            var result: [UInt8] = []
            while index < bytes.count, bytes[index] != UInt8(ascii: "\"") {
                if bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count {
                    advance()
                    switch bytes[index] {
                    case UInt8(ascii: "n"): result.append(0x0A)
                    case UInt8(ascii: "t"): result.append(0x09)
                    case UInt8(ascii: "r"): result.append(0x0D)
                    default: result.append(bytes[index])
                    }
                    advance()
                    continue
                }
                result.append(bytes[index])
                advance()
            }
            guard index < bytes.count else { throw fail("a quoted string is not closed") }
            advance()
            return String(decoding: result, as: UTF8.self)
        }
        let start = index
        while index < bytes.count, Self.isBare(bytes[index]) { advance() }
        guard index > start else {
            throw fail("unexpected '\(String(decoding: [bytes[index]], as: UTF8.self))'")
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func isBare(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"),
            UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "~"):
            return true
        default: return byte >= 0x80
        }
    }
}
