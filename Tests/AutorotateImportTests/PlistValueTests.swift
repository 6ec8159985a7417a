import AutorotateWire
import Foundation
import Testing

@testable import AutorotateImport

/// The plist value types the import's XML plist reader gives, checked against
/// `PropertyListSerialization` over the same text.
@Suite struct PlistValueTests {
    private func wrapped(_ value: String) -> String {
        "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<plist version=\"1.0\">\n<dict><key>k</key>\(value)</dict>\n</plist>\n"
    }

    /// Every value type reads to what Foundation reads: strings with entities, integers in
    /// decimal and hex, reals, booleans, dates, base64 data, nested arrays and dictionaries.
    @Test(arguments: [
        "<string>a &amp; b &#x263A;</string>", "<string></string>", "<string/>", "<integer>42</integer>",
        "<integer> -17</integer>", "<integer>0X1f</integer>", "<real>inf</real>", "<real>.5</real>",
        "<integer>0x1F</integer>", "<integer>9223372036854775807</integer>",
        "<real>2.5</real>", "<real>-1e3</real>", "<true/>", "<false/>",
        "<date>2026-12-02T01:02:03Z</date>", "<date>1999-02-28T23:59:59Z</date>",
        "<data>SGVsbG8sIHdvcmxkIQ==</data>", "<data>\n\tAAEC\n\tAw==\n</data>", "<data></data>",
        "<array><string>x</string><array/><dict/></array>",
        "<dict><key>a</key><integer>1</integer><key>a</key><integer>2</integer></dict>",
    ])
    func valuesMatchPropertyListSerialization(value: String) throws {
        let text = wrapped(value)
        let ours = try XMLPlistReader.read(text).get().root
        let theirs = try #require(FoundationXMLReference.plist(text))
        #expect(ours == theirs)
    }

    /// Values both readers refuse; the import's error names the line.
    @Test(arguments: [
        "<integer>twelve</integer>", "<integer>99999999999999999999</integer>", "<real>x</real>",
        "<date>yesterday</date>", "<true>1</true>", "<true> </true>", "<integer>-17 </integer>",
        "<real> 2.5 </real>", "<real>0x1p3</real>", "<string><b/></string>", "<unknown/>",
    ])
    func malformedValuesAreRefused(value: String) {
        let text = wrapped(value)
        #expect(FoundationXMLReference.plist(text) == nil)
        guard case .failure(let problem) = XMLPlistReader.read(text) else {
            Issue.record("accepted \(value)")
            return
        }
        #expect(problem.line == 3)
    }

    /// UIRequiresFullScreen as a number reads as Foundation bridged it to `Bool`: 0 and 1 only.
    @Test func numbersZeroAndOneAreBooleans() throws {
        func fullScreen(_ value: String) throws -> JSONValue? {
            let text = wrapped(value).replacing("<key>k</key>", with: "<key>UIRequiresFullScreen</key>")
            return try InfoPlistText.parse(text).get().infoPlist["UIRequiresFullScreen"]
        }
        #expect(try fullScreen("<integer>1</integer>") == .bool(true))
        #expect(try fullScreen("<real>0.0</real>") == .bool(false))
        #expect(try fullScreen("<integer>2</integer>") == nil)
    }
}
