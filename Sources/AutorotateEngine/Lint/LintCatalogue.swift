import AutorotateWire

/// One entry of the lint catalogue (api.md §7): a stable id, what it finds, how bad it is, the
/// rulebook rule it rests on and how to fix it. Findings copy title, rule and confidence from here.
public struct LintCatalogueEntry: Sendable, Equatable {
    /// The stable id, `AR001`…: never renumbered, never reused.
    public var id: String
    /// UpperCamelCase name for SARIF (`InterfaceOrientationConstantAsMask`).
    public var name: String
    /// The title every finding of this id carries.
    public var title: String
    /// The usual severity (a finding may be milder where the OS range makes it so, e.g. AR011).
    public var severity: FindingSeverity
    /// The rulebook rule cited (`R1.2`).
    public var rule: String
    /// The confidence of that rule (rulebook).
    public var confidence: Confidence
    /// What the entry finds and why it matters.
    public var description: String
    /// How to fix it, in general (each finding's `fix` is specific).
    public var help: String

    /// The entry as a SARIF reporting descriptor.
    public var descriptor: LintRuleDescriptor {
        var descriptor = LintRuleDescriptor(
            id: id, name: name, shortDescription: title, fullDescription: "\(description) (\(rule))",
            defaultSeverity: severity, help: help, rule: rule)
        descriptor.helpMarkdown = LintRuleReference.section(self)
        descriptor.helpURI = LintRuleReference.helpURL(self)
        return descriptor
    }
}

/// The lint catalogue: every finding lint can report, in id order. Ids are stable across releases.
public enum LintCatalogue {
    /// R1.2: an interface-orientation constant (or a device one) used in a mask.
    static let orientationConstantAsMask = LintCatalogueEntry(
        id: "AR001", name: "InterfaceOrientationConstantAsMask",
        title: "Interface orientation constant used as a mask", severity: .warning, rule: "R1.2",
        confidence: .observed,
        description:
            "A UIInterfaceOrientation (or UIDeviceOrientation) constant used where a UIInterfaceOrientationMask is meant counts by its raw value, not as the orientation it names: UIInterfaceOrientationLandscapeLeft | UIInterfaceOrientationLandscapeRight is 7, which UIKit reads as portrait + upside-down, never landscape",
        help:
            "Use the mask constants (UIInterfaceOrientationMaskLandscape, .landscape, [.landscapeLeft, .landscapeRight]) in supportedInterfaceOrientations and application:supportedInterfaceOrientationsForWindow:."
    )
    /// R1.2: a mask term written twice, adding nothing, or terms that cancel.
    static let redundantMaskTerm = LintCatalogueEntry(
        id: "AR002", name: "RedundantMaskTerm", title: "Mask term written twice or cancelled",
        severity: .warning, rule: "R1.2", confidence: .documented,
        description:
            "A term of a mask expression (or an Info.plist list entry) repeats or is covered by another, or the terms cancel to nothing: usually a typo for a different orientation (MaskLandscapeLeft | MaskLandscapeLeft meant both landscapes)",
        help: "Write each orientation once, and check which one the repeated term was meant to be.")
    /// R2.6(a): an empty intersection of the app's and the deciding view controller's masks.
    static let noCommonOrientation = LintCatalogueEntry(
        id: "AR003", name: "NoCommonOrientation", title: "No common orientation: crash",
        severity: .error, rule: "R2.6", confidence: .observed,
        description:
            "When the deciding view controller's supportedInterfaceOrientations and the application's orientations have nothing in common, UIKit raises UIApplicationInvalidInterfaceOrientation the moment it reads them (launch, rotation, presentation, dismissal)",
        help:
            "Make every full-screen view controller support at least one orientation the app (Info.plist or application:supportedInterfaceOrientationsForWindow:) supports."
    )
    /// R2.6(b), R6.4: an overridden preferred orientation outside the supported set, checked when
    /// the view controller is presented full screen and when a full-screen view controller above
    /// it is dismissed.
    static let preferredNotSupported = LintCatalogueEntry(
        id: "AR004", name: "PreferredOrientationNotSupported",
        title: "Preferred orientation for presentation not supported: crash", severity: .error, rule: "R2.6",
        confidence: .observed,
        description:
            "preferredInterfaceOrientationForPresentation returns an orientation outside the presented view controller's supported set (or not an orientation at all, e.g. a mask constant): presenting it full screen, or dismissing a full-screen view controller presented above it, raises UIApplicationInvalidInterfaceOrientation",
        help:
            "Return one interface orientation (UIInterfaceOrientationLandscapeRight, not a mask) that supportedInterfaceOrientations and the app both allow, or do not override the method."
    )
    /// R3.1, R3.5: a container's children answer differently; the container is asked instead.
    static let childMaskIgnored = LintCatalogueEntry(
        id: "AR005", name: "ChildMaskIgnoredByContainer",
        title: "Child view controller's orientations ignored by its container", severity: .warning,
        rule: "R3.1", confidence: .documented,
        description:
            "From iOS 6.0, UIKit asks only the top-most full-screen view controller; a stock UINavigationController, UITabBarController or UISplitViewController (and a custom container) answers with its own (default) mask and never asks its children, so a child's supportedInterfaceOrientations has no effect",
        help:
            "Subclass the container (or use its iOS 7+ delegate) and forward: return topViewController?.supportedInterfaceOrientations (navigation) or selectedViewController?.supportedInterfaceOrientations (tab bar)."
    )
    /// R9.1: shouldAutorotate ignored on iOS 16+.
    static let shouldAutorotateIgnored = LintCatalogueEntry(
        id: "AR006", name: "ShouldAutorotateIgnored", title: "shouldAutorotate is ignored on iOS 16+",
        severity: .warning, rule: "R9.1", confidence: .documented,
        description:
            "On iOS 16 and later UIKit no longer calls shouldAutorotate: returning NO to stop rotation does nothing, and the view controller rotates to every orientation its supportedInterfaceOrientations allows",
        help:
            "Express the restriction in supportedInterfaceOrientations, and call setNeedsUpdateOfSupportedInterfaceOrientations() when it changes."
    )
    /// R0.5, R2.3: shouldAutorotateToInterfaceOrientation: is not called on 6.0+.
    static let legacyShouldAutorotateToInterfaceOrientation = LintCatalogueEntry(
        id: "AR007", name: "ShouldAutorotateToInterfaceOrientationNotCalled",
        title: "shouldAutorotateToInterfaceOrientation: is not called on iOS 6+", severity: .warning,
        rule: "R2.3", confidence: .documented,
        description:
            "iOS 6.0 replaced shouldAutorotateToInterfaceOrientation: with supportedInterfaceOrientations and shouldAutorotate; an app built with a current SDK is never asked the old question",
        help: "Move the answer into supportedInterfaceOrientations (a mask) and delete the old method.")
    /// R8.1, R8.3, R8.4: rotation callbacks overridden where the OS does not call them.
    static let callbackNotCalled = LintCatalogueEntry(
        id: "AR008", name: "RotationCallbackNotCalled",
        title: "Rotation callback overridden but not called", severity: .warning, rule: "R8.1",
        confidence: .documented,
        description:
            "A rotation callback the view controller overrides is not sent on some iOS versions in range while the view controller rotates: the two-step callbacks never from 8.0, the legacy one-step ones not when viewWillTransitionToSize:withTransitionCoordinator: is overridden without calling super, viewWillTransitionToSize: not before 8.0",
        help:
            "Do rotation work in viewWillTransitionToSize:withTransitionCoordinator: (calling super) on iOS 8+, and keep the legacy callback only for the older versions you ship to."
    )
    /// R7.2: setStatusBarOrientation without effect.
    static let statusBarOrientationIgnored = LintCatalogueEntry(
        id: "AR009", name: "SetStatusBarOrientationIgnored",
        title: "setStatusBarOrientation has no effect", severity: .warning, rule: "R7.2",
        confidence: .documented,
        description:
            "setStatusBarOrientation:animated: only moves the status bar when no view controller decides the orientation (6.0–15.x: no root, or its shouldAutorotate returns NO) and never on iOS 16+",
        help:
            "Let the view controller decide (supportedInterfaceOrientations, preferredInterfaceOrientationForPresentation) or, on iOS 16+, call requestGeometryUpdate."
    )
    /// R2.10: iPad multitasking makes view-controller masks moot.
    static let multitaskingIgnoresMasks = LintCatalogueEntry(
        id: "AR010", name: "MultitaskingIgnoresViewControllerMasks",
        title: "iPad multitasking ignores view-controller orientations", severity: .warning, rule: "R2.10",
        confidence: .documented,
        description:
            "On iPad from iOS 9.0, an app whose Info.plist lists all four orientations and does not set UIRequiresFullScreen supports multitasking: UIKit never asks its view controllers (or its delegate) for orientations and follows the device",
        help:
            "Set UIRequiresFullScreen to YES when the app needs its view controllers' orientations on iPad, or design every screen for all orientations."
    )
    /// R5.4: no root view controller at the end of launch.
    static let missingRootViewController = LintCatalogueEntry(
        id: "AR011", name: "MissingRootViewController",
        title: "No root view controller at the end of launch", severity: .error, rule: "R5.4",
        confidence: .observed,
        description:
            "A window without a rootViewController at the end of launch is logged on iOS 5.0–8.x and raises NSInternalInconsistencyException from 9.0",
        help: "Set window.rootViewController before application:didFinishLaunchingWithOptions: returns.")
    /// R1.6: portraitUpsideDown on a device that lacks it.
    static let upsideDownUnavailable = LintCatalogueEntry(
        id: "AR012", name: "PortraitUpsideDownUnavailable",
        title: "portraitUpsideDown asked for on a device without it", severity: .note, rule: "R1.6",
        confidence: .documented,
        description:
            "iPhones with a home indicator never show portraitUpsideDown, whatever the masks say: the upside-down device orientation leaves the interface as it is",
        help:
            "Drop portraitUpsideDown for these models, or accept that it only takes effect on devices with a home button and on iPad."
    )
    /// R9.3: requestGeometryUpdate with orientations the view controller does not support.
    static let geometryRequestUnsupported = LintCatalogueEntry(
        id: "AR013", name: "GeometryRequestNotSupported",
        title: "requestGeometryUpdate asks for orientations the view controller does not support",
        severity: .error, rule: "R9.3", confidence: .observed,
        description:
            "requestGeometryUpdate(.iOS(interfaceOrientations:)) fails (UISceneErrorDomain 101) when none of the requested orientations is in the deciding view controller's allowed set; nothing rotates",
        help:
            "Update supportedInterfaceOrientations first (and call setNeedsUpdateOfSupportedInterfaceOrientations()), then request a geometry it allows."
    )
    /// R9.3, R2.10: requestGeometryUpdate under multitasking.
    static let geometryRequestWindowingMode = LintCatalogueEntry(
        id: "AR014", name: "GeometryRequestWindowingMode",
        title: "requestGeometryUpdate fails in this windowing mode", severity: .error, rule: "R9.3",
        confidence: .observed,
        description:
            "requestGeometryUpdate fails (UISceneErrorDomain 101) when the app supports iPad multitasking or runs in a windowing mode other than full screen",
        help: "Set UIRequiresFullScreen (iPad) or handle the error: the user decides the window's shape here."
    )
    /// R0.5, R6.1: an API or presentation style the OS lacks.
    static let apiUnavailable = LintCatalogueEntry(
        id: "AR015", name: "APIUnavailable", title: "API not available on some iOS in range",
        severity: .warning, rule: "R0.5", confidence: .documented,
        description:
            "The scenario calls an API (or uses a presentation style) that some iOS versions in range do not have; there the call does nothing (or, unguarded, crashes with an unrecognised selector)",
        help:
            "Guard the call with if #available / respondsToSelector: and give the older versions their own path."
    )
    /// R7.4: the UIDevice orientation KVC hack.
    static let deviceOrientationHack = LintCatalogueEntry(
        id: "AR016", name: "DeviceOrientationKeyValueCoding",
        title: "Setting UIDevice.orientation does nothing on iOS 16+", severity: .warning, rule: "R7.4",
        confidence: .observed,
        description:
            "The private [UIDevice setValue:forKey:@\"orientation\"] hack is refused on iOS 16 and later (UIKit logs BUG IN CLIENT OF UIKIT) and never forces the interface there",
        help:
            "On iOS 16+ call UIWindowScene.requestGeometryUpdate(_:) after updating supportedInterfaceOrientations."
    )
    /// R7.1: attemptRotationToDeviceOrientation deprecated on 16+.
    static let attemptRotationDeprecated = LintCatalogueEntry(
        id: "AR017", name: "AttemptRotationDeprecated",
        title: "attemptRotationToDeviceOrientation is deprecated on iOS 16+", severity: .note, rule: "R7.1",
        confidence: .documented,
        description:
            "attemptRotationToDeviceOrientation is deprecated from iOS 16; setNeedsUpdateOfSupportedInterfaceOrientations is its replacement",
        help:
            "On iOS 16+ call setNeedsUpdateOfSupportedInterfaceOrientations() on the view controller whose answer changed."
    )
    /// R1.3: a mask or device-orientation constant where one interface orientation is meant.
    static let wrongOrientationKind = LintCatalogueEntry(
        id: "AR018", name: "MaskOrDeviceConstantAsInterfaceOrientation",
        title: "Mask or device constant used as an interface orientation", severity: .warning, rule: "R1.3",
        confidence: .documented,
        description:
            "A UIInterfaceOrientationMask or UIDeviceOrientation constant where one UIInterfaceOrientation is meant counts by its raw value: a mask is no orientation at all, and the landscape device names are the opposite interface orientations",
        help:
            "Return a UIInterfaceOrientation (UIInterfaceOrientationLandscapeRight); convert device orientations explicitly, remembering that device landscapeLeft is interface landscapeRight."
    )
    /// R6.2: a presented view controller that does not decide (13+ page sheet).
    static let presentedDoesNotDecide = LintCatalogueEntry(
        id: "AR019", name: "PresentedViewControllerDoesNotDecide",
        title: "Presented view controller's orientations ignored (not full screen)", severity: .warning,
        rule: "R6.2", confidence: .observed,
        description:
            "Only a full-screen presentation decides the orientation: from iOS 13 the default style is a page sheet (.automatic), so a presented view controller's supportedInterfaceOrientations is ignored and the interface keeps the presenter's orientation",
        help: "Set modalPresentationStyle = .fullScreen on view controllers that need their own orientations."
    )
    /// R3.2: container delegate methods before iOS 7.
    static let containerDelegateUnavailable = LintCatalogueEntry(
        id: "AR020", name: "ContainerDelegateBeforeIOS7",
        title: "Container delegate orientation methods before iOS 7", severity: .warning, rule: "R3.2",
        confidence: .documented,
        description:
            "navigationControllerSupportedInterfaceOrientations: and tabBarControllerSupportedInterfaceOrientations: exist from iOS 7.0; on 6.x the container answers with its default mask",
        help: "On iOS 6 subclass the container and override supportedInterfaceOrientations instead.")
    /// Input members the engine does not read (misspelt properties).
    static let unreadMember = LintCatalogueEntry(
        id: "AR021", name: "UnreadMember", title: "Member not read (misspelt?)", severity: .note,
        rule: "R0.5", confidence: .documented,
        description:
            "A member of the scenario is not one the engine reads at that place, so it is ignored: usually a misspelt property whose real method then keeps UIKit's default",
        help: "Check the member's spelling against the scenario format (api.md §2).")

    /// R2.10: an iPad app that neither lists all four orientations nor requires full screen.
    static let padOrientationsIncomplete = LintCatalogueEntry(
        id: "AR022", name: "IPadMultitaskingOrientationsIncomplete",
        title: "iPad app lists neither all orientations nor UIRequiresFullScreen", severity: .warning,
        rule: "R2.10", confidence: .documented,
        description:
            "An iPad app from iOS 9.0 either supports multitasking, which needs all four orientations in the Info.plist, or sets UIRequiresFullScreen; App Store Connect rejects a bundle with neither (ITMS-90474)",
        help:
            "Add UIRequiresFullScreen = YES to keep the restricted orientations, or list all four orientations for iPad (UISupportedInterfaceOrientations~ipad)."
    )

    /// Every entry, in id order.
    public static let entries: [LintCatalogueEntry] = [
        orientationConstantAsMask, redundantMaskTerm, noCommonOrientation, preferredNotSupported,
        childMaskIgnored, shouldAutorotateIgnored, legacyShouldAutorotateToInterfaceOrientation,
        callbackNotCalled, statusBarOrientationIgnored, multitaskingIgnoresMasks, missingRootViewController,
        upsideDownUnavailable, geometryRequestUnsupported, geometryRequestWindowingMode, apiUnavailable,
        deviceOrientationHack, attemptRotationDeprecated, wrongOrientationKind, presentedDoesNotDecide,
        containerDelegateUnavailable, unreadMember, padOrientationsIncomplete,
    ]

    /// The catalogue as SARIF reporting descriptors, in id order.
    public static var descriptors: [LintRuleDescriptor] { entries.map(\.descriptor) }

    /// The entry with `id`, if there is one.
    public static func entry(_ id: String) -> LintCatalogueEntry? { entries.first { $0.id == id } }
}
