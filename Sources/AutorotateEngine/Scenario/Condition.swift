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

    /// Whether the condition holds on `device` whatever the app's flags, or `nil` when that
    /// depends on a flag. Idiom and OS are fixed for one device; flags are app state that events
    /// change. Lint asks this of an answer on one column, so that a branch the device never takes
    /// (`if #available(iOS 16, *)` before 16) is not read as something the app can do there.
    func holds(on device: DeviceConfiguration) -> Bool? {
        switch self {
        case .flag: return nil
        case .idiom(let idiom): return device.idiom == idiom
        case .osAtLeast(let version): return device.os >= version
        case .not(let condition): return condition.holds(on: device).map { !$0 }
        case .all(let conditions):
            var known = true
            for condition in conditions {
                switch condition.holds(on: device) {
                case false?: return false
                case nil: known = false
                case true?: break
                }
            }
            return known ? true : nil
        case .any(let conditions):
            var known = true
            for condition in conditions {
                switch condition.holds(on: device) {
                case true?: return true
                case nil: known = false
                case false?: break
                }
            }
            return known ? false : nil
        }
    }
}
