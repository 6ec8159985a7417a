import AutorotateTestSupport
import Testing

@testable import AutorotateJSON

/// `JSONValue.serialized(indented:)`: the one pretty-printer `autorotate import` and the pinned
/// import results share.
@Suite struct JSONValueIndentedTests {
    static let document = #"""
        {"name":"a\"b\u00e9","n":[1,2.5,-3,true,null],"empty":{},"none":[],"deep":{"x":[{"y":[]}]}}
        """#

    /// Two spaces per level, one member or element per line, `": "` after keys, empty containers
    /// kept on one line, scalars written exactly as the compact writer writes them.
    @Test func indentsTwoSpacesPerLevel() throws {
        let value = try JSONReader.parse(Array(Self.document.utf8))
        let expected = """
            {
              "name": "a\\"bé",
              "n": [
                1,
                2.5,
                -3,
                true,
                null
              ],
              "empty": {},
              "none": [],
              "deep": {
                "x": [
                  {
                    "y": []
                  }
                ]
              }
            }
            """
        #expect(String(decoding: value.serialized(indented: true), as: UTF8.self) == expected)
    }

    /// The indented text parses back to the same value, and `indented: false` is the compact form.
    @Test func roundTripsAndCompactIsUnchanged() throws {
        let value = try JSONReader.parse(Array(Self.document.utf8))
        #expect(try JSONReader.parse(value.serialized(indented: true)) == value)
        #expect(value.serialized(indented: false) == value.serialized())
        for scalar in [
            JSONValue.null, .bool(false), .number(42), .string("x\n"), .array([]), .object(JSONObject()),
        ] {
            #expect(scalar.serialized(indented: true) == scalar.serialized())
        }
    }
}
