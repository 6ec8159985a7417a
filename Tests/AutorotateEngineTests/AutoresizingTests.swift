import Testing

@testable import AutorotateEngine

private let portraitParent = Size(width: 320, height: 460)
private let landscapeParent = Size(width: 480, height: 300)
private let bar = Rect(x: 20, y: 100, width: 280, height: 44)

private func resize(
    _ frame: Rect, _ mask: Int, rounding: Rounding = .none, zero: ZeroFlexibleSpace = .evenSplit
)
    -> Rect
{
    Autoresizing.resize(
        frame: frame, mask: mask, oldParent: portraitParent, newParent: landscapeParent, rounding: rounding,
        zeroFlexibleSpace: zero)
}

private func close(_ a: Double, _ b: Double) -> Bool { abs(a - b) < 1e-9 }

/// R10.3–R10.4: `resizeAxis` per axis.
@Suite struct AutoresizingTests {
    /// R10.3's own example: mask 34 in 320×460 → 480×300 gives (20,100,440,44).
    @Test func rulebookExample() {
        #expect(resize(bar, 34) == Rect(x: 20, y: 100, width: 440, height: 44))
    }

    /// Each flag alone: lead margin moves by delta, size grows by delta, trailing margin changes nothing.
    @Test(arguments: [
        (1, Rect(x: 180, y: 100, width: 280, height: 44)),
        (2, Rect(x: 20, y: 100, width: 440, height: 44)),
        (4, Rect(x: 20, y: 100, width: 280, height: 44)),
        (8, Rect(x: 20, y: -60, width: 280, height: 44)),
        (16, Rect(x: 20, y: 100, width: 280, height: -116)),
        (32, Rect(x: 20, y: 100, width: 280, height: 44)),
    ])
    func singleFlag(mask: Int, expected: Rect) {
        #expect(resize(bar, mask) == expected)
    }

    /// No flag at all: the frame stays, whatever the parent does.
    @Test func noFlags() {
        #expect(resize(bar, 0) == bar)
    }

    /// An unchanged parent size changes nothing, even with every flag.
    @Test func noDelta() {
        #expect(
            Autoresizing.resize(
                frame: bar, mask: 63, oldParent: portraitParent, newParent: portraitParent, rounding: .floor)
                == bar)
    }

    /// Several flexible parts share the change in proportion to their lengths.
    @Test func proportional() {
        // x: margins 20 + 20 flexible → both grow by 80: centred.
        #expect(resize(bar, 1 | 4) == Rect(x: 100, y: 100, width: 280, height: 44))
        // x: 20 + 280 + 20 = 320 flexible, +160 → ×1.5.
        #expect(resize(bar, 1 | 2 | 4) == Rect(x: 30, y: 100, width: 420, height: 44))
        // y: top 115 and height 230 flexible (345), −160.
        let r = resize(Rect(x: 0, y: 115, width: 320, height: 230), 8 | 16)
        #expect(close(r.y, 115 - 160.0 * 115 / 345))
        #expect(close(r.height, 230 - 160.0 * 230 / 345))
    }

    /// All six flags scale the view with its parent (seed004's image views).
    @Test func allSixFlags() {
        #expect(
            resize(Rect(x: 0, y: 115, width: 320, height: 230), 63)
                == Rect(x: 0, y: 75, width: 480, height: 150))
    }

    /// Zero flexible space: the change is split evenly among the flexible parts (R10.4 default).
    @Test func zeroFlexibleSpaceEvenSplit() {
        let thin = Rect(x: 0, y: 0, width: 0, height: 460)
        #expect(resize(thin, 1 | 2) == Rect(x: 80, y: 0, width: 80, height: 460))
        #expect(resize(thin, 1 | 2, zero: .unchanged) == thin)
    }

    /// `floor` floors the resized axis's origin and size, and leaves a still axis alone.
    @Test func floorRounding() {
        let frame = Rect(x: 0.5, y: 115, width: 320, height: 230)
        #expect(resize(frame, 8 | 16, rounding: .floor) == Rect(x: 0.5, y: 61, width: 320, height: 123))
        let unrounded = resize(frame, 8 | 16)
        #expect(unrounded.y > 61 && unrounded.y < 62)
    }

    /// No negative zero reaches the output.
    @Test func noNegativeZero() {
        let r = resize(Rect(x: 0, y: 0, width: 320, height: 460), 1 | 2 | 8 | 16)
        #expect(r.x.sign == .plus)
        #expect(r.y.sign == .plus)
    }
}
