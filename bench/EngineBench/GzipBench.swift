import AutorotateEngine
import AutorotatePlatform
import Foundation

/// `--gzip`: what gzip both ways adds to a request, in-process and by wall clock, beside the
/// engine round trip it wraps (issue 19's gzip row). Each round times, one after another, the
/// engine round trip of FILE's scenario, the deflate of its answer at the server's level
/// (``Gzip/answerLevel``, through the thread's reused stream, as a worker does) and the inflate
/// of the request gzipped at level 6 (as the bench's client sends it). Prints one line the
/// harness parses: the medians in µs, the byte counts, and the median per-round ratio of the
/// codec's work to the engine's.
func benchGzip(path: String, rounds: Int) {
    guard let body = scenarioBody(path: path), case .success(let output) = Simulator.simulate(json: body),
        let request = Gzip.compress(body, level: 6),
        let answer = Gzip.compress(output.json, level: Gzip.answerLevel)
    else {
        print("gzip bench failed for \(path)")
        exit(1)
    }
    var engine: [Double] = []
    var deflate: [Double] = []
    var inflate: [Double] = []
    var ratios: [Double] = []
    for _ in 0..<rounds {
        let engineTime = measure(rounds: 1) { _ = Simulator.simulate(json: body) }
        let deflateTime = measure(rounds: 1) { _ = Gzip.compress(output.json, level: Gzip.answerLevel) }
        let inflateTime = measure(rounds: 1) { _ = Gzip.decompress(request, maxOutputBytes: 1 << 20) }
        engine.append(engineTime)
        deflate.append(deflateTime)
        inflate.append(inflateTime)
        ratios.append((deflateTime + inflateTime) / engineTime)
    }
    print(
        "GZIP engine_us=\(String(format: "%.2f", median(engine))) deflate_us=\(String(format: "%.2f", median(deflate)))"
            + " inflate_us=\(String(format: "%.2f", median(inflate))) codec_per_engine=\(String(format: "%.3f", median(ratios)))"
            + " answer=\(output.json.count) answer_gz=\(answer.count) request=\(body.count) request_gz=\(request.count)"
            + " level=\(Gzip.answerLevel) rounds=\(rounds)")
}
