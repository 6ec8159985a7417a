import Glibc

/// Reading a whole file in tests, with read(2): `Data(contentsOf:)` leaks its buffer for small
/// files in this toolchain's FoundationEssentials, which AddressSanitizer reports.
public enum FileBytes {
    /// The bytes of the file at `path`; empty when it cannot be opened.
    public static func read(_ path: String) -> [UInt8] {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return [] }
        defer { close(descriptor) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes.append(contentsOf: chunk[0..<count])
        }
        return bytes
    }
}
