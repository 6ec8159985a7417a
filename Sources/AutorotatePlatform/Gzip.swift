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
    /// The calling thread's deflate stream is reset and reused (``GzipThreadStreams``), and the
    /// member is written in one `deflate` call into an array of `deflateBound`'s size.
    public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        guard bytes.count <= Int(UInt32.max) >> 1,
            let stream = GzipThreadStreams.current.deflater(level: level)
        else { return nil }
        let bound = Int(deflateBound(stream, UInt(bytes.count)))
        var status = Z_OK
        let output = bytes.withUnsafeBufferPointer { input in
            [UInt8](unsafeUninitializedCapacity: bound) { out, count in
                stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.pointee.avail_in = UInt32(input.count)
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = UInt32(out.count)
                // With deflateBound's room and Z_FINISH, zlib guarantees Z_STREAM_END in one call.
                status = deflate(stream, Z_FINISH)
                count = out.count - Int(stream.pointee.avail_out)
                stream.pointee.next_in = nil
                stream.pointee.avail_in = 0
                stream.pointee.next_out = nil
                stream.pointee.avail_out = 0
            }
        }
        return status == Z_STREAM_END ? output : nil
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
        // The calling thread's inflate stream, reset (``GzipThreadStreams``).
        guard let stream = GzipThreadStreams.current.inflater() else { return .failure(.corrupt) }
        defer {
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
            stream.pointee.next_out = nil
            stream.pointee.avail_out = 0
        }
        let isGzip = startsGzipMember(bytes[...])
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 32 * 1024)
        return bytes.withUnsafeBufferPointer { input -> Result<[UInt8], GzipError> in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = UInt32(input.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { out -> (Int32, Int) in
                    stream.pointee.next_out = out.baseAddress
                    stream.pointee.avail_out = UInt32(out.count)
                    let status = inflate(stream, Z_NO_FLUSH)
                    return (status, out.count - Int(stream.pointee.avail_out))
                }
                if output.count + produced > maxOutputBytes { return .failure(.tooLarge) }
                output.append(contentsOf: chunk[0..<produced])
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
