import AutorotateJSON
import AutorotateTestSupport
import Testing

/// RFC 6901 pointers: escaping, appending and splitting back into tokens.
@Suite struct JSONPointerTests {
    /// `~` becomes `~0` and `/` becomes `~1`, in that order, and unescaping reverses it.
    @Test(arguments: [
        ("plain", "plain"), ("a/b", "a~1b"), ("m~n", "m~0n"), ("~1", "~01"), ("/~/", "~1~0~1"), ("", ""),
        ("é😀", "é😀"),
    ])
    func escaping(token: String, escaped: String) {
        #expect(JSONPointer.escape(token) == escaped)
        #expect(JSONPointer.unescape(escaped) == token)
    }

    /// Appending keys and indexes builds the pointer text; tokens splits it back.
    @Test func appendingAndTokens() {
        let pointer = JSONPointer.root.appending("viewControllers").appending("a/b").appending(0).appending(
            "")
        #expect(pointer.string == "/viewControllers/a~1b/0/")
        #expect(pointer.tokens == ["viewControllers", "a/b", "0", ""])
        #expect(JSONPointer.root.string == "")
        #expect(JSONPointer.root.tokens == [])
        var mutable = JSONPointer()
        mutable.append("x~")
        mutable.append(12)
        #expect(mutable.description == "/x~0/12")
    }

    /// The text escapes `~` and `/` in every key, keeps other characters (non-ASCII too) as they
    /// are, and follows an already-escaped prefix unchanged.
    @Test func textOfMixedTokens() {
        let pointer = JSONPointer(escaped: "/a~1b")?.appending("é/😀~").appending(10).appending("")
            .appending("~1")
        #expect(pointer?.string == "/a~1b/é~1😀~0/10//~01")
        #expect(JSONPointer.root.appending(123_456).appending("x").string == "/123456/x")
    }

    /// Escaped text is accepted only when it is empty or starts with a slash.
    @Test func escapedInit() {
        #expect(JSONPointer(escaped: "/a~1b")?.tokens == ["a/b"])
        #expect(JSONPointer(escaped: "")?.string == "")
        #expect(JSONPointer(escaped: "a") == nil)
    }
}
