/// Why a gzip body could not be decompressed.
public enum GzipError: Error, Sendable, Equatable {
    /// The decompressed data would exceed the allowed size (absolute or by ratio): a zip bomb
    /// or simply too large; answered with 413.
    case tooLarge
    /// The data is not valid gzip (or zlib) data, or ends before the end of the stream; 400.
    case corrupt
}
