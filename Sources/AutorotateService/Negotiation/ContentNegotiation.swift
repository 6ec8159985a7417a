import AutorotatePlatform

/// Proactive content negotiation (RFC 9110 §12.5.1), in one place for every route: given a
/// request's `Accept` field and the media types a route can answer with, the one to send.
///
/// - Each `Accept` element is a media range (`type/subtype`, `type/*`, `*/*`; a lone `*`, as old
///   Java clients send, counts as `*/*`) with an optional `q` weight (0 to 1, default 1). Other
///   parameters are ignored, and media types compare without case.
/// - An offered type takes the weight of the most specific range that matches it
///   (`text/html` over `text/*` over `*/*`); `q=0` excludes it.
/// - The highest weight wins; on a tie, the route's own order (its first offer is its preferred).
/// - No `Accept` field, an empty one, or one whose elements are all unreadable: the route's first
///   offer, as if the client had sent `*/*` (a malformed field is disregarded, RFC 9110 §12.5.1,
///   rather than refused).
/// - When no offered type is acceptable the answer is ``Outcome/notAcceptable``: the service
///   sends 406 listing the offers.
///
/// ```swift
/// ContentNegotiation.select(accept: "image/svg+xml, application/json;q=0.5",
///                           offered: ["application/json", "image/svg+xml"])   // .acceptable("image/svg+xml")
/// ```
public enum ContentNegotiation {
    /// The result of negotiating one request.
    public enum Outcome: Sendable, Equatable {
        /// Send this offered media type.
        case acceptable(String)
        /// The `Accept` field excludes every offered type.
        case notAcceptable
    }

    /// The offered type to answer with, for the `Accept` field value `accept` (several fields
    /// joined with commas; `nil` when absent). `offered` is in the route's order of preference
    /// and must not be empty.
    public static func select(accept: String?, offered: [String]) -> Outcome {
        guard let first = offered.first else { return .notAcceptable }
        guard let accept, !accept.isEmpty else { return .acceptable(first) }
        let ranges = MediaRange.parseList(accept)
        if ranges.isEmpty { return .acceptable(first) }
        var best: (type: String, weight: Int)?
        for type in offered {
            let weight = weight(of: type, in: ranges)
            if weight > 0, weight > (best?.weight ?? 0) { best = (type, weight) }
        }
        return best.map { .acceptable($0.type) } ?? .notAcceptable
    }

    /// The weight, in thousandths, the most specific matching range gives `type` (0 if none).
    static func weight(of type: String, in ranges: [MediaRange]) -> Int {
        let essence = type.split(separator: ";", maxSplits: 1).first.map { Substring($0) } ?? Substring(type)
        guard let slash = essence.firstIndex(of: "/") else { return 0 }
        let mainType = essence[..<slash].lowercased()
        let subtype = essence[essence.index(after: slash)...].lowercased()
        var best: (specificity: Int, weight: Int)?
        for range in ranges {
            let specificity: Int
            if range.type == "*" {
                specificity = 0
            } else if range.type == mainType, range.subtype == "*" {
                specificity = 1
            } else if range.type == mainType, range.subtype == subtype {
                specificity = 2
            } else {
                continue
            }
            if specificity > (best?.specificity ?? -1) { best = (specificity, range.weight) }
        }
        return best?.weight ?? 0
    }
}

/// One element of an `Accept` field: a media range and its weight.
struct MediaRange: Equatable {
    /// The type, lowercased (`*` for `*/*`).
    var type: String
    /// The subtype, lowercased (`*` for a wildcard).
    var subtype: String
    /// The `q` weight in thousandths (0…1000).
    var weight: Int

    /// The readable elements of an `Accept` field value; unreadable ones are skipped.
    static func parseList(_ value: String) -> [MediaRange] {
        value.split(separator: ",").compactMap { parse($0) }
    }

    /// One element (`type/subtype;param=value;q=0.5`), or `nil` when it is not a media range.
    static func parse(_ element: Substring) -> MediaRange? {
        let parts = element.split(separator: ";", omittingEmptySubsequences: false)
        guard let rangeText = parts.first?.trimmingASCIIWhitespace(), !rangeText.isEmpty else { return nil }
        let type: String
        let subtype: String
        if rangeText == "*" {
            type = "*"
            subtype = "*"
        } else {
            let pieces = rangeText.split(separator: "/", omittingEmptySubsequences: false)
            guard pieces.count == 2, isToken(pieces[0]), isToken(pieces[1]) else { return nil }
            type = pieces[0].lowercased()
            subtype = pieces[1].lowercased()
            guard type != "*" || subtype == "*" else { return nil }
        }
        var weight = 1000
        for parameter in parts.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingASCIIWhitespace().lowercased() == "q" else { continue }
            guard let parsed = parseQValue(pair[1].trimmingASCIIWhitespace()) else { return nil }
            weight = parsed
            break
        }
        return MediaRange(type: type, subtype: subtype, weight: weight)
    }

    /// A `qvalue` (RFC 9110 §12.4.2: `0`, `0.5`, `1.000` …) in thousandths, or `nil`.
    static func parseQValue(_ text: Substring) -> Int? {
        let bytes = Array(text.utf8)
        guard let lead = bytes.first, lead == UInt8(ascii: "0") || lead == UInt8(ascii: "1") else {
            return nil
        }
        var value = Int(lead - UInt8(ascii: "0")) * 1000
        guard bytes.count > 1 else { return value }
        guard bytes[1] == UInt8(ascii: "."), bytes.count <= 5 else { return nil }
        var scale = 100
        for digit in bytes[2...] {
            guard digit >= UInt8(ascii: "0"), digit <= UInt8(ascii: "9") else { return nil }
            value += Int(digit - UInt8(ascii: "0")) * scale
            scale /= 10
        }
        return value <= 1000 ? value : nil
    }

    /// RFC 9110 `token` characters.
    private static func isToken(_ text: Substring) -> Bool {
        !text.isEmpty
            && text.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"):
                    return true
                default:
                    return "!#$%&'*+-.^_`|~".utf8.contains(byte)
                }
            }
    }
}
