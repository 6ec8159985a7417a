/// A cgroup's CPU bandwidth limit: `quotaMicroseconds` of CPU time in every `periodMicroseconds`,
/// so `quota / period` CPUs' worth of time, however many CPUs the affinity mask allows.
///
/// Parsed from the text of the kernel's files; text that is not a limit (no limit set, a missing
/// file, anything unreadable) gives no quota rather than an error, so the worker count falls back
/// to the affinity mask.
///
/// ```swift
/// CgroupCPUQuota(cpuMax: "150000 100000\n")?.cpus  // 2 (v2)
/// CgroupCPUQuota(cpuMax: "max 100000\n")           // nil: no limit
/// CgroupCPUQuota(cfsQuota: "-1\n", cfsPeriod: "100000\n")  // nil: no limit (v1)
/// ```
public struct CgroupCPUQuota: Sendable, Equatable {
    /// CPU time the cgroup may use in each period, in microseconds (more than 0).
    public var quotaMicroseconds: Int
    /// The length of the period, in microseconds (more than 0).
    public var periodMicroseconds: Int

    /// A limit of `quotaMicroseconds` in every `periodMicroseconds`; `nil` unless both are positive.
    public init?(quotaMicroseconds: Int, periodMicroseconds: Int) {
        guard quotaMicroseconds > 0, periodMicroseconds > 0 else { return nil }
        self.quotaMicroseconds = quotaMicroseconds
        self.periodMicroseconds = periodMicroseconds
    }

    /// The limit in a cgroup v2 `cpu.max` (`"$QUOTA $PERIOD"`); `nil` for `"max $PERIOD"` (no
    /// limit) or text that is not two numbers.
    public init?(cpuMax text: String) {
        let fields = text.split(whereSeparator: Self.isWhitespace)
        guard fields.count == 2, let quota = Int(fields[0]), let period = Int(fields[1]) else { return nil }
        self.init(quotaMicroseconds: quota, periodMicroseconds: period)
    }

    /// The limit in cgroup v1's `cpu.cfs_quota_us` and `cpu.cfs_period_us`; `nil` when the quota is
    /// `-1` (no limit) or either text is not one number.
    public init?(cfsQuota: String, cfsPeriod: String) {
        let quota = cfsQuota.split(whereSeparator: Self.isWhitespace)
        let period = cfsPeriod.split(whereSeparator: Self.isWhitespace)
        guard quota.count == 1, period.count == 1, let quotaValue = Int(quota[0]),
            let periodValue = Int(period[0])
        else { return nil }
        self.init(quotaMicroseconds: quotaValue, periodMicroseconds: periodValue)
    }

    /// Whole CPUs the quota is worth, rounded up (at least 1): a quota of 1.5 CPUs keeps two
    /// workers busy part of the time, where one would leave half a CPU unused.
    public var cpus: Int {
        let whole = quotaMicroseconds / periodMicroseconds
        return whole + (quotaMicroseconds % periodMicroseconds == 0 ? 0 : 1)
    }

    private static func isWhitespace(_ character: Character) -> Bool {
        character == " " || character == "\n" || character == "\t"
    }
}
