import AutorotateWire
import Testing

@testable import AutorotateEngine

/// OS ranges (api.md §7): consecutive run versions merge; `through` is the release before the next
/// version run, or the maximum.
@Suite struct OSRangeMergerTests {
    let versions = VersionBoundaries.versions(from: OSVersion(6, 0), through: OSVersion(26, 0))
    var merger: OSRangeMerger { OSRangeMerger(versions: versions, maximumOS: OSVersion(26, 0)) }

    private func indices(_ list: [OSVersion]) -> Set<Int> {
        Set(list.compactMap { versions.firstIndex(of: $0) })
    }

    /// 6.0 through 15.x merge into one range that ends before 16.0.
    @Test func consecutiveVersionsMergeUpToTheNextBoundary() {
        let ranges = merger.ranges(indices(versions.filter { $0 < OSVersion(16) }))
        #expect(ranges == [OSRange(from: "6.0", through: "15.x")])
    }

    /// A range that reaches the last version ends at the maximum, written as given.
    @Test func lastRangeEndsAtTheMaximum() {
        let ranges = merger.ranges(indices([OSVersion(16), OSVersion(17), OSVersion(26)]))
        #expect(ranges == [OSRange(from: "16.0", through: "26.0")])
    }

    /// Gaps split ranges; a minor boundary gives a minor `x` (before 8.3: 8.2.x).
    @Test func gapsSplitRangesAndMinorBoundariesKeepTheMinor() {
        let ranges = merger.ranges(indices([OSVersion(6), OSVersion(8), OSVersion(13)]))
        #expect(
            ranges == [
                OSRange(from: "6.0", through: "6.x"), OSRange(from: "8.0", through: "8.2.x"),
                OSRange(from: "13.0", through: "15.x"),
            ])
    }

    /// No versions, no ranges.
    @Test func emptySetHasNoRanges() {
        #expect(merger.ranges([]).isEmpty)
    }

    /// A minimum between boundaries starts its range as given (12.0 is no boundary).
    @Test func minimumBetweenBoundariesStartsTheRange() {
        let list = VersionBoundaries.versions(from: OSVersion(12, 0), through: OSVersion(18, 2))
        let ranges = OSRangeMerger(versions: list, maximumOS: OSVersion(18, 2)).ranges(Set(list.indices))
        #expect(ranges == [OSRange(from: "12.0", through: "18.2")])
    }
}
