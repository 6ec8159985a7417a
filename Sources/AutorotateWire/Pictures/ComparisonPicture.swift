/// A comparison as an SVG matrix (api.md §8): one row per event, one column per OS × idiom, each
/// cell the interface orientation after that event; cells that differ from the row's first
/// column are marked, a crash is red with the exception's name, cells after a crash are empty.
/// Same comparison, same bytes.
public struct ComparisonPicture: Sendable {
    /// The comparison to draw.
    public var comparison: Comparison

    /// A picture of `comparison`.
    public init(comparison: Comparison) { self.comparison = comparison }

    private static let labelWidth: Double = 200
    private static let cellWidth: Double = 118
    private static let rowHeight: Double = 26
    private static let headerHeight: Double = 46

    /// The SVG document.
    public func svg() -> [UInt8] {
        let n = SVGWriter.number
        let width = Self.labelWidth + Self.cellWidth * Double(max(comparison.columns.count, 1)) + 16
        let height = Self.headerHeight + Self.rowHeight * Double(comparison.rows.count) + 36
        var svg = SVGWriter()
        svg.raw("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n")
        svg.open(
            "svg",
            [
                ("xmlns", "http://www.w3.org/2000/svg"), ("width", n(width)), ("height", n(height)),
                ("viewBox", "0 0 \(n(width)) \(n(height))"), ("role", "img"),
                ("font-family", "system-ui, -apple-system, 'Segoe UI', sans-serif"),
            ])
        svg.element("title", text: "Rotation comparison across \(comparison.columns.count) columns")
        let differing = Set(comparison.differences.map { $0.event ?? -1 })
        svg.element(
            "desc",
            text: comparison.identical
                ? "Every column agrees on every event."
                : "\(comparison.differences.count) differences on \(differing.count) events; differing cells are outlined in orange."
        )
        svg.empty("rect", [("width", "100%"), ("height", "100%"), ("fill", "#ffffff")])
        for (index, column) in comparison.columns.enumerated() {
            let x = Self.labelWidth + Self.cellWidth * Double(index)
            text(&svg, "iOS \(column.os)", x: x + 6, y: 20, size: 12, weight: "bold")
            let model = LabelFont(size: 10)
            text(
                &svg, model.fitted("\(column.idiom) · \(column.model)", in: Self.cellWidth - 10), x: x + 6,
                y: 36, size: 10, color: "#5f6368")
        }
        for (rowIndex, row) in comparison.rows.enumerated() {
            let y = Self.headerHeight + Self.rowHeight * Double(rowIndex)
            let rowDiffers = differing.contains(row.event ?? -1)
            let heading = LabelFont(size: 12, bold: rowDiffers)
            text(
                &svg,
                heading.fitted(row.event.map { "#\($0) \(row.type)" } ?? row.type, in: Self.labelWidth - 14),
                x: 8, y: y + 17, size: 12, weight: rowDiffers ? "bold" : nil,
                color: rowDiffers ? "#b06000" : "#202124")
            let reference = row.cells.first ?? nil
            for (index, cell) in row.cells.enumerated() {
                let x = Self.labelWidth + Self.cellWidth * Double(index)
                drawCell(cell, reference: reference, x: x, y: y, into: &svg)
            }
        }
        text(
            &svg,
            comparison.identical
                ? "identical on every column" : "orange outline: differs from the first column",
            x: 8, y: height - 12, size: 11, color: "#5f6368")
        svg.close("svg")
        svg.raw("\n")
        return svg.bytes
    }

    private func drawCell(
        _ cell: ComparisonCell?, reference: ComparisonCell?, x: Double, y: Double, into svg: inout SVGWriter
    ) {
        let n = SVGWriter.number
        guard let cell else {
            text(&svg, "—", x: x + 6, y: y + 17, size: 12, color: "#9aa0a6")
            return
        }
        let crashed = cell.exception != nil
        let differs =
            reference.map {
                $0.interfaceOrientation != cell.interfaceOrientation
                    || $0.exception?.name != cell.exception?.name
                    || $0.rotated != cell.rotated
            } ?? false
        svg.empty(
            "rect",
            [
                ("x", n(x + 2)), ("y", n(y + 2)), ("width", n(Self.cellWidth - 4)),
                ("height", n(Self.rowHeight - 4)),
                ("rx", "4"), ("fill", crashed ? "#fce8e6" : cell.rotated ? "#e6f4ea" : "#f8f9fa"),
                ("stroke", differs ? "#e37400" : "#dadce0"), ("stroke-width", differs ? "2" : "1"),
            ])
        let label =
            crashed
            ? "✕ " + (cell.exception?.name ?? "")
            : (cell.rotated ? "↻ " : "") + cell.interfaceOrientation
        let font = Self.cellFont(for: label)
        text(
            &svg, font.fitted(label, in: Self.cellWidth - 14), x: x + 7, y: y + 17, size: font.size,
            color: crashed ? "#d93025" : "#202124")
    }

    /// The cell's font: 11 pixels, smaller down to 9 for a long orientation name such as
    /// `portraitUpsideDown`, so that it is read whole rather than cut.
    private static func cellFont(for label: String) -> LabelFont {
        for size in [11, 10] where LabelFont(size: size).width(of: label) <= cellWidth - 14 {
            return LabelFont(size: size)
        }
        return LabelFont(size: 9)
    }

    private func text(
        _ svg: inout SVGWriter, _ content: String, x: Double, y: Double, size: Int, weight: String? = nil,
        color: String = "#202124"
    ) {
        var attributes = [
            ("x", SVGWriter.number(x)), ("y", SVGWriter.number(y)), ("font-size", String(size)),
        ]
        if let weight { attributes.append(("font-weight", weight)) }
        attributes.append(("fill", color))
        svg.element("text", attributes, text: content)
    }
}
