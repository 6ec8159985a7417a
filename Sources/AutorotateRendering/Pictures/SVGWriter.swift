import AutorotateWire

/// Writes SVG markup into a byte buffer: elements, attributes and text, XML-escaped, with numbers
/// written as integers or one decimal so that the same picture is always the same bytes (api.md §8).
///
/// It writes only what a self-contained picture may hold: no script, no `foreignObject`, no
/// external references; text uses generic font families.
public struct SVGWriter: Sendable {
    /// The markup written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty document.
    public init() { bytes.reserveCapacity(16 * 1024) }

    /// Appends `text` as it is (markup the caller built from escaped parts).
    public mutating func raw(_ text: String) { bytes.append(contentsOf: text.utf8) }

    /// Opens `<name attributes…>`.
    public mutating func open(_ name: String, _ attributes: [(String, String)] = []) {
        raw("<" + name)
        writeAttributes(attributes)
        raw(">")
    }

    /// Closes `</name>`.
    public mutating func close(_ name: String) { raw("</" + name + ">") }

    /// Writes `<name attributes…/>`.
    public mutating func empty(_ name: String, _ attributes: [(String, String)]) {
        raw("<" + name)
        writeAttributes(attributes)
        raw("/>")
    }

    /// Writes `<name attributes…>text</name>` with `text` escaped.
    public mutating func element(_ name: String, _ attributes: [(String, String)] = [], text: String) {
        open(name, attributes)
        raw(Self.escaped(text))
        close(name)
    }

    private mutating func writeAttributes(_ attributes: [(String, String)]) {
        for (key, value) in attributes {
            raw(" " + key + "=\"" + Self.escaped(value) + "\"")
        }
    }

    /// `text` with the five XML special characters escaped and control characters other than tab
    /// and newline dropped (XML 1.0 cannot carry them).
    public static func escaped(_ text: String) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"": result += "&quot;"
            case "'": result += "&apos;"
            case "\t", "\n": result.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { continue }
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// A coordinate: an integer when whole, else one decimal (`12`, `12.5`, `-3.3`).
    public static func number(_ value: Double) -> String {
        let tenths = (value * 10).rounded()
        guard tenths.isFinite, abs(tenths) < 1e12 else { return "0" }
        let whole = Int(tenths)
        if whole % 10 == 0 { return String(whole / 10) }
        let sign = whole < 0 ? "-" : ""
        return sign + String(abs(whole) / 10) + "." + String(abs(whole) % 10)
    }
}
