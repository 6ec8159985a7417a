/// The CPUs this process may use, which is the default number of workers: the CPUs its affinity
/// mask allows (`taskset`, a cpuset), bounded by the tightest CPU quota of its cgroups (a
/// container's `--cpus`, a Kubernetes CPU limit) rounded up; at least 1.
///
/// More workers than that would only queue behind one another: the quota throttles the whole
/// process once its threads together have used it up.
public struct CPUAllowance: Sendable, Equatable {
    /// CPUs the affinity mask allows, or `nil` when the kernel did not say.
    public var affinityCPUs: Int?
    /// The tightest cgroup CPU quota in whole CPUs, rounded up, or `nil` when none applies.
    public var quotaCPUs: Int?
    /// Online CPUs of the machine: the bound when the affinity mask is unknown.
    public var onlineCPUs: Int

    /// An allowance from what was found.
    public init(affinityCPUs: Int?, quotaCPUs: Int?, onlineCPUs: Int) {
        self.affinityCPUs = affinityCPUs
        self.quotaCPUs = quotaCPUs
        self.onlineCPUs = onlineCPUs
    }

    /// The CPUs the process may use: the affinity mask's count (else the online CPUs), bounded by
    /// the quota; at least 1.
    public var cpus: Int {
        let allowed = affinityCPUs.flatMap { $0 > 0 ? $0 : nil } ?? onlineCPUs
        return max(1, min(allowed, quotaCPUs ?? Int.max))
    }

    /// The tightest quota of the `directories`, each file read through `readFile` (`nil`: the
    /// file is missing or unreadable; such a file, or one that holds no limit, is skipped).
    public static func tightestQuota(
        of directories: [CgroupQuotaDirectory], readFile: (String) -> String?
    ) -> CgroupCPUQuota? {
        let quotas = directories.compactMap { directory -> CgroupCPUQuota? in
            switch directory.version {
            case .v2:
                return readFile(directory.path + "/cpu.max").flatMap { CgroupCPUQuota(cpuMax: $0) }
            case .v1:
                guard let quota = readFile(directory.path + "/cpu.cfs_quota_us"),
                    let period = readFile(directory.path + "/cpu.cfs_period_us")
                else { return nil }
                return CgroupCPUQuota(cfsQuota: quota, cfsPeriod: period)
            }
        }
        // Compared as fractions of a CPU: quota₁ / period₁ < quota₂ / period₂.
        return quotas.min {
            $0.quotaMicroseconds.multipliedFullWidth(by: $1.periodMicroseconds)
                < $1.quotaMicroseconds.multipliedFullWidth(by: $0.periodMicroseconds)
        }
    }
}
