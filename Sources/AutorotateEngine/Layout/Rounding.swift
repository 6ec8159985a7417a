/// `options.rounding` (api.md §2, R10.4): autoresized frames stay doubles (`none`, the default),
/// or their resized origin and size are floored (`floor`, for parity tests).
public enum Rounding: String, Sendable, CaseIterable {
    case none, floor
}

/// `options.zeroFlexibleSpace` (api.md §2, R10.3–R10.4): what an axis does when it has flexible
/// parts but they measure zero. `evenSplit` (the rulebook's default): the change is split evenly
/// among the flexible parts. `unchanged`: origin and size stay, the trailing margin takes it all.
public enum ZeroFlexibleSpace: String, Sendable, CaseIterable {
    case evenSplit, unchanged
}
