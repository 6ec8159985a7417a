/// The view controllers a change brings on screen, which get layout callbacks (R8.2): those of
/// `after` that are not in `before`, in `after`'s order. Kept as the two lists and read in place
/// (``RotationEngine/emitLayoutCallbacks(_:then:)``) rather than filtered into a new array on
/// every present, dismiss and change of the hierarchy.
struct EnteringViewControllers: Sendable {
    /// The view controllers on screen after the change.
    var after: [Int]
    /// The view controllers on screen before it.
    var before: [Int]

    init(after: [Int], before: [Int] = []) {
        self.after = after
        self.before = before
    }

    /// No view controller enters.
    static var none: EnteringViewControllers { EnteringViewControllers(after: []) }
}
