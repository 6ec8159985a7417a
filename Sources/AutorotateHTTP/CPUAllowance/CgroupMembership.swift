/// The cgroups this process belongs to, from `/proc/self/cgroup` (cgroups(7)): its path in the
/// unified (v2) hierarchy and in the v1 hierarchy that has the `cpu` controller.
///
/// ```text
/// 0::/system.slice/autorotated.service       → unifiedPath
/// 4:cpu,cpuacct:/kubepods/pod1234/abcd       → cpuControllerPath
/// ```
public struct CgroupMembership: Sendable, Equatable {
    /// The path in the v2 hierarchy (the line `0::PATH`), or `nil` when there is none.
    public var unifiedPath: String?
    /// The path in the v1 hierarchy whose controllers include `cpu`, or `nil` when there is none.
    public var cpuControllerPath: String?

    /// The given paths.
    public init(unifiedPath: String? = nil, cpuControllerPath: String? = nil) {
        self.unifiedPath = unifiedPath
        self.cpuControllerPath = cpuControllerPath
    }

    /// Reads the text of `/proc/self/cgroup`: lines `ID:CONTROLLERS:PATH`; lines that are not
    /// well formed are skipped.
    public init(procSelfCgroup text: String) {
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: ":", maxSplits: 2, omittingEmptySubsequences: false)
            guard fields.count == 3, fields[2].hasPrefix("/") else { continue }
            let path = String(fields[2])
            if fields[0] == "0" && fields[1].isEmpty {
                unifiedPath = path
            } else if fields[1].split(separator: ",").contains("cpu") {
                cpuControllerPath = path
            }
        }
    }
}
