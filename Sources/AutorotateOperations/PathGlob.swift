/// An `exclude` glob of a lint policy (api.md §7.1), matched against paths relative to the project
/// root, `/`-separated: `*` is any run of characters within one segment, `?` one character,
/// `**` any number of whole segments. A glob that matches a directory excludes everything
/// under it (`Pods` and `Pods/**` are the same); a glob of one segment matches at any depth, as
/// in `.gitignore` (`*.generated.swift`).
public struct PathGlob: Sendable, Equatable {
    private let segments: [Substring]

    public init(_ glob: String) {
        let parts = glob.split(separator: "/", omittingEmptySubsequences: true)
        segments = parts.count == 1 && parts[0] != "**" ? ["**"] + parts : parts
    }

    /// Whether `path` (relative to the project root) is excluded by the glob.
    public func matches(_ path: String) -> Bool {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).filter { $0 != "." }
        return match(segments[...], parts[...])
    }

    private func match(_ glob: ArraySlice<Substring>, _ path: ArraySlice<Substring>) -> Bool {
        guard let head = glob.first else {
            // The glob is used up: the path is the glob's match or a file under it.
            return true
        }
        if head == "**" {
            let rest = glob.dropFirst()
            var tail = path
            while true {
                if match(rest, tail) { return true }
                guard !tail.isEmpty else { return false }
                tail = tail.dropFirst()
            }
        }
        guard let segment = path.first, Self.matchSegment(Array(head), Array(segment)) else { return false }
        return match(glob.dropFirst(), path.dropFirst())
    }

    /// `*` and `?` within one segment.
    private static func matchSegment(_ pattern: [Character], _ text: [Character]) -> Bool {
        var p = 0
        var t = 0
        var star: Int?
        var resume = 0
        while t < text.count {
            if p < pattern.count && (pattern[p] == "?" || pattern[p] == text[t]) {
                p += 1
                t += 1
            } else if p < pattern.count && pattern[p] == "*" {
                star = p
                resume = t
                p += 1
            } else if let starAt = star {
                p = starAt + 1
                resume += 1
                t = resume
            } else {
                return false
            }
        }
        while p < pattern.count && pattern[p] == "*" { p += 1 }
        return p == pattern.count
    }
}
