import Testing

@testable import AutorotateWire

/// The engine's masks stored as their value only (``OutputMask/init(value:)`` and
/// ``QueryResult/mask(_:)``) against the same masks built with their names and JSON.
@Suite struct StoredMaskTests {
    /// The names of `value`'s bits in the fixed order, spelt out bit by bit.
    static func expectedNames(_ value: Int) -> [String] {
        var names: [String] = []
        if value & 2 != 0 { names.append("portrait") }
        if value & 4 != 0 { names.append("portraitUpsideDown") }
        if value & 16 != 0 { names.append("landscapeLeft") }
        if value & 8 != 0 { names.append("landscapeRight") }
        return names
    }

    /// A mask stored as its value reads, compares and writes as the mask built with its names.
    @Test func maskStoredAsValueIsTheMaskWithItsNames() {
        // Every value 0–31 (written from one literal each) and values beyond (written piece by piece).
        for value in Array(0..<32) + [-1, 32, 62, 1 << 40] {
            let stored = OutputMask(value: value)
            let named = OutputMask(value: value, orientations: Self.expectedNames(value))
            #expect(stored.orientations == Self.expectedNames(value), "\(value)")
            #expect(stored == named && named == stored, "\(value)")
            let storedBytes = JSONOutput.bytes(capacity: 64) { $0.mask(stored) }
            let namedBytes = JSONOutput.bytes(capacity: 64) { $0.mask(named) }
            #expect(storedBytes == namedBytes, "\(value)")
        }
        #expect(OutputMask(value: 6) != OutputMask(value: 6, orientations: ["portrait"]))
        #expect(OutputMask(value: 6) != OutputMask(value: 14))
    }

    /// A query result stored as a mask's value is the JSON object the engine wrote before, in
    /// value, equality and bytes (the value written as a JSON number).
    @Test func queryResultStoredAsMaskIsItsJSON() throws {
        for value in Array(0..<32) + [-3, 32, 1 << 60 + 1] {
            let json = JSONValue.object(
                JSONObject([
                    JSONMember("value", .number(Double(value))),
                    JSONMember("orientations", .array(Self.expectedNames(value).map { .string($0) })),
                ]))
            let stored = Query(
                viewController: "vc", object: nil, word: .supportedInterfaceOrientations, result: .mask(value)
            )
            let general = Query(
                viewController: "vc", object: nil, method: "supportedInterfaceOrientations", result: json)
            #expect(stored.result == json, "\(value)")
            #expect(stored == general && general == stored, "\(value)")
            let decision = Decision(
                event: 0, type: "present", deviceOrientation: "portrait", interfaceOrientation: "portrait",
                previousInterfaceOrientation: "portrait", statusBarOrientation: "portrait", rotated: false,
                decidedBy: DecidedBy(viewController: nil, className: nil, via: "none"), queries: [stored],
                topViewController: nil, presented: [], reportedDeviceOrientation: "unknown", masks: nil,
                rule: "R6.6", confidence: .documented, explanation: "")
            var generalDecision = decision
            generalDecision.queries = [general]
            #expect(decision.jsonBytes() == generalDecision.jsonBytes(), "\(value)")
            #expect(try Decision(json: decision.jsonBytes()) == decision, "\(value)")
        }
        #expect(QueryResult.mask(6) != .mask(2))
        #expect(QueryResult.mask(6) != .value(.bool(true)))
    }
}
