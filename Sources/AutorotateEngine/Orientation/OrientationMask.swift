import AutorotateWire

/// `UIInterfaceOrientationMask` (R1.2): bits `1 << o` of interface orientations. UIKit reads only
/// `rawValue & 30` (``effective``): bit 0 and bits ≥ 5 vanish.
///
/// ```swift
/// OrientationMask(rawValue: 7).orientations   // [.portrait, .portraitUpsideDown]
/// OrientationMask.allButUpsideDown.uikitNames  // "portrait, landscapeLeft, landscapeRight"
/// ```
public struct OrientationMask: OptionSet, Sendable, Hashable {
    public var rawValue: Int

    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let portrait = OrientationMask(rawValue: 2)
    public static let portraitUpsideDown = OrientationMask(rawValue: 4)
    public static let landscapeRight = OrientationMask(rawValue: 8)
    public static let landscapeLeft = OrientationMask(rawValue: 16)
    public static let landscape = OrientationMask(rawValue: 24)
    public static let allButUpsideDown = OrientationMask(rawValue: 26)
    public static let all = OrientationMask(rawValue: 30)

    /// The bits UIKit honours (R1.2): `rawValue & 30`.
    public var effective: OrientationMask { OrientationMask(rawValue: rawValue & 30) }

    /// Whether the effective mask holds `orientation` (always false for `unknown`, whose bit 0
    /// UIKit ignores).
    public func contains(_ orientation: InterfaceOrientation) -> Bool {
        orientation != .unknown && effective.rawValue & (1 << orientation.rawValue) != 0
    }

    /// The orientations of the effective bits in the fixed order portrait, portraitUpsideDown,
    /// landscapeLeft, landscapeRight (R1.7, api.md §1).
    public var orientations: [InterfaceOrientation] {
        OrientationMask.orientationsByEffective[rawValue & 30]
    }

    /// `names(mask)` of R1.7: the effective orientations' names joined by `", "` (empty for an
    /// empty mask).
    public var uikitNames: String { OrientationMask.uikitNamesByEffective[rawValue & 30] }

    /// The effective orientations' names as a sentence lists them: `"portrait, landscapeLeft and
    /// landscapeRight"` (empty for an empty mask). ``uikitNames`` is UIKit's own form, for the
    /// texts that copy UIKit's.
    public var spokenNames: String { OrientationMask.spokenNamesByEffective[rawValue & 30] }

    /// The output form (api.md §1): the raw value and the names of the effective bits.
    public var output: OutputMask {
        // The names are the value's bits' (OutputMask.names(of:)): stored as the value only.
        OutputMask(value: rawValue)
    }

    /// ``orientations`` for each effective mask (index `rawValue & 30`), computed once: masks are
    /// written into every decision, several times.
    private static let orientationsByEffective: [[InterfaceOrientation]] = (0..<32).map { raw in
        InterfaceOrientation.outputOrder.filter { OrientationMask(rawValue: raw).containsBit($0) }
    }

    /// ``uikitNames`` for each effective mask: explanations name masks at every decision.
    private static let uikitNamesByEffective: [String] = orientationsByEffective.map {
        $0.map(\.name).joined(separator: ", ")
    }

    /// ``spokenNames`` for each effective mask, for the same reason.
    private static let spokenNamesByEffective: [String] = orientationsByEffective.map {
        Prose.list($0.map(\.name))
    }

    /// ``contains(_:)`` spelled out, for the tables above (which ``orientations`` reads).
    private func containsBit(_ orientation: InterfaceOrientation) -> Bool {
        orientation != .unknown && effective.rawValue & (1 << orientation.rawValue) != 0
    }
}
