import AutorotateEngine
import AutorotateWire
import Foundation
import FoundationXML
import Testing

/// Every label of the timeline and comparison pictures of every fixture scenario fits its box by
/// the width ``LabelFont`` estimates (api.md §8): no text runs out of its rectangle, into the next
/// label on its line or off the picture.
@Suite struct PictureLabelFitTests {
    static let scenarios = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/scenarios")

    static var fixtureNames: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: scenarios.path)) ?? [])
            .filter { $0.hasSuffix(".json") }.sorted()
    }

    static func scenario(_ name: String) throws -> JSONValue {
        let bytes = try [UInt8](Data(contentsOf: scenarios.appendingPathComponent(name)))
        return try #require(try JSONReader.parse(bytes).object?["scenario"])
    }

    /// There are fixtures to draw (a missing directory must not pass silently).
    @Test func fixturesExist() {
        #expect(Self.fixtureNames.count >= 12)
    }

    /// Each fixture's timeline keeps every label inside its column.
    @Test(arguments: fixtureNames) func timelineLabelsFit(name: String) throws {
        let scenario = try Self.scenario(name)
        let simulation = try Simulator.run(document: scenario).get()
        let layout = try SVGLayout(TimelinePicture(simulation: simulation, scenario: scenario).svg())
        #expect(layout.texts.count > 10, "\(name)")
        #expect(layout.overflows.isEmpty, "\(name): \(layout.overflows)")
    }

    /// Each fixture's comparison on phone and pad keeps every label inside its cell or column.
    @Test(arguments: fixtureNames) func comparisonLabelsFit(name: String) throws {
        let request = JSONValue.object(
            JSONObject([
                JSONMember("scenario", try Self.scenario(name)),
                JSONMember("idioms", .array([.string("phone"), .string("pad")])),
            ]))
        let comparison = try Comparator.compare(json: request.serialized()).get()
        let layout = try SVGLayout(ComparisonPicture(comparison: comparison).svg())
        #expect(layout.texts.count > comparison.columns.count, "\(name)")
        #expect(layout.overflows.isEmpty, "\(name): \(layout.overflows)")
    }

    /// The checker itself fails a label that runs out of its box.
    @Test func overflowIsCaught() throws {
        let svg =
            "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"400\" height=\"50\">"
            + "<rect x=\"0\" y=\"0\" width=\"60\" height=\"40\"/>"
            + "<text x=\"4\" y=\"20\" font-size=\"12\">presentedFullScreenViewController</text></svg>"
        let layout = try SVGLayout(Array(svg.utf8))
        #expect(layout.overflows.count == 1)
    }
}

/// The rectangles and texts of an SVG picture, read with XMLParser, and the texts that do not fit.
private final class SVGLayout: NSObject, XMLParserDelegate {
    struct Box { var x, y, width, height: Double }
    struct Text {
        var x, y: Double
        var font: LabelFont
        var middle: Bool
        var content: String
    }

    private(set) var width = 0.0
    private(set) var rects: [Box] = []
    private(set) var texts: [Text] = []
    private var transformedGroups = 0
    private var groupStack: [Bool] = []
    private var current: Text?

    init(_ svg: [UInt8]) throws {
        super.init()
        let parser = XMLParser(data: Data(svg))
        parser.delegate = self
        guard parser.parse() else { throw parser.parserError ?? CocoaError(.coderReadCorrupt) }
    }

    func parser(
        _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let number = { (key: String) in attributes[key].flatMap(Double.init) }
        switch name {
        case "svg": width = number("width") ?? 0
        case "g":
            let transformed = attributes["transform"] != nil
            groupStack.append(transformed)
            if transformed { transformedGroups += 1 }
        case "rect":
            // Rectangles inside a transformed group (the device glyph) are not in page coordinates.
            guard transformedGroups == 0, let x = number("x"), let y = number("y"), let w = number("width"),
                let h = number("height")
            else { return }
            rects.append(Box(x: x, y: y, width: w, height: h))
        case "text":
            current = Text(
                x: number("x") ?? 0, y: number("y") ?? 0,
                font: LabelFont(
                    size: Int(number("font-size") ?? 16), bold: attributes["font-weight"] == "bold",
                    monospace: attributes["font-family"]?.contains("monospace") ?? false),
                middle: attributes["text-anchor"] == "middle", content: "")
        default: break
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        current?.content += string
    }

    func parser(
        _ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?
    ) {
        if name == "g", let transformed = groupStack.popLast(), transformed { transformedGroups -= 1 }
        if name == "text", let text = current {
            texts.append(text)
            current = nil
        }
    }

    /// Each text that runs out of the innermost rectangle holding it or, when none does, into the
    /// next rectangle or text on its line or off the picture.
    var overflows: [String] {
        texts.compactMap { text in
            let drawn = text.font.width(of: text.content)
            let left = text.middle ? text.x - drawn / 2 : text.x
            let right = left + drawn
            let middle = text.y - Double(text.font.size) / 3
            let holding = rects.filter {
                $0.x <= text.x && text.x <= $0.x + $0.width && $0.y <= middle && middle <= $0.y + $0.height
            }.min { $0.width < $1.width }
            if let box = holding {
                return left >= box.x && right <= box.x + box.width
                    ? nil : "'\(text.content)' \(Int(right)) > \(Int(box.x + box.width))"
            }
            let onLine =
                rects.filter { $0.y <= middle && middle <= $0.y + $0.height }.map(\.x)
                + texts.filter { abs($0.y - text.y) < 1 }.map(\.x)
            let limit = onLine.filter { $0 > text.x }.min() ?? width
            return right <= limit ? nil : "'\(text.content)' \(Int(right)) > \(Int(limit))"
        }
    }
}
