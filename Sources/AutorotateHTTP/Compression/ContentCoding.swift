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
        guard let contentType = contentType?.lowercased() else { return false }
        return contentType.hasPrefix("text/") || contentType.contains("json") || contentType.contains("yaml")
    }
}
