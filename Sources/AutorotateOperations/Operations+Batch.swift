import Glibc

extension Operations {
    /// One answer line of a batch, handed to the caller as soon as it is computed.
    public struct BatchLine: Sendable {
        /// The line's bytes without its newline: the Simulation object, byte for byte what
        /// ``simulate(_:as:)`` answers for that scenario, or `{"line":N,"problem":{…}}`.
        public var bytes: [UInt8]
        /// How that line's scenario ended.
        public var outcome: OperationOutcome
        /// Decisions its simulation made (0 when it did not run).
        public var decisions: Int
    }

    /// `POST /v1/simulate/batch` (api.md §5): one scenario per line of `body` (lines end in `\n`,
    /// a `\r` before it is ignored; blank lines are skipped), each answered as by
    /// ``simulate(_:as:)`` in JSON and handed to `each` in input order; a failed line becomes
    /// `{"line":N,"problem":{…}}`, `N` the 1-based line number in `body` (blank lines counted).
    /// `each` answers `false` to stop (the client is gone).
    ///
    /// Each line is copied into one scratch array reused from line to line (its capacity, not
    /// its content), not into an array of its own.
    public func batch(_ body: [UInt8], each: (BatchLine) -> Bool) {
        var line: [UInt8] = []
        var lineNumber = 0
        var start = 0
        while start < body.count {
            let newline = Self.nextNewline(in: body, from: start)
            lineNumber += 1
            var end = newline
            if end > start, body[end - 1] == 0x0D { end -= 1 }
            let lineStart = start
            start = newline + 1
            if body[lineStart..<end].allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            line.removeAll(keepingCapacity: true)
            // Through a buffer pointer, so that the line's bytes go to one memcpy.
            body.withUnsafeBufferPointer { bytes in
                line.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[lineStart..<end]))
            }
            let simulated = simulate(line)
            var answer: [UInt8]
            switch simulated.answer {
            case .success(let simulation): answer = simulation.body
            case .failure(let problem):
                answer =
                    Array("{\"line\":\(lineNumber),\"problem\":".utf8) + problem.jsonBytes() + [
                        UInt8(ascii: "}")
                    ]
            }
            if answer.last == 0x0A { answer.removeLast() }
            let batchLine = BatchLine(
                bytes: answer, outcome: simulated.outcome, decisions: simulated.decisions)
            guard each(batchLine) else { return }
        }
    }

    /// The index of the first `\n` in `body` at or after `start`, or `body.count` (`memchr`: a
    /// scenario line is a few KB, and a byte-at-a-time search was a visible share of a batch).
    static func nextNewline(in body: [UInt8], from start: Int) -> Int {
        body.withUnsafeBufferPointer { bytes in
            guard let base = bytes.baseAddress, start < bytes.count,
                let found = memchr(base + start, 0x0A, bytes.count - start)
            else { return bytes.count }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }
}
