import AutorotateHTTP

/// The answer lines of one batch, gathered into chunks before they go to the connection.
///
/// Every ``HTTPBodyWriter/write(_:)`` is a hand-off to the event loop (a wake-up, a chunk header,
/// a `send`), so writing each 19 KB answer line on its own paid that once per scenario. Lines are
/// gathered and handed over when they hold ``chunkBytes`` or more, or when the oldest has waited
/// ``maximumDelayNanoseconds``; ``finish()`` hands over the rest. A line therefore reaches the
/// client at most that delay plus one scenario's computation after it was computed.
///
/// The lines are kept as the arrays they were computed in and handed over together
/// (``HTTPBodyWriter/write(contentsOf:)``): the connection sends them in place, one chunk per
/// hand-over, instead of a copy of each 19 KB line into a chunk buffer.
struct BatchOutput {
    /// A chunk is handed to the connection once it holds this many bytes (256 KiB: about 13
    /// seed000 answers, so on a busy worker the 1 ms bound usually cuts a chunk first). Each
    /// hand-off costs a wake-up, a chunk header, a `sendmsg` and a reply's worth of bookkeeping
    /// on the event loop, so larger chunks mean fewer system calls and less CPU per scenario
    /// (bench/NOTES.md).
    static let chunkBytes = 256 << 10
    /// … or once its oldest line has waited this long (1 ms).
    static let maximumDelayNanoseconds: UInt64 = 1_000_000
    private static let newline: [UInt8] = [0x0A]

    private let writer: HTTPBodyWriter
    private let clock: any MonotonicClock
    /// The lines gathered (each followed by a newline entry), and their bytes in all.
    private var pending: [[UInt8]] = []
    private var pendingBytes = 0
    private var oldestLineAt: UInt64 = 0
    private var clientConnected = true

    /// Gathers the lines for `writer`, timing their wait with `clock`.
    init(writer: HTTPBodyWriter, clock: any MonotonicClock = SystemMonotonicClock()) {
        self.writer = writer
        self.clock = clock
        pending.reserveCapacity(32)
    }

    /// Appends one answer line (its bytes, then `\n`); `false` once the client is gone.
    mutating func append(line: [UInt8]) -> Bool {
        // One clock read: the line is appended and its wait checked at the same instant.
        let now = clock.nanoseconds()
        if pending.isEmpty { oldestLineAt = now }
        pending.append(line)
        pending.append(Self.newline)
        pendingBytes += line.count + 1
        if pendingBytes >= Self.chunkBytes || now &- oldestLineAt >= Self.maximumDelayNanoseconds {
            return flush()
        }
        return true
    }

    /// Hands what is gathered to the connection; `false` once the client is gone.
    mutating func finish() -> Bool { flush() }

    private mutating func flush() -> Bool {
        guard !pending.isEmpty else { return clientConnected }
        clientConnected = writer.write(contentsOf: pending)
        pending.removeAll(keepingCapacity: true)
        pendingBytes = 0
        return clientConnected
    }
}
