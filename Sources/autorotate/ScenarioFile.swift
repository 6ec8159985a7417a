import AutorotateOperations
import Glibc

/// A FILE argument read into the scenario bytes to simulate.
///
/// A file is either a scenario or a golden fixture (`Tests/Fixtures/scenarios/*.json`) whose
/// `scenario` member holds one; the member's bytes are taken verbatim, so the server's JSON
/// pointers still point into what the user wrote (relative to that member).
struct ScenarioFile {
    var path: String
    var scenario: [UInt8]
    /// Whether the scenario came from a fixture's `scenario` member.
    var isFixture: Bool
    /// The whole file as read (for mapping pointers to lines: `lint` reports `FILE:LINE:COLUMN`).
    var contents: [UInt8] = []

    /// Pointer (into the scenario) → line and column in the file as read of the value it names,
    /// else of its nearest ancestor the file holds; `nil` when the file is not JSON or was not
    /// read from disk (a project's scenario). The file is parsed once, here.
    func locator() -> (String) -> (line: Int, column: Int)? {
        guard !contents.isEmpty, let locator = try? JSONLocator(contents, maxDepth: JSONReader.depthCeiling)
        else { return { _ in nil } }
        let prefix = isFixture ? "/scenario" : ""
        return { pointer in
            guard let parsed = JSONPointer(escaped: prefix + pointer) else { return nil }
            let start = locator.nearestSpan(of: parsed).start
            return (start.line, start.column)
        }
    }

    /// Pointer → `PATH:LINE:COLUMN` (as compilers and editors print a place) of ``locator()``.
    func placer() -> (String) -> String? {
        let locate = locator()
        return { pointer in locate(pointer).map { "\(path):\($0.line):\($0.column)" } }
    }

    /// Why a file could not be read.
    struct ReadError: Error, Equatable {
        var message: String
    }

    /// Reads `path` (`-` = standard input).
    static func load(_ path: String) -> Result<ScenarioFile, ReadError> {
        let bytes: [UInt8]
        switch readAll(path) {
        case .success(let contents): bytes = contents
        case .failure(let error): return .failure(error)
        }
        if let member = fixtureScenario(in: bytes) {
            return .success(
                ScenarioFile(path: path, scenario: Array(bytes[member]), isFixture: true, contents: bytes))
        }
        return .success(ScenarioFile(path: path, scenario: bytes, isFixture: false, contents: bytes))
    }

    /// The bytes of the `scenario` object of a fixture file; `nil` for anything else, including
    /// text that is not JSON (it is then sent as it is, and the engine reports the error).
    static func fixtureScenario(in bytes: [UInt8]) -> Range<Int>? {
        guard let locator = try? JSONLocator(bytes, maxDepth: JSONReader.depthCeiling),
            let span = locator.span(of: JSONPointer.root.appending("scenario")),
            span.range.first.map({ bytes[$0] == UInt8(ascii: "{") }) == true
        else { return nil }
        return span.range
    }

    /// The whole file at `path` (`-` = standard input), or the system's reason.
    static func readAll(_ path: String) -> Result<[UInt8], ReadError> {
        let descriptor = path == "-" ? 0 : open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else {
            return .failure(ReadError(message: "cannot read \(path): \(systemError())"))
        }
        defer { if descriptor != 0 { close(descriptor) } }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let count = chunk.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else {
                return .failure(ReadError(message: "cannot read \(path): \(systemError())"))
            }
            if count == 0 { break }
            bytes.append(contentsOf: chunk[0..<count])
            guard bytes.count <= 64 * 1024 * 1024 else {
                return .failure(ReadError(message: "cannot read \(path): larger than 64 MiB"))
            }
        }
        return .success(bytes)
    }

    private static func systemError() -> String { String(cString: strerror(errno)) }
}
