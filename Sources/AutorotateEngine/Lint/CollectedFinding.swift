import AutorotateWire

/// One finding of a lint run with what checking its suggestions needs: its rule's candidate
/// repairs (unchecked) and the indices of the versions it holds on.
struct CollectedFinding {
    var finding: Finding
    var candidates: [FindingSuggestion]
    var versionIndices: Set<Int>
}
