import AutorotatePlatform

/// Content-coding decisions: which request encodings are accepted and whether a response is
/// compressed (`Accept-Encoding` negotiation, RFC 9110 §12.5.3).
public enum ContentCoding {
    /// Whether an `Accept-Encoding` value admits gzip: `gzip`/`x-gzip` or `*` with a non-zero
    /// quality, unless gzip itself is listed with `q=0`.
    public static func acceptsGzip(_ acceptEncoding: String?) -> Bool {
        guard let acceptEncoding else { return false }
        var qualities = GzipQualities()
        // Printable ASCII (every client seen) is split on its bytes; anything else by Character.
        let comma = UInt8(ascii: ",")
        let isASCII = HTTPHeaders.forEachASCIIItem(of: acceptEncoding[...], separatedBy: comma) { item in
            _ = HTTPHeaders.forEachASCIIItem(of: item, separatedBy: UInt8(ascii: ";")) { qualities.read($0) }
            qualities.endItem()
        }
        if !isASCII {
            for item in acceptEncoding.split(separator: ",") {
                for part in item.split(separator: ";") { qualities.read(part) }
                qualities.endItem()
            }
        }
        return qualities.acceptsGzip
    }

    /// The qualities an `Accept-Encoding` list gives gzip and `*`, read item by item, each item
    /// part by part (split at `;`): the coding, then its parameters, of which the last `q=` sets
    /// the quality.
    private struct GzipQualities {
        private var gzip: Double?
        private var star: Double?
        /// The coding of the item being read, once its first part was read.
        private var coding: Substring?
        private var quality = 1.0

        mutating func read(_ part: Substring) {
            guard coding != nil else {
                coding = part.trimmingASCIIWhitespace()
                return
            }
            let pair = part.trimmingASCIIWhitespace()
            if pair.hasPrefix("q=") || pair.hasPrefix("Q=") {
                quality = Double(pair.dropFirst(2)) ?? 0
            }
        }

        mutating func endItem() {
            defer {
                coding = nil
                quality = 1.0
            }
            guard let coding else { return }
            if coding.equalsIgnoringASCIICase("gzip") || coding.equalsIgnoringASCIICase("x-gzip") {
                gzip = max(gzip ?? 0, quality)
            } else if coding == "*" {
                star = quality
            }
        }

        var acceptsGzip: Bool {
            if let gzip { return gzip > 0 }
            return (star ?? 0) > 0
        }
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
