/// The font of a label in the pictures and an estimate of how wide its text is drawn, so that a
/// label can be made to fit its box: SVG has no layout engine, and the picture is drawn before any
/// viewer measures it (api.md §8).
///
/// The widths are DejaVu Sans and DejaVu Sans Mono advances (what `sans-serif` and `monospace`
/// resolve to on a common Linux desktop and in headless Chromium), the widest of the fonts the
/// pictures name: text that fits by this estimate fits in the narrower system fonts as well.
public struct LabelFont: Sendable, Equatable {
    /// The font size in pixels, as written in the `font-size` attribute.
    public var size: Int
    /// Whether the text is drawn with `font-weight="bold"`.
    public var bold: Bool
    /// Whether the text is drawn in the monospace family.
    public var monospace: Bool

    /// A font of `size` pixels, regular weight and proportional unless told otherwise.
    public init(size: Int, bold: Bool = false, monospace: Bool = false) {
        self.size = size
        self.bold = bold
        self.monospace = monospace
    }

    /// The estimated drawn width of `text` in pixels.
    public func width(of text: String) -> Double {
        var ems = 0.0
        for scalar in text.unicodeScalars {
            ems += monospace ? Self.monospaceAdvance : Self.advance(of: scalar)
        }
        return ems * Double(size) * (bold && !monospace ? Self.boldFactor : 1)
    }

    /// `text` when it fits `width`, else its longest prefix that fits with an ellipsis appended.
    public func fitted(_ text: String, in width: Double) -> String {
        if self.width(of: text) <= width { return text }
        var kept = ""
        let room = width - self.width(of: "…")
        for character in text {
            if self.width(of: kept + String(character)) > room { break }
            kept.append(character)
        }
        while kept.last == " " { kept.removeLast() }
        return kept + "…"
    }

    /// `text` broken at spaces into at most `lines` lines that each fit `width`: the last line takes
    /// all that is left, cut with an ellipsis, and a word wider than a line stays with the words
    /// before it and is cut there, so that the words after it still show.
    public func wrapped(_ text: String, in width: Double, lines: Int) -> [String] {
        guard lines > 0 else { return [] }
        let words = text.split(separator: " ").map(String.init)
        var result: [String] = []
        var current = ""
        for (index, word) in words.enumerated() {
            let candidate = current.isEmpty ? word : current + " " + word
            if current.isEmpty || self.width(of: candidate) <= width || self.width(of: word) > width {
                current = candidate
                continue
            }
            if result.count == lines - 1 {
                return result + [fitted(current + " " + words[index...].joined(separator: " "), in: width)]
            }
            result.append(current)
            current = word
        }
        if !current.isEmpty { result.append(current) }
        return result.map { fitted($0, in: width) }
    }

    private static let monospaceAdvance = 0.602
    /// DejaVu Sans Bold over DejaVu Sans, at its widest for the narrow letters (`t`, `i`, `r`).
    private static let boldFactor = 1.2

    /// A DejaVu Sans advance in ems; characters not listed count as a full em, so an unknown
    /// glyph makes a label shorter, never too long.
    private static func advance(of scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case "i", "j", "l": 0.278
        case "f", "t": 0.392
        case "r": 0.411
        case "s": 0.521
        case "z": 0.525
        case "c": 0.55
        case "k", "v", "x", "y": 0.592
        case "a", "e", "o": 0.615
        case "b", "d", "g", "h", "n", "p", "q", "u": 0.635
        case "w": 0.818
        case "m": 0.974
        case "I", "J": 0.295
        case "L": 0.557
        case "F": 0.575
        case "T", "Y", "P": 0.611
        case "E": 0.632
        case "S", "Z": 0.685
        case "A", "B", "K", "R", "V", "X": 0.686
        case "C": 0.698
        case "U": 0.732
        case "H", "N", "D": 0.752
        case "G", "O", "Q": 0.787
        case "M": 0.863
        case "W": 0.989
        case "0"..."9": 0.636
        case " ", ".", ",", "·": 0.318
        case ":", ";", "/", "|", "!": 0.337
        case "'": 0.275
        case "\"": 0.46
        case "(", ")", "[", "]", "{", "}": 0.39
        case "-": 0.361
        case "_", "?": 0.531
        case "#", "+", "=", "<", ">", "~", "→", "↳", "↻": 0.838
        case "&": 0.778
        case "%": 0.95
        case "…", "—": 1.0
        case "✕": 0.838
        default: 1.0
        }
    }
}
