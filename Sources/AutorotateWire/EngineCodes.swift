/// A typed code the engine attaches to a value of the wire (an exception, an error, a warning, a
/// decision's log) for the readers inside this package that must decide on it (lint), beside the
/// text the wire carries. It is never encoded: a decoded value has none, so two values that differ
/// only in their tags are equal.
public struct EngineTag<Code: Sendable & Equatable>: Sendable, Equatable {
    /// The code, or `nil` for a value the engine did not make (decoded, or built by hand).
    @usableFromInline package var code: Optional<Code>

    /// A tag holding `code`.
    @inlinable package init(_ code: Code? = nil) { self.code = code }

    /// Tags never make two wire values differ (see the type's comment).
    public static func == (lhs: EngineTag, rhs: EngineTag) -> Bool { true }
}

/// Which exception UIKit raised (R2.6, R5.4).
package enum ExceptionCode: Sendable, Equatable {
    /// R2.6(a): the application's and the decider's masks have nothing in common.
    case noCommonOrientation
    /// R2.6(b), R6.4: the preferred orientation for presentation is not supported.
    case preferredNotSupported
    /// R5.4: no root view controller at the end of launch (9.0+).
    case missingRootViewController
}

/// Which error a `requestGeometryUpdate` handler received (R9.3).
package enum GeometryErrorCode: Sendable, Equatable {
    /// None of the requested orientations is supported by the deciding view controller.
    case requestedOrientationsUnsupported
    /// The windowing mode (multitasking) does not allow programmatic orientation changes.
    case windowingMode
}

/// What a warning of the engine reports, where its wire `code` covers several cases.
package enum WarningSubject: Sendable, Equatable {
    /// R7.2: `setStatusBarOrientation:animated:` had no effect.
    case statusBarOrientationIgnored
    /// R9.1: the app changes or implements `shouldAutorotate`, which iOS 16+ ignores.
    case shouldAutorotateIgnored
    /// An unknown member a small edit away from the known member it names, which it silently
    /// drops (`supportedInterfaceOrientation`).
    case misspeltMember(String)
}

/// The console lines UIKit printed during one decision (R5.4, R7.4), as a set.
package struct LogCodes: OptionSet, Sendable, Equatable {
    @usableFromInline package var rawValue: UInt8
    @inlinable package init(rawValue: UInt8) { self.rawValue = rawValue }
    /// R5.4: the missing-root line, logged on 5.0–8.x.
    package static let missingRootViewController = LogCodes(rawValue: 1)
    /// R7.4: iOS 16's "BUG IN CLIENT OF UIKIT" line for the `UIDevice` orientation key.
    package static let deviceOrientationKeyValueCoding = LogCodes(rawValue: 2)
}
