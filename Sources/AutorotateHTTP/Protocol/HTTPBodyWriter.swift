/// Writes the body of a streamed ``HTTPResponse`` piece by piece.
///
/// The server hands one to the response's stream closure on a worker thread; each ``write(_:)``
/// becomes one chunk on the wire (compressed when the client accepts gzip). `write` blocks while
/// the connection has too much unsent data (back-pressure) and returns `false` once the client has
/// gone, so a producer can stop early.
///
/// Used by one producing thread at a time (the closure that received it).
public final class HTTPBodyWriter: @unchecked Sendable {
    private let sink: ([[UInt8]]) -> Bool
    private let transform: (([UInt8], _ final: Bool) -> [UInt8])?
    private var open = true

    /// Creates a writer that passes each piece to `sink` (after `transform`, e.g. gzip); the
    /// arrays of a ``write(contentsOf:)`` reach `sink` joined.
    convenience init(transform: (([UInt8], Bool) -> [UInt8])? = nil, sink: @escaping ([UInt8]) -> Bool) {
        self.init(transform: transform, pieceSink: { pieces in sink(Self.joined(pieces)) })
    }

    /// Creates a writer that passes each write to `pieceSink` as the arrays it was given (one
    /// array when `transform` made it).
    init(transform: (([UInt8], Bool) -> [UInt8])? = nil, pieceSink: @escaping ([[UInt8]]) -> Bool) {
        self.sink = pieceSink
        self.transform = transform
    }

    /// Sends `bytes` as the next piece of the body; `false` when the client is gone.
    @discardableResult
    public func write(_ bytes: [UInt8]) -> Bool {
        write(contentsOf: [bytes])
    }

    /// Sends the concatenation of `pieces` as the next piece of the body (one chunk, as
    /// ``write(_:)`` of the joined bytes would), without joining them unless a transform needs
    /// them contiguous; `false` when the client is gone.
    @discardableResult
    public func write(contentsOf pieces: [[UInt8]]) -> Bool {
        guard open else { return false }
        guard pieces.contains(where: { !$0.isEmpty }) else { return true }
        guard let transform else {
            open = sink(pieces)
            return open
        }
        let out = transform(Self.joined(pieces), false)
        if out.isEmpty { return true }
        open = sink([out])
        return open
    }

    /// Flushes what a transform still holds; called by the server after the closure returns.
    func finish() {
        guard open, let transform else { return }
        let out = transform([], true)
        if !out.isEmpty { open = sink([out]) }
    }

    /// `pieces` as one array (the array itself when there is one).
    private static func joined(_ pieces: [[UInt8]]) -> [UInt8] {
        if pieces.count == 1 { return pieces[0] }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(pieces.reduce(0) { $0 + $1.count })
        for piece in pieces { bytes += piece }
        return bytes
    }
}
