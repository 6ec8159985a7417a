import AutorotateTestSupport
import AutorotateWire
import Testing

@testable import AutorotateEngine

/// The one-pass decoder behind `Simulation(json:)`: the same answers and errors as the strict
/// reader whatever the bytes, keys matched however they are spelled, strings shared safely.
@Suite struct JSONCursorTests {
    static let full = SimulationCodingTests.fullSimulation

    /// `bytes` with whitespace around every structural character outside strings.
    static func spaced(_ bytes: [UInt8]) -> [UInt8] {
        var out: [UInt8] = [0x20, 0x0A]
        var next = 0
        for offset in JSONStructure.offsets(in: bytes) {
            out += bytes[next..<offset] + [0x0A, 0x09, bytes[offset], 0x20, 0x0D, 0x0A, 0x09]
            next = offset + 1
        }
        return out + bytes[next...] + [0x0A]
    }

    /// The strict reader's error for `bytes`, `nil` when they are one JSON document.
    static func readerError(_ bytes: [UInt8]) -> JSONSyntaxError? {
        do {
            _ = try JSONReader.parse(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test func whitespaceEverywhereDecodesTheSame() throws {
        let spaced = Self.spaced(Self.full.jsonBytes())
        #expect(spaced.count > Self.full.jsonBytes().count + 500)
        #expect(try Simulation(json: spaced) == Self.full)
        var generator = RandomSimulation(seed: 77)
        for round in 0..<50 {
            let simulation = generator.simulation()
            #expect(try Simulation(json: Self.spaced(simulation.jsonBytes())) == simulation, "round \(round)")
        }
    }

    /// Differential: 4,000 seeded one-byte mutations of a real answer. Whenever the strict reader
    /// rejects the bytes, the decoder reports exactly the reader's error; otherwise it either
    /// decodes or names a problem of shape (never a syntax error the reader did not see).
    @Test func mutationsReportTheReadersSyntaxError() throws {
        let original = Self.full.jsonBytes()
        var random = SeededGenerator(seed: 2026_11_30)
        let alphabet = Array(#"{}[]:,"\ 0123456789-+.eEtrufalsn/u\#u{7F}"#.utf8) + [0x00, 0x1F, 0xC3, 0xFF]
        var outcomes = (syntax: 0, shape: 0, decoded: 0)
        for round in 0..<4000 {
            var bytes = original
            random.edit(&bytes, from: alphabet)
            let readerError = Self.readerError(bytes)
            do {
                _ = try Simulation(json: bytes)
                #expect(readerError == nil, "round \(round): decoded bytes the reader rejects")
                outcomes.decoded += 1
            } catch {
                if let readerError {
                    #expect(error.syntax == readerError, "round \(round)")
                    #expect(error.pointer == readerError.pointer, "round \(round)")
                    outcomes.syntax += 1
                } else {
                    #expect(error.syntax == nil, "round \(round): \(error)")
                    outcomes.shape += 1
                }
            }
        }
        // Every branch was exercised.
        #expect(outcomes.syntax > 100 && outcomes.shape > 100 && outcomes.decoded > 100, "\(outcomes)")
    }

    /// Keys are matched by what they say, not how they are written: escapes and `\u` forms.
    @Test func escapedKeysMatch() throws {
        var text = String(decoding: Self.full.jsonBytes(), as: UTF8.self)
        text = text.replacingOccurrences(of: #""rule":"#, with: #""\u0072ule":"#)
        text = text.replacingOccurrences(of: #""engine":"#, with: #""eng\u0069ne":"#)
        text = text.replacingOccurrences(of: #""deviceOrientation":"#, with: #""device\u004Frientation":"#)
        #expect(try Simulation(json: Array(text.utf8)) == Self.full)
    }

    /// View ids are arbitrary strings: non-ASCII, escaped, pointer characters.
    @Test func viewIdsOfEveryKindRoundTrip() throws {
        var simulation = SimulationCodingTests.bareSimulation
        let ids = ["日本", "a\"b", "tab\there", "x/~y", "😀", String(repeating: "long", count: 20), ""]
        simulation.final.views = ids.map {
            ViewGeometryEntry(
                id: $0, frame: [0, 0, 1, 1], bounds: [0, 0, 1, 1], transform: [1, 0, 0, 1, 0, 0])
        }
        #expect(try Simulation(json: simulation.jsonBytes()) == simulation)
    }

    /// A member the decoder knows may come once; the repeat is the reader's duplicate-key error.
    @Test func repeatedKnownMemberIsRejected() throws {
        var text = String(decoding: SimulationCodingTests.bareSimulation.jsonBytes(), as: UTF8.self)
        text = text.replacingOccurrences(of: #""rule":"#, with: #""rule":"R0","rule":"#)
        let error = #expect(throws: SimulationDecodingError.self) { try Simulation(json: Array(text.utf8)) }
        #expect(error?.pointer == "/launch/rule")
        #expect(error?.syntax?.message.hasPrefix("duplicate key 'rule'") == true)
    }

    /// Unknown members of any shape are skipped, and their syntax is still checked.
    @Test func unknownMembersAreSkippedButChecked() throws {
        let bytes = SimulationCodingTests.bareSimulation.jsonBytes()
        var text = String(decoding: bytes, as: UTF8.self)
        let extra = #""future":{"a":[1,2.5e3,{"b":null}],"c":"\u00e9\"","d":[[[]]],"e":true},"#
        text = text.replacingOccurrences(of: #"{"engine":"#, with: "{" + extra + #""engine":"#)
        #expect(try Simulation(json: Array(text.utf8)) == SimulationCodingTests.bareSimulation)

        let broken = text.replacingOccurrences(of: "2.5e3", with: "2.5e")
        let error = #expect(throws: SimulationDecodingError.self) { try Simulation(json: Array(broken.utf8)) }
        #expect(error?.syntax != nil)
        #expect(error?.pointer == "/future/a/1")
    }

    /// Reactions nest two JSON levels each: 60 deep decodes, past the 128-level limit is an error
    /// (not a deep recursion).
    @Test func nestingLimit() throws {
        func nested(_ levels: Int) -> Simulation {
            var decision = SimulationCodingTests.bareDecision
            for _ in 0..<levels {
                var outer = SimulationCodingTests.bareDecision
                outer.reactions = [decision]
                decision = outer
            }
            var simulation = SimulationCodingTests.bareSimulation
            simulation.decisions = [decision]
            return simulation
        }
        #expect(try Simulation(json: nested(60).jsonBytes()) == nested(60))
        let error = #expect(throws: SimulationDecodingError.self) {
            try Simulation(json: nested(200).jsonBytes())
        }
        #expect(error?.syntax?.message.hasPrefix("nesting deeper than 128 levels") == true)
    }

    /// Shared strings stay correct past the interner's table (more distinct strings than it holds,
    /// strings longer than it remembers, strings that differ only in their middle).
    @Test func manyDistinctAndRepeatedStrings() throws {
        var simulation = SimulationCodingTests.bareSimulation
        let middle = (0..<300).map { "prefix-\(String(repeating: "m", count: $0 % 40))-\($0 % 7)-suffix" }
        let long = (0..<20).map { String(repeating: "x", count: 100 + $0 * 10) + "\($0)" }
        let short = (0..<300).map { "s\($0)" }
        simulation.launch.log = middle + long + short + middle.reversed() + short + long
        #expect(try Simulation(json: simulation.jsonBytes()) == simulation)
    }

    /// The decoder's entry points reject what is not one value: trailing data, nothing at all.
    @Test func wholeDocumentOnly() throws {
        let bytes = SimulationCodingTests.bareSimulation.jsonBytes()
        for bad in [bytes + Array(" x".utf8), bytes + Array("{}".utf8), [], Array("   ".utf8)] {
            let error = #expect(throws: SimulationDecodingError.self) { try Simulation(json: bad) }
            #expect(error?.syntax != nil)
        }
    }
}
