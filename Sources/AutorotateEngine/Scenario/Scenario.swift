import AutorotateWire

/// A decoded, validated scenario (api.md §2): device, app configuration, view-controller
/// hierarchy and events. View controllers are addressed by index; `ids` maps back to names.
struct Scenario: Sendable {
    var name: String?
    var device: DeviceConfiguration
    var options: EngineOptions
    var app: AppConfiguration
    var viewControllers: [ViewControllerSpec]
    /// Each id's index, filled only for more than ``ScenarioNames/linearIDLimit`` view
    /// controllers: read it through ``index(ofID:)``.
    var indexByID: [String: Int]
    var rootViewController: Int?
    /// How sure the import is of the window's root (api.md §9.1 `window.basis`); `nil` when the
    /// scenario does not say. Read by lint only, never by the simulation.
    var windowBasis: Basis?
    var events: [ScenarioEvent]
    /// Warnings found while reading the scenario (unused fields, ignored properties), reported on the launch.
    var warnings: [Warning]

    /// The index of the view controller `id` names (compared with `==`), or `nil`: the
    /// declarations in turn when there are at most ``ScenarioNames/linearIDLimit``, else
    /// ``indexByID``.
    func index(ofID id: String) -> Int? {
        guard viewControllers.count <= ScenarioNames.linearIDLimit else { return indexByID[id] }
        return viewControllers.firstIndex { $0.id == id }
    }
}

/// `windowingMode` (R2.10).
enum WindowingMode: String, Sendable, Equatable, CaseIterable {
    case fullScreen, splitView, slideOver, stageManager
}

/// The simulated device (api.md §2 `device`, R10.5).
struct DeviceConfiguration: Sendable, Equatable {
    var idiom: Idiom
    var os: OSVersion
    var generation: Generation
    var screenWidth: Double
    var screenHeight: Double
    var statusBarHeight: Double
    var supportsPortraitUpsideDown: Bool
    var orientation: DeviceOrientation
    var windowingMode: WindowingMode
}

/// The engine's policies for points the rulebook marks inferred (api.md §2 `options`).
struct EngineOptions: Sendable, Equatable {
    /// R2.7's FALLBACK after the device orientation.
    var fallbackOrder: [InterfaceOrientation]
    var rounding: Rounding
    var zeroFlexibleSpace: ZeroFlexibleSpace

    static let rulebookDefaults = EngineOptions(
        fallbackOrder: [.portrait, .landscapeRight, .landscapeLeft, .portraitUpsideDown], rounding: .none,
        zeroFlexibleSpace: .evenSplit)
}

/// The Info.plist keys the rules read (api.md §2 `app.infoPlist`, R2.1, R5.1).
struct InfoPlist: Sendable, Equatable {
    var supported: [InterfaceOrientation]?
    var supportedPad: [InterfaceOrientation]?
    var supportedPhone: [InterfaceOrientation]?
    var initialOrientation: InterfaceOrientation?
    var requiresFullScreen: Bool
    /// Whether the plist writes `UIRequiresFullScreen` at all (lint words NO and absent apart).
    var requiresFullScreenWritten = false

    /// The list chosen as in R2.1: the idiom's suffixed key if present and non-empty, else the plain key.
    func supportedList(for idiom: Idiom) -> [InterfaceOrientation]? {
        let suffixed = idiom == .pad ? supportedPad : supportedPhone
        if let suffixed, !suffixed.isEmpty { return suffixed }
        if let supported, !supported.isEmpty { return supported }
        return nil
    }
}

/// App code run when a notification is posted (api.md §2 `app.reactions`, R7.6).
struct Reaction: Sendable, Equatable {
    var notification: String
    var condition: ReactionCondition?
    var events: [ScenarioEvent]
    /// Where the reaction sits in the request; its text is built only when a warning names it.
    var pointer: JSONPointer
}

/// `when` of a reaction: an orientation name, or the IsPortrait / IsLandscape macros. A name is
/// read with device meaning for the device notification and interface meaning for the status-bar
/// ones (R7.6), so both readings are kept.
enum ReactionCondition: Sendable, Equatable {
    case portrait, landscape
    case named(device: DeviceOrientation?, interface: InterfaceOrientation?)

    /// Whether the condition holds for an orientation's raw value posted with a notification.
    func holds(rawValue: Int, deviceNotification: Bool) -> Bool {
        switch self {
        case .portrait: return rawValue == 1 || rawValue == 2
        case .landscape: return rawValue == 3 || rawValue == 4
        case .named(let device, let interface):
            return deviceNotification ? device?.rawValue == rawValue : interface?.rawValue == rawValue
        }
    }
}

/// The application object and its delegate (api.md §2 `app`).
struct AppConfiguration: Sendable, Equatable {
    var infoPlist: InfoPlist
    var delegateMask: Answer<Int>?
    var applicationMask: Answer<Int>?
    var flags: [String: Bool]
    var reactions: [Reaction]
}
