import AutorotateJSON
import AutorotateTestSupport
import Testing

@Suite("JSON pointer → source location")
struct JSONLocatorTests {
    static let text = Array(
        """
        {
          "name": "é \\"quoted\\" ✓",
          "window": {"rootViewController": "nav"},
          "a/b": {"~x": [10, {"deep": [true, null]}, -1.5e3]},
          "esc\\u0061ped": "key"
        }
        """.utf8)

    static func pointer(_ text: String) throws -> JSONPointer { try #require(JSONPointer(escaped: text)) }

    /// A pointer's value is found with its exact bytes and the line:column where it starts.
    @Test(arguments: [
        ("", "{", 1, 1),
        ("/name", #""é \"quoted\" ✓""#, 2, 11),
        ("/window/rootViewController", #""nav""#, 3, 36),
        ("/a~1b/~0x/0", "10", 4, 18),
        ("/a~1b/~0x/1/deep/1", "null", 4, 38),
        ("/a~1b/~0x/2", "-1.5e3", 4, 46),
        ("/escaped", #""key""#, 5, 19),
    ])
    func locates(pointer: String, prefix: String, line: Int, column: Int) throws {
        let locator = try JSONLocator(Self.text)
        let span = try #require(locator.span(of: try Self.pointer(pointer)))
        let bytes = Array(Self.text[span.range])
        #expect(String(decoding: bytes, as: UTF8.self).hasPrefix(prefix))
        #expect(span.start.line == line && span.start.column == column, "\(pointer): \(span.start)")
        #expect(span.start.offset == span.range.lowerBound)
        #expect("\(span.start)" == "\(line):\(column)")
    }

    /// Every value of a document is located, and its bytes parse back to that very value.
    @Test func everyValueRoundTrips() throws {
        let locator = try JSONLocator(Self.text)
        var checked = 0
        func visit(_ value: JSONValue, at pointer: JSONPointer) throws {
            let span = try #require(locator.span(of: pointer), "\(pointer)")
            #expect(try JSONReader.parse(Array(Self.text[span.range])) == value, "\(pointer)")
            checked += 1
            switch value {
            case .object(let object):
                for member in object.members { try visit(member.value, at: pointer.appending(member.key)) }
            case .array(let elements):
                for (index, element) in elements.enumerated() {
                    try visit(element, at: pointer.appending(index))
                }
            default: break
            }
        }
        try visit(try JSONReader.parse(Self.text), at: .root)
        #expect(checked == 13)
    }

    /// Pointers to nothing give `nil`; the nearest span is then the deepest value on the way.
    @Test(arguments: [
        ("/missing", ""),
        ("/window/missing", "/window"),
        ("/window/rootViewController/x", "/window/rootViewController"),
        ("/a~1b/~0x/3", "/a~1b/~0x"),
        ("/a~1b/~0x/01", "/a~1b/~0x"),
        ("/a~1b/~0x/-", "/a~1b/~0x"),
        ("/a~1b/~0x/1/deep/-1", "/a~1b/~0x/1/deep"),
        ("/a/b", ""),
    ])
    func missing(pointer: String, nearest: String) throws {
        let locator = try JSONLocator(Self.text)
        #expect(locator.span(of: try Self.pointer(pointer)) == nil)
        #expect(
            locator.nearestSpan(of: try Self.pointer(pointer)) == locator.span(of: try Self.pointer(nearest)))
    }

    /// Whitespace around the document is not part of the root's span; empty containers have no members.
    @Test func rootAndEmptyContainers() throws {
        let locator = try JSONLocator(Array(" \n [ [], {} ] \n".utf8))
        #expect(locator.span(of: .root)?.range == 3..<13)
        #expect(locator.span(of: .root)?.start == JSONSourceLocation(offset: 3, line: 2, column: 2))
        #expect(locator.span(of: .root.appending(0))?.range == 5..<7)
        #expect(locator.span(of: .root.appending(0).appending(0)) == nil)
        #expect(locator.span(of: .root.appending(1).appending("")) == nil)
    }

    /// Text that is not one JSON document is refused with the reader's own error.
    @Test(arguments: ["", "{", #"{"a": 1,}"#, #"{"a": 1, "a": 2}"#, "[1] 2", "[01]"])
    func refusesInvalidText(text: String) {
        let bytes = Array(text.utf8)
        var expected: JSONSyntaxError?
        do { _ = try JSONReader.parse(bytes) } catch { expected = error }
        var actual: JSONSyntaxError?
        do { _ = try JSONLocator(bytes) } catch { actual = error }
        #expect(expected != nil)
        #expect(actual == expected)
    }

    /// Offsets map to the same line and column as the reader's syntax errors count them.
    @Test func offsetsMatchTheReader() {
        let text = Array("[\n  \"é✓\",\n\n  x]".utf8)
        var error: JSONSyntaxError?
        do { _ = try JSONReader.parse(text) } catch let caught { error = caught }
        guard let error else {
            Issue.record("the text parsed")
            return
        }
        let valid = Array(text[..<error.offset]) + Array("1]".utf8)
        let locator = try? JSONLocator(valid)
        let location = locator?.location(atOffset: error.offset)
        #expect(location == JSONSourceLocation(offset: error.offset, line: error.line, column: error.column))
        #expect(locator?.location(atOffset: 0) == JSONSourceLocation(offset: 0, line: 1, column: 1))
        #expect(locator?.location(atOffset: 1_000).offset == valid.count)
    }
}
