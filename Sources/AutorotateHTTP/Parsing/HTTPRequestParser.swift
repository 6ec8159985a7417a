import AutorotatePlatform

/// An HTTP/1.x request parser: a state machine fed bytes, with an injected clock for its timeouts.
///
/// Feed it whatever the socket delivered with ``feed(_:)`` and pull events with ``next()`` until it
/// answers ``Event/needMoreData``. Each request yields ``Event/head(_:)`` once its header section is
/// complete (the moment to send `100 Continue` or to refuse early) and then ``Event/request(_:body:)``
/// once its body is complete. Bytes after a request stay buffered for the next one (pipelining);
/// the caller decides when to ask for it, so responses go out in request order.
///
/// It never trusts the peer: every length is bounded by ``HTTPParserLimits``, a request that could be
/// read two ways (`Content-Length` with `chunked`, repeated `Content-Length`, bare LF, obs-fold) is
/// refused with 400, and after an ``Event/error(_:)`` it stays failed.
///
/// ```swift
/// var parser = HTTPRequestParser(limits: HTTPParserLimits(), clock: SystemMonotonicClock())
/// parser.feed(Array("GET /livez HTTP/1.1\r\nHost: x\r\n\r\n".utf8))
/// parser.next()  // .head(…)
/// parser.next()  // .request(…, body: [])
/// parser.next()  // .needMoreData
/// ```
public struct HTTPRequestParser<Clock: MonotonicClock>: Sendable {
    /// What the parser found.
    public enum Event: Sendable, Equatable {
        /// The buffered bytes hold no further event.
        case needMoreData
        /// A request's header section is complete; its body (if any) follows.
        case head(HTTPRequestHead)
        /// A request is complete: its head and de-chunked body.
        case request(HTTPRequestHead, body: [UInt8])
        /// The input is not acceptable; answer `error.status` and close the connection.
        case error(HTTPParseError)
    }

    private enum BodyFraming: Sendable, Equatable {
        case none
        case fixed(Int)
        case chunked
    }

    private enum State: Sendable, Equatable {
        case requestLine
        case headers
        case headComplete(BodyFraming)
        case fixedBody(remaining: Int)
        case chunkSize
        case chunkData(remaining: Int)
        case chunkDataEnd
        case trailers
        case failed
    }

    /// The limits in force.
    public let limits: HTTPParserLimits
    /// The clock the timeouts read.
    public let clock: Clock

    private var state: State = .requestLine
    private var buffer: [UInt8] = []
    private var readIndex = 0

    private var method = ""
    private var target = ""
    private var minorVersion = 1
    private var headers = HTTPHeaders()
    private var headerBytes = 0
    private var body: [UInt8] = []
    private var deadline: UInt64?
    private var requestStarted = false

    /// Creates a parser waiting for a request line.
    public init(limits: HTTPParserLimits, clock: Clock) {
        self.limits = limits
        self.clock = clock
    }

    /// Whether bytes of a request that has not been completed yet are buffered or being read.
    public var isMidRequest: Bool {
        if state == .failed { return false }
        if state == .requestLine { return readIndex < buffer.count }
        return true
    }

    /// Bytes received and not yet consumed.
    public var bufferedByteCount: Int { buffer.count - readIndex }

    /// Appends bytes received from the peer.
    public mutating func feed(_ bytes: some Collection<UInt8>) {
        guard state != .failed, !bytes.isEmpty else { return }
        if readIndex > 0, readIndex == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            readIndex = 0
        } else if readIndex >= 16 * 1024 {
            buffer.removeSubrange(0..<readIndex)
            readIndex = 0
        }
        if !requestStarted, state == .requestLine {
            requestStarted = true
            deadline = clock.nanoseconds() &+ limits.headerTimeout.nanosecondsClamped
        }
        // A fixed-length body with nothing else buffered: its bytes go straight into the body
        // (one copy fewer of every body byte after the first read; a batch body is megabytes),
        // and only what follows it is buffered. `next()` then finds the same state it would
        // have reached by copying them itself.
        if case .fixedBody(let remaining) = state, readIndex == buffer.count {
            let split = bytes.index(bytes.startIndex, offsetBy: min(remaining, bytes.count))
            body.append(contentsOf: bytes[..<split])
            state = .fixedBody(remaining: remaining - bytes.distance(from: bytes.startIndex, to: split))
            buffer.append(contentsOf: bytes[split...])
            return
        }
        buffer.append(contentsOf: bytes)
    }

    /// A 408 error when the request being read has outlived its header or body timeout, else `nil`.
    /// Marks the parser failed when it returns an error.
    public mutating func checkTimeout() -> HTTPParseError? {
        guard let deadline, state != .failed, clock.nanoseconds() >= deadline else { return nil }
        let inHead = state == .requestLine || state == .headers
        return fail(
            408,
            inHead
                ? "the request header was not received in time" : "the request body was not received in time")
    }

    /// The next event the buffered bytes allow.
    public mutating func next() -> Event {
        while true {
            switch state {
            case .failed:
                return .needMoreData
            case .requestLine:
                guard let line = takeLine(limit: limits.maxURILength + 64, overflowStatus: 414) else {
                    return .needMoreData
                }
                if let error = line.error { return .error(error) }
                if line.range.isEmpty {
                    // RFC 9112 §2.2: ignore empty lines before a request (some clients send a CRLF
                    // after a body); if nothing else is buffered, no request has started yet.
                    if readIndex == buffer.count {
                        requestStarted = false
                        deadline = nil
                    }
                    continue
                }
                if let error = parseRequestLine(line.range) { return .error(fail(error)) }
                state = .headers
            case .headers:
                let room = limits.maxHeaderBytes - headerBytes
                guard let line = takeLine(limit: max(room, 0), overflowStatus: 431) else {
                    return .needMoreData
                }
                if let error = line.error { return .error(error) }
                headerBytes += line.range.count + 2
                if line.range.isEmpty {
                    switch framing() {
                    case .failure(let error): return .error(fail(error))
                    case .success(let framing):
                        state = .headComplete(framing)
                        return .head(currentHead)
                    }
                }
                if let error = Self.parseHeaderLine(buffer[line.range], into: &headers) {
                    return .error(fail(error))
                }
                if headers.fields.count > limits.maxHeaderCount {
                    return .error(fail(431, "too many header fields (at most \(limits.maxHeaderCount))"))
                }
            case .headComplete(let framing):
                switch framing {
                case .none: return finishRequest()
                case .fixed(let length):
                    startBodyTimer()
                    if length == 0 { return finishRequest() }
                    body.reserveCapacity(length)
                    state = .fixedBody(remaining: length)
                case .chunked:
                    startBodyTimer()
                    state = .chunkSize
                }
            case .fixedBody(let remaining):
                if remaining == 0 { return finishRequest() }
                let available = min(remaining, buffer.count - readIndex)
                if available == 0 { return .needMoreData }
                body.append(contentsOf: buffer[readIndex..<readIndex + available])
                readIndex += available
                if remaining == available { return finishRequest() }
                state = .fixedBody(remaining: remaining - available)
            case .chunkSize:
                guard let line = takeLine(limit: 4096, overflowStatus: 400) else { return .needMoreData }
                if let error = line.error { return .error(error) }
                switch parseChunkSize(line.range) {
                case .failure(let error): return .error(fail(error))
                case .success(0): state = .trailers
                case .success(let size):
                    if size > limits.maxBodyBytes - body.count {
                        return .error(fail(413, "the request body exceeds \(limits.maxBodyBytes) bytes"))
                    }
                    state = .chunkData(remaining: size)
                }
            case .chunkData(let remaining):
                let available = min(remaining, buffer.count - readIndex)
                if available == 0 { return .needMoreData }
                body.append(contentsOf: buffer[readIndex..<readIndex + available])
                readIndex += available
                state = remaining == available ? .chunkDataEnd : .chunkData(remaining: remaining - available)
            case .chunkDataEnd:
                if buffer.count - readIndex < 2 {
                    if readIndex < buffer.count, buffer[readIndex] != 0x0D {
                        return .error(fail(400, "chunk data is not followed by CRLF"))
                    }
                    return .needMoreData
                }
                guard buffer[readIndex] == 0x0D, buffer[readIndex + 1] == 0x0A else {
                    return .error(fail(400, "chunk data is not followed by CRLF"))
                }
                readIndex += 2
                state = .chunkSize
            case .trailers:
                let room = limits.maxHeaderBytes - headerBytes
                guard let line = takeLine(limit: max(room, 0), overflowStatus: 431) else {
                    return .needMoreData
                }
                if let error = line.error { return .error(error) }
                headerBytes += line.range.count + 2
                if line.range.isEmpty { return finishRequest() }
                var trailers = HTTPHeaders()
                if let error = Self.parseHeaderLine(buffer[line.range], into: &trailers) {
                    return .error(fail(error))
                }
            }
        }
    }

    // MARK: - Lines

    private struct Line {
        var range: Range<Int>
        var error: HTTPParseError?
    }

    /// Takes the next CRLF-terminated line (without the CRLF), or `nil` when it is not complete yet.
    /// A line longer than `limit` or ending in a bare LF is an error.
    private mutating func takeLine(limit: Int, overflowStatus: Int) -> Line? {
        let end = buffer.count
        var index = readIndex
        let scanEnd = min(end, readIndex &+ limit &+ 2)
        while index < scanEnd {
            if buffer[index] == 0x0A {
                guard index > readIndex, buffer[index - 1] == 0x0D else {
                    return Line(range: 0..<0, error: fail(400, "a line ends in a bare LF"))
                }
                let range = readIndex..<(index - 1)
                readIndex = index + 1
                if range.count > limit {
                    return Line(range: 0..<0, error: fail(overflowStatus, overflowDetail(overflowStatus)))
                }
                if buffer[range].contains(0x0D) {
                    return Line(range: 0..<0, error: fail(400, "a line contains a bare CR"))
                }
                return Line(range: range, error: nil)
            }
            index += 1
        }
        if end - readIndex > limit &+ 1 {
            return Line(range: 0..<0, error: fail(overflowStatus, overflowDetail(overflowStatus)))
        }
        return nil
    }

    private func overflowDetail(_ status: Int) -> String {
        switch status {
        case 414: "the request target is longer than \(limits.maxURILength) bytes"
        case 431: "the request header section is larger than \(limits.maxHeaderBytes) bytes"
        default: "a chunk-size line is too long"
        }
    }

    // MARK: - Request line and headers

    private mutating func parseRequestLine(_ range: Range<Int>) -> HTTPParseError? {
        let line = buffer[range]
        guard let firstSpace = line.firstIndex(of: 0x20) else {
            return HTTPParseError(status: 400, detail: "the request line is malformed")
        }
        let methodBytes = line[line.startIndex..<firstSpace]
        guard !methodBytes.isEmpty, methodBytes.allSatisfy(Self.isTokenByte) else {
            return HTTPParseError(status: 400, detail: "the request method is malformed")
        }
        let rest = line[(firstSpace + 1)...]
        guard let secondSpace = rest.firstIndex(of: 0x20) else {
            return HTTPParseError(status: 400, detail: "the request line is malformed")
        }
        let targetBytes = rest[rest.startIndex..<secondSpace]
        let versionBytes = rest[(secondSpace + 1)...]
        if targetBytes.count > limits.maxURILength {
            return HTTPParseError(status: 414, detail: overflowDetail(414))
        }
        guard !targetBytes.isEmpty, targetBytes.allSatisfy({ $0 > 0x20 && $0 < 0x7F }) else {
            return HTTPParseError(status: 400, detail: "the request target is malformed")
        }
        // Read in place (an array of the eight bytes was an allocation per request).
        let at = versionBytes.startIndex
        guard versionBytes.count == 8, versionBytes[at..<(at + 5)].elementsEqual("HTTP/".utf8),
            versionBytes[at + 6] == 0x2E, Self.isDigit(versionBytes[at + 5]),
            Self.isDigit(versionBytes[at + 7])
        else {
            return HTTPParseError(status: 400, detail: "the HTTP version is malformed")
        }
        let major = versionBytes[at + 5]
        let minor = versionBytes[at + 7]
        guard major == 0x31, minor == 0x30 || minor == 0x31 else {
            return HTTPParseError(status: 505, detail: "only HTTP/1.0 and HTTP/1.1 are supported")
        }
        method = String(decoding: methodBytes, as: UTF8.self)
        target = String(decoding: targetBytes, as: UTF8.self)
        minorVersion = minor == 0x31 ? 1 : 0
        return nil
    }

    /// Static, with the line passed in: as a method of the parser, writing into one of its own
    /// header lists made Swift copy the whole parser for each header line.
    private static func parseHeaderLine(_ line: ArraySlice<UInt8>, into headers: inout HTTPHeaders)
        -> HTTPParseError?
    {
        guard let first = line.first, first != 0x20, first != 0x09 else {
            return HTTPParseError(status: 400, detail: "obsolete line folding is not accepted")
        }
        guard let colon = line.firstIndex(of: 0x3A) else {
            return HTTPParseError(status: 400, detail: "a header line has no colon")
        }
        let name = line[line.startIndex..<colon]
        guard !name.isEmpty, name.allSatisfy(Self.isTokenByte) else {
            return HTTPParseError(status: 400, detail: "a header field name is malformed")
        }
        var valueStart = colon + 1
        var valueEnd = line.endIndex
        while valueStart < valueEnd, line[valueStart] == 0x20 || line[valueStart] == 0x09 {
            valueStart += 1
        }
        while valueEnd > valueStart, line[valueEnd - 1] == 0x20 || line[valueEnd - 1] == 0x09 {
            valueEnd -= 1
        }
        let value = line[valueStart..<valueEnd]
        guard value.allSatisfy({ $0 >= 0x20 || $0 == 0x09 }), !value.contains(0x7F) else {
            return HTTPParseError(status: 400, detail: "a header field value contains a control character")
        }
        // Room for a usual request's fields at once, instead of regrowing at the 1st, 2nd and 4th.
        if headers.fields.isEmpty { headers.reserveCapacity(8) }
        headers.add(String(decoding: name, as: UTF8.self), String(decoding: value, as: UTF8.self))
        return nil
    }

    /// How the body is delimited (RFC 9112 §6.3), refusing anything ambiguous.
    private func framing() -> Result<BodyFraming, HTTPParseError> {
        if minorVersion == 1 {
            guard headers.count(of: "Host") == 1 else {
                return .failure(
                    HTTPParseError(status: 400, detail: "an HTTP/1.1 request needs exactly one Host header"))
            }
        }
        if let expect = headers["Expect"],
            !expect.trimmingASCIIWhitespace().equalsIgnoringASCIICase("100-continue")
        {
            return .failure(HTTPParseError(status: 417, detail: "only 'Expect: 100-continue' is supported"))
        }
        // Counted first: the arrays are built only for the rare requests that need them.
        let lengthCount = headers.count(of: "Content-Length")
        if headers.count(of: "Transfer-Encoding") > 0 {
            let codings = headers.values("Transfer-Encoding")
            guard lengthCount == 0 else {
                return .failure(
                    HTTPParseError(
                        status: 400,
                        detail: "a request may not have both Content-Length and Transfer-Encoding"))
            }
            guard minorVersion == 1 else {
                return .failure(
                    HTTPParseError(status: 400, detail: "Transfer-Encoding is not allowed in HTTP/1.0"))
            }
            let items = codings.flatMap { $0.split(separator: ",", omittingEmptySubsequences: false) }
                .map { $0.trimmingASCIIWhitespace() }
            guard let last = items.last, last.equalsIgnoringASCIICase("chunked") else {
                return .failure(
                    HTTPParseError(status: 400, detail: "the last transfer coding must be 'chunked'"))
            }
            guard items.count == 1 else {
                return .failure(
                    HTTPParseError(status: 501, detail: "only the 'chunked' transfer coding is supported"))
            }
            return .success(.chunked)
        }
        guard lengthCount > 0, let lengthText = headers["Content-Length"] else { return .success(.none) }
        guard lengthCount == 1 else {
            return .failure(HTTPParseError(status: 400, detail: "Content-Length is repeated"))
        }
        let text = lengthText.utf8
        guard !text.isEmpty, text.count <= 18, text.allSatisfy(Self.isDigit), let length = Int(lengthText)
        else {
            return .failure(
                HTTPParseError(status: 400, detail: "Content-Length is not a single decimal number"))
        }
        if length > limits.maxBodyBytes {
            return .failure(
                HTTPParseError(status: 413, detail: "the request body exceeds \(limits.maxBodyBytes) bytes"))
        }
        return .success(.fixed(length))
    }

    private func parseChunkSize(_ range: Range<Int>) -> Result<Int, HTTPParseError> {
        var size = 0
        var digits = 0
        var index = range.lowerBound
        while index < range.upperBound, let digit = buffer[index].hexDigitValue {
            digits += 1
            guard digits <= 15 else {
                return .failure(HTTPParseError(status: 400, detail: "a chunk size is too large"))
            }
            size = size * 16 + digit
            index += 1
        }
        guard digits > 0 else {
            return .failure(HTTPParseError(status: 400, detail: "a chunk size is malformed"))
        }
        while index < range.upperBound, buffer[index] == 0x20 || buffer[index] == 0x09 { index += 1 }
        guard index == range.upperBound || buffer[index] == 0x3B else {
            return .failure(HTTPParseError(status: 400, detail: "a chunk size is malformed"))
        }
        return .success(size)
    }

    // MARK: - Transitions

    private var currentHead: HTTPRequestHead {
        HTTPRequestHead(method: method, target: target, minorVersion: minorVersion, headers: headers)
    }

    private mutating func startBodyTimer() {
        deadline = clock.nanoseconds() &+ limits.bodyTimeout.nanosecondsClamped
    }

    private mutating func finishRequest() -> Event {
        let event = Event.request(currentHead, body: body)
        state = .requestLine
        method = ""
        target = ""
        headers = HTTPHeaders()
        headerBytes = 0
        body = []
        if readIndex < buffer.count {
            requestStarted = true
            deadline = clock.nanoseconds() &+ limits.headerTimeout.nanosecondsClamped
        } else {
            requestStarted = false
            deadline = nil
        }
        return event
    }

    /// Restarts the header timer of a pipelined request that waited while the previous one was
    /// being answered (call when the connection starts reading it).
    public mutating func restartTimerForBufferedRequest() {
        guard state == .requestLine, readIndex < buffer.count else { return }
        deadline = clock.nanoseconds() &+ limits.headerTimeout.nanosecondsClamped
    }

    private mutating func fail(_ status: Int, _ detail: String) -> HTTPParseError {
        fail(HTTPParseError(status: status, detail: detail))
    }

    private mutating func fail(_ error: HTTPParseError) -> HTTPParseError {
        state = .failed
        buffer = []
        readIndex = 0
        body = []
        deadline = nil
        return error
    }

    // MARK: - Byte classes

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= 0x30 && byte <= 0x39 }

    /// RFC 9110 `tchar`.
    private static func isTokenByte(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x30...0x39, 0x41...0x5A, 0x61...0x7A: true
        case 0x21, 0x23, 0x24, 0x25, 0x26, 0x27, 0x2A, 0x2B, 0x2D, 0x2E, 0x5E, 0x5F, 0x60, 0x7C, 0x7E: true
        default: false
        }
    }
}
