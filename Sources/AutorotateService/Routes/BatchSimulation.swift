import AutorotateEngine
import AutorotateHTTP
import AutorotateWire
import Glibc

/// `POST /v1/simulate/batch`: NDJSON in, NDJSON out, streamed in order.
///
/// **Request**: `Content-Type: application/x-ndjson` (or `application/ndjson`); one scenario (the
/// same JSON `POST /v1/simulate` takes) per line. Lines end in `\n` (a `\r` before it is ignored);
/// lines that are empty or only whitespace are skipped. The whole body obeys the body-size limit.
///
/// **Response**: `200`, `Content-Type: application/x-ndjson`, `Transfer-Encoding: chunked`. One
/// output line per non-blank input line, in input order, each sent as soon as it is computed:
/// - on success, the Simulation object, byte for byte what `POST /v1/simulate` returns for that
///   scenario, followed by `\n`;
/// - on failure, `{"line":N,"problem":{…}}` followed by `\n`, where `N` is the 1-based line number
///   in the request body (blank lines counted) and `problem` is the problem+json object
///   `POST /v1/simulate` would have returned (`type`, `title`, `status` 400 or 422, `detail`,
///   `errors` with pointers relative to that line's scenario).
///
/// A failed line never fails the others: the response status is 200 once streaming starts. A
/// Simulation object has no top-level `line` member, so a reader tells the two shapes apart by
/// `problem`.
struct BatchSimulation: Sendable {
    var limits: EngineLimits
    var metrics: ServiceMetrics

    /// Streams the answers for `body` into `writer`, gathered into chunks by ``BatchOutput``.
    ///
    /// Each line is copied into one scratch array reused from line to line (its capacity, not
    /// its content), not into an array of its own; the simulations are counted in ``metrics``
    /// every ``metricsInterval`` lines and when the batch ends, not line by line.
    func run(body: [UInt8], writer: HTTPBodyWriter) {
        var output = BatchOutput(writer: writer)
        var tally = SimulationTally()
        defer { tally.record(in: metrics) }
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
            line.append(contentsOf: body[lineStart..<end])
            var answer: [UInt8]
            switch ScenarioBody.simulate(line, limits: limits) {
            case .success(let simulation):
                tally.ok += 1
                tally.decisions += simulation.decisionCount
                answer = simulation.json
            case .failure(let problem):
                if problem.kind == .malformed { tally.malformed += 1 } else { tally.invalid += 1 }
                answer =
                    Array("{\"line\":\(lineNumber),\"problem\":".utf8) + Problem(problem).jsonBytes()
                    + [UInt8(ascii: "}")]
            }
            if answer.last == 0x0A { answer.removeLast() }
            if tally.count >= Self.metricsInterval { tally.record(in: metrics) }
            guard output.append(line: answer) else { return }
        }
        _ = output.finish()
    }

    /// Simulations are added to the metrics at least this often (in lines), and at the end.
    static let metricsInterval = 64

    /// Simulations counted since they were last added to the metrics.
    private struct SimulationTally {
        var ok = 0
        var malformed = 0
        var invalid = 0
        var decisions = 0

        var count: Int { ok + malformed + invalid }

        /// Adds the counts to `metrics` and starts again from zero.
        mutating func record(in metrics: ServiceMetrics) {
            guard count > 0 else { return }
            metrics.recordSimulations(ok: ok, malformed: malformed, invalid: invalid, decisions: decisions)
            self = SimulationTally()
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
