import AutorotateHTTP
import AutorotateTestSupport
import Foundation
import Testing

@Suite("Fuzz corpora and regressions, replayed without libFuzzer")
struct FuzzCorpusReplayTests {
    /// Every HTTP-parser input goes through the parser and the connection state machine exactly as
    /// the fuzz harness feeds it (first byte = read size) and ends within a bounded number of events.
    @Test func httpParserInputs() throws {
        let inputs = try fuzzInputs("http-parser")
        #expect(inputs.count >= 8)
        let limits = HTTPParserLimits(
            maxURILength: 64, maxHeaderBytes: 512, maxHeaderCount: 8, maxBodyBytes: 1024)
        for (name, bytes) in inputs {
            guard let first = bytes.first else { continue }
            let step = Int(first % 17) + 1
            let input = bytes.dropFirst()
            let clock = ManualClock()
            var parser = HTTPRequestParser(limits: limits, clock: clock)
            var machine = HTTPConnectionStateMachine(limits: limits, idleTimeout: .seconds(5), clock: clock)
            var index = input.startIndex
            var events = 0
            while index < input.endIndex {
                let end = min(index + step, input.endIndex)
                parser.feed(input[index..<end])
                machine.received(input[index..<end])
                index = end
                parsing: while events < 10_000 {
                    events += 1
                    switch parser.next() {
                    case .needMoreData, .error: break parsing
                    case .head, .request: continue
                    }
                }
                driving: while events < 10_000 {
                    events += 1
                    switch machine.nextAction() {
                    case .wait, .closeQuietly, .respondAndClose: break driving
                    case .expectContinue: continue
                    case .dispatch(_, _, let keepAlive): machine.responseQueued(keepAlive: keepAlive)
                    }
                }
            }
            #expect(events < 10_000, "\(name) did not settle")
        }
    }

    /// Every gzip input inflates within its cap or fails cleanly, and compressing it and inflating
    /// the result gives it back.
    @Test func gzipInputs() throws {
        let inputs = try fuzzInputs("gzip")
        #expect(inputs.count >= 8)
        for (name, bytes) in inputs {
            if case .success(let output) = Gzip.decompress(bytes, maxOutputBytes: 64 * 1024) {
                #expect(output.count <= 64 * 1024, "\(name)")
            }
            let compressed = try #require(Gzip.compress(bytes, level: 1))
            #expect(
                Gzip.decompress(compressed, maxOutputBytes: max(bytes.count, 1)) == .success(bytes), "\(name)"
            )
        }
    }
}
