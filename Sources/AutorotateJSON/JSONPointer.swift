/// An RFC 6901 JSON pointer such as `/viewControllers/nav/kind`, built by appending reference
/// tokens; `~` and `/` inside a token are escaped as `~0` and `~1`.
///
/// ```swift
/// let pointer = JSONPointer.root.appending("viewControllers").appending("a/b").appending(0)
/// pointer.string  // "/viewControllers/a~1b/0"
/// ```
///
/// Appending is cheap: a pointer is a chain of tokens sharing its parent, its innermost token held
/// inline (so a leaf member's pointer allocates nothing), and the text is built only when
/// ``string`` is read — that is, when an error or warning names the place. Decoding a valid
/// document builds pointers for every member but reads none of them.
public struct JSONPointer: Sendable, Hashable, CustomStringConvertible {
    /// One reference token and the pointer above it.
    private final class Node: Sendable {
        package let parent: Node?
        package let token: Token
        /// Tokens from the root down to and including this one (a prefix counts its own tokens).
        package let depth: Int

        package init(parent: Node?, token: Token, depth: Int) {
            self.parent = parent
            self.token = token
            self.depth = depth
        }
    }

    private enum Token: Sendable {
        /// An object member's key, unescaped.
        case key(String)
        /// An array element's index.
        case index(Int)
        /// Pointer text that arrived already escaped (``init(escaped:)``), always at the root.
        case escaped(String)

        /// The bytes this token adds to the pointer's text, its `/` and escapes included.
        package var textLength: Int {
            switch self {
            case .key(let key): return 1 &+ Token.escapedLength(key)
            case .index(let index): return 1 &+ String(index).utf8.count
            case .escaped(let prefix): return prefix.utf8.count
            }
        }

        /// The length of `key` with `~` and `/` escaped as two bytes each.
        private static func escapedLength(_ key: String) -> Int {
            var key = key
            return key.withUTF8 { bytes in
                var length = bytes.count
                for byte in bytes where byte == UInt8(ascii: "~") || byte == UInt8(ascii: "/") {
                    length &+= 1
                }
                return length
            }
        }

        /// Writes this token's text so that it ends just before `end` in `text`; returns where it
        /// starts. `end` is at least ``textLength`` (the caller added the lengths up first).
        package func write(into text: UnsafeMutableBufferPointer<UInt8>, endingAt end: Int) -> Int {
            switch self {
            case .key(var key):
                return key.withUTF8 { bytes in
                    var at = end
                    for byte in bytes.reversed() {
                        switch byte {
                        case UInt8(ascii: "~"):
                            text[at &- 1] = UInt8(ascii: "0")
                            text[at &- 2] = UInt8(ascii: "~")
                            at &-= 2
                        case UInt8(ascii: "/"):
                            text[at &- 1] = UInt8(ascii: "1")
                            text[at &- 2] = UInt8(ascii: "~")
                            at &-= 2
                        default:
                            text[at &- 1] = byte
                            at &-= 1
                        }
                    }
                    text[at &- 1] = UInt8(ascii: "/")
                    return at &- 1
                }
            case .index(let index):
                var digits = String(index)
                return digits.withUTF8 { bytes in
                    let start = end &- bytes.count &- 1
                    text[start] = UInt8(ascii: "/")
                    for (offset, byte) in bytes.enumerated() { text[start &+ 1 &+ offset] = byte }
                    return start
                }
            case .escaped(var prefix):
                return prefix.withUTF8 { bytes in
                    let start = end &- bytes.count
                    for (offset, byte) in bytes.enumerated() { text[start &+ offset] = byte }
                    return start
                }
            }
        }
    }

    /// The tokens above `pending`, shared with the pointers this one was appended to.
    private var last: Node?
    /// The innermost token, held inline: appending to a pointer whose token is still inline moves
    /// that token into a shared node first, so reading a leaf member (`pointer.appending("kind")`)
    /// allocates nothing. ``settled()`` moves it ahead of many appendings from the same place.
    private var pending: Token?

    /// The pointer's text: `""` for the whole document, otherwise `/token/token…`.
    ///
    /// Built in two walks up the chain and one allocation: the first adds up each token's escaped
    /// length, the second writes each token into its place from the end backwards (the chain runs
    /// from the innermost token up). Every warning in an answer reads one, so collecting the
    /// tokens into an array and appending byte by byte would cost on every answer.
    public var string: String {
        var length = pending?.textLength ?? 0
        var node = last
        while let current = node {
            length &+= current.token.textLength
            node = current.parent
        }
        guard length > 0 else { return "" }
        return String(unsafeUninitializedCapacity: length) { text in
            var end = pending?.write(into: text, endingAt: length) ?? length
            var node = last
            while let current = node {
                end = current.token.write(into: text, endingAt: end)
                node = current.parent
            }
            return length
        }
    }

    /// How many reference tokens deep the pointer is (`0` for the root); cheaper than `tokens.count`.
    public var depth: Int { (last?.depth ?? 0) + (pending == nil ? 0 : 1) }

    /// The pointer to the whole document (`""`).
    public static let root = JSONPointer()

    /// The pointer to the whole document (`""`).
    public init() {
        last = nil
        pending = nil
    }

    /// Wraps pointer text that is already escaped; `nil` unless it is empty or starts with `/`.
    public init?(escaped string: String) {
        guard string.isEmpty || string.utf8.first == UInt8(ascii: "/") else { return nil }
        let depth = string.utf8.reduce(0) { $1 == UInt8(ascii: "/") ? $0 + 1 : $0 }
        last = string.isEmpty ? nil : Node(parent: nil, token: .escaped(string), depth: depth)
        pending = nil
    }

    /// The same pointer with its innermost token in a shared node: call it once before appending
    /// many members to one place, so that each appending stays free of allocation.
    public func settled() -> JSONPointer {
        guard let pending else { return self }
        var copy = JSONPointer()
        copy.last = Node(parent: last, token: pending, depth: (last?.depth ?? 0) + 1)
        return copy
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
        settle()
        pending = .key(key)
    }

    /// Descends to element `index` of an array.
    public mutating func append(_ index: Int) {
        settle()
        pending = .index(index)
    }

    /// Moves the inline token into a shared node.
    private mutating func settle() {
        guard let token = pending else { return }
        last = Node(parent: last, token: token, depth: (last?.depth ?? 0) + 1)
        pending = nil
    }

    public static func == (lhs: JSONPointer, rhs: JSONPointer) -> Bool {
        lhs.string == rhs.string
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(string)
    }

    /// The unescaped reference tokens, outermost first (`[]` for the root).
    public var tokens: [String] {
        guard !string.isEmpty else { return [] }
        return string.utf8.split(separator: UInt8(ascii: "/"), omittingEmptySubsequences: false)
            .dropFirst().map { JSONPointer.unescape(String(decoding: $0, as: UTF8.self)) }
    }

    /// Escapes one reference token: `~` becomes `~0`, then `/` becomes `~1`.
    public static func escape(_ token: String) -> String {
        let clean =
            token.utf8.withContiguousStorageIfAvailable { utf8 in
                !utf8.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }
            } ?? !token.utf8.contains { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }
        guard !clean else { return token }
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

    /// The pointer as RFC 6901 text.
    public var description: String { string }
}
