import CZlib

/// One-shot gzip compression and bounded decompression, the one gzip codec of the package: the
/// server inflates request bodies and compresses answers with it, the client compresses request
/// bodies with it.
///
/// ```swift
/// let body = Gzip.compress(Array("hello".utf8))
/// let back = body.map { Gzip.decompress($0, maxOutputBytes: 1 << 20) }
/// ```
public enum Gzip {
    /// `bytes` as a complete gzip member, or `nil` if zlib failed (out of memory).
    ///
    /// The calling thread's raw deflate stream is reset and reused (``GzipThreadStreams``) and
    /// writes the compressed data in one `deflate` call; the header and the trailer around it are
    /// the ones zlib's own gzip framing writes, byte for byte, with the CRC-32 computed by
    /// `czlib_crc32` (carry-less multiplication where the CPU has it: zlib 1.2.13's table-driven
    /// loop was about a seventh of the work on a 19 KB answer).
    public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        guard bytes.count <= Int(UInt32.max) >> 1,
            let stream = GzipThreadStreams.current.deflater(level: level)
        else { return nil }
        let bound = headerSize + Int(deflateBound(stream, UInt(bytes.count))) + trailerSize
        var status = Z_OK
        let output = bytes.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: bound) { out, count in
                count = 0
                guard let start = out.baseAddress else { return }
                writeHeader(level: level, to: start)
                stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.pointee.avail_in = UInt32(input.count)
                stream.pointee.next_out = start + headerSize
                stream.pointee.avail_out = UInt32(bound - headerSize - trailerSize)
                // With deflateBound's room and Z_FINISH, zlib guarantees Z_STREAM_END in one call.
                status = deflate(stream, Z_FINISH)
                let end = bound - trailerSize - Int(stream.pointee.avail_out)
                let crc = input.baseAddress.map { czlib_crc32(0, $0, input.count) } ?? 0
                writeLittleEndian(crc, to: start + end)
                writeLittleEndian(UInt32(truncatingIfNeeded: input.count), to: start + end + 4)
                count = end + trailerSize
                stream.pointee.next_in = nil
                stream.pointee.avail_in = 0
                stream.pointee.next_out = nil
                stream.pointee.avail_out = 0
            }
        }
        return status == Z_STREAM_END ? output : nil
    }

    /// The zlib level for answers compressed on the request path. Levels 1–3 share zlib's fast
    /// strategy and level 4 and up switch to the lazy one, which costs about twice the CPU for a
    /// slightly smaller answer; within the fast strategy, 3 is both the cheapest and the smallest
    /// on simulation JSON. Dynamic answers favour the CPU (bench/NOTES.md has the figures).
    public static let answerLevel: Int32 = 3

    /// A gzip member's header and trailer sizes (RFC 1952 §2.3: no optional fields; CRC-32 and
    /// ISIZE).
    private static let headerSize = 10
    private static let trailerSize = 8

    /// The header zlib writes for a gzip stream without a `gz_header` (deflate.c, 1.2.x): magic,
    /// deflate, no flags, no modification time, the extra flags for `level` (2 at 9, 4 below 2,
    /// else 0), and 3 (Unix) as the operating system.
    private static func writeHeader(level: Int32, to start: UnsafeMutablePointer<UInt8>) {
        let effective = level == Z_DEFAULT_COMPRESSION ? 6 : level
        let extraFlags: UInt8 = effective == 9 ? 2 : (effective < 2 ? 4 : 0)
        start.initialize(repeating: 0, count: headerSize)
        start[0] = 0x1F
        start[1] = 0x8B
        start[2] = 8
        start[8] = extraFlags
        start[9] = 3
    }

    private static func writeLittleEndian(_ value: UInt32, to start: UnsafeMutablePointer<UInt8>) {
        for index in 0..<4 { start[index] = UInt8(truncatingIfNeeded: value >> (8 * UInt32(index))) }
    }

    /// Decompresses gzip (or zlib) data, never producing more than `maxOutputBytes` in all.
    ///
    /// Several gzip members one after another (RFC 1952 §2.2; what `cat a.gz b.gz` or Python's
    /// `gzip` appending makes) decompress to the concatenation of their contents, and the cap
    /// counts the output of all of them. Data that ends inside a member, or continues after the
    /// last one with anything but another gzip member, is ``GzipError/corrupt``; a zlib stream is
    /// one stream only.
    public static func decompress(_ bytes: [UInt8], maxOutputBytes: Int) -> Result<[UInt8], GzipError> {
        guard bytes.count <= Int(UInt32.max) else { return .failure(.tooLarge) }
        // The calling thread's inflate stream, reset, and its chunk (``GzipThreadStreams``).
        let streams = GzipThreadStreams.current
        guard let stream = streams.inflater() else { return .failure(.corrupt) }
        let chunk = streams.inflateChunk
        defer {
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
            stream.pointee.next_out = nil
            stream.pointee.avail_out = 0
        }
        let isGzip = startsGzipMember(bytes[...])
        var output: [UInt8] = []
        return bytes.withUnsafeBufferPointer { input -> Result<[UInt8], GzipError> in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = UInt32(input.count)
            while true {
                stream.pointee.next_out = chunk.baseAddress
                stream.pointee.avail_out = UInt32(chunk.count)
                let status = inflate(stream, Z_NO_FLUSH)
                let produced = chunk.count - Int(stream.pointee.avail_out)
                if output.count + produced > maxOutputBytes { return .failure(.tooLarge) }
                output.append(contentsOf: UnsafeBufferPointer(rebasing: chunk[0..<produced]))
                switch status {
                case Z_STREAM_END:
                    let remaining = Int(stream.pointee.avail_in)
                    if remaining == 0 { return .success(output) }
                    // Another member follows (gzip only); zlib keeps the window bits on reset.
                    guard isGzip, startsGzipMember(input[(input.count - remaining)...]),
                        inflateReset(stream) == Z_OK
                    else { return .failure(.corrupt) }
                case Z_OK:
                    continue
                case Z_BUF_ERROR:
                    // No progress possible: the input ended before the end of the stream.
                    if produced == 0 { return .failure(.corrupt) }
                default:
                    return .failure(.corrupt)
                }
            }
        }
    }

    /// Whether `bytes` begins with the gzip magic number (RFC 1952 §2.3.1: ID1 0x1f, ID2 0x8b).
    private static func startsGzipMember(_ bytes: some Collection<UInt8>) -> Bool {
        var iterator = bytes.makeIterator()
        return iterator.next() == 0x1F && iterator.next() == 0x8B
    }
}
