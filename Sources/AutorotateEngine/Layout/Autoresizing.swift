/// R10.2–R10.4: how a subview's frame follows its parent's size change, one axis at a time
/// (x: flexibleLeftMargin / flexibleWidth / flexibleRightMargin; y: flexibleTopMargin /
/// flexibleHeight / flexibleBottomMargin).
///
/// ```swift
/// Autoresizing.resize(
///     frame: Rect(x: 20, y: 100, width: 280, height: 44), mask: 34,
///     oldParent: Size(width: 320, height: 460), newParent: Size(width: 480, height: 300), rounding: .none)
/// // (20, 100, 440, 44)
/// ```
public enum Autoresizing {
    public static let flexibleLeftMargin = 1
    public static let flexibleWidth = 2
    public static let flexibleRightMargin = 4
    public static let flexibleTopMargin = 8
    public static let flexibleHeight = 16
    public static let flexibleBottomMargin = 32

    /// The new frame of a view with autoresizing `mask` whose parent's bounds size changes from
    /// `oldParent` to `newParent`.
    public static func resize(
        frame: Rect, mask: Int, oldParent: Size, newParent: Size, rounding: Rounding,
        zeroFlexibleSpace: ZeroFlexibleSpace = .evenSplit
    ) -> Rect {
        let x = resizeAxis(
            position: frame.x, size: frame.width, oldParent: oldParent.width, newParent: newParent.width,
            flexibleLead: mask & flexibleLeftMargin != 0, flexibleSize: mask & flexibleWidth != 0,
            flexibleTrail: mask & flexibleRightMargin != 0, rounding: rounding,
            zeroFlexibleSpace: zeroFlexibleSpace)
        let y = resizeAxis(
            position: frame.y, size: frame.height, oldParent: oldParent.height, newParent: newParent.height,
            flexibleLead: mask & flexibleTopMargin != 0, flexibleSize: mask & flexibleHeight != 0,
            flexibleTrail: mask & flexibleBottomMargin != 0, rounding: rounding,
            zeroFlexibleSpace: zeroFlexibleSpace)
        return Rect(x: x.position, y: y.position, width: x.size, height: y.size)
    }

    /// Whether resizing `frame` hits R10.4's zero-flexible-space case on either axis: the parent's
    /// size changes along an axis whose flexible parts all measure zero (known open question 17,
    /// an inferred engine default).
    public static func hitsZeroFlexibleSpace(frame: Rect, mask: Int, oldParent: Size, newParent: Size) -> Bool
    {
        func axis(
            _ position: Double, _ size: Double, _ old: Double, _ new: Double, _ lead: Int, _ span: Int,
            _ trail: Int
        )
            -> Bool
        {
            let flags = (mask & lead != 0, mask & span != 0, mask & trail != 0)
            guard new != old, flags.0 || flags.1 || flags.2 else { return false }
            let flex = (flags.0 ? position : 0) + (flags.1 ? size : 0) + (flags.2 ? old - position - size : 0)
            return !(flex > 0)
        }
        return axis(
            frame.x, frame.width, oldParent.width, newParent.width, flexibleLeftMargin, flexibleWidth,
            flexibleRightMargin)
            || axis(
                frame.y, frame.height, oldParent.height, newParent.height, flexibleTopMargin, flexibleHeight,
                flexibleBottomMargin)
    }

    /// `resizeAxis` of R10.3:
    /// ```
    /// delta = newP − oldP ; n = count(fLead, fSize, fTrail)
    /// if delta == 0 or n == 0: return (pos, size)
    /// lead = pos ; trail = oldP − pos − size
    /// flex = (fLead ? lead : 0) + (fSize ? size : 0) + (fTrail ? trail : 0)
    /// if flex > 0: k = delta / flex ; pos += fLead ? k·lead : 0 ; size += fSize ? k·size : 0
    /// else:        e = delta / n    ; pos += fLead ? e : 0      ; size += fSize ? e : 0
    /// ```
    /// `k·lead` is computed as `delta·lead / flex`, the same value with one rounding step fewer,
    /// so whole-point layouts give whole points. With `floor`, a resized axis has its origin and
    /// size floored; an axis that does not move is left alone.
    public static func resizeAxis(
        position: Double, size: Double, oldParent: Double, newParent: Double, flexibleLead: Bool,
        flexibleSize: Bool, flexibleTrail: Bool, rounding: Rounding = .none,
        zeroFlexibleSpace: ZeroFlexibleSpace = .evenSplit
    ) -> (position: Double, size: Double) {
        let delta = newParent - oldParent
        let n = (flexibleLead ? 1 : 0) + (flexibleSize ? 1 : 0) + (flexibleTrail ? 1 : 0)
        if delta == 0 || n == 0 { return (position, size) }
        let lead = position
        let trail = oldParent - position - size
        let flex = (flexibleLead ? lead : 0) + (flexibleSize ? size : 0) + (flexibleTrail ? trail : 0)
        var newPosition = position
        var newSize = size
        if flex > 0 {
            if flexibleLead { newPosition += delta * lead / flex }
            if flexibleSize { newSize += delta * size / flex }
        } else if zeroFlexibleSpace == .evenSplit {
            let even = delta / Double(n)
            if flexibleLead { newPosition += even }
            if flexibleSize { newSize += even }
        }
        if rounding == .floor {
            newPosition = newPosition.floored
            newSize = newSize.floored
        }
        // `+ 0` turns a negative zero (0 · −k) into +0, so output never prints "-0".
        return (newPosition + 0, newSize + 0)
    }
}
