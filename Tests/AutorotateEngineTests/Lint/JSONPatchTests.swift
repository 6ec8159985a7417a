import AutorotateWire
import Testing

@testable import AutorotateEngine

/// RFC 6902 as lint applies a suggestion's patch (JSONValue+Patch.swift).
@Suite struct JSONPatchTests {
    private let document = try? JSONReader.parse(
        Array(#"{"a": {"b": 1, "c": [1, 2]}, "d~e/f": true}"#.utf8))

    private func patched(_ patch: [PatchOperation]) -> String? {
        document?.applying(patch).map { String(decoding: $0.serialized(), as: UTF8.self) }
    }

    /// `add` sets a new member at the end, replaces an existing one in place, inserts into and
    /// appends to arrays.
    @Test func addSetsMembersAndInsertsElements() {
        #expect(patched([.add("/a/x", .number(3))]) == #"{"a":{"b":1,"c":[1,2],"x":3},"d~e/f":true}"#)
        #expect(patched([.add("/a/b", .number(5))]) == #"{"a":{"b":5,"c":[1,2]},"d~e/f":true}"#)
        #expect(patched([.add("/a/c/0", .number(0))]) == #"{"a":{"b":1,"c":[0,1,2]},"d~e/f":true}"#)
        #expect(patched([.add("/a/c/-", .number(3))]) == #"{"a":{"b":1,"c":[1,2,3]},"d~e/f":true}"#)
    }

    /// `remove`, `replace` and `move` act on existing values; escaped tokens name their member.
    @Test func removeReplaceAndMove() {
        #expect(patched([.remove("/d~0e~1f")]) == #"{"a":{"b":1,"c":[1,2]}}"#)
        #expect(patched([.replace("/a/c/1", .string("two"))]) == #"{"a":{"b":1,"c":[1,"two"]},"d~e/f":true}"#)
        #expect(patched([.move(from: "/a/b", to: "/a/bb")]) == #"{"a":{"c":[1,2],"bb":1},"d~e/f":true}"#)
    }

    /// An operation whose path names nothing makes the whole patch fail (RFC 6902 §5).
    @Test func aPathThatNamesNothingFails() {
        #expect(patched([.remove("/a/zz")]) == nil)
        #expect(patched([.replace("/a/zz", .null)]) == nil)
        #expect(patched([.add("/zz/y", .null)]) == nil)
        #expect(patched([.add("/a/c/5", .null)]) == nil)
        #expect(patched([.add("/a/x", .null), .remove("/nothing")]) == nil)
        #expect(patched([.move(from: "/nothing", to: "/a/x")]) == nil)
        #expect(patched([.remove("/a/c/01")]) == nil)
    }
}
