import CZlib

/// A gzip compressor over zlib's `deflate` that can be fed in pieces (for streamed responses).
///
/// The `z_stream` lives on the heap at one address for the deflater's whole life, as zlib
/// requires; `deflateEnd` runs in `deinit`. Not thread-safe: one producer at a time.
///
/// ```swift
/// let deflater = GzipDeflater(level: 1)
/// let part = deflater?.compress(Array("line one\n".utf8), final: false)
/// let rest = deflater?.compress(Array("line two\n".utf8), final: true)
/// ```
public final class GzipDeflater {
    private let stream: UnsafeMutablePointer<z_stream>
    private var finished = false

    /// A deflater at `level` (1 fastest … 9 smallest; 6 is zlib's default), or `nil` when zlib
    /// cannot allocate one.
    public init?(level: Int32 = 6) {
        stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard czlib_deflate_init_gzip(stream, level) == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            return nil
        }
    }

    deinit {
        deflateEnd(stream)
        stream.deinitialize(count: 1)
        stream.deallocate()
    }

    /// Compresses `input`. With `final == false` the output is flushed to a byte boundary
    /// (`Z_SYNC_FLUSH`) so the peer can decompress everything sent so far; with `final == true`
    /// the gzip trailer is written and the deflater is done.
    public func compress(_ input: [UInt8], final: Bool) -> [UInt8] {
        guard !finished else { return [] }
        if final { finished = true }
        var output: [UInt8] = []
        output.reserveCapacity(input.count / 2 + 64)
        var chunk = [UInt8](repeating: 0, count: 16 * 1024)
        let flush = final ? Z_FINISH : Z_SYNC_FLUSH
        input.withUnsafeBufferPointer { inputBuffer in
            stream.pointee.next_in = UnsafeMutablePointer(mutating: inputBuffer.baseAddress)
            stream.pointee.avail_in = UInt32(inputBuffer.count)
            while true {
                let (status, produced) = chunk.withUnsafeMutableBufferPointer { out -> (Int32, Int) in
                    stream.pointee.next_out = out.baseAddress
                    stream.pointee.avail_out = UInt32(out.count)
                    let status = deflate(stream, flush)
                    return (status, out.count - Int(stream.pointee.avail_out))
                }
                output.append(contentsOf: chunk[0..<produced])
                if status == Z_STREAM_END || (status != Z_OK && status != Z_BUF_ERROR) { break }
                if status == Z_BUF_ERROR { break }  // no progress possible: everything is out
                // Output space left over means deflate has emitted everything it holds.
                if !final && stream.pointee.avail_out != 0 { break }
            }
            stream.pointee.next_in = nil
            stream.pointee.avail_in = 0
        }
        return output
    }
}
