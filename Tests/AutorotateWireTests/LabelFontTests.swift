import Testing

@testable import AutorotateWire

/// The label widths the pictures lay out by (api.md §8): estimated, fitted and wrapped.
@Suite struct LabelFontTests {
    /// Wider text, a larger size and bold all measure wider; monospace is the same advance per character.
    @Test func widthsOrder() {
        let regular = LabelFont(size: 11)
        #expect(regular.width(of: "landscapeRight") > regular.width(of: "portrait"))
        #expect(LabelFont(size: 12).width(of: "portrait") > regular.width(of: "portrait"))
        #expect(LabelFont(size: 11, bold: true).width(of: "portrait") > regular.width(of: "portrait"))
        let mono = LabelFont(size: 10, monospace: true)
        #expect(mono.width(of: "iiii") == mono.width(of: "MMMM"))
        #expect(regular.width(of: "") == 0)
    }

    /// Text that fits is kept whole; text that does not is cut to a prefix with an ellipsis that fits.
    @Test func fittedCutsWithEllipsis() {
        let font = LabelFont(size: 11)
        #expect(font.fitted("portrait", in: 100) == "portrait")
        let cut = font.fitted("by presentedFullScreenViewController (presentedFullScreen)", in: 120)
        #expect(cut.hasSuffix("…"))
        #expect(cut.hasPrefix("by presented"))
        #expect(font.width(of: cut) <= 120)
    }

    /// Wrapping breaks at spaces, every line fits, and text left over ends the last line with an ellipsis.
    @Test func wrappedBreaksAtSpaces() {
        let font = LabelFont(size: 12, bold: true)
        let lines = font.wrapped("UI portraitUpsideDown → landscapeRight", in: 174, lines: 2)
        #expect(lines == ["UI portraitUpsideDown", "→ landscapeRight"])
        let short = font.wrapped("one two three four five six seven eight nine ten", in: 60, lines: 2)
        #expect(short.count == 2)
        #expect(short.allSatisfy { font.width(of: $0) <= 60 })
        #expect(short.last?.hasSuffix("…") == true)
        #expect(font.wrapped("", in: 60, lines: 2).isEmpty)
        #expect(font.wrapped("anything", in: 60, lines: 0).isEmpty)
    }
}
