import AutorotateTestSupport
import Testing

@testable import AutorotateJSON

/// ``JSONOutput/strings(_:)``: an empty list written in place, any other through the general
/// path, both the bytes ``JSONWriter`` writes for the same list one value at a time.
@Suite struct JSONOutputStringsTests {
    /// The bytes JSONWriter writes for `values` as an array of strings.
    func writerBytes(_ values: [String]) -> [UInt8] {
        var writer = JSONWriter()
        writer.beginArray()
        for value in values { writer.string(value) }
        writer.endArray()
        return writer.bytes
    }

    /// Empty, one, several and strings to escape: the same bytes as JSONWriter's, also after
    /// other output and when the list does not fit the first allocation.
    @Test func listsMatchTheWriter() {
        let lists: [[String]] = [
            [], ["portrait"], ["a", "", "b\"c\\d\n"],
            ["é", "\u{1}", "UIApplicationDidChangeStatusBarOrientationNotification"],
            Array(repeating: "landscapeLeft", count: 40),
        ]
        for list in lists {
            #expect(JSONOutput.bytes(capacity: 16) { $0.strings(list) } == writerBytes(list))
            let afterOther = JSONOutput.bytes(capacity: 16) {
                $0.literal("[")
                $0.strings(list)
                $0.strings([])
                $0.literal("]")
            }
            #expect(afterOther == Array("[".utf8) + writerBytes(list) + Array("[]]".utf8))
        }
    }
}
