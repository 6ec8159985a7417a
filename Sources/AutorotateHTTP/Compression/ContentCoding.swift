import AutorotatePlatform

/// Content-coding decisions: which request encodings are accepted and whether a response is
/// compressed (`Accept-Encoding` negotiation, RFC 9110 §12.5.3).
public enum ContentCoding {
    /// Whether an `Accept-Encoding` value admits gzip: `gzip`/`x-gzip` or `*` with a non-zero
    /// quality, unless gzip itself is listed with `q=0`.
    public static func acceptsGzip(_ acceptEncoding: String?) -> Bool {
        guard let acceptEncoding else { return false }
        var gzipQuality: Double?
        var starQuality: Double?
        for item in acceptEncoding.split(separator: ",") {
            let parts = item.split(separator: ";")
            guard let first = parts.first else { continue }
            let coding = first.trimmingASCIIWhitespace()
            var quality = 1.0
            for parameter in parts.dropFirst() {
                let pair = parameter.trimmingASCIIWhitespace()
                if pair.hasPrefix("q=") || pair.hasPrefix("Q=") {
                    quality = Double(pair.dropFirst(2)) ?? 0
                }
            }
            if coding.equalsIgnoringASCIICase("gzip") || coding.equalsIgnoringASCIICase("x-gzip") {
                gzipQuality = max(gzipQuality ?? 0, quality)
            } else if coding == "*" {
                starQuality = quality
            }
        }
        if let gzipQuality { return gzipQuality > 0 }
        return (starQuality ?? 0) > 0
    }

    /// Whether a response of this `Content-Type` is worth compressing (text, JSON, YAML, NDJSON).
    public static func isCompressible(contentType: String?) -> Bool {
        guard let contentType else { return false }
        // ASCII case folding on the bytes: the same answer as lowercased() + contains (no
        // non-ASCII character lowercases to these letters), without allocating or searching
        // through Character (this runs three times per response).
        var text = contentType
        return text.withUTF8 { bytes in
            startsWithFolded(bytes, "text/") || containsFolded(bytes, "json") || containsFolded(bytes, "yaml")
        }
    }

    /// Whether `bytes` begins with `prefix` (lowercase ASCII), ignoring ASCII case.
    private static func startsWithFolded(
        _ bytes: UnsafeBufferPointer<UInt8>, _ prefix: StaticString
    ) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let pattern = prefix.utf8Start
        for index in 0..<count where folded(bytes[index]) != pattern[index] { return false }
        return true
    }

    /// Whether `bytes` contains `needle` (lowercase ASCII), ignoring ASCII case.
    private static func containsFolded(
        _ bytes: UnsafeBufferPointer<UInt8>, _ needle: StaticString
    ) -> Bool {
        let count = needle.utf8CodeUnitCount
        guard bytes.count >= count else { return false }
        let pattern = needle.utf8Start
        outer: for start in 0...(bytes.count - count) {
            for index in 0..<count where folded(bytes[start + index]) != pattern[index] { continue outer }
            return true
        }
        return false
    }

    private static func folded(_ byte: UInt8) -> UInt8 {
        byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte
    }
}
