/// A mounted cgroup hierarchy that can hold a CPU quota: a `cgroup2` mount, or a cgroup v1 mount
/// with the `cpu` controller, as a line of `/proc/self/mountinfo` describes it (proc(5)).
///
/// A container usually sees only its own cgroup: `root` is then that cgroup's path in the host's
/// hierarchy, and the mount point holds the container's own quota files.
public struct CgroupMount: Sendable, Equatable {
    /// Which cgroup interface the hierarchy uses; it decides which quota files it has.
    public enum Version: Sendable, Equatable {
        /// cgroup v1: `cpu.cfs_quota_us` and `cpu.cfs_period_us`.
        case v1
        /// cgroup v2 (unified): `cpu.max`.
        case v2
    }

    /// The hierarchy's interface.
    public var version: Version
    /// The path within the hierarchy that is mounted (mountinfo's fourth field).
    public var root: String
    /// Where it is mounted (mountinfo's fifth field).
    public var mountPoint: String

    /// A mount of `root` at `mountPoint`.
    public init(version: Version, root: String, mountPoint: String) {
        self.version = version
        self.root = root
        self.mountPoint = mountPoint
    }

    /// The cgroup2 mounts and the cgroup v1 mounts with the `cpu` controller in the text of
    /// `/proc/self/mountinfo`, in its order; lines that are not well formed are skipped.
    public static func quotaMounts(inMountInfo text: String) -> [CgroupMount] {
        text.split(separator: "\n").compactMap { mount(line: $0) }
    }

    /// One mountinfo line: `ID PARENT MAJOR:MINOR ROOT MOUNT-POINT OPTIONS [OPTIONAL…] - TYPE
    /// SOURCE SUPER-OPTIONS`.
    private static func mount(line: Substring) -> CgroupMount? {
        let fields = line.split(separator: " ")
        guard fields.count >= 10, let separator = fields[6...].firstIndex(of: "-"),
            separator + 3 < fields.count
        else { return nil }
        let root = unescaped(fields[3])
        let mountPoint = unescaped(fields[4])
        switch fields[separator + 1] {
        case "cgroup2":
            return CgroupMount(version: .v2, root: root, mountPoint: mountPoint)
        case "cgroup" where fields[separator + 3].split(separator: ",").contains("cpu"):
            return CgroupMount(version: .v1, root: root, mountPoint: mountPoint)
        default:
            return nil
        }
    }

    /// The kernel writes a space, tab, newline or backslash in a path as a backslash and three
    /// octal digits (`\040`).
    private static func unescaped(_ field: Substring) -> String {
        var bytes: [UInt8] = []
        let source = Array(field.utf8)
        var index = 0
        while index < source.count {
            if source[index] == UInt8(ascii: "\\"), index + 3 < source.count,
                let value = octal(source[(index + 1)...(index + 3)])
            {
                bytes.append(value)
                index += 4
            } else {
                bytes.append(source[index])
                index += 1
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func octal(_ digits: ArraySlice<UInt8>) -> UInt8? {
        var value = 0
        for digit in digits {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "7") else { return nil }
            value = value * 8 + Int(digit - UInt8(ascii: "0"))
        }
        return value <= 255 ? UInt8(value) : nil
    }
}
