// libFuzzer target: the HTTP/1.1 request parser and the connection state machine, fed arbitrary
// bytes in arbitrary splits. Any trap (overflow, out-of-bounds index) is a crash libFuzzer reports.
import AutorotateHTTP

/// A clock that stands still, so a run is deterministic (timeouts are tested elsewhere).
struct FrozenClock: MonotonicClock {
    func nanoseconds() -> UInt64 { 1_000_000_000 }
}

/// Small limits, so the overflow paths (414, 431, 413) are within the fuzzer's reach.
let limits = HTTPParserLimits(maxURILength: 64, maxHeaderBytes: 512, maxHeaderCount: 8, maxBodyBytes: 1024)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzHTTPParser(_ data: UnsafePointer<UInt8>?, _ size: Int) -> Int32 {
    guard let data, size > 0 else { return 0 }
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The first byte picks the split size, so one input is also read as many short reads.
    let step = Int(bytes[0] % 17) + 1
    let input = bytes.dropFirst()

    var parser = HTTPRequestParser(limits: limits, clock: FrozenClock())
    var machine = HTTPConnectionStateMachine(limits: limits, idleTimeout: .seconds(5), clock: FrozenClock())
    var index = input.startIndex
    var events = 0
    while index < input.endIndex, events < 10_000 {
        let end = min(index + step, input.endIndex)
        parser.feed(input[index..<end])
        machine.received(input[index..<end])
        index = end
        loop: while events < 10_000 {
            events += 1
            switch parser.next() {
            case .needMoreData: break loop
            case .error: break loop
            case .head(let head): _ = (head.path, head.query, head.headers.fields.count)
            case .request(let head, let body): _ = (head.wantsKeepAlive, head.expectsContinue, body.count)
            }
        }
        drive: while events < 10_000 {
            events += 1
            switch machine.nextAction() {
            case .wait, .closeQuietly: break drive
            case .respondAndClose: break drive
            case .expectContinue: continue
            case .dispatch(_, _, let keepAlive): machine.responseQueued(keepAlive: keepAlive)
            }
        }
        _ = parser.checkTimeout()
        _ = parser.isMidRequest
    }
    return 0
}
