/// A simulation as an SVG timeline (api.md §8): one column per Decision, launch first, each showing
/// the device as the user holds it with the interface inside it, the event and its arguments, the
/// rotation, who decided by which rule, a crash in red, and a compact lane of callbacks.
///
/// Same simulation and scenario, same bytes. Beyond ``columnLimit`` decisions the first ones are
/// drawn and a note says how many were left out.
public struct TimelinePicture: Sendable {
    /// The most columns drawn; the picture says so when it cuts.
    public static let columnLimit = 200

    /// The simulation to draw.
    public var simulation: Simulation
    /// The request's scenario, read for its name, idiom, OS and the events' arguments (optional).
    public var scenario: JSONValue?

    /// A picture of `simulation`; `scenario` adds the event arguments and the device's idiom.
    public init(simulation: Simulation, scenario: JSONValue? = nil) {
        self.simulation = simulation
        self.scenario = scenario
    }

    private static let columnWidth: Double = 190
    private static let margin: Double = 16
    private static let callbackLines = 7
    /// Where the callback lane starts: the labels above it end before it.
    private static let callbackTop: Double = 352
    /// The room for a label: the column's box less the inset on both sides.
    private static let labelWidth = columnWidth - 16

    /// One Decision in drawing order, with its label.
    private struct Column {
        var decision: Decision
        var heading: String
        var arguments: String
    }

    /// The SVG document.
    public func svg() -> [UInt8] {
        var all: [Column] = []
        appendColumns(of: simulation.launch, heading: "launch", into: &all)
        for decision in simulation.decisions {
            appendColumns(
                of: decision, heading: "#\(decision.event.map(String.init) ?? "?") \(decision.type)",
                into: &all)
        }
        let columns = Array(all.prefix(Self.columnLimit))
        let omitted = all.count - columns.count
        let width = Self.margin * 2 + Self.columnWidth * Double(max(columns.count, 1))
        let height: Double = 470 + (omitted > 0 ? 20 : 0)
        let n = SVGWriter.number
        var svg = SVGWriter()
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(width)), ("height", n(height)),
                ("viewBox", "0 0 \(n(width)) \(n(height))"), ("role", "img"),
                ("font-family", "system-ui, -apple-system, 'Segoe UI', sans-serif"),
            ])
        svg.element("title", text: title)
        svg.element("desc", text: description(columns: all.count))
        svg.empty("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        for (index, column) in columns.enumerated() {
            draw(column, at: Self.margin + Self.columnWidth * Double(index), into: &svg)
        }
        if omitted > 0 {
            svg.element(
                "text",
                [("x", n(Self.margin)), ("y", n(height - 8)), ("font-size", "12"), ("fill", "#5f6368")],
                text: "\(omitted) more decisions not drawn (the picture shows the first \(Self.columnLimit))")
        }
        svg.close("svg")
        svg.raw("\n")
        return svg.bytes
    }

    private func appendColumns(of decision: Decision, heading: String, into columns: inout [Column]) {
        columns.append(Column(decision: decision, heading: heading, arguments: arguments(of: decision)))
        for reaction in decision.reactions {
            appendColumns(of: reaction, heading: "↳ reaction: \(reaction.type)", into: &columns)
        }
    }

    private func member(_ path: String...) -> JSONValue? {
        var value: JSONValue? = scenario
        for key in path {
            guard case .object(let object) = value else { return nil }
            value = object[key]
        }
        return value
    }

    private var idiom: String {
        if case .string(let idiom) = member("device", "idiom") { return idiom }
        return "phone"
    }

    private var title: String {
        if case .string(let name) = member("name"), !name.isEmpty { return "Rotation timeline: \(name)" }
        return "Rotation timeline"
    }

    private func description(columns: Int) -> String {
        var os = ""
        if case .string(let version) = member("device", "os") { os = "iOS \(version), " }
        let crash = simulation.terminated.map { " The app crashed with \($0.exception.name)." } ?? ""
        return "\(columns) decisions on \(os)rule generation \(simulation.engine.generation), \(idiom): "
            + "launch in \(simulation.launch.interfaceOrientation), final interface "
            + "\(simulation.final.interfaceOrientation).\(crash)"
    }

    /// `name=value` pairs of the event's fields other than `type`, in the order written.
    private func arguments(of decision: Decision) -> String {
        guard let index = decision.event, case .array(let events) = member("events"), index < events.count,
            case .object(let event) = events[index]
        else { return "" }
        return event.members.filter { $0.key != "type" }.map { "\($0.key)=\(Self.brief($0.value))" }
            .joined(separator: " ")
    }

    private static func brief(_ value: JSONValue) -> String {
        switch value {
        case .null: "null"
        case .bool(let flag): flag ? "true" : "false"
        case .number(let number): SVGWriter.number(number)
        case .string(let text): text
        case .array(let items): "[" + items.map(brief).joined(separator: ", ") + "]"
        case .object: "{…}"
        }
    }

    private func draw(_ column: Column, at x: Double, into svg: inout SVGWriter) {
        let n = SVGWriter.number
        let decision = column.decision
        let crashed = decision.exception != nil
        let center = x + Self.columnWidth / 2
        let left = x + 8
        svg.open("g", [])
        svg.empty(
            "rect",
            [
                ("x", n(x + 3)), ("y", "8"), ("width", n(Self.columnWidth - 6)), ("height", "452"),
                ("rx", "8"),
                ("fill", crashed ? "#fce8e6" : "#f8f9fa"), ("stroke", crashed ? "#d93025" : "#dadce0"),
                ("stroke-width", crashed ? "2" : "1"),
            ])
        label(&svg, column.heading, font: LabelFont(size: 13, bold: true), x: left, y: 28)
        label(&svg, column.arguments, font: LabelFont(size: 11), x: left, y: 45, color: "#5f6368")
        DeviceGlyph(
            idiom: idiom, deviceOrientation: decision.deviceOrientation,
            interfaceOrientation: decision.interfaceOrientation
        ).draw(into: &svg, x: center, y: 125)
        if decision.rotated {
            svg.empty(
                "path",
                [
                    ("d", "M\(n(x + Self.columnWidth - 34)) 70 a 14 14 0 1 1 -10 -4"), ("fill", "none"),
                    ("stroke", "#188038"), ("stroke-width", "2.5"),
                ])
            svg.empty(
                "path", [("d", "M\(n(x + Self.columnWidth - 50)) 60 l 7 8 l 3 -10 Z"), ("fill", "#188038")])
        }
        var y: Double = 212
        let change =
            decision.rotated
            ? "\(decision.previousInterfaceOrientation) → \(decision.interfaceOrientation)"
            : "\(decision.interfaceOrientation) (kept)"
        y =
            label(
                &svg, "UI " + change, font: LabelFont(size: 12, bold: true), x: left, y: y, lines: 2,
                color: decision.rotated ? "#188038" : "#202124") + 1
        y = label(&svg, "device \(decision.deviceOrientation)", font: LabelFont(size: 11), x: left, y: y)
        y =
            label(
                &svg, "status bar \(decision.statusBarOrientation)", font: LabelFont(size: 11), x: left, y: y)
            + 2
        let decider = decision.decidedBy.viewController.map { "\($0) " } ?? ""
        y = label(
            &svg, "by \(decider)(\(decision.decidedBy.via))", font: LabelFont(size: 11), x: left, y: y,
            lines: 2)
        y =
            label(
                &svg, "\(decision.rule) · \(decision.confidence.rawValue)", font: LabelFont(size: 11),
                x: left,
                y: y, color: "#1a73e8") + 5
        if let exception = decision.exception {
            y =
                label(&svg, "✕ crash", font: LabelFont(size: 12, bold: true), x: left, y: y, color: "#d93025")
                - 1
            y = label(&svg, exception.name, font: LabelFont(size: 10), x: left, y: y, color: "#d93025")
            let room = Int((Self.callbackTop - 4 - y) / 12) + 1
            label(
                &svg, exception.reason, font: LabelFont(size: 9), x: left, y: y, lines: min(max(room, 0), 3),
                color: "#a50e0e")
        } else if let error = decision.error {
            label(
                &svg, "error \(error.domain) \(error.code)", font: LabelFont(size: 11), x: left, y: y,
                color: "#b06000")
        }
        drawCallbacks(decision.callbacks, x: left, into: &svg)
        svg.close("g")
    }

    private func drawCallbacks(_ callbacks: [Callback], x: Double, into svg: inout SVGWriter) {
        let n = SVGWriter.number
        svg.empty(
            "line",
            [
                ("x1", n(x)), ("y1", n(Self.callbackTop)), ("x2", n(x + Self.columnWidth - 22)),
                ("y2", n(Self.callbackTop)),
                ("stroke", "#dadce0"),
            ])
        text(&svg, callbacks.isEmpty ? "no callbacks" : "callbacks", x: x, y: 366, size: 10, color: "#5f6368")
        var y: Double = 380
        for callback in callbacks.prefix(Self.callbackLines) {
            let selector = callback.method.split(separator: ":").first.map(String.init) ?? callback.method
            y = label(
                &svg, "\(callback.viewController).\(selector)", font: LabelFont(size: 9, monospace: true),
                x: x,
                y: y, lineHeight: 11)
        }
        if callbacks.count > Self.callbackLines {
            text(&svg, "+\(callbacks.count - Self.callbackLines) more", x: x, y: y, size: 9, color: "#5f6368")
        }
    }

    private func text(
        _ svg: inout SVGWriter, _ content: String, x: Double, y: Double, size: Int, weight: String? = nil,
        color: String = "#202124", family: String? = nil
    ) {
        var attributes = [
            ("x", SVGWriter.number(x)), ("y", SVGWriter.number(y)), ("font-size", String(size)),
        ]
        if let weight { attributes.append(("font-weight", weight)) }
        if let family { attributes.append(("font-family", family)) }
        attributes.append(("fill", color))
        svg.element("text", attributes, text: content)
    }

    /// Draws `content` in `font` within the column's label width, broken onto at most `lines` lines
    /// (the last cut with an ellipsis when it still does not fit); returns the baseline after it.
    @discardableResult
    private func label(
        _ svg: inout SVGWriter, _ content: String, font: LabelFont, x: Double, y: Double, lines: Int = 1,
        color: String = "#202124", lineHeight: Double? = nil
    ) -> Double {
        let lineHeight = lineHeight ?? (Double(font.size) * 4 / 3).rounded()
        var baseline = y
        for line in font.wrapped(content, in: Self.labelWidth, lines: lines) {
            text(
                &svg, line, x: x, y: baseline, size: font.size, weight: font.bold ? "bold" : nil,
                color: color,
                family: font.monospace ? "ui-monospace, monospace" : nil)
            baseline += lineHeight
        }
        return baseline
    }
}
