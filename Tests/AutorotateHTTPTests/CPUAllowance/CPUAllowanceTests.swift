import Testing

@testable import AutorotateHTTP

@Suite("the CPUs the process may use")
struct CPUAllowanceTests {
    /// The smaller of affinity and quota wins; without a quota the affinity; without an affinity
    /// the online CPUs; never below 1.
    @Test func smallestBoundWins() {
        #expect(CPUAllowance(affinityCPUs: 8, quotaCPUs: 2, onlineCPUs: 64).cpus == 2)
        #expect(CPUAllowance(affinityCPUs: 1, quotaCPUs: 4, onlineCPUs: 64).cpus == 1)
        #expect(CPUAllowance(affinityCPUs: 6, quotaCPUs: nil, onlineCPUs: 64).cpus == 6)
        #expect(CPUAllowance(affinityCPUs: nil, quotaCPUs: nil, onlineCPUs: 64).cpus == 64)
        #expect(CPUAllowance(affinityCPUs: nil, quotaCPUs: 3, onlineCPUs: 64).cpus == 3)
        #expect(CPUAllowance(affinityCPUs: 0, quotaCPUs: nil, onlineCPUs: 4).cpus == 4)
        #expect(CPUAllowance(affinityCPUs: nil, quotaCPUs: 0, onlineCPUs: 0).cpus == 1)
    }

    /// Over the process's directory and its parents, the tightest quota wins, compared as a
    /// fraction (0.5 CPU below 0.6); directories without a limit, with missing or garbled files
    /// are skipped, in v1 and v2 alike.
    @Test func tightestQuotaOfTheDirectories() throws {
        let files = [
            "/v2/a/b/cpu.max": "max 100000\n",
            "/v2/a/cpu.max": "60000 100000\n",
            "/v2/cpu.max": "garbage\n",
            "/v1/cpu.cfs_quota_us": "250000\n",
            "/v1/cpu.cfs_period_us": "500000\n",
            "/v1/x/cpu.cfs_quota_us": "-1\n",
            "/v1/x/cpu.cfs_period_us": "100000\n",
            "/v1/y/cpu.cfs_quota_us": "100000\n",
        ]
        let directories = [
            CgroupQuotaDirectory(version: .v2, path: "/v2/a/b"),
            CgroupQuotaDirectory(version: .v2, path: "/v2/a"),
            CgroupQuotaDirectory(version: .v2, path: "/v2"),
            CgroupQuotaDirectory(version: .v2, path: "/missing"),
            CgroupQuotaDirectory(version: .v1, path: "/v1/x"),
            CgroupQuotaDirectory(version: .v1, path: "/v1/y"),
            CgroupQuotaDirectory(version: .v1, path: "/v1"),
        ]
        let tightest = CPUAllowance.tightestQuota(of: directories, readFile: { files[$0] })
        #expect(tightest == CgroupCPUQuota(quotaMicroseconds: 250_000, periodMicroseconds: 500_000))
        #expect(
            CPUAllowance.tightestQuota(of: Array(directories.prefix(4)), readFile: { files[$0] })
                == CgroupCPUQuota(quotaMicroseconds: 60_000, periodMicroseconds: 100_000))
        #expect(CPUAllowance.tightestQuota(of: directories, readFile: { _ in nil }) == nil)
    }

    /// Reading through a stand-in file system: a container's v2 `cpu.max` of 1.5 CPUs gives 2;
    /// a quota of one CPU gives 1 whatever the affinity mask allows; no cgroup files give the
    /// affinity mask's count, which is this test process's own.
    @Test func readsMountinfoCgroupAndQuota() {
        func allowance(_ files: [String: String]) -> CPUAllowance {
            CPUAllowance.detect(readFile: { files[$0] })
        }
        let container = [
            "/proc/self/mountinfo": "40 30 0:38 / /sys/fs/cgroup ro,nosuid - cgroup2 cgroup2 rw\n",
            "/proc/self/cgroup": "0::/\n",
        ]
        var oneAndAHalf = container
        oneAndAHalf["/sys/fs/cgroup/cpu.max"] = "150000 100000\n"
        #expect(allowance(oneAndAHalf).quotaCPUs == 2)
        var one = container
        one["/sys/fs/cgroup/cpu.max"] = "100000 100000\n"
        #expect(allowance(one).quotaCPUs == 1)
        #expect(allowance(one).cpus == 1)
        let none = allowance([:])
        #expect(none.quotaCPUs == nil)
        #expect(none.affinityCPUs != nil)
        #expect(none.cpus == none.affinityCPUs)
    }

    /// The real files of this machine are read without failing, and the allowance is within
    /// the online CPUs.
    @Test func thisProcess() {
        let allowance = CPUAllowance.detect(readFile: CPUAllowance.readSmallFile)
        #expect(allowance.cpus >= 1)
        #expect(allowance.cpus <= HTTPServerConfiguration.onlineCores)
        #expect(CPUAllowance.readSmallFile("/proc/self/cgroup")?.isEmpty == false)
        #expect(CPUAllowance.readSmallFile("/nonexistent/cpu.max") == nil)
    }
}
