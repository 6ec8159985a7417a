/// What made UIKit pick an orientation (R2.7's `trigger`).
enum ResolutionTrigger: Sendable, Equatable {
    case present, dismiss, launch, newRoot, setNeedsUpdate
}

/// R2.7: the orientation UIKit picks when it must pick — device orientation, then current (or the
/// status-bar orientation on a present), then an overridden preferred, then FALLBACK.
extension RotationEngine {
    /// `resolve(A, V, trigger)`. `preferred` is V's overridden preferred orientation, if any.
    mutating func resolve(
        allowed: OrientationMask, decider vc: Int?, trigger: ResolutionTrigger, preferred: Int?,
        autorotates: Bool
    ) throws(SimulatedException) -> InterfaceOrientation {
        if trigger == .present, let preferred {
            return try checkedPreferred(preferred, allowed: allowed)
        }
        var candidates: [InterfaceOrientation] = []
        if trigger != .present, autorotates, let fromDevice = state.device.interface {
            candidates.append(fromDevice)
        }
        candidates.append(trigger == .present ? state.statusBar : state.interface)
        if let first = candidates.first(where: { allowed.contains($0) }) { return first }
        recorder.weaken(to: .inferred)
        if trigger != .present, let preferred {
            return try checkedPreferred(preferred, allowed: allowed)
        }
        return fallback(within: allowed) ?? state.interface
    }

    /// R2.7 FALLBACK: the device orientation if it is one of the four, then the options' order.
    func fallback(within allowed: OrientationMask) -> InterfaceOrientation? {
        var order: [InterfaceOrientation] = []
        if let fromDevice = state.device.interface { order.append(fromDevice) }
        order += scenario.options.fallbackOrder
        return order.first { allowed.contains($0) }
    }
}
