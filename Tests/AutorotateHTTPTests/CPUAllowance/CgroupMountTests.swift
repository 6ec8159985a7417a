import Testing

@testable import AutorotateHTTP

@Suite("cgroup mounts in /proc/self/mountinfo")
struct CgroupMountTests {
    /// A hybrid host: v1 controllers each on their own mount, the unified hierarchy beside them.
    /// Only the `cpu` v1 mount and the cgroup2 mount can hold a CPU quota.
    @Test func hybridHost() {
        let text = """
            31 23 0:28 / /sys/fs/cgroup rw,relatime - tmpfs tmpfs rw,mode=755
            32 31 0:29 / /sys/fs/cgroup/cpu rw,relatime - cgroup cgroup rw,cpu
            33 31 0:30 / /sys/fs/cgroup/cpuacct rw,relatime - cgroup cgroup rw,cpuacct
            34 31 0:31 / /sys/fs/cgroup/cpuset rw,relatime - cgroup cgroup rw,cpuset
            41 31 0:38 / /sys/fs/cgroup/unified rw,relatime - cgroup2 cgroup2 rw
            """
        #expect(
            CgroupMount.quotaMounts(inMountInfo: text) == [
                CgroupMount(version: .v1, root: "/", mountPoint: "/sys/fs/cgroup/cpu"),
                CgroupMount(version: .v2, root: "/", mountPoint: "/sys/fs/cgroup/unified"),
            ])
    }

    /// A v1 container: `cpu,cpuacct` on one mount whose root is the container's own cgroup, with
    /// optional fields before the separator.
    @Test func v1ContainerWithOptionalFields() {
        let text = """
            1060 1059 0:27 /kubepods/pod12/abc /sys/fs/cgroup/cpu,cpuacct ro,nosuid master:11 shared:9 - cgroup cgroup rw,cpu,cpuacct
            1061 1059 0:28 /kubepods/pod12/abc /sys/fs/cgroup/memory ro,nosuid master:12 - cgroup cgroup rw,memory
            """
        #expect(
            CgroupMount.quotaMounts(inMountInfo: text) == [
                CgroupMount(
                    version: .v1, root: "/kubepods/pod12/abc", mountPoint: "/sys/fs/cgroup/cpu,cpuacct")
            ])
    }

    /// The kernel's octal escapes (`\040` for a space) are decoded in the root and mount point.
    @Test func escapedPaths() {
        let text = #"50 31 0:40 /a\040b /mnt/with\040space\134x rw - cgroup2 cgroup2 rw"#
        #expect(
            CgroupMount.quotaMounts(inMountInfo: text) == [
                CgroupMount(version: .v2, root: "/a b", mountPoint: "/mnt/with space\\x")
            ])
    }

    /// Lines that are not mountinfo lines (too few fields, no separator, nothing after it) and an
    /// empty text give no mount.
    @Test func garbageIsSkipped() {
        for text in [
            "", "\n\n", "garbage", "1 2 3 4 5 6 7 8 9 10", "32 31 0:29 / /sys/fs/cgroup/cpu rw - cgroup",
            "32 31 0:29 / /sys/fs/cgroup/cpu rw shared:1 shared:2 x y - cgroup2",
        ] {
            #expect(CgroupMount.quotaMounts(inMountInfo: text).isEmpty, "\(text)")
        }
    }
}
