import AutorotateTestSupport
import CZlib
import Foundation
import Glibc
import Synchronization
import Testing

@testable import AutorotateHTTP

// Hostile clients against the real `autorotated` binary (issue 8 §3). Each case starts its own
// process, so a crash, a leak or a stuck event loop shows in that case alone; each checks the
// documented answer (or a clean close), that the process is still alive and serving, and that its
// resident memory comes back near the baseline it had before the attack.

/// Resident and peak memory of a process, from /proc/PID/status, in KiB.
struct ProcessMemory {
    var residentKiB: Int
    var peakKiB: Int

    init?(pid: pid_t) {
        guard let text = try? String(contentsOfFile: "/proc/\(pid)/status", encoding: .utf8) else {
            return nil
        }
        func field(_ name: String) -> Int? {
            guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix(name + ":") }) else {
                return nil
            }
            return Int(line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first ?? "")
        }
        guard let resident = field("VmRSS"), let peak = field("VmHWM") else { return nil }
        residentKiB = resident
        peakKiB = peak
    }
}

/// A stop flag shared with a background thread.
final class StopFlag: Sendable {
    private let stopped = Atomic<Bool>(false)
    var isStopped: Bool { stopped.load(ordering: .acquiring) }
    func stop() { stopped.store(true, ordering: .releasing) }
}

extension ServiceProcess {
    /// The process's memory now.
    var memory: ProcessMemory? { ProcessMemory(pid: pid) }

    /// Whether the process is still running and answers `/livez` with 200 on a new connection.
    func isServing() -> Bool {
        guard waitForExit(milliseconds: 10) == nil, let client = try? RawHTTPClient(port: port) else {
            return false
        }
        return (try? client.exchange("GET /livez HTTP/1.1\r\nHost: t\r\n\r\n").status) == 200
    }

    /// The `autorotate_http_open_connections` gauge.
    func openConnections() -> Int? {
        guard let client = try? RawHTTPClient(port: port),
            let response = try? client.exchange(
                "GET /metrics HTTP/1.1\r\nHost: t\r\nConnection: close\r\n\r\n")
        else { return nil }
        let line = response.text.split(separator: "\n").first {
            $0.hasPrefix("autorotate_http_open_connections ")
        }
        return line.flatMap { Int($0.split(separator: " ").last ?? "") }
    }

    /// Warms the process up (allocator arenas, worker stacks, a simulation on each worker) and
    /// returns its resident memory afterwards: the baseline later cases are compared with.
    func warmBaseline() throws -> Int {
        let client = try RawHTTPClient(port: port)
        for _ in 0..<50 {
            _ = try client.exchange(HostileClientTests.simulateRequest)
        }
        return try #require(memory).residentKiB
    }

    /// Expects the process to be alive, serving, holding only the probe's connection, and back
    /// within `slackKiB` of `baselineKiB` (allocators keep some freed memory; a leak grows past it).
    func expectRecovered(
        baselineKiB: Int, slackKiB: Int = 24 * 1024, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        #expect(isServing(), "the process died or stopped serving", sourceLocation: sourceLocation)
        var open = openConnections()
        _ = Waiting.until(pollMilliseconds: 50) {  // closes finish asynchronously (lingering close)
            open = openConnections()
            return (open ?? 0) <= 1
        }
        #expect(
            open == 1, "connections still open after the attack: \(open ?? -1)",
            sourceLocation: sourceLocation)
        // AddressSanitizer keeps freed memory in its quarantine and never hands it back, so under
        // `make sanitize` RSS says nothing; LeakSanitizer checks the process at exit instead.
        guard ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil else { return }
        let resident = memory?.residentKiB ?? Int.max
        #expect(
            resident <= baselineKiB + slackKiB,
            "RSS \(resident) KiB did not return near the \(baselineKiB) KiB baseline",
            sourceLocation: sourceLocation)
    }
}

/// Closes `fd` with a TCP reset instead of a FIN.
func resetConnection(_ fd: Int32) {
    var option = linger(l_onoff: 1, l_linger: 0)
    setsockopt(fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
    close(fd)
}

/// Slow clients: each connection sends a request line and the start of a header, then one more
/// header byte every ~2 s from a background thread (never finishing the header section).
final class Slowloris: Sendable {
    let fds: [Int32]
    private let flag = StopFlag()
    private let finished = StopFlag()

    init(port: Int, count: Int) throws {
        var fds: [Int32] = []
        for index in 0..<count {
            guard let fd = LoopbackSocket.connect(port: port) else {
                for open in fds { close(open) }
                throw RawHTTPClient.Failure(description: "slow connection \(index) failed: errno \(errno)")
            }
            _ = "GET /livez HTTP/1.1\r\nHost: t\r\nX-Slow: ".withCString {
                send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL))
            }
            fds.append(fd)
        }
        self.fds = fds
        let thread = Thread { [fds, flag, finished] in
            var byte: UInt8 = 0x61
            outer: while true {
                for fd in fds {  // one byte per connection every ~2 s (2 ms apart, 1,000 connections)
                    if flag.isStopped { break outer }
                    _ = send(fd, &byte, 1, Int32(MSG_NOSIGNAL | MSG_DONTWAIT))
                    usleep(2000)  // the trickle's pace is what a slow client is: time is the subject
                }
            }
            finished.stop()
        }
        thread.start()
    }

    /// Stops the trickle, waits for the thread to leave the sockets alone, and closes them.
    func stop() {
        flag.stop()
        // Waits for the event (the thread has left the loop; it checks the flag every 2 ms) with no
        // deadline of its own: closing the sockets earlier could hit reused descriptors, and the
        // test's time limit bounds a thread that never stops.
        while !finished.isStopped { usleep(1000) }
        for fd in fds { close(fd) }
    }
}

// The time limits are failure bounds for a hang, not speed targets: under ThreadSanitizer on a
// loaded two-core machine a case takes minutes.
@Suite("Hostile clients against autorotated", .serialized)
struct HostileClientTests {
    /// A small, valid scenario: the normal client's request.
    static let scenario = Array(
        #"{"device":{"os":"6.1"},"viewControllers":{"root":{"supportedInterfaceOrientations":"UIInterfaceOrientationMaskAll"}},"window":{"rootViewController":"root"},"events":[{"type":"deviceOrientation","orientation":"landscapeLeft"}]}"#
            .utf8)

    static var simulateRequest: String {
        "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: \(scenario.count)\r\n\r\n"
            + String(decoding: scenario, as: UTF8.self)
    }

    /// `count` sequential simulations on one keep-alive connection, each answered 200.
    static func simulate(port: Int, count: Int) throws {
        let client = try RawHTTPClient(port: port)
        let request = simulateRequest
        for _ in 0..<count {
            let response = try client.exchange(request)
            guard response.status == 200 else {
                throw RawHTTPClient.Failure(description: "status \(response.status)")
            }
        }
    }

    /// 1,000 slowloris connections, each trickling one header byte every 2 s, are all held while a
    /// normal client on its own connection is answered every time, and all are released after.
    /// How much they slow that client is a speed figure: `make bench` measures it (bench/slowloris.py).
    @Test(.timeLimit(.minutes(10))) func slowlorisDoesNotStarveNormalClients() throws {
        let process = try ServiceProcess(extraArguments: ["--header-timeout", "30"])
        let baseline = try process.warmBaseline()
        let slow = try Slowloris(port: process.port, count: 1000)
        // The event: the server holds all 1,000 (plus the gauge's own connection); if it never
        // does, the gauge's last value shows how many it held.
        var open = 0
        _ = Waiting.until(pollMilliseconds: 20) {
            open = process.openConnections() ?? 0
            return open >= 1001
        }
        try Self.simulate(port: process.port, count: 500)
        slow.stop()
        #expect(open - 1 >= 1000, "slow connections were dropped or refused: \(open - 1) open")
        process.expectRecovered(baselineKiB: baseline)
    }

    /// A gzip bomb (1 GiB of zeros in about 1 MB) is answered 413, and the server's peak memory
    /// grows by no more than a few MiB: it stops inflating at the decompressed-size cap.
    @Test(.timeLimit(.minutes(10))) func gzipBomb413WithFlatMemory() throws {
        // The declared body must fit --max-body-bytes, so the inflate cap, not the size, answers.
        let process = try ServiceProcess(extraArguments: ["--max-body-bytes", "2097152"])
        let baseline = try process.warmBaseline()
        let bomb = try Self.gzipBomb(mebibytes: 1024)
        #expect(bomb.count < 1_100_000)
        let peakBefore = try #require(process.memory).peakKiB
        do {  // the attack's sockets close before the recovery check
            let client = try RawHTTPClient(port: process.port)
            client.send(
                "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: \(bomb.count)\r\n\r\n"
            )
            client.send(bomb)
            let response = try client.readResponse()
            #expect(response.status == 413)
            #expect(response.header("Content-Type") == "application/problem+json")
            let peakAfter = try #require(process.memory).peakKiB
            if ProcessInfo.processInfo.environment["ASAN_OPTIONS"] == nil {  // see expectRecovered
                #expect(peakAfter - peakBefore < 16 * 1024, "peak RSS grew \(peakAfter - peakBefore) KiB")
            }
        }
        process.expectRecovered(baselineKiB: baseline)
    }

    /// A declared 100 MB body is refused with 413 and a close before a byte of it is sent.
    @Test func hundredMegabyteBodyRefusedUnread() throws {
        let process = try ServiceProcess()
        let baseline = try process.warmBaseline()
        do {  // the attack's sockets close before the recovery check
            let client = try RawHTTPClient(port: process.port)
            let response = try client.exchange(
                "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 104857600\r\n\r\n"
            )
            #expect(response.status == 413)
            #expect(response.header("Connection") == "close")
            #expect(client.readsEOF())
        }
        process.expectRecovered(baselineKiB: baseline)
    }

    /// A request with 10,000 header fields gets 431 (or, when the server's close overtakes the
    /// client's writes, a closed connection) and nothing else.
    @Test func tenThousandHeaders431() throws {
        let process = try ServiceProcess()
        let baseline = try process.warmBaseline()
        do {  // the attack's sockets close before the recovery check
            let client = try RawHTTPClient(port: process.port)
            var request = "GET /livez HTTP/1.1\r\nHost: t\r\n"
            for index in 0..<10_000 { request += "X-H\(index): v\r\n" }
            request += "\r\n"
            let writer = Thread { [fd = client.fd, bytes = Array(request.utf8)] in
                _ = bytes.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            }
            writer.start()
            if let response = try? client.readResponse() {
                #expect(response.status == 431)
                #expect(response.header("Connection") == "close")
            }
        }
        process.expectRecovered(baselineKiB: baseline)
    }

    /// 10,000 pipelined requests in one burst are all answered, in order, without the server
    /// buffering the burst (it reads no further while a request is in flight).
    @Test(.timeLimit(.minutes(10))) func pipeliningFlood() throws {
        let process = try ServiceProcess()
        let baseline = try process.warmBaseline()
        do {  // the attack's sockets close before the recovery check
            let client = try RawHTTPClient(port: process.port)
            let count = 10_000
            var burst: [UInt8] = []
            for index in 0..<count {
                burst += Array("GET /livez HTTP/1.1\r\nHost: t\r\nX-Request-ID: p\(index)\r\n\r\n".utf8)
            }
            let writer = Thread { [fd = client.fd, burst] in
                _ = burst.withUnsafeBytes { send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            }
            writer.start()
            var inOrder = 0
            for index in 0..<count {
                let response = try client.readResponse()
                if response.status == 200, response.header("X-Request-ID") == "p\(index)" { inOrder += 1 }
            }
            #expect(inOrder == count)
        }
        process.expectRecovered(baselineKiB: baseline)
    }

    /// Clients that reset the connection mid-request (partial head, partial body) or mid-response
    /// (a large streamed batch answer left unread) leave no connection or memory behind.
    @Test(.timeLimit(.minutes(10))) func resetsMidRequestAndMidResponse() throws {
        let process = try ServiceProcess()
        let baseline = try process.warmBaseline()
        for round in 0..<200 {
            let fd = try #require(LoopbackSocket.connect(port: process.port))
            let partial =
                round.isMultiple(of: 2)
                ? "GET /livez HTTP/1.1\r\nHo"
                : "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 500\r\n\r\n{\"dev"
            _ = partial.withCString { send(fd, $0, strlen($0), Int32(MSG_NOSIGNAL)) }
            resetConnection(fd)
        }
        let line = String(decoding: Self.scenario, as: UTF8.self) + "\n"
        let batch = Array(String(repeating: line, count: 400).utf8)
        for _ in 0..<20 {
            let client = try RawHTTPClient(port: process.port)
            var small: Int32 = 4096
            setsockopt(client.fd, SOL_SOCKET, SO_RCVBUF, &small, socklen_t(MemoryLayout<Int32>.size))
            client.send(
                "POST /v1/simulate/batch HTTP/1.1\r\nHost: t\r\nContent-Type: application/x-ndjson\r\nContent-Length: \(batch.count)\r\n\r\n"
            )
            client.send(batch)
            var head = [UInt8](repeating: 0, count: 512)
            #expect(read(client.fd, &head, head.count) > 0, "no response started")
            // The client's deinit closes the socket: with linger 0 (and unread data) that is a reset.
            var option = linger(l_onoff: 1, l_linger: 0)
            setsockopt(client.fd, SOL_SOCKET, SO_LINGER, &option, socklen_t(MemoryLayout<linger>.size))
        }
        process.expectRecovered(baselineKiB: baseline)
    }

    /// A client that half-closes after a complete request still gets its answer, then EOF; one
    /// that half-closes mid-request gets a clean close (at most a 400), never a hang.
    @Test func halfClosedSockets() throws {
        let process = try ServiceProcess()
        let baseline = try process.warmBaseline()
        do {  // the attack's sockets close before the recovery check
            let complete = try RawHTTPClient(port: process.port)
            complete.send(Self.simulateRequest)
            shutdown(complete.fd, Int32(SHUT_WR))
            #expect(try complete.readResponse().status == 200)
            #expect(complete.readsEOF())

            let partial = try RawHTTPClient(port: process.port)
            partial.send("POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Length: 50\r\n\r\n{")
            shutdown(partial.fd, Int32(SHUT_WR))
            if let response = try? partial.readResponse() {
                #expect(response.status == 400)
            }
            #expect(partial.readsEOF())
        }
        process.expectRecovered(baselineKiB: baseline)
    }

    /// Invalid UTF-8 in the request target is 400, in a header value (obs-text) is carried, and in
    /// a JSON body is a 400 problem pointing at the string.
    @Test func invalidUTF8() throws {
        let process = try ServiceProcess()
        let baseline = try process.warmBaseline()
        do {  // the attack's sockets close before the recovery check
            let target = try RawHTTPClient(port: process.port)
            target.send(Array("GET /livez".utf8) + [0xFF, 0xFE] + Array(" HTTP/1.1\r\nHost: t\r\n\r\n".utf8))
            #expect(try target.readResponse().status == 400)

            let header = try RawHTTPClient(port: process.port)
            header.send(
                Array("GET /livez HTTP/1.1\r\nHost: t\r\nX-Junk: ".utf8) + [0xC3, 0x28, 0xFF]
                    + Array("\r\n\r\n".utf8))
            #expect(try header.readResponse().status == 200)

            let body: [UInt8] =
                Array(#"{"device":{"os":"6.1"},"viewControllers":{""#.utf8) + [0xC0, 0xAF, 0xED, 0xA0, 0x80]
                + Array(#"":{}},"window":{"rootViewController":"x"}}"#.utf8)
            let raw = try RawHTTPClient(port: process.port)
            raw.send(
                "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
            )
            raw.send(body)
            let invalid = try raw.readResponse()
            #expect(invalid.status == 400)
            #expect(invalid.header("Content-Type") == "application/problem+json")
        }
        process.expectRecovered(baselineKiB: baseline)
    }

    /// JSON nested 100,000 deep (arrays, then objects) is a 400 at the depth limit, without
    /// recursing 100,000 frames deep.
    @Test func jsonNestedHundredThousandDeep() throws {
        let process = try ServiceProcess()
        let baseline = try process.warmBaseline()
        let arrays =
            Array(String(repeating: "[", count: 100_000).utf8)
            + Array(String(repeating: "]", count: 100_000).utf8)
        let objects =
            Array(String(repeating: "{\"a\":", count: 100_000).utf8) + Array("1".utf8)
            + Array(String(repeating: "}", count: 100_000).utf8)
        for body in [arrays, objects] {
            let client = try RawHTTPClient(port: process.port)
            client.send(
                "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
            )
            client.send(body)
            let response = try client.readResponse()
            #expect(response.status == 400)
            #expect(
                response.text.contains("depth") || response.text.contains("deep"),
                "\(response.text.prefix(300))")
        }
        process.expectRecovered(baselineKiB: baseline)
    }

    /// A scenario whose view controllers contain each other (a → b → c → a) is a 422 naming the
    /// cycle, answered promptly, and the connection stays usable.
    @Test func viewControllerCycle422() throws {
        let process = try ServiceProcess()
        let baseline = try process.warmBaseline()
        let body = Array(
            #"{"device":{"os":"6.1"},"viewControllers":{"a":{"children":["b"]},"b":{"children":["c"]},"c":{"children":["a"]},"root":{}},"window":{"rootViewController":"root"},"events":[{"type":"deviceOrientation","orientation":"landscapeLeft"}]}"#
                .utf8)
        do {  // the attack's sockets close before the recovery check
            let client = try RawHTTPClient(port: process.port)
            let response = try client.exchange(
                "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: \(body.count)\r\n\r\n"
                    + String(decoding: body, as: UTF8.self))
            #expect(response.status == 422)
            #expect(response.text.contains("cycle"))
            #expect(try client.exchange(Self.simulateRequest).status == 200)
        }
        process.expectRecovered(baselineKiB: baseline)
    }

    /// Every kind of error response the service gives (400, 404, 405, 408-free kinds, 413, 414,
    /// 415, 422, 431, 501, 505) is a problem+json document without a stack trace, a source file or
    /// a file-system path in it.
    @Test func errorResponsesCarryNoInternals() throws {
        let process = try ServiceProcess()
        func post(_ body: String, type: String = "application/json") -> String {
            "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: \(type)\r\nContent-Length: \(body.utf8.count)\r\n\r\n"
                + body
        }
        let requests = [
            post(#"{"a":"#),
            post("[]"),
            post(#"{"device":{"os":"6.1"},"viewControllers":{},"window":{"rootViewController":"nope"}}"#),
            post("x", type: "text/plain"),
            "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nContent-Type: application/json\r\nContent-Length: 99999999\r\n\r\n",
            "GET /etc/passwd HTTP/1.1\r\nHost: t\r\n\r\n",
            "GET /../../../../etc/passwd HTTP/1.1\r\nHost: t\r\n\r\n",
            "DELETE /v1/simulate HTTP/1.1\r\nHost: t\r\n\r\n",
            "GET /\(String(repeating: "a", count: 9000)) HTTP/1.1\r\nHost: t\r\n\r\n",
            "GET /livez HTTP/1.1\r\nHost: t\r\nX: \(String(repeating: "b", count: 17000))\r\n\r\n",
            "POST /v1/simulate HTTP/1.1\r\nHost: t\r\nTransfer-Encoding: gzip, chunked\r\n\r\n",
            "GET /livez HTTP/2.0\r\nHost: t\r\n\r\n",
            "GET /livez HTTP/1.1\r\n\r\n",
            "\u{01}\u{02} garbage\r\n\r\n",
        ]
        var statuses: [Int] = []
        for request in requests {
            let client = try RawHTTPClient(port: process.port)
            let response = try client.exchange(request)
            statuses.append(response.status)
            #expect(response.status >= 400)
            #expect(response.header("Content-Type") == "application/problem+json", "\(response.status)")
            for leak in ["/work/", "/home/", "/opt/", ".swift", "Fatal error", "Stack", "0x0000", "Sources/"]
            {
                #expect(
                    !response.text.contains(leak), "\(response.status) carries '\(leak)': \(response.text)")
            }
        }
        #expect(
            Set(statuses).isSuperset(of: [400, 404, 405, 413, 414, 415, 422, 431, 501, 505]), "\(statuses)")
        #expect(process.isServing())
    }

    // MARK: - The bomb

    /// A gzip member inflating to `mebibytes` MiB of zeros, built without compressing them all: after
    /// the first MiB, deflate's output for each further MiB of zeros (window full of zeros, sync
    /// flush) is the same byte-aligned block, so it is repeated. The trailer carries the true CRC
    /// and size, so the member is valid gzip end to end.
    static func gzipBomb(mebibytes: Int) throws -> [UInt8] {
        let deflater = try #require(GzipDeflater(level: 9))
        let zeros = [UInt8](repeating: 0, count: 1 << 20)
        let head = deflater.compress(zeros, final: false)
        let block = deflater.compress(zeros, final: false)
        let again = deflater.compress(zeros, final: false)
        try #require(block == again, "deflate's output for a MiB of zeros is not periodic")
        // The final empty block: the end of what `compress(final: true)` writes, before its trailer.
        let tail = deflater.compress([], final: true)
        try #require(tail.count >= 8)
        var bomb = head
        for _ in 1..<mebibytes { bomb += block }
        bomb += tail.dropLast(8)
        let zeroCRC = zeros.withUnsafeBufferPointer { crc32(0, $0.baseAddress, UInt32($0.count)) }
        var crc: UInt = 0
        for _ in 0..<mebibytes { crc = crc32_combine(crc, zeroCRC, 1 << 20) }
        let size = UInt32(truncatingIfNeeded: mebibytes << 20)
        for shift in stride(from: 0, to: 32, by: 8) {
            bomb.append(UInt8(truncatingIfNeeded: UInt32(crc) >> shift))
        }
        for shift in stride(from: 0, to: 32, by: 8) { bomb.append(UInt8(truncatingIfNeeded: size >> shift)) }
        return bomb
    }
}
