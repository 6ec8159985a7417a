/// Writes the body of a streamed ``HTTPResponse`` piece by piece.
///
/// The server hands one to the response's stream closure on a worker thread; each ``write(_:)``
/// becomes one chunk on the wire (compressed when the client accepts gzip). `write` blocks while
/// the connection has too much unsent data (back-pressure) and returns `false` once the client has
/// gone, so a producer can stop early.
///
/// Used by one producing thread at a time (the closure that received it).
public final class HTTPBodyWriter: @unchecked Sendable {
    private let sink: ([UInt8]) -> Bool
    private let transform: (([UInt8], _ final: Bool) -> [UInt8])?
    private var open = true

    /// Creates a writer that passes each piece to `sink` (after `transform`, e.g. gzip).
    init(transform: (([UInt8], Bool) -> [UInt8])? = nil, sink: @escaping ([UInt8]) -> Bool) {
        self.sink = sink
        self.transform = transform
    }

    /// Sends `bytes` as the next piece of the body; `false` when the client is gone.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        guard open else { return false }
        guard !bytes.isEmpty else { return true }
        let out = transform.map { $0(bytes, false) } ?? bytes
        if out.isEmpty { return true }
        open = sink(out)
        return open
    }

    /// Flushes what a transform still holds; called by the server after the closure returns.
    func finish() {
        guard open, let transform else { return }
        let out = transform([], true)
        if !out.isEmpty { open = sink(out) }
    }
}
