import Glibc

/// Where the CLI writes: stdout for results, stderr for diagnostics. Injectable so that tests can
/// capture both.
struct Output: Sendable {
    var standardOutput: @Sendable (String) -> Void
    var standardError: @Sendable (String) -> Void

    /// The process's stdout and stderr (file descriptors 1 and 2).
    static let process = Output(
        standardOutput: { writeAll($0, to: 1) }, standardError: { writeAll($0, to: 2) })

    /// Writes `text` followed by a newline to stdout.
    func line(_ text: String) { standardOutput(text + "\n") }

    /// Writes `autorotate: text` and a newline to stderr.
    func error(_ text: String) { standardError("autorotate: " + text + "\n") }

    private static func writeAll(_ text: String, to descriptor: Int32) {
        var bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeMutableBytes { buffer in
                write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else { return }
            offset += written
        }
        bytes.removeAll()
    }
}
