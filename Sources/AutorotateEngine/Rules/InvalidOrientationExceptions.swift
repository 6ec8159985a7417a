import AutorotateWire

/// R2.6 and R5.4: the exceptions UIKit raises, with their exact reason texts per iOS version.
enum InvalidOrientationExceptions {
    static let name = "UIApplicationInvalidInterfaceOrientation"

    /// R2.6(a): no common orientation between the application and the deciding view controller.
    static func noCommonOrientation(os: OSVersion, className: String) -> ExceptionInfo {
        let reason =
            os.major >= 8
            ? "Supported orientations has no common orientation with the application, and [\(className) shouldAutorotate] is returning YES"
            : "Supported orientations has no common orientation with the application, and shouldAutorotate is returning YES"
        return ExceptionInfo(name: name, reason: reason)
    }

    /// R2.6(b): an overridden preferred orientation outside the allowed set.
    static func preferredNotSupported(os: OSVersion, preferred: Int, allowed: OrientationMask)
        -> ExceptionInfo
    {
        let reason =
            os.major >= 10
            ? "preferredInterfaceOrientationForPresentation '\(InterfaceOrientation.uikitName(raw: preferred))' must match a supported interface orientation: '\(allowed.uikitNames)'!"
            : "preferredInterfaceOrientationForPresentation must return a supported interface orientation!"
        return ExceptionInfo(name: name, reason: reason)
    }

    /// R5.4 `T`: the missing-root text, thrown from 9.0 and logged on 5.0–8.x.
    static let missingRootText =
        "Application windows are expected to have a root view controller at the end of application launch"

    static func missingRoot() -> ExceptionInfo {
        ExceptionInfo(name: "NSInternalInconsistencyException", reason: missingRootText)
    }
}
