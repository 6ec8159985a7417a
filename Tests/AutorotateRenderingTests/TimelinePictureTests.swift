import AutorotateWire
import Foundation
import FoundationXML
import Testing

@testable import AutorotateRendering

/// The SVG timeline of api.md §8, drawn from the pinned simulations of the fixture scenarios.
@Suite struct TimelinePictureTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../Fixtures").standardized

    static func picture(_ name: String) throws -> [UInt8] {
        let answer = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent("responses/\(name).json")))
        let fixture = try [UInt8](Data(contentsOf: fixtures.appendingPathComponent("scenarios/\(name).json")))
        let scenario = try JSONReader.parse(fixture)
        guard case .object(let document) = scenario else { throw CocoaError(.coderReadCorrupt) }
        return TimelinePicture(simulation: try Simulation(json: answer), scenario: document["scenario"]).svg()
    }

    static let goldens = [
        "seed000-force-landscape-tabbar", "seed000-landscapevc-mask7-modal", "seed002-landscape-only-launch",
    ]

    /// Three fixtures draw to exactly their pinned SVG bytes (regenerate with AUTOROTATE_WRITE_GOLDENS=1
    /// and review the pictures when the drawing changes on purpose).
    @Test(arguments: goldens) func goldenBytes(name: String) throws {
        let svg = try Self.picture(name)
        let path = Self.fixtures.appendingPathComponent("pictures/\(name).svg")
        if ProcessInfo.processInfo.environment["AUTOROTATE_WRITE_GOLDENS"] == "1" {
            try Data(svg).write(to: path)
        }
        #expect(svg == (try [UInt8](Data(contentsOf: path))))
    }

    /// Every fixture draws a well-formed, self-contained SVG: it parses as XML, has a title and a
    /// description, and holds no script, foreignObject or external reference.
    @Test func selfContained() throws {
        let names = try FileManager.default.contentsOfDirectory(
            atPath: Self.fixtures.appendingPathComponent("scenarios").path
        ).filter { $0.hasSuffix(".json") }.map { String($0.dropLast(5)) }
        #expect(names.count >= 12)
        for name in names {
            let svg = try Self.picture(name)
            let text = String(decoding: svg, as: UTF8.self)
            let parser = XMLParser(data: Data(svg))
            #expect(parser.parse(), "\(name): \(parser.parserError.map { "\($0)" } ?? "")")
            #expect(text.contains("<title>") && text.contains("<desc>"), "\(name)")
            for forbidden in ["<script", "foreignObject", "href", "url(", "@import", "@font-face"] {
                #expect(!text.contains(forbidden), "\(name) contains \(forbidden)")
            }
            #expect(try Self.picture(name) == svg, "\(name) is not deterministic")
        }
    }

    /// A crash is drawn in red with the exception's name.
    @Test func crashIsMarked() throws {
        let text = String(decoding: try Self.picture("seed000-landscapevc-mask7-modal"), as: UTF8.self)
        let answer = String(
            decoding: try Data(
                contentsOf: Self.fixtures.appendingPathComponent(
                    "responses/seed000-landscapevc-mask7-modal.json")),
            as: UTF8.self)
        if answer.contains("\"terminated\":{") {
            #expect(text.contains("✕ crash"))
            #expect(text.contains("#d93025"))
        } else {
            #expect(!text.contains("✕ crash"))
        }
    }

    /// Beyond the column limit the first 200 decisions are drawn and a note says how many were left.
    @Test func widthIsCapped() throws {
        let answer = try [UInt8](
            Data(
                contentsOf: Self.fixtures.appendingPathComponent(
                    "responses/seed000-force-landscape-tabbar.json")))
        var simulation = try Simulation(json: answer)
        let decision = simulation.decisions[0]
        simulation.decisions = Array(repeating: decision, count: 250)
        let text = String(decoding: TimelinePicture(simulation: simulation).svg(), as: UTF8.self)
        #expect(text.contains("51 more decisions not drawn"))
        #expect(text.contains("width=\"\(16 * 2 + 190 * 200)\""))
    }

    /// Device and interface angles follow R1.1: device landscapeLeft (home button right) shows
    /// interface landscapeRight upright.
    @Test func anglesAgree() {
        let pairs = [
            ("portrait", "portrait"), ("landscapeLeft", "landscapeRight"),
            ("landscapeRight", "landscapeLeft"),
            ("portraitUpsideDown", "portraitUpsideDown"),
        ]
        for (device, interface) in pairs {
            let angle = (DeviceGlyph.deviceAngle(device) ?? -1) + DeviceGlyph.interfaceOffset(interface)
            #expect(angle % 360 == 0, "\(device) / \(interface)")
        }
        #expect(DeviceGlyph.deviceAngle("faceUp") == nil)
    }
}
