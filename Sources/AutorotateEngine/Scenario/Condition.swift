/// What a conditional answer tests (api.md §1 MaskExpr conditional): an app flag, or a fact of
/// the device the app's code reads (its idiom, its iOS version), combined freely. Idiom and OS are
/// read from the scenario's `device`, so compare and lint, which run one simulation per column,
/// answer each column as that device would.
enum Condition: Sendable, Equatable {
    /// A flag of `app.flags`, as `setFlag` events leave it (api.md §1's truth rule).
    case flag(String)
    /// `UIDevice.current.userInterfaceIdiom == .pad` and its spellings.
    case idiom(Idiom)
    /// `if #available(iOS 16, *)`: the device's iOS version is this one or later.
    case osAtLeast(OSVersion)
    /// The opposite of a condition.
    indirect case not(Condition)
    /// Every condition holds (`&&`).
    case all([Condition])
    /// At least one condition holds (`||`).
    case any([Condition])

    /// Whether the condition holds with the app's `flags` on `device`. A flag the app never
    /// declared nor set is false (validation rejects reading one that no `setFlag` sets).
    func holds(flags: FlagValues, device: DeviceConfiguration) -> Bool {
        switch self {
        case .flag(let name): flags[name] == true
        case .idiom(let idiom): device.idiom == idiom
        case .osAtLeast(let version): device.os >= version
        case .not(let condition): !condition.holds(flags: flags, device: device)
        case .all(let conditions): conditions.allSatisfy { $0.holds(flags: flags, device: device) }
        case .any(let conditions): conditions.contains { $0.holds(flags: flags, device: device) }
        }
    }
}
