import Glibc

/// Finds and reads the `openapi.yaml` that `GET /openapi.yaml` serves byte for byte.
///
/// With an explicit path (`--openapi-file` / `AUTOROTATE_OPENAPI_FILE`) only that file is used.
/// Otherwise the first readable file among:
/// 1. `openapi.yaml` beside the executable;
/// 2. `../share/autorotate/openapi.yaml` relative to the executable (an installed layout);
/// 3. `openapi.yaml` in the nearest enclosing directory of the executable that holds a
///    `Package.swift` (a `swift build` tree: `.build/release/autorotated` → the package root);
/// 4. `openapi.yaml` in the working directory (`make run` from the repository root).
///
/// The service reads the file once, at startup: the contract changes with a release, and its
/// `ETag` is computed once (a rebuilt contract is served after a restart).
public struct OpenAPIDocument: Sendable {
    /// The paths tried, in order.
    public let candidates: [String]

    /// The search list for an explicit path (or `nil`) and the running executable.
    public init(explicitPath: String?, executablePath: String? = OpenAPIDocument.executablePath()) {
        if let explicitPath {
            candidates = [explicitPath]
            return
        }
        var paths: [String] = []
        if let executablePath, let slash = executablePath.lastIndex(of: "/") {
            let directory = String(executablePath[..<slash])
            paths.append(directory + "/openapi.yaml")
            paths.append(directory + "/../share/autorotate/openapi.yaml")
            var current = directory
            while !current.isEmpty {
                if access(current + "/Package.swift", F_OK) == 0 {
                    paths.append(current + "/openapi.yaml")
                    break
                }
                guard let parent = current.lastIndex(of: "/") else { break }
                current = String(current[..<parent])
            }
        }
        paths.append("openapi.yaml")
        candidates = paths
    }

    /// The document's bytes, or `nil` when no candidate is readable.
    public func read() -> [UInt8]? {
        for path in candidates {
            if let bytes = Self.readFile(path) { return bytes }
        }
        return nil
    }

    /// `/proc/self/exe`, resolved.
    public static func executablePath() -> String? {
        var buffer = [CChar](repeating: 0, count: 4096)
        let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
        guard count > 0 else { return nil }
        return String(decoding: buffer[0..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    private static func readFile(_ path: String) -> [UInt8]? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, info.st_size <= 16 * 1024 * 1024
        else {
            return nil
        }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = Glibc.read(fd, &chunk, chunk.count)
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { return bytes }
            bytes.append(contentsOf: chunk[0..<count])
        }
    }
}
