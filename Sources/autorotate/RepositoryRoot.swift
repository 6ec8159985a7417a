import Glibc

/// The root `lint --project --sarif` makes artifact URIs relative to: the git work tree that
/// holds the project directory (the nearest parent with a `.git`), else the directory itself.
/// GitHub code scanning matches `uri` (relative, `uriBaseId` = ``baseID``) against the checkout;
/// the run's `originalUriBaseIds` says where the base is on this machine.
struct RepositoryRoot {
    /// The base id the locations name.
    static let baseID = "%SRCROOT%"
    /// The root, absolute, without a trailing `/` (`""` for `/`).
    var path: String
    /// The project directory, absolute, without a trailing `/`.
    var directory: String

    /// The root above `directory` (a relative `directory` is resolved from the working directory).
    init(directory given: String) {
        let absolute = Self.resolve(given)
        directory = absolute
        var candidate = absolute
        while true {
            if access(candidate + "/.git", F_OK) == 0 {
                path = candidate
                return
            }
            guard let slash = candidate.lastIndex(of: "/"), !candidate.isEmpty else { break }
            candidate = String(candidate[..<slash])
        }
        path = absolute
    }

    /// `file:///…/` of the root, for `originalUriBaseIds`.
    var uri: String { "file://" + Self.percentEncoded(path) + "/" }

    /// The URI of `projectPath` (relative to the project directory) relative to the root.
    func relativeURI(_ projectPath: String) -> String {
        let full = directory + "/" + projectPath
        let relative = full.hasPrefix(path + "/") ? String(full.dropFirst(path.count + 1)) : projectPath
        return Self.percentEncoded(relative)
    }

    /// The working directory, or `nil` when it cannot be read.
    static func workingDirectory() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return nil }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute and free of symbolic links, `.` and `..` (as given when it cannot be).
    private static func resolve(_ path: String) -> String {
        guard let resolved = realpath(path, nil) else {
            let base = path.hasPrefix("/") ? "" : (workingDirectory() ?? "") + "/"
            return trimmed(base + path)
        }
        defer { free(resolved) }
        return trimmed(String(cString: resolved))
    }

    private static func trimmed(_ path: String) -> String {
        var result = path
        while result.hasSuffix("/") { result.removeLast() }
        return result
    }

    /// RFC 3986: every byte but unreserved characters and `/` as `%XX`.
    static func percentEncoded(_ text: String) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var bytes: [UInt8] = []
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."),
                UInt8(ascii: "_"),
                UInt8(ascii: "~"), UInt8(ascii: "/"):
                bytes.append(byte)
            default:
                bytes += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0xF)]]
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
