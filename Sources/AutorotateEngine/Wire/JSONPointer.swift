/// An RFC 6901 JSON pointer such as `/viewControllers/nav/kind`, built by appending reference
/// tokens; `~` and `/` inside a token are escaped as `~0` and `~1`.
///
/// ```swift
/// let pointer = JSONPointer.root.appending("viewControllers").appending("a/b").appending(0)
/// pointer.string  // "/viewControllers/a~1b/0"
/// ```
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// The pointer's text: `""` for the whole document, otherwise `/token/token…`.
    public private(set) var string: String

    /// The pointer to the whole document (`""`).
    public static let root = JSONPointer()

    /// The pointer to the whole document (`""`).
    public init() { string = "" }

    /// Wraps pointer text that is already escaped; `nil` unless it is empty or starts with `/`.
    public init?(escaped string: String) {
        guard string.isEmpty || string.utf8.first == UInt8(ascii: "/") else { return nil }
        self.string = string
    }

    /// The pointer one level down, at member `key` of an object.
    public func appending(_ key: String) -> JSONPointer {
        var copy = self
        copy.append(key)
        return copy
    }

    /// The pointer one level down, at element `index` of an array.
    public func appending(_ index: Int) -> JSONPointer {
        var copy = self
        copy.append(index)
        return copy
    }

    /// Descends to member `key` of an object.
    public mutating func append(_ key: String) {
        string += "/"
        string += JSONPointer.escape(key)
    }

    /// Descends to element `index` of an array.
    public mutating func append(_ index: Int) {
        string += "/"
        string += String(index)
    }

    /// The unescaped reference tokens, outermost first (`[]` for the root).
    public var tokens: [String] {
        guard !string.isEmpty else { return [] }
        return string.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .dropFirst().map { JSONPointer.unescape(String(decoding: $0, as: UTF8.self)) }
    }

    /// Escapes one reference token: `~` becomes `~0`, then `/` becomes `~1`.
    public static func escape(_ token: String) -> String {
        guard token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) else {
            return token
        }
        var result = ""
        result.reserveCapacity(token.utf8.count + 4)
        for scalar in token.unicodeScalars {
            switch scalar {
            case "~": result += "~0"
            case "/": result += "~1"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    /// Undoes ``escape(_:)``: `~1` becomes `/`, then `~0` becomes `~`.
    public static func unescape(_ token: String) -> String {
        guard token.utf8.contains(UInt8(ascii: "~")) else { return token }
        var result = ""
        var pendingTilde = false
        for scalar in token.unicodeScalars {
            if pendingTilde {
                pendingTilde = false
                switch scalar {
                case "0": result += "~"
                case "1": result += "/"
                default:
                    result += "~"
                    result.unicodeScalars.append(scalar)
                }
            } else if scalar == "~" {
                pendingTilde = true
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        if pendingTilde { result += "~" }
        return result
    }

    public var description: String { string }
}
