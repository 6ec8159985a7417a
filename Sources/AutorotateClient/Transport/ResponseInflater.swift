import CLibcurl
import CZlib

/// Inflates a gzip answer piece by piece as it arrives, handing what comes out to the sink, so a
/// streamed answer's lines reach their consumer as soon as they are decoded.
///
/// One zlib stream per transport, reset for each answer. Members that follow one another (RFC 1952
/// §2.2) decode to the concatenation of their contents. Not thread-safe: it belongs to one
/// ``WireTransport``.
final class ResponseInflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private let chunk: UnsafeMutableBufferPointer<UInt8>
    private var initialized = false
    /// The current member has ended; more input starts another.
    private var ended = false

    init() {
        stream = .allocate(capacity: 1)
        stream.initialize(to: z_stream())
        chunk = .allocate(capacity: 16 * 1024)
    }

    deinit {
        if initialized { inflateEnd(stream) }
        stream.deallocate()
        chunk.deallocate()
    }

    /// The failure for bytes that are not the gzip they claim to be.
    static func corrupt(_ detail: String) -> TransportError {
        TransportError(code: CURLE_BAD_CONTENT_ENCODING, detail: "malformed gzip answer: \(detail)")
    }

    /// Prepares for a new answer.
    func begin() throws(TransportError) {
        if initialized {
            guard inflateReset(stream) == Z_OK else { throw Self.corrupt("zlib could not reset") }
        } else {
            guard czlib_inflate_init_auto(stream) == Z_OK else { throw Self.corrupt("zlib could not start") }
            initialized = true
        }
        ended = false
    }

    /// Inflates `input` and passes every decoded byte to `sink`.
    func feed(_ input: UnsafeRawBufferPointer, into sink: TransferSink) throws(TransportError) {
        guard let base = input.baseAddress, !input.isEmpty else { return }
        defer {
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
        }
        stream.pointee.next_in = UnsafeMutablePointer(mutating: base.assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = UInt32(input.count)
        repeat {
            if ended {
                guard stream.pointee.avail_in > 0 else { break }
                guard inflateReset(stream) == Z_OK else { throw Self.corrupt("zlib could not reset") }
                ended = false
            }
            stream.pointee.next_out = chunk.baseAddress
            stream.pointee.avail_out = UInt32(chunk.count)
            let status = inflate(stream, Z_NO_FLUSH)
            let produced = chunk.count - Int(stream.pointee.avail_out)
            if produced > 0 {
                sink.receiveBody(UnsafeRawBufferPointer(start: chunk.baseAddress, count: produced))
            }
            switch status {
            case Z_STREAM_END: ended = true
            case Z_OK: break
            case Z_BUF_ERROR where produced == 0: return
            default: throw Self.corrupt("zlib error \(status)")
            }
        } while stream.pointee.avail_in > 0 || stream.pointee.avail_out == 0
    }

    /// Checks that the answer ended at the end of a gzip member.
    func finish() throws(TransportError) {
        guard ended else { throw Self.corrupt("the answer ended inside the compressed data") }
    }
}
