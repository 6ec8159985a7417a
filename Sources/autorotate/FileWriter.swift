import Glibc

/// Writes a whole file for the CLI's outputs (SARIF, baselines, pictures, fixed sources), with
/// the system's reason when it cannot.
enum FileWriter {
    /// Whether a missing file is created (an output) or must exist (a source `--fix` rewrites,
    /// whose permissions it keeps).
    enum Mode {
        case createOrTruncate
        case truncateExisting
    }

    /// Writes `bytes` to `path`; `nil` on success, else the system's reason.
    static func write(_ bytes: [UInt8], to path: String, mode: Mode = .createOrTruncate) -> String? {
        let descriptor =
            switch mode {
            case .createOrTruncate: open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
            case .truncateExisting: open(path, O_WRONLY | O_TRUNC | O_CLOEXEC)
            }
        guard descriptor >= 0 else { return String(cString: strerror(errno)) }
        var offset = 0
        while offset < bytes.count {
            let written = bytes.withUnsafeBytes { buffer in
                Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
            }
            if written < 0 && errno == EINTR { continue }
            guard written > 0 else {
                let reason = String(cString: strerror(errno))
                close(descriptor)
                return reason
            }
            offset += written
        }
        // A full disk can surface only at close (NFS, some file systems): that is a failure too.
        guard close(descriptor) == 0 else { return String(cString: strerror(errno)) }
        return nil
    }
}
