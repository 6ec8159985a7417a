import AutorotatePlatform
import CLibcurl
import Glibc

/// Reads one HTTP/1.1 answer from raw bytes: the head (interim 1xx answers skipped), then a body
/// framed by `Content-Length`, by chunks, or by the end of the connection, inflated when it is
/// gzip; every piece of the body goes to the sink as it arrives.
///
/// Works in a buffer it borrows from its transport (no allocation per answer). Anything a server
/// can get wrong (a bad status line, a head longer than the buffer, a bad chunk size, an early
/// end) is a ``TransportError``, never a trap or a wait without end: every wait is bounded by the
/// source's deadline.
struct ResponseReader<Source: ResponseByteSource> {
    private var source: Source
    private let base: UnsafeMutablePointer<UInt8>
    private let capacity: Int
    private var start = 0
    private var end = 0
    /// Bytes of the answer received so far.
    private(set) var received = 0

    /// The longest chunk-size or trailer line.
    static var maxLineBytes: Int { 4096 }

    /// Reads from `source` into the `capacity` bytes at `buffer`: the longest head accepted
    /// (more than ``maxLineBytes``).
    init(source: Source, buffer: UnsafeMutablePointer<UInt8>, capacity: Int) {
        self.source = source
        base = buffer
        self.capacity = capacity
    }

    /// Reads the answer into `sink`; whether the connection can carry another request.
    mutating func read(into sink: TransferSink, inflater: ResponseInflater) throws(TransportError) -> Bool {
        var head: ResponseHead
        repeat {
            let headEnd = try findHeadEnd()
            head = try ResponseHead.parse(
                UnsafeBufferPointer(start: base + start, count: headEnd - start), into: sink)
            start = headEnd
        } while head.status < 200
        guard head.hasBody else { return head.keepsConnection && start == end }
        if head.gzip { try inflater.begin() }
        let deliver = Delivery(sink: sink, inflater: head.gzip ? inflater : nil)
        var framed = true
        if head.chunked {
            try readChunks(deliver)
        } else if let length = head.contentLength {
            try readBody(length, deliver) { "connection closed with \($0) bytes of the answer still to come" }
        } else {
            try readUntilClose(deliver)
            framed = false
        }
        if head.gzip { try inflater.finish() }
        return framed && head.keepsConnection && start == end
    }

    /// Where the body goes: straight to the sink, or through the inflater.
    private struct Delivery {
        let sink: TransferSink
        let inflater: ResponseInflater?
    }

    /// The offset just past the blank line that ends the head, reading more until it is there.
    private mutating func findHeadEnd() throws(TransportError) -> Int {
        var scanned = 0
        while true {
            var index = start + scanned
            while index < end {
                if base[index] == 0x0A {
                    // An empty line: LF right after the previous LF, or CR LF after it.
                    if index == start || (index == start + 1 && base[start] == 0x0D) {
                        throw ResponseHead.malformed("bad status line")
                    }
                    if base[index - 1] == 0x0A
                        || (base[index - 1] == 0x0D && index - 2 >= start && base[index - 2] == 0x0A)
                    {
                        return index + 1
                    }
                }
                index += 1
            }
            scanned = end - start
            if scanned >= capacity {
                throw ResponseHead.malformed("response head longer than \(capacity) bytes")
            }
            guard try fill() else {
                throw received == 0
                    ? TransportError(code: CURLE_GOT_NOTHING, detail: "")
                    : TransportError(
                        code: CURLE_PARTIAL_FILE, detail: "connection closed inside the response head")
            }
        }
    }

    /// `length` bytes of body; `ending` says how many were missing when the connection ends first.
    private mutating func readBody(
        _ length: Int, _ deliver: Delivery, ending: (Int) -> String
    ) throws(TransportError) {
        var remaining = length
        while remaining > 0 {
            if start == end {
                guard try fill() else {
                    throw TransportError(code: CURLE_PARTIAL_FILE, detail: ending(remaining))
                }
            }
            let count = min(remaining, end - start)
            try pass(count, deliver)
            remaining -= count
        }
    }

    /// Chunks until the last (size 0), then the trailer fields, which are skipped.
    private mutating func readChunks(_ deliver: Delivery) throws(TransportError) {
        while true {
            let line = try readLine()
            var size = 0
            var digits = 0
            var index = line.lowerBound
            while index < line.upperBound, let digit = base[index].hexDigitValue {
                guard digits < 15 else { throw ResponseHead.malformed("chunk size too large") }
                size = size << 4 | digit
                digits += 1
                index += 1
            }
            // After the digits only white space or `;` and chunk extensions may follow.
            guard digits > 0,
                index == line.upperBound || base[index] == 0x3B || base[index] == 0x20 || base[index] == 0x09
            else { throw ResponseHead.malformed("bad chunk size") }
            if size == 0 {
                while !(try readLine()).isEmpty {}
                return
            }
            try readBody(size, deliver) { "connection closed inside a chunk (\($0) bytes still to come)" }
            guard try readLine().isEmpty else {
                throw ResponseHead.malformed("chunk data not followed by CRLF")
            }
        }
    }

    /// Everything until the server closes the connection.
    private mutating func readUntilClose(_ deliver: Delivery) throws(TransportError) {
        repeat {
            if start < end { try pass(end - start, deliver) }
        } while try fill()
    }

    /// The next line (without its CR LF), as offsets into the buffer, valid until the next read.
    private mutating func readLine() throws(TransportError) -> Range<Int> {
        var scanned = 0
        while true {
            var index = start + scanned
            while index < end, base[index] != 0x0A { index += 1 }
            if index < end {
                let lineStart = start
                start = index + 1
                if index > lineStart, base[index - 1] == 0x0D { index -= 1 }
                return lineStart..<index
            }
            scanned = end - start
            if scanned >= Self.maxLineBytes {
                throw ResponseHead.malformed("chunk line longer than \(Self.maxLineBytes) bytes")
            }
            guard try fill() else {
                throw TransportError(
                    code: CURLE_PARTIAL_FILE, detail: "connection closed inside a chunked answer")
            }
        }
    }

    /// Hands the next `count` buffered bytes to the body's destination.
    private mutating func pass(_ count: Int, _ deliver: Delivery) throws(TransportError) {
        let piece = UnsafeRawBufferPointer(start: base + start, count: count)
        if let inflater = deliver.inflater {
            try inflater.feed(piece, into: deliver.sink)
        } else {
            deliver.sink.receiveBody(piece)
        }
        start += count
        if source.isCancelled { throw TransferLimits.cancelled }
    }

    /// Reads more bytes after those buffered, moving them to the front when the buffer is full;
    /// `false` at the end of the stream.
    private mutating func fill() throws(TransportError) -> Bool {
        if start == end {
            start = 0
            end = 0
        } else if end == capacity, start > 0 {
            memmove(base, base + start, end - start)
            end -= start
            start = 0
        }
        guard end < capacity else {
            throw ResponseHead.malformed("response head longer than \(capacity) bytes")
        }
        let count = try source.read(
            into: UnsafeMutableRawBufferPointer(start: base + end, count: capacity - end)
        ).get()
        end += count
        received += count
        return count > 0
    }

}
