import CLinuxShims
import Glibc

extension CPUAllowance {
    /// This process's allowance, read once, when first asked for (at start-up, before any worker
    /// exists: the affinity mask read is the calling thread's, which workers inherit).
    public static let process = CPUAllowance.detect(readFile: readSmallFile)

    /// Reads the affinity mask, `/proc/self/mountinfo`, `/proc/self/cgroup` and the quota files
    /// they lead to, each through `readFile` (`nil`: missing or unreadable).
    public static func detect(readFile: (String) -> String?) -> CPUAllowance {
        let affinity = Int(shim_sched_affinity_cpu_count())
        let mounts = CgroupMount.quotaMounts(inMountInfo: readFile("/proc/self/mountinfo") ?? "")
        let membership = CgroupMembership(procSelfCgroup: readFile("/proc/self/cgroup") ?? "")
        let directories = CgroupQuotaDirectory.directories(mounts: mounts, membership: membership)
        return CPUAllowance(
            affinityCPUs: affinity > 0 ? affinity : nil,
            quotaCPUs: tightestQuota(of: directories, readFile: readFile)?.cpus,
            onlineCPUs: HTTPServerConfiguration.onlineCores)
    }

    /// The whole text of a small file (up to 1 MiB: a mountinfo of thousands of mounts), or `nil`
    /// when it cannot be opened or read. `/proc` files say they are empty, so this reads to the end.
    static func readSmallFile(_ path: String) -> String? {
        let fd = open(path, O_RDONLY | O_CLOEXEC)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        let limit = 1 << 20
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while bytes.count < limit {
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 && errno == EINTR { continue }
            guard count >= 0 else { return nil }
            if count == 0 { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
