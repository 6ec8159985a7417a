/// One transition the imported app makes (api.md §9.1 `transitions`): a presentation or a push,
/// from a storyboard segue or from code with a known destination, or a rotation call the code
/// makes, with the event it stands for. Lint probes these at their lines.
public struct ImportTransition: Sendable, Equatable {
    /// What the app does.
    public enum Kind: String, Sendable, Equatable {
        /// A presentation: a present, modal or popover segue, `present(_:animated:)`,
        /// `presentViewController:animated:completion:`.
        case present
        /// A push: a show or push segue, `pushViewController(_:animated:)`.
        case push
        /// A rotation call (R9 events): `attemptRotationToDeviceOrientation`,
        /// `setNeedsUpdateOfSupportedInterfaceOrientations`, `requestGeometryUpdate`,
        /// `setStatusBarOrientation`, `UIDevice`'s `orientation` set by key-value coding.
        case call
    }

    /// `present`, `push` or `call`.
    public var kind: Kind
    /// The id of the view controller that presents or pushes (`present` and `push`).
    public var from: String?
    /// The id of the view controller presented or pushed (`present` and `push`).
    public var to: String?
    /// The id of the view controller whose code makes the call (`call`, the wire's `in`).
    public var caller: String?
    /// The scenario event the call stands for (api.md §3), e.g. `{"type": "attemptRotationToDeviceOrientation"}`.
    public var event: JSONValue?
    /// For a call inside an `#available` branch: the iOS versions on which it runs (lint probes it
    /// on those only); `nil` for a call that runs everywhere. Written only when set.
    public var available: Optional<TransitionAvailability> = nil
    /// The file of the segue or the code, as given to the import.
    public var path: String
    /// The line of the segue or the call, counting from 1.
    public var line: Int

    /// A presentation or push from `from` to `to`.
    public init(kind: Kind, from: String, to: String, path: String, line: Int) {
        self.kind = kind
        self.from = from
        self.to = to
        self.path = path
        self.line = line
    }

    /// A rotation call made in the code of `caller`.
    public init(call event: JSONValue, in caller: String, path: String, line: Int) {
        self.kind = .call
        self.caller = caller
        self.event = event
        self.path = path
        self.line = line
    }
}

/// The iOS versions a call inside an `#available` branch runs on (api.md §9.1): `{"from": "16.0"}`
/// in `if #available(iOS 16.0, *) { … }`, `{"below": "16.0"}` in its `else` or in
/// `guard #available(iOS 16.0, *) else { … }`.
public struct TransitionAvailability: Sendable, Equatable {
    /// The first version it runs on, when the branch sets one.
    public var from: String?
    /// The first version it no longer runs on, when the branch sets one.
    public var below: String?

    public init(from: String? = nil, below: String? = nil) {
        self.from = from
        self.below = below
    }
}
