import CZlib

/// gzip compression of request bodies (RFC 1952), through zlib.
enum Gzip {
    /// `bytes` as one gzip member; `nil` only if zlib fails (out of memory).
    static func compress(_ bytes: [UInt8], level: Int32 = 6) -> [UInt8]? {
        // The z_stream must not move while zlib holds it: allocate it once, on the heap.
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer {
            stream.deinitialize(count: 1)
            stream.deallocate()
        }
        // deflateInit2 is a macro; CZlib wraps it for gzip framing (windowBits 15 + 16).
        let status = czlib_deflate_init_gzip(stream, level)
        guard status == Z_OK else { return nil }
        defer { deflateEnd(stream) }

        let bound = Int(deflateBound(stream, UInt(bytes.count)))
        var output = [UInt8](repeating: 0, count: bound)
        let result = bytes.withUnsafeBytes { input -> Int32 in
            output.withUnsafeMutableBytes { out -> Int32 in
                stream.pointee.next_in = UnsafeMutablePointer(
                    mutating: input.baseAddress?.assumingMemoryBound(to: Bytef.self))
                stream.pointee.avail_in = uInt(input.count)
                stream.pointee.next_out = out.baseAddress?.assumingMemoryBound(to: Bytef.self)
                stream.pointee.avail_out = uInt(out.count)
                return deflate(stream, Z_FINISH)
            }
        }
        guard result == Z_STREAM_END else { return nil }
        output.removeLast(Int(stream.pointee.avail_out))
        return output
    }
}
