import AutorotateWire

/// Gathers findings across the versions and idioms lint runs, one per (id, pointer): the versions
/// it holds on accumulate, and the message, fix and evidence of the newest version that shows it
/// are kept (the text users of current iOS will see). ``findings()`` merges the versions into OS
/// ranges (``OSRangeMerger``) and orders the findings worst first, then by id and pointer.
struct FindingCollector {
    /// The versions lint runs, oldest first (indices are what ``add`` takes).
    let versions: [OSVersion]
    let maximumOS: OSVersion

    private struct Key: Hashable {
        var id: String
        var pointer: String
    }

    private struct Accumulated {
        var entry: LintCatalogueEntry
        var severity: FindingSeverity
        /// The finding whose message, fix, evidence and candidates are reported.
        var shown: RuleFinding
        /// The version index ``shown`` comes from.
        var shownAt: Int
        var versionIndices: Set<Int>
    }

    private var accumulated: [Key: Accumulated] = [:]
    private var order: [Key] = []

    init(versions: [OSVersion], maximumOS: OSVersion) {
        self.versions = versions
        self.maximumOS = maximumOS
    }

    /// Records that `entry` holds where `finding` says on the version at `versionIndex`; the
    /// finding's severity, when it has one, overrides the entry's (AR011 is a warning where it is
    /// only logged).
    mutating func add(_ entry: LintCatalogueEntry, _ finding: RuleFinding, versionIndex: Int) {
        let key = Key(id: entry.id, pointer: finding.pointer)
        let level = finding.severity ?? entry.severity
        guard var existing = accumulated[key] else {
            accumulated[key] = Accumulated(
                entry: entry, severity: level, shown: finding, shownAt: versionIndex,
                versionIndices: [versionIndex])
            order.append(key)
            return
        }
        existing.versionIndices.insert(versionIndex)
        existing.severity = min(existing.severity, level)
        let newer = versionIndex > existing.shownAt
        let firstEvidence =
            existing.shown.evidence == nil && finding.evidence != nil && versionIndex == existing.shownAt
        if newer || firstEvidence {
            let evidence = finding.evidence ?? existing.shown.evidence
            existing.shown = finding
            existing.shown.evidence = evidence
            existing.shownAt = versionIndex
        }
        accumulated[key] = existing
    }

    /// The findings, each once, worst first, then by id and pointer, each with the repairs its
    /// rule proposed on the version it is shown at and the versions it holds on.
    func findings() -> [CollectedFinding] {
        let merger = OSRangeMerger(versions: versions, maximumOS: maximumOS)
        return order.compactMap { accumulated[$0] }
            .map { item in
                let finding = Finding(
                    id: item.entry.id, severity: item.severity, title: item.entry.title,
                    message: item.shown.message, pointer: item.shown.pointer, fix: item.shown.fix,
                    rule: item.entry.rule, confidence: item.entry.confidence,
                    os: merger.ranges(item.versionIndices), evidence: item.shown.evidence)
                return CollectedFinding(
                    finding: finding, candidates: item.shown.candidates, versionIndices: item.versionIndices)
            }
            .sorted { Self.worstFirst($0.finding, $1.finding) }
    }

    /// The findings' order: worst first, then by id and pointer.
    static func worstFirst(_ a: Finding, _ b: Finding) -> Bool {
        if a.severity != b.severity { return a.severity < b.severity }
        if a.id != b.id { return a.id < b.id }
        return a.pointer < b.pointer
    }
}

/// Turns the set of versions a finding holds on into merged ranges (api.md §7 `os`): consecutive
/// versions of the run list form one range, whose `through` is the last version before the next
/// version run (`15.x` before 16.0, `8.2.x` before 8.3) or, at the end, the range's maximum.
struct OSRangeMerger {
    let versions: [OSVersion]
    let maximumOS: OSVersion

    func ranges(_ indices: Set<Int>) -> [OSRange] {
        var result: [OSRange] = []
        var index = 0
        while index < versions.count {
            guard indices.contains(index) else {
                index += 1
                continue
            }
            var end = index
            while end + 1 < versions.count && indices.contains(end + 1) { end += 1 }
            let through =
                end + 1 < versions.count ? Self.lastBefore(versions[end + 1]) : maximumOS.description
            result.append(OSRange(from: versions[index].description, through: through))
            index = end + 1
        }
        return result
    }

    /// The last release before `boundary`, written with `x`: 16.0 → `15.x`, 8.3 → `8.2.x`,
    /// 8.3.1 → `8.3.0`.
    static func lastBefore(_ boundary: OSVersion) -> String {
        if boundary.patch > 0 { return "\(boundary.major).\(boundary.minor).\(boundary.patch - 1)" }
        if boundary.minor > 0 { return "\(boundary.major).\(boundary.minor - 1).x" }
        return "\(boundary.major - 1).x"
    }
}
