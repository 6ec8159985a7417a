import Testing

@testable import AutorotateHTTP

@Suite("the cgroup directories whose quota bounds the process")
struct CgroupQuotaDirectoryTests {
    /// A host mount (root `/`): the process's own directory, then each parent up to the mount point.
    @Test func ownDirectoryAndItsParents() {
        let mounts = [CgroupMount(version: .v2, root: "/", mountPoint: "/sys/fs/cgroup")]
        let membership = CgroupMembership(unifiedPath: "/kubepods/pod1/ctr")
        #expect(
            CgroupQuotaDirectory.directories(mounts: mounts, membership: membership).map(\.path) == [
                "/sys/fs/cgroup/kubepods/pod1/ctr", "/sys/fs/cgroup/kubepods/pod1", "/sys/fs/cgroup/kubepods",
                "/sys/fs/cgroup",
            ])
    }

    /// A container's mount of its own cgroup (root = the process's path): the mount point alone;
    /// the v1 mount follows the `cpu` controller's path, the v2 mount the unified path.
    @Test func containerMountsTheProcessCgroup() {
        let mounts = [
            CgroupMount(version: .v1, root: "/docker/abc", mountPoint: "/sys/fs/cgroup/cpu,cpuacct"),
            CgroupMount(version: .v2, root: "/", mountPoint: "/sys/fs/cgroup/unified"),
        ]
        let membership = CgroupMembership(unifiedPath: "/", cpuControllerPath: "/docker/abc")
        #expect(
            CgroupQuotaDirectory.directories(mounts: mounts, membership: membership) == [
                CgroupQuotaDirectory(version: .v1, path: "/sys/fs/cgroup/cpu,cpuacct"),
                CgroupQuotaDirectory(version: .v2, path: "/sys/fs/cgroup/unified"),
            ])
    }

    /// A path outside the mount's root, a path leaving the cgroup namespace (`/..`), or no line for
    /// the hierarchy: the mount point alone, never a directory outside it.
    @Test func unrelatedPathsFallBackToTheMountPoint() {
        let mount = CgroupMount(version: .v2, root: "/docker/abc", mountPoint: "/sys/fs/cgroup")
        for membership in [
            CgroupMembership(unifiedPath: "/docker/other"), CgroupMembership(unifiedPath: "/docker/abc/../x"),
            CgroupMembership(unifiedPath: "/../../system.slice"),
            CgroupMembership(cpuControllerPath: "/docker/abc/x"),
        ] {
            #expect(
                CgroupQuotaDirectory.directories(mounts: [mount], membership: membership) == [
                    CgroupQuotaDirectory(version: .v2, path: "/sys/fs/cgroup")
                ], "\(membership)")
        }
    }

    /// No cgroup mount: nothing to read.
    @Test func noMounts() {
        #expect(
            CgroupQuotaDirectory.directories(mounts: [], membership: CgroupMembership(unifiedPath: "/a"))
                .isEmpty)
    }
}
