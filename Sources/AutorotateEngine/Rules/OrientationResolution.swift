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
            let chosen = try checkedPreferred(preferred, allowed: allowed)
            // #6: whether iOS 16+'s resolver lets the device or status-bar orientation outrank an
            // overridden preferred on a present is open; the answer differs only when one of them is
            // allowed and is not p.
            let rivals = [state.device.interface, state.statusBar].compactMap { $0 }
            if isSceneEra, rivals.contains(where: { $0 != chosen && allowed.contains($0) }) {
                recorder.weaken(to: .inferred)
            }
            return chosen
        }
        var candidates: [InterfaceOrientation] = []
        var deviceFirst = false
        if trigger != .present, autorotates, let fromDevice = state.device.interface {
            candidates.append(fromDevice)
            deviceFirst = true
        }
        let kept = trigger == .present ? state.statusBar : state.interface
        candidates.append(kept)
        if let first = candidates.first(where: { allowed.contains($0) }) {
            // #5: following the device while the current orientation is still allowed is an open point.
            if deviceFirst, first != kept, allowed.contains(kept) { recorder.weaken(to: .inferred) }
            return first
        }
        recorder.weaken(to: .inferred)
        if trigger != .present, let preferred {
            // UIKit calls the overridden method at this step (on a present it was asked first).
            if let vc { recordPreferredQuery(vc, answer: preferred) }
            return try checkedPreferred(preferred, allowed: allowed)
        }
        return fallback(within: allowed) ?? state.interface
    }

    /// R2.7 FALLBACK: the device orientation if it is one of the four, then the options' order,
    /// completed by the rulebook's order for the orientations it leaves out — a partial
    /// `fallbackOrder` must never leave the interface in an orientation A does not hold.
    func fallback(within allowed: OrientationMask) -> InterfaceOrientation? {
        var order: [InterfaceOrientation] = []
        if let fromDevice = state.device.interface { order.append(fromDevice) }
        order += scenario.options.fallbackOrder
        order += EngineOptions.rulebookDefaults.fallbackOrder
        return order.first { allowed.contains($0) }
    }
}
