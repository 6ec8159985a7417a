import Synchronization

/// A one-way switch a task sets to abort the transfer running for it; libcurl's progress
/// callback reads it on the transferring thread.
final class CancelFlag: Sendable {
    private let state = Atomic<Bool>(false)

    init() {}

    func cancel() { state.store(true, ordering: .relaxed) }

    var isCancelled: Bool { state.load(ordering: .relaxed) }
}
