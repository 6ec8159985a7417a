import AutorotateEngine
import AutorotateHTTP
import AutorotateWire

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

    /// Streams the answers for `body` into `writer`.
    func run(body: [UInt8], writer: HTTPBodyWriter) {
        var lineNumber = 0
        var start = 0
        while start < body.count {
            let newline = body[start...].firstIndex(of: 0x0A) ?? body.count
            lineNumber += 1
            var end = newline
            if end > start, body[end - 1] == 0x0D { end -= 1 }
            let line = Array(body[start..<end])
            start = newline + 1
            if line.allSatisfy({ $0 == 0x20 || $0 == 0x09 || $0 == 0x0D }) { continue }
            var output: [UInt8]
            switch ScenarioBody.simulate(line, limits: limits) {
            case .success(let simulation):
                metrics.recordSimulation(outcome: "ok", decisions: simulation.decisionCount)
                output = simulation.json
            case .failure(let problem):
                metrics.recordSimulation(
                    outcome: problem.kind == .malformed ? "malformed" : "invalid", decisions: 0)
                output =
                    Array("{\"line\":\(lineNumber),\"problem\":".utf8) + Problem(problem).jsonBytes()
                    + [UInt8(ascii: "}")]
            }
            if output.last == 0x0A { output.removeLast() }
            output.append(0x0A)
            guard writer.write(output) else { return }
        }
    }
}
