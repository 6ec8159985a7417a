import AutorotateJSON
import AutorotateTestSupport
import Foundation
import Testing

/// The reader and writer agree with Foundation's JSONSerialization on real and random documents.
@Suite struct JSONFoundationEquivalenceTests {
    /// Every scenario fixture parses to the same structure as JSONSerialization gives.
    @Test func fixturesMatchFoundation() throws {
        let urls = try JSONTestSupport.fixtureURLs()
        #expect(!urls.isEmpty)
        for url in urls {
            let bytes = try [UInt8](Data(contentsOf: url))
            let mine = try JSONReader.parse(bytes)
            let theirs = try JSONTestSupport.foundationParse(bytes)
            #expect(JSONTestSupport.equivalent(mine, theirs), "\(url.lastPathComponent)")
        }
    }

    /// Every fixture, written back by JSONWriter, re-parses (by Foundation and by us) to the same value.
    @Test func fixturesSurviveWriting() throws {
        for url in try JSONTestSupport.fixtureURLs() {
            let mine = try JSONReader.parse(try [UInt8](Data(contentsOf: url)))
            let written = mine.serialized()
            #expect(JSONTestSupport.equivalent(mine, try JSONTestSupport.foundationParse(written)))
            #expect(try JSONReader.parse(written) == mine, "\(url.lastPathComponent)")
        }
    }

    /// 500 seeded random documents parse the same as with JSONSerialization, and survive writing.
    @Test func randomDocumentsMatchFoundation() throws {
        var generator = RandomJSONText(seed: 0x0A07_0207_A7E5)
        for round in 0..<500 {
            let text = generator.document()
            let mine: JSONValue
            do {
                mine = try JSONReader.parse(text)
            } catch {
                Issue.record("round \(round): \(error) in \(String(decoding: text, as: UTF8.self))")
                continue
            }
            let theirs = try JSONTestSupport.foundationParse(text)
            #expect(
                JSONTestSupport.equivalent(mine, theirs),
                "round \(round): \(String(decoding: text, as: UTF8.self))")
            let written = mine.serialized()
            #expect(
                JSONTestSupport.equivalent(mine, try JSONTestSupport.foundationParse(written)),
                "round \(round)")
            #expect(try JSONReader.parse(written) == mine, "round \(round)")
        }
    }

    /// Random numbers in every textual form convert to exactly the correctly rounded Double (the
    /// standard library's `Double(String)`), and to what Foundation gives within its rounding error.
    @Test func randomNumbersAreCorrectlyRounded() throws {
        var generator = RandomJSONText(seed: 42)
        for _ in 0..<5_000 {
            generator.text = []
            generator.number()
            let text = generator.text
            let string = String(decoding: text, as: UTF8.self)
            let mine = try JSONReader.parse(text)
            #expect(mine == .number(try #require(Double(string))), "\(string)")
            let theirs = try #require(JSONTestSupport.foundationParse(text) as? NSNumber)
            #expect(JSONTestSupport.equivalent(mine, theirs), "\(string)")
        }
    }

    /// On 5,000 seeded random one-byte mutations of random documents, we accept exactly what
    /// JSONSerialization accepts (except duplicate keys, which only we reject), and agree on the value.
    @Test func mutatedDocumentsAcceptedLikeFoundation() throws {
        var generator = RandomJSONText(seed: 99)
        var random = SeededGenerator(seed: 5)
        var accepted = 0
        for round in 0..<5_000 {
            var text = generator.document()
            let position = Int.random(in: 0..<text.count, using: &random)
            switch Int.random(in: 0..<3, using: &random) {
            case 0: text.remove(at: position)
            case 1: text.insert(UInt8.random(in: 0...255, using: &random), at: position)
            default: text[position] = UInt8.random(in: 0...255, using: &random)
            }
            let theirs = try? JSONTestSupport.foundationParse(text)
            do {
                let mine = try JSONReader.parse(text)
                accepted += 1
                let agrees = theirs.map { JSONTestSupport.equivalent(mine, $0) } ?? false
                #expect(agrees, "round \(round): \(String(decoding: text, as: UTF8.self).debugDescription)")
            } catch {
                #expect(
                    theirs == nil || error.message.hasPrefix("duplicate key"),
                    "round \(round): we reject (\(error.message)), Foundation accepts")
            }
        }
        #expect(accepted > 500, "the mutations should leave a fair share of valid documents")
    }
}
