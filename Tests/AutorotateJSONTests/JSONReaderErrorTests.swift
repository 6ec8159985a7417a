import AutorotateJSON
import AutorotateTestSupport
import Testing

/// Malformed input: every class of error is rejected with the right pointer, offset, line and column.
@Suite struct JSONReaderErrorTests {
    /// Parses `text` and returns the error it must raise (or records an issue when it parses).
    func failure(_ text: String, maxDepth: Int = 128, sourceLocation: SourceLocation = #_sourceLocation)
        -> JSONSyntaxError?
    {
        failure(Array(text.utf8), maxDepth: maxDepth, sourceLocation: sourceLocation)
    }

    func failure(_ bytes: [UInt8], maxDepth: Int = 128, sourceLocation: SourceLocation = #_sourceLocation)
        -> JSONSyntaxError?
    {
        do {
            let value = try JSONReader.parse(bytes, maxDepth: maxDepth)
            Issue.record("expected an error, parsed \(value)", sourceLocation: sourceLocation)
            return nil
        } catch {
            return error
        }
    }

    /// One malformed document: its expected pointer, line, column and a fragment of the message.
    struct Case: Sendable, CustomTestStringConvertible {
        var text: String
        var pointer: String
        var line: Int
        var column: Int
        var fragment: String
        var testDescription: String { text }
    }

    /// Each grammar violation gives an error naming the value being parsed and the exact position.
    @Test(arguments: [
        Case(text: "", pointer: "", line: 1, column: 1, fragment: "empty"),
        Case(text: "   ", pointer: "", line: 1, column: 4, fragment: "end of input"),
        Case(text: "[1,]", pointer: "/1", line: 1, column: 4, fragment: "trailing comma before ']'"),
        Case(text: "{\"a\":1,}", pointer: "", line: 1, column: 8, fragment: "trailing comma before '}'"),
        Case(
            text: "{\"a\":1 \"b\":2}", pointer: "", line: 1, column: 8,
            fragment: "expected ',' or '}' after an object member"),
        Case(
            text: "{\n  \"vc\": {\n    \"kind\": tru\n  }\n}", pointer: "/vc/kind", line: 3, column: 13,
            fragment: "invalid literal 'tru', expected true, false, null or a quoted string"),
        Case(text: "[1 2]", pointer: "", line: 1, column: 4, fragment: "expected ',' or ']'"),
        Case(text: "// c\n1", pointer: "", line: 1, column: 1, fragment: "expected a value, found '/'"),
        Case(text: "[1] /* c */", pointer: "", line: 1, column: 5, fragment: "after the JSON value"),
        Case(text: "[NaN]", pointer: "/0", line: 1, column: 2, fragment: "invalid literal 'NaN'"),
        Case(text: "[-Infinity]", pointer: "/0", line: 1, column: 3, fragment: "expected a digit after '-'"),
        Case(text: "[truex]", pointer: "/0", line: 1, column: 2, fragment: "invalid literal 'truex'"),
        Case(
            text: "{\"o\": landscapeLeft}", pointer: "/o", line: 1, column: 7,
            fragment: "invalid literal 'landscapeLeft', expected true, false, null or a quoted string"),
        Case(text: "[nul", pointer: "/0", line: 1, column: 2, fragment: "invalid literal 'nul'"),
        Case(text: "[1]x", pointer: "", line: 1, column: 4, fragment: "unexpected 'x' after the JSON value"),
        Case(text: "{\"a\": [0, 012]}", pointer: "/a/1", line: 1, column: 11, fragment: "leading zeros"),
        Case(text: "-", pointer: "", line: 1, column: 2, fragment: "expected a digit after '-'"),
        Case(text: "1.", pointer: "", line: 1, column: 3, fragment: "after the decimal point"),
        Case(text: "1e+", pointer: "", line: 1, column: 4, fragment: "in the exponent"),
        Case(text: ".5", pointer: "", line: 1, column: 1, fragment: "expected a value"),
        Case(text: "+1", pointer: "", line: 1, column: 1, fragment: "expected a value"),
        Case(text: "{\"x\": 1e400}", pointer: "/x", line: 1, column: 7, fragment: "out of range"),
        Case(text: "[-1e400]", pointer: "/0", line: 1, column: 2, fragment: "out of range"),
        Case(text: "{\"a\": 1, \"a\": 2}", pointer: "/a", line: 1, column: 10, fragment: "duplicate key 'a'"),
        Case(
            text: "{\"a/b\": {\"~\": 1, \"~\": 2}}", pointer: "/a~1b/~0", line: 1, column: 18,
            fragment: "duplicate key '~'"),
        Case(text: "{1: 2}", pointer: "", line: 1, column: 2, fragment: "expected a string key"),
        Case(text: "{\"a\" 1}", pointer: "/a", line: 1, column: 6, fragment: "expected ':'"),
        Case(text: "\"abc", pointer: "", line: 1, column: 5, fragment: "unterminated string"),
        Case(text: "[\"a\tb\"]", pointer: "/0", line: 1, column: 4, fragment: "control character U+0009"),
        Case(text: "\"\\x\"", pointer: "", line: 1, column: 2, fragment: "invalid escape"),
        Case(text: "\"\\u12G4\"", pointer: "", line: 1, column: 6, fragment: "4 hexadecimal digits"),
        Case(text: "\"\\ud800\"", pointer: "", line: 1, column: 2, fragment: "lone high surrogate"),
        Case(text: "\"\\ud800\\u0041\"", pointer: "", line: 1, column: 2, fragment: "lone high surrogate"),
        Case(text: "[\"\\udc00\"]", pointer: "/0", line: 1, column: 3, fragment: "lone low surrogate"),
        Case(text: "[1]]", pointer: "", line: 1, column: 4, fragment: "after the JSON value"),
        Case(text: "{\"a\": [}", pointer: "/a/0", line: 1, column: 8, fragment: "expected a value"),
        Case(text: "\u{FEFF}{}", pointer: "", line: 1, column: 1, fragment: "byte 0xEF"),
    ])
    func malformed(_ example: Case) throws {
        let error = try #require(failure(example.text))
        #expect(error.pointer == example.pointer)
        #expect(error.line == example.line)
        #expect(error.column == example.column)
        #expect(error.message.contains(example.fragment), "\(error.message)")
        #expect(error.message.hasSuffix("at line \(example.line), column \(example.column)"))
    }

    /// The offset is the byte offset of the offending byte, and columns count characters, not bytes.
    @Test func offsetCountsBytesColumnCountsScalars() throws {
        let error = try #require(failure("[\"é€😀\", x]"))
        #expect(error.offset == 14)
        #expect(error.column == 9)
        #expect(error.pointer == "/1")
    }

    /// Invalid UTF-8 (stray continuation, overlong, surrogate, beyond U+10FFFF, truncated) is rejected.
    @Test(
        arguments: [
            [0x22, 0x80, 0x22], [0x22, 0xC0, 0xAF, 0x22], [0x22, 0xE0, 0x80, 0xAF, 0x22],
            [0x22, 0xED, 0xA0, 0x80, 0x22], [0x22, 0xF4, 0x90, 0x80, 0x80, 0x22],
            [0x22, 0xF5, 0x80, 0x80, 0x80, 0x22],
            [0x22, 0xE2, 0x82, 0x22], [0x22, 0xFF, 0x22], [0x22, 0x5C, 0x6E, 0xC3, 0x28, 0x22], [0x22, 0xC3],
        ] as [[UInt8]])
    func invalidUTF8(_ bytes: [UInt8]) throws {
        let error = try #require(failure(bytes))
        #expect(error.message.contains("UTF-8"), "\(error.message)")
    }

    /// Bytes outside strings that are not ASCII are rejected too.
    @Test func nonASCIIOutsideStrings() throws {
        let error = try #require(failure([0x5B, 0xC3, 0xA9, 0x5D]))
        #expect(error.offset == 1)
        #expect(error.pointer == "/0")
    }

    /// 100,000 nested arrays fail fast with a depth error instead of exhausting the stack.
    @Test func deepNestingFailsQuickly() throws {
        let clock = ContinuousClock()
        let start = clock.now
        let error = try #require(failure(String(repeating: "[", count: 100_000)))
        // Fails fast, not a hang: 128 levels take microseconds, so 10 s holds under sanitizers and
        // on a loaded two-core machine (a failure bound for unbounded recursion, not a speed target).
        #expect(clock.now - start < .seconds(10))
        #expect(error.message.contains("nesting deeper than 128 levels"))
        #expect(error.offset == 128)
        #expect(error.pointer == String(repeating: "/0", count: 128))
    }

    /// A `maxDepth` above the ceiling is lowered to it, so a deep value cannot crash its consumers.
    @Test func depthCeilingCapsMaxDepth() throws {
        let error = try #require(failure(String(repeating: "[", count: 100_000), maxDepth: .max))
        #expect(error.message.hasPrefix("nesting deeper than \(JSONReader.depthCeiling) levels"))
        let deepest =
            String(repeating: "[", count: JSONReader.depthCeiling)
            + String(repeating: "]", count: JSONReader.depthCeiling)
        let value = try JSONReader.parse(Array(deepest.utf8), maxDepth: .max)
        #expect(try JSONReader.parse(value.serialized(), maxDepth: .max) == value)
    }

    /// Exactly `maxDepth` levels are allowed; one more is an error.
    @Test func depthLimitIsInclusive() throws {
        let ok = String(repeating: "[", count: 5) + String(repeating: "]", count: 5)
        #expect(throws: Never.self) { try JSONReader.parse(Array(ok.utf8), maxDepth: 5) }
        #expect(failure("{\"a\":" + ok + "}", maxDepth: 5)?.pointer == "/a/0/0/0/0")
        #expect(try JSONReader.parse(Array("1".utf8), maxDepth: 0) == .number(1))
        #expect(failure("[]", maxDepth: 0)?.pointer == "")
    }

    /// Keys equal as Swift strings (canonically equivalent) are duplicates, in small and large objects.
    @Test func canonicallyEquivalentKeysAreDuplicates() throws {
        #expect(failure(#"{"\u00e9": 1, "e\u0301": 2}"#)?.pointer == "/e\u{301}")
        let members = (0..<20).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        #expect(
            failure("{\(members), \"\u{E9}\": 1, \"e\u{301}\": 2}")?.message.hasPrefix("duplicate key")
                == true)
        #expect(throws: Never.self) { try JSONReader.parse(Array(#"{"e": 1, "é": 2, "E": 3}"#.utf8)) }
    }

    /// Duplicate keys are found in large objects too (the set-based path).
    @Test func duplicateKeyInLargeObject() throws {
        let members = (0..<100).map { "\"k\($0)\": \($0)" }.joined(separator: ",")
        let error = try #require(failure("{\"outer\": {\(members), \"k42\": 0}}"))
        #expect(error.pointer == "/outer/k42")
        #expect(error.message.hasPrefix("duplicate key 'k42'"))
    }

    /// Truncating a document at every byte boundary never crashes and always gives an error.
    @Test func everyTruncationIsAnError() throws {
        let document = Array(
            #"{"name": "é\u00e9\ud83d\ude00 \"q\"", "n": [-1.5e+3, 0, 12, true, false, null], "o": {"k": {}}}"#
                .utf8)
        #expect(throws: Never.self) { try JSONReader.parse(document) }
        for length in 0..<document.count {
            let error = failure(Array(document[..<length]))
            #expect(error != nil, "prefix of length \(length) parsed")
            if let error { #expect(error.offset <= length) }
        }
    }
}
