/// A directory whose CPU quota bounds this process: its own cgroup's directory in a mounted
/// hierarchy, or one above it up to the mount point (a parent's quota bounds all its children).
public struct CgroupQuotaDirectory: Sendable, Equatable {
    /// The hierarchy's interface, which names the quota files.
    public var version: CgroupMount.Version
    /// The directory.
    public var path: String

    /// The directory `path` of a `version` hierarchy.
    public init(version: CgroupMount.Version, path: String) {
        self.version = version
        self.path = path
    }

    /// For each mount, the process's own cgroup directory and every directory above it up to the
    /// mount point, innermost first. A mount whose `root` does not contain the process's path
    /// (or a hierarchy `/proc/self/cgroup` does not name) gives its mount point alone: in a
    /// container that is the container's own cgroup.
    public static func directories(mounts: [CgroupMount], membership: CgroupMembership)
        -> [CgroupQuotaDirectory]
    {
        mounts.flatMap { mount -> [CgroupQuotaDirectory] in
            let processPath = mount.version == .v2 ? membership.unifiedPath : membership.cpuControllerPath
            let below = processPath.flatMap { relativePath(of: $0, under: mount.root) } ?? []
            return (0...below.count).reversed().map { depth in
                CgroupQuotaDirectory(
                    version: mount.version, path: joined(mount.mountPoint, below.prefix(depth)))
            }
        }
    }

    /// The components of `path` below `root`, or `nil` when `path` is not `root` or inside it.
    /// A path outside the process's cgroup namespace reads `/../…`: it names no directory here.
    private static func relativePath(of path: String, under root: String) -> [Substring]? {
        let pathComponents = path.split(separator: "/")
        let rootComponents = root.split(separator: "/")
        guard pathComponents.starts(with: rootComponents),
            !pathComponents.contains(where: { $0 == ".." || $0 == "." })
        else { return nil }
        return Array(pathComponents.dropFirst(rootComponents.count))
    }

    private static func joined(_ mountPoint: String, _ components: ArraySlice<Substring>) -> String {
        var path = mountPoint
        for component in components {
            if !path.hasSuffix("/") { path += "/" }
            path += component
        }
        return path
    }
}
