import AutorotateWire

/// R2.4 and R6.2: which view controller decides — the root or the last presented view
/// controller whose style decides — and which presentation styles hide what is below (R8.9).
extension RotationEngine {
    /// R2.4 `decider()`: the root, or the last chain entry whose style decides.
    func decider() -> Int? {
        guard var deciding = state.root else { return nil }
        for entry in state.chain where entry.decides { deciding = entry.viewController }
        return deciding
    }

    /// R6.1: the style an event presents with — the event's, else the view controller's, else the
    /// OS default; a style the OS lacks becomes fullScreen with a warning.
    mutating func effectiveStyle(event: PresentationStyle?, viewController: Int) -> PresentationStyle {
        let requested = event ?? spec(viewController).modalPresentationStyle
        let style = requested ?? (os.major >= 13 ? .automatic : .fullScreen)
        if os < style.introduced {
            recorder.warn(
                "styleUnavailable",
                "modalPresentationStyle \(style.rawValue) is not available before iOS \(style.introduced); presented fullScreen"
            )
            recorder.weaken(to: .inferred)
            return .fullScreen
        }
        return style
    }

    /// R6.2: whether a presented view controller of this style decides the orientation.
    func styleDecides(_ style: PresentationStyle) -> Bool {
        if isLegacy && device.idiom == .phone { return true }  // R4.1: every modal style is full screen
        switch style {
        case .fullScreen, .overFullScreen: return true
        case .pageSheet, .formSheet: return device.idiom == .phone && os.major < 13
        case .popover: return device.idiom == .phone && os.major >= 8 && os.major < 13
        case .automatic, .currentContext, .overCurrentContext, .custom: return false
        }
    }

    /// R8.9: a full-screen style, or a sheet or popover that R6.2 shows full screen, hides the
    /// views below it; overFullScreen does not.
    func styleHidesBelow(_ style: PresentationStyle) -> Bool {
        switch style {
        case .fullScreen: return true
        case .pageSheet, .formSheet, .popover: return styleDecides(style)
        case .overFullScreen, .automatic, .currentContext, .overCurrentContext, .custom:
            return isLegacy && device.idiom == .phone
        }
    }

    /// R6.2's confidence for a style: fullScreen documented, 13+ sheets and current context
    /// observed, the rest inferred.
    func styleConfidence(_ style: PresentationStyle) -> Confidence {
        switch style {
        case .fullScreen: .documented
        case .pageSheet, .formSheet, .automatic:
            os.major >= 13 || device.idiom == .pad ? .observed : .inferred
        case .currentContext, .overCurrentContext: .observed
        case .overFullScreen, .popover, .custom: .inferred
        }
    }

    /// `decidedBy.via` for V's own answer (R2.11).
    func ownVia(_ vc: Int) -> String {
        vc == state.root ? "rootViewController" : "presentedFullScreen"
    }

    func via(for source: AnswerSource, decider vc: Int) -> String {
        switch source {
        case .own, .uikitDefault: ownVia(vc)
        case .containerDelegate: "containerDelegate"
        case .forward: "forward"
        }
    }
}
