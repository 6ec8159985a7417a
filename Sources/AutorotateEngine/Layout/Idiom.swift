/// `UIUserInterfaceIdiom` as the scenario names it (api.md §2 `device.idiom`): it selects the
/// default masks (R1.5), the default screen (R10.5) and the ≤ 6.x bar heights (R8.7).
public enum Idiom: String, Sendable, CaseIterable {
    case phone, pad
}
