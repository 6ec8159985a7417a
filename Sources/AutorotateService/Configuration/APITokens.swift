import AutorotateHTTP
import Glibc

/// The bearer tokens that open the `/v1/` routes (`--api-token-file`), re-read on `SIGHUP`.
///
/// The file holds one token a line; surrounding whitespace, empty lines and lines starting with
/// `#` are ignored. A request is authorized when its `Authorization: Bearer <token>` matches any
/// token. Comparison takes the same time whatever the token and however much of it matches: every
/// configured token is compared over its full length, without an early exit. Tokens are never
/// logged or echoed.
///
/// ```swift
/// let tokens = try APITokens(path: "/run/secrets/autorotate-tokens")
/// tokens.authorizes("Bearer s3cret")   // true when "s3cret" is a line of the file
/// try tokens.reload()                  // on SIGHUP; a failed reload keeps the previous tokens
/// ```
public final class APITokens: Sendable {
    /// Why a token file cannot be used. The description names the path, never a token.
    public struct LoadError: Error, Sendable, Equatable, CustomStringConvertible {
        /// What is wrong.
        public var description: String
    }

    /// The token file.
    public let path: String
    private let tokens: PThreadMutex<[[UInt8]]>

    /// Reads the token file; throws when it cannot be read or holds no token.
    public init(path: String) throws(LoadError) {
        self.path = path
        tokens = PThreadMutex(try Self.load(path))
    }

    /// Creates the set from tokens in memory (for tests).
    public init(tokens list: [String]) {
        path = ""
        tokens = PThreadMutex(list.map { Array($0.utf8) })
    }

    /// Re-reads the file; on failure the previous tokens stay in force. Returns the token count.
    @discardableResult
    public func reload() throws(LoadError) -> Int {
        let fresh = try Self.load(path)
        tokens.withLock { $0 = fresh }
        return fresh.count
    }

    /// How many tokens are in force.
    public var count: Int { tokens.withLock { $0.count } }

    /// Whether an `Authorization` header value carries a valid bearer token.
    public func authorizes(_ authorization: String?) -> Bool {
        guard let authorization else { return false }
        let value = Self.trimmed(Array(authorization.utf8)[...])
        guard value.count > 7,
            String(decoding: value.prefix(7), as: UTF8.self).lowercased() == "bearer "
        else { return false }
        let presented = Array(Self.trimmed(value.dropFirst(7)))
        guard !presented.isEmpty else { return false }
        let current = tokens.withLock { $0 }
        var matched = false
        for token in current {
            // No short-circuit: every token is compared, each over its full length.
            matched = Self.constantTimeEquals(token, presented) || matched
        }
        return matched
    }

    /// Equality whose time depends only on the lengths, never on where the bytes differ.
    static func constantTimeEquals(_ expected: [UInt8], _ presented: [UInt8]) -> Bool {
        var difference = UInt(bitPattern: expected.count ^ presented.count)
        for index in 0..<expected.count {
            let other = index < presented.count ? presented[index] : 0
            difference |= UInt(expected[index] ^ other)
        }
        return difference == 0
    }

    private static func load(_ path: String) throws(LoadError) -> [[UInt8]] {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else {
            throw LoadError(
                description: "cannot read the API token file \(path): \(String(cString: strerror(errno)))")
        }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let count = Glibc.read(fd, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                throw LoadError(
                    description: "cannot read the API token file \(path): \(String(cString: strerror(errno)))"
                )
            }
            if count == 0 { break }
            bytes += chunk[0..<count]
            guard bytes.count <= 1 << 20 else {
                throw LoadError(description: "the API token file \(path) is larger than 1 MiB")
            }
        }
        let tokens = bytes.split(separator: 0x0A).compactMap { line -> [UInt8]? in
            let token = trimmed(line)
            return token.isEmpty || token.first == 0x23 ? nil : Array(token)
        }
        guard !tokens.isEmpty else {
            throw LoadError(description: "the API token file \(path) holds no token")
        }
        return tokens
    }

    /// `bytes` without leading and trailing spaces, tabs and carriage returns.
    private static func trimmed(_ bytes: ArraySlice<UInt8>) -> ArraySlice<UInt8> {
        let isSpace = { (byte: UInt8) in byte == 0x20 || byte == 0x09 || byte == 0x0D }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }),
            let last = bytes.lastIndex(where: { !isSpace($0) })
        else { return [] }
        return bytes[first...last]
    }
}
