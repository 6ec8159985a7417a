import Testing

@testable import AutorotateHTTP

@Suite("the process's cgroups in /proc/self/cgroup")
struct CgroupMembershipTests {
    /// A hybrid host: the unified line `0::` and the v1 `cpu` controller's line are found; the
    /// `cpuacct` and `cpuset` lines are not the `cpu` controller.
    @Test func hybridHost() {
        let text = """
            4:memory:/process_api/b671
            3:cpuset:/
            2:cpuacct:/acct
            1:cpu:/batch/job7
            0::/user.slice
            """
        #expect(
            CgroupMembership(procSelfCgroup: text)
                == CgroupMembership(unifiedPath: "/user.slice", cpuControllerPath: "/batch/job7"))
    }

    /// v2 only, and v1 with `cpu,cpuacct` on one line; a path may hold a colon.
    @Test func singleHierarchies() {
        #expect(CgroupMembership(procSelfCgroup: "0::/\n") == CgroupMembership(unifiedPath: "/"))
        #expect(
            CgroupMembership(procSelfCgroup: "5:cpu,cpuacct:/docker/a:b\n")
                == CgroupMembership(cpuControllerPath: "/docker/a:b"))
    }

    /// Empty text and lines that are not `ID:CONTROLLERS:/PATH` name no cgroup.
    @Test func garbageIsIgnored() {
        for text in ["", "garbage", "0:/user.slice", "1:cpu:relative", "1:cpu"] {
            #expect(CgroupMembership(procSelfCgroup: text) == CgroupMembership(), "\(text)")
        }
    }
}
