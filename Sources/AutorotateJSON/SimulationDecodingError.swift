/// Why a response body could not be decoded into a ``Simulation`` or ``Decision``: not JSON at all
/// (``syntax`` is set), or JSON of the wrong shape (a member missing or of the wrong type).
public struct SimulationDecodingError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The RFC 6901 pointer of the offending value (`""` for the whole document).
    public var pointer: String
    /// A sentence a person can read, e.g. `"missing member 'rule'"`.
    public var message: String
    /// The reader's error when the body is not well-formed JSON.
    public var syntax: JSONSyntaxError?

    public init(pointer: String, message: String, syntax: JSONSyntaxError? = nil) {
        self.pointer = pointer
        self.message = message
        self.syntax = syntax
    }

    /// The message, with the pointer where it applies.
    public var description: String { pointer.isEmpty ? message : "\(message) (at \(pointer))" }
}

/// Pointers are built on the way out of a failed decode: each enclosing object or array puts its
/// member's key or element's index in front (``JSONCursor/object(_:)``, ``JSONCursor/elements(_:)``).
extension SimulationDecodingError {
    /// The same error one level further out: `key` in front of the pointer.
    package func prefixed(by key: String) -> SimulationDecodingError {
        prefixed(with: "/" + JSONPointer.escape(key))
    }

    /// The same error one level further out: `index` in front of the pointer.
    package func prefixed(by index: Int) -> SimulationDecodingError {
        prefixed(with: "/\(index)")
    }

    private func prefixed(with token: String) -> SimulationDecodingError {
        var error = self
        error.pointer = token + pointer
        error.syntax?.pointer = token + (syntax?.pointer ?? "")
        return error
    }
}
