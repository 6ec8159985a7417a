import CZlib

/// One-shot gzip compression and bounded decompression.
public enum Gzip {
    /// `bytes` as a complete gzip member, or `nil` if zlib failed.
    public static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        guard let deflater = GzipDeflater(level: level) else { return nil }
        return deflater.compress(bytes, final: true)
    }

    /// Decompresses gzip (or zlib) data, never producing more than `maxOutputBytes`.
    ///
    /// Concatenated gzip members are not supported (the data must be exactly one stream); data
    /// that ends before the end of the stream, or continues after it, is ``GzipError/corrupt``.
    public static func decompress(_ bytes: [UInt8], maxOutputBytes: Int) -> Result<[UInt8], GzipError> {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        guard czlib_inflate_init_auto(stream) == Z_OK else { return .failure(.corrupt) }
        defer { inflateEnd(stream) }
        var output: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 32 * 1024)
        return bytes.withUnsafeBufferPointer { input -> Result<[UInt8], GzipError> in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
            stream.pointee.avail_in = UInt32(clamping: input.count)
            guard input.count <= Int(UInt32.max) else { return .failure(.tooLarge) }
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
                    return stream.pointee.avail_in == 0 ? .success(output) : .failure(.corrupt)
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
}
