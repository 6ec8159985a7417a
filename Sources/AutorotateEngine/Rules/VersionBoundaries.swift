/// A version at which some rule of the rulebook switches (R0.2, R0.3): on either side of it the
/// same scenario can get a different answer, so compare and lint run it on both sides.
public struct VersionBoundary: Sendable, Equatable {
    /// The first version that runs the new behaviour.
    public var os: OSVersion
    /// The rule families that switch here.
    public var rules: [String]
    /// What switches, in a few words.
    public var summary: String
}

/// Every version boundary the engine really has, oldest first: the seven generations of R0.2, the
/// finer switches of R0.3, and the points where a confidence or a warning changes.
public enum VersionBoundaries {
    /// The boundaries, oldest first. `2.0` is the first version the engine accepts (R0.1).
    public static let all: [VersionBoundary] = [
        VersionBoundary(os: OSVersion(2, 0), rules: ["R0.1", "R4"], summary: "first version modelled"),
        VersionBoundary(
            os: OSVersion(3, 0), rules: ["R8.2", "R8.3"], summary: "one-step rotation callbacks"),
        VersionBoundary(os: OSVersion(3, 2), rules: ["R6.1"], summary: "iPad and sheet presentation styles"),
        VersionBoundary(os: OSVersion(4, 0), rules: ["R5.5"], summary: "window.rootViewController"),
        VersionBoundary(
            os: OSVersion(5, 0), rules: ["R7.1", "R8.2", "R5.4"],
            summary: "attemptRotationToDeviceOrientation, viewWillLayoutSubviews, missing-root log"),
        VersionBoundary(
            os: OSVersion(6, 0), rules: ["R2", "R3.1"],
            summary: "masks, shouldAutorotate, stock containers ignore children, orientation exceptions"),
        VersionBoundary(
            os: OSVersion(7, 0), rules: ["R8.6", "R3.2"],
            summary: "root view under the status bar, container delegates"),
        VersionBoundary(
            os: OSVersion(8, 0), rules: ["R8", "R2.6"], summary: "size transitions, rotating window bounds"),
        VersionBoundary(
            os: OSVersion(8, 3), rules: ["R2.6"],
            summary: "exception text names the class (documented from here)"),
        VersionBoundary(
            os: OSVersion(9, 0), rules: ["R2.10", "R5.4"],
            summary: "iPad multitasking, missing root view controller throws"),
        VersionBoundary(
            os: OSVersion(10, 0), rules: ["R2.6"], summary: "exception text names the orientations"),
        VersionBoundary(
            os: OSVersion(11, 0), rules: ["R2.6"], summary: "the named text is documented from here"),
        VersionBoundary(
            os: OSVersion(13, 0), rules: ["R6.1", "R6.2"],
            summary: "automatic style: page sheets do not decide"),
        VersionBoundary(
            os: OSVersion(16, 0), rules: ["R9"],
            summary:
                "shouldAutorotate ignored, setNeedsUpdateOfSupportedInterfaceOrientations, requestGeometryUpdate"
        ),
        VersionBoundary(
            os: OSVersion(17, 0), rules: ["R0.1"], summary: "ios16 rules inferred, not documented"),
        VersionBoundary(
            os: OSVersion(26, 0), rules: ["R0.1", "R9.6"], summary: "26+ orientation changes not modelled"),
    ]

    /// The newest version the rules know a switch at (26.0): later versions are answered as it is.
    public static var newestModelled: OSVersion { all.last?.os ?? OSVersion(26, 0) }

    /// The versions to run to see every switch between `lower` and `upper` (inclusive): `lower`
    /// itself, then each boundary above it up to `upper`.
    public static func versions(from lower: OSVersion, through upper: OSVersion) -> [OSVersion] {
        guard lower <= upper else { return [] }
        return [lower] + all.map(\.os).filter { $0 > lower && $0 <= upper }
    }
}
