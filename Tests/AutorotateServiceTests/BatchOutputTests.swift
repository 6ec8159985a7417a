import Synchronization
import Testing

@testable import AutorotateHTTP
@testable import AutorotateOperations
@testable import AutorotateService

/// A clock the test moves by hand.
private final class SteppedClock: MonotonicClock {
    private let now = Atomic<UInt64>(1_000_000_000)
    func nanoseconds() -> UInt64 { now.load(ordering: .relaxed) }
    func advance(nanoseconds: UInt64) { now.add(nanoseconds, ordering: .relaxed) }
}

/// What a writer handed to its connection, piece by piece.
private final class RecordedChunks: @unchecked Sendable {
    var chunks: [[UInt8]] = []
    var accepting = true
}

private func writer(recording record: RecordedChunks) -> HTTPBodyWriter {
    HTTPBodyWriter { bytes in
        guard record.accepting else { return false }
        record.chunks.append(bytes)
        return true
    }
}

@Suite("Batch output chunks")
struct BatchOutputTests {
    /// Small lines wait in one chunk until finish, and arrive whole, in order, each ending in \n.
    @Test func smallLinesGatherIntoOneChunk() {
        let record = RecordedChunks()
        var output = BatchOutput(writer: writer(recording: record), clock: SteppedClock())
        var delivered: [Bool] = []
        for line in ["{\"a\":1}", "{\"b\":2}", "{\"c\":3}"] {
            delivered.append(output.append(line: Array(line.utf8)))
        }
        #expect(record.chunks.isEmpty)
        delivered.append(output.finish())
        #expect(delivered == [true, true, true, true])
        #expect(record.chunks == [Array("{\"a\":1}\n{\"b\":2}\n{\"c\":3}\n".utf8)])
    }

    /// A chunk goes out as soon as it holds chunkBytes, so a big batch never waits for its end.
    @Test func fullChunkIsHandedOver() {
        let record = RecordedChunks()
        var output = BatchOutput(writer: writer(recording: record), clock: SteppedClock())
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: 20_000)
        var appended = 0
        while record.chunks.isEmpty && appended < 100 {
            let delivered = output.append(line: line)
            #expect(delivered)
            appended += 1
        }
        #expect(appended == BatchOutput.chunkBytes / 20_001 + 1)
        #expect(record.chunks[0].count == appended * 20_001)
        let finished = output.finish()
        #expect(finished)
        #expect(record.chunks.count == 1)
    }

    /// A line that has waited the maximum delay goes out with the next append, however small.
    @Test func waitingLineIsHandedOverAfterTheDelay() {
        let record = RecordedChunks()
        let clock = SteppedClock()
        var output = BatchOutput(writer: writer(recording: record), clock: clock)
        let first = output.append(line: Array("1".utf8))
        #expect(record.chunks.isEmpty)
        clock.advance(nanoseconds: BatchOutput.maximumDelayNanoseconds)
        let second = output.append(line: Array("2".utf8))
        #expect(first && second)
        #expect(record.chunks == [Array("1\n2\n".utf8)])
    }

    /// Once the client is gone, append and finish say so, and the batch can stop.
    @Test func goneClientStopsTheBatch() {
        let record = RecordedChunks()
        record.accepting = false
        var output = BatchOutput(writer: writer(recording: record), clock: SteppedClock())
        let appended = output.append(line: [UInt8](repeating: 0x20, count: BatchOutput.chunkBytes))
        let finished = output.finish()
        #expect(appended == false)
        #expect(finished == false)
        #expect(record.chunks.isEmpty)
    }

    /// The line split finds each newline from where it is asked, and the end when there is none.
    @Test func nextNewlineFindsEachLineEnd() {
        let body = Array("ab\ncd\n\nef".utf8)
        #expect(Operations.nextNewline(in: body, from: 0) == 2)
        #expect(Operations.nextNewline(in: body, from: 3) == 5)
        #expect(Operations.nextNewline(in: body, from: 6) == 6)
        #expect(Operations.nextNewline(in: body, from: 7) == body.count)
        #expect(Operations.nextNewline(in: body, from: body.count) == body.count)
        #expect(Operations.nextNewline(in: [], from: 0) == 0)
    }
}
