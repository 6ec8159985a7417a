import AutorotateJSON
import AutorotateTestSupport
import Foundation
import Testing

/// Error locations on real, multi-line documents: the scenario fixtures, damaged on purpose.
@Suite struct JSONReaderLocationTests {
    /// Line and column of `offset` computed independently of the reader: lines split at `\n`,
    /// columns counted in Unicode scalars.
    func location(of offset: Int, in bytes: [UInt8]) -> (line: Int, column: Int) {
        let before = String(decoding: bytes[..<offset], as: UTF8.self)
        let lines = before.split(separator: "\n", omittingEmptySubsequences: false)
        return (lines.count, (lines.last?.unicodeScalars.count ?? 0) + 1)
    }

    /// The offsets just after every `,` `:` `[` `{` outside strings.
    func structuralOffsets(in bytes: [UInt8]) -> [Int] {
        JSONStructure.offsets(in: bytes).filter { Array(",:[{".utf8).contains(bytes[$0]) }.map { $0 + 1 }
    }

    /// A stray `#` after a structural character of any fixture is reported at its exact offset,
    /// line and column, with a message ending in that line and column.
    @Test func strayByteInFixturesIsLocatedExactly() throws {
        var mismatches: [String] = []
        var checked = 0
        for url in try JSONTestSupport.fixtureURLs() {
            let bytes = try [UInt8](Data(contentsOf: url))
            // Every third structural position keeps this quick in debug builds while covering every fixture.
            for (index, offset) in structuralOffsets(in: bytes).enumerated() where index % 3 == 0 {
                var damaged = bytes
                damaged.insert(UInt8(ascii: "#"), at: offset)
                let expected = location(of: offset, in: damaged)
                let suffix = "at line \(expected.line), column \(expected.column)"
                do {
                    _ = try JSONReader.parse(damaged)
                    mismatches.append("\(url.lastPathComponent) @\(offset): parsed")
                } catch {
                    checked += 1
                    if error.offset != offset || error.line != expected.line
                        || error.column != expected.column
                        || !error.message.hasSuffix(suffix)
                    {
                        mismatches.append(
                            "\(url.lastPathComponent) @\(offset): \(error.offset) \(error.message)")
                    }
                }
            }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        #expect(checked > 300)
    }

    /// The pointer of a stray byte inside a value names that value: here a view controller's `kind`.
    @Test func pointerNamesTheDamagedMember() throws {
        let url = try #require(
            JSONTestSupport.fixtureURLs().first {
                $0.lastPathComponent == "seed000-force-landscape-tabbar.json"
            })
        var text = String(decoding: try Data(contentsOf: url), as: UTF8.self)
        let range = try #require(text.range(of: #""kind": "tabBarController""#))
        text.replaceSubrange(range, with: #""kind": tabBarController"#)
        let error = #expect(throws: JSONSyntaxError.self) { try JSONReader.parse(Array(text.utf8)) }
        #expect(error?.pointer.hasPrefix("/scenario/viewControllers/") == true)
        #expect(error?.pointer.hasSuffix("/kind") == true)
        #expect(
            error?.message.hasPrefix(
                "invalid literal 'tabBarController', expected true, false, null or a quoted string") == true)
    }

    /// Truncating the smallest fixture at every byte boundary always gives an error, never a crash.
    @Test func fixtureTruncatedAtEveryByteIsAnError() throws {
        let urls = try JSONTestSupport.fixtureURLs()
        let sizes = try urls.map { try [UInt8](Data(contentsOf: $0)) }
        let bytes = try #require(sizes.min { $0.count < $1.count })
        // Trailing whitespace can be cut without harm; everything before the last `}` cannot.
        let lastBrace = try #require(bytes.lastIndex(of: UInt8(ascii: "}")))
        var accepted: [Int] = []
        for length in 0...lastBrace {
            do {
                _ = try JSONReader.parse(Array(bytes[..<length]))
                accepted.append(length)
            } catch {}
        }
        #expect(accepted.isEmpty, "prefixes that parsed: \(accepted)")
    }
}
