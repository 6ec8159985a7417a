import AutorotateWire
import Foundation
import Testing

@testable import AutorotateEngine

/// The simulation encoder writes a mask equal to one already written by copying that mask's
/// earlier bytes; these tests pin that the copy is taken only for an equal mask.
@Suite struct RepeatedMaskEncodingTests {
    static let response = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/responses/seed000-force-landscape-tabbar.json")

    func fixture() throws -> (bytes: [UInt8], simulation: Simulation) {
        let bytes = try [UInt8](Data(contentsOf: Self.response))
        return (bytes, try Simulation(json: bytes))
    }

    /// A fixture answer, whose masks repeat in every decision, encodes back to its exact bytes.
    @Test func fixtureBytesSurviveRoundTrip() throws {
        let (bytes, simulation) = try fixture()
        #expect(simulation.jsonBytes() == bytes)
    }

    /// Masks that share a value but not their names, or that repeat after other masks, each
    /// decode back to themselves.
    @Test func sameValueOtherNamesIsWrittenAfresh() throws {
        var (_, simulation) = try fixture()
        let index = try #require(simulation.decisions.firstIndex { $0.masks != nil })
        var masks = try #require(simulation.decisions[index].masks)
        let value = masks.application.value
        masks.viewController = OutputMask(value: value, orientations: ["portrait", "notAName"])
        masks.device = OutputMask(value: value, orientations: [])
        masks.allowed = OutputMask(value: value, orientations: ["portrait", "notAName"])
        simulation.decisions[index].masks = masks
        simulation.launch.masks = Masks(
            application: masks.device, viewController: nil, device: masks.application,
            allowed: OutputMask(value: value &+ 1, orientations: masks.application.orientations))
        let encoded = simulation.jsonBytes()
        let decoded = try Simulation(json: encoded)
        #expect(decoded == simulation)
        let text = String(decoding: encoded, as: UTF8.self)
        #expect(
            text.contains(#""viewController":{"value":\#(value),"orientations":["portrait","notAName"]}"#))
        #expect(text.contains(#""device":{"value":\#(value),"orientations":[]}"#))
    }

    /// A name equal to an earlier one only under canonical equivalence (`é` composed, then
    /// decomposed) is written with its own bytes, not copied from the earlier mask.
    @Test func canonicallyEquivalentNamesKeepTheirBytes() throws {
        var (_, simulation) = try fixture()
        let index = try #require(simulation.decisions.firstIndex { $0.masks != nil })
        var masks = try #require(simulation.decisions[index].masks)
        masks.application = OutputMask(value: 2, orientations: ["\u{E9}"])
        masks.device = OutputMask(value: 2, orientations: ["e\u{301}"])
        simulation.decisions[index].masks = masks
        let composed = Array(#""application":{"value":2,"orientations":[""#.utf8) + [0xC3, 0xA9]
        let decomposed = Array(#""device":{"value":2,"orientations":[""#.utf8) + [0x65, 0xCC, 0x81]
        let bytes = simulation.jsonBytes()
        #expect(bytes.firstRange(of: composed) != nil)
        #expect(bytes.firstRange(of: decomposed) != nil)
    }
}
