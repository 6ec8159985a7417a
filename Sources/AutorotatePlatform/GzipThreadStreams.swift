import CZlib
import Glibc

/// The zlib streams of one thread, kept for the thread's life so that ``Gzip`` resets a stream
/// (`deflateReset`/`inflateReset`, a few hundred bytes cleared) instead of setting one up and
/// tearing it down per body: a deflate stream is about 256 KB of state, allocated and freed on
/// every answer otherwise. Each server worker (and each client thread) gets its own; a stream is
/// only touched by its thread, inside one `Gzip` call, so nothing is shared.
final class GzipThreadStreams {
    /// The raw deflate stream (``Gzip`` writes the gzip framing), set up lazily for `deflateLevel`.
    private var deflateStream: UnsafeMutablePointer<z_stream>?
    private var deflateLevel: Int32 = 0
    /// The inflate stream (gzip or zlib, detected from the header), set up lazily.
    private var inflateStream: UnsafeMutablePointer<z_stream>?
    /// Where ``Gzip/decompress(_:maxOutputBytes:)`` inflates before copying out, allocated once
    /// per thread instead of 32 KiB allocated and zeroed per body.
    let inflateChunk = UnsafeMutableBufferPointer<UInt8>.allocate(capacity: 32 * 1024)

    /// This thread's streams, created on first use and freed when the thread exits.
    static var current: GzipThreadStreams {
        if let existing = pthread_getspecific(threadKey) {
            return Unmanaged<GzipThreadStreams>.fromOpaque(existing).takeUnretainedValue()
        }
        let streams = GzipThreadStreams()
        pthread_setspecific(threadKey, Unmanaged.passRetained(streams).toOpaque())
        return streams
    }

    /// The thread-specific slot; its destructor releases the thread's streams at thread exit.
    private static let threadKey: pthread_key_t = {
        var key = pthread_key_t()
        pthread_key_create(&key) { raw in
            if let raw { Unmanaged<GzipThreadStreams>.fromOpaque(raw).release() }
        }
        return key
    }()

    deinit {
        inflateChunk.deallocate()
        if let deflateStream {
            deflateEnd(deflateStream)
            deflateStream.deinitialize(count: 1)
            deflateStream.deallocate()
        }
        if let inflateStream {
            inflateEnd(inflateStream)
            inflateStream.deinitialize(count: 1)
            inflateStream.deallocate()
        }
    }

    /// A raw deflate stream at `level` (no gzip header, trailer or checksum), ready for a new
    /// member, or `nil` when zlib cannot allocate one.
    func deflater(level: Int32) -> UnsafeMutablePointer<z_stream>? {
        if let stream = deflateStream {
            if deflateLevel == level, deflateReset(stream) == Z_OK { return stream }
            deflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
            deflateStream = nil
        }
        guard let stream = Self.newStream({ czlib_deflate_init_raw($0, level) }) else { return nil }
        deflateStream = stream
        deflateLevel = level
        return stream
    }

    /// An inflate stream (gzip or zlib) ready for a new stream, or `nil` when zlib cannot
    /// allocate one.
    func inflater() -> UnsafeMutablePointer<z_stream>? {
        if let stream = inflateStream {
            if inflateReset(stream) == Z_OK { return stream }
            inflateEnd(stream)
            stream.deinitialize(count: 1)
            stream.deallocate()
            inflateStream = nil
        }
        guard let stream = Self.newStream(czlib_inflate_init_auto) else { return nil }
        inflateStream = stream
        return stream
    }

    private static func newStream(
        _ initialize: (UnsafeMutablePointer<z_stream>) -> Int32
    ) -> UnsafeMutablePointer<z_stream>? {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        guard initialize(stream) == Z_OK else {
            stream.deinitialize(count: 1)
            stream.deallocate()
            return nil
        }
        return stream
    }
}
