import Glibc

/// The copy of `docs/lint.md` this tool can point SARIF's `helpUri` at: one that exists on this
/// machine beside the executable, so the link a reader follows is the reference of the rules that
/// produced the findings. The first readable file among:
/// 1. `../share/doc/autorotate/lint.md` relative to the executable (`make install`'s layout);
/// 2. `docs/lint.md` in the nearest enclosing directory of the executable that holds a
///    `Package.swift` (a `swift build` tree: `.build/debug/autorotate` → the checkout).
///
/// With none, ``uri`` is `nil` and SARIF leaves `helpUri` out (it is optional).
struct LintReferenceDocument {
    /// The paths tried, in order.
    let candidates: [String]

    /// The search list for the running executable (`/proc/self/exe`).
    init(executablePath: String? = Self.executablePath()) {
        var paths: [String] = []
        if let executablePath, let slash = executablePath.lastIndex(of: "/") {
            let directory = String(executablePath[..<slash])
            paths.append(Self.parent(of: directory) + "/share/doc/autorotate/lint.md")
            var current = directory
            while !current.isEmpty {
                if access(current + "/Package.swift", F_OK) == 0 {
                    paths.append(current + "/docs/lint.md")
                    break
                }
                guard let parent = current.lastIndex(of: "/") else { break }
                current = String(current[..<parent])
            }
        }
        candidates = paths
    }

    /// `file://` and the first readable candidate, percent-encoded; `nil` when none is readable.
    var uri: String? {
        candidates.first { access($0, R_OK) == 0 }.map { "file://" + RepositoryRoot.percentEncoded($0) }
    }

    /// The directory above `directory` (`/usr/local/bin` → `/usr/local`).
    private static func parent(of directory: String) -> String {
        directory.lastIndex(of: "/").map { String(directory[..<$0]) } ?? directory
    }

    /// `/proc/self/exe`, resolved.
    static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
}
