extension Double {
    /// The largest whole number not above `self` (R10.4 `floor` rounding), computed with integer
    /// conversion: the engine links no C maths library, and `rounded(.down)` needs one on Linux.
    /// Non-finite values and values beyond 2^52 (already whole) come back unchanged.
    var floored: Double {
        guard isFinite, abs(self) < 4_503_599_627_370_496 else { return self }
        let truncated = Double(Int64(self))
        return (truncated > self ? truncated - 1 : truncated) + 0
    }

    /// `320` for whole numbers, `12.5` otherwise: points as a developer reads them.
    var pointText: String {
        if isFinite, abs(self) < 1e15, floored == self { return String(Int64(self)) }
        return String(self)
    }
}
