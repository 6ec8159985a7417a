import Testing

@testable import AutorotateHTTP

@Suite("cgroup CPU quota files")
struct CgroupCPUQuotaTests {
    /// cgroup v2 `cpu.max`: a quota of whole CPUs, a fraction rounded up, and a quota below one CPU.
    @Test func cpuMaxLimits() throws {
        #expect(try #require(CgroupCPUQuota(cpuMax: "100000 100000\n")).cpus == 1)
        #expect(try #require(CgroupCPUQuota(cpuMax: "200000 100000\n")).cpus == 2)
        #expect(try #require(CgroupCPUQuota(cpuMax: "150000 100000\n")).cpus == 2)
        #expect(try #require(CgroupCPUQuota(cpuMax: "25000 100000")).cpus == 1)
        #expect(try #require(CgroupCPUQuota(cpuMax: "400001 100000\n")).cpus == 5)
        #expect(
            CgroupCPUQuota(cpuMax: "150000 100000\n")
                == CgroupCPUQuota(quotaMicroseconds: 150_000, periodMicroseconds: 100_000))
    }

    /// `max` is no limit; empty, one field, three fields, words and non-positive numbers are not a
    /// limit either.
    @Test func cpuMaxWithoutALimit() {
        for text in [
            "max 100000\n", "max", "", "\n", "100000", "100000 100000 1", "lots of cpu", "0 100000",
            "-1 100000", "100000 0", "100000 -5", "1e5 100000", "０ 100000",
        ] {
            #expect(CgroupCPUQuota(cpuMax: text) == nil, "\(text)")
        }
    }

    /// cgroup v1 `cpu.cfs_quota_us` / `cpu.cfs_period_us`: whole CPUs and fractions rounded up.
    @Test func cfsLimits() throws {
        #expect(try #require(CgroupCPUQuota(cfsQuota: "100000\n", cfsPeriod: "100000\n")).cpus == 1)
        #expect(try #require(CgroupCPUQuota(cfsQuota: "50000\n", cfsPeriod: "100000\n")).cpus == 1)
        #expect(try #require(CgroupCPUQuota(cfsQuota: "250000\n", cfsPeriod: "100000\n")).cpus == 3)
        #expect(try #require(CgroupCPUQuota(cfsQuota: "300000", cfsPeriod: "50000")).cpus == 6)
    }

    /// `-1` is no limit; a quota or period that is not one positive number is ignored.
    @Test func cfsWithoutALimit() {
        for (quota, period) in [
            ("-1\n", "100000\n"), ("", "100000\n"), ("100000\n", ""), ("max\n", "100000\n"),
            ("100000 1\n", "100000\n"), ("0\n", "100000\n"), ("100000\n", "0\n"), ("garbage", "garbage"),
        ] {
            #expect(CgroupCPUQuota(cfsQuota: quota, cfsPeriod: period) == nil, "\(quota) \(period)")
        }
    }

    /// A quota near the largest integer rounds up without overflowing.
    @Test func hugeQuotaRoundsUpWithoutOverflow() throws {
        let quota = try #require(CgroupCPUQuota(quotaMicroseconds: Int.max, periodMicroseconds: 2))
        #expect(quota.cpus == Int.max / 2 + 1)
    }
}
