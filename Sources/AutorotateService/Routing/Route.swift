import AutorotateHTTP
import AutorotatePlatform

/// One resource of the API, in its own file: where it lives, which methods and media types it
/// takes and gives, and how it answers. The ``ServiceHandler`` does everything common to all
/// routes (authentication, 404, 405 with `Allow`, 415, 406, metrics, logs) before calling
/// ``handle(_:as:)``, so a route only produces its answer.
///
/// Adding a route is one new file with a type conforming to `Route` and one line in
/// ``RouteTable/service(_:)``:
///
/// ```swift
/// struct PingRoute: Route {
///     let path = RoutePath.exact("/ping")
///     let methods = ["GET"]
///     let responseMediaTypes = ["application/json"]
///     func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
///         HTTPResponse(status: 200, headers: HTTPHeaders([("Content-Type", mediaType)]), body: Array("{}\n".utf8))
///     }
/// }
/// ```
protocol Route: Sendable {
    /// Where the route lives.
    var path: RoutePath { get }
    /// The methods answered (`HEAD` is implied by `GET`).
    var methods: [String] { get }
    /// The request body's media types the route reads (parameters ignored); `nil` when it reads
    /// no body, so any `Content-Type` passes.
    var requestMediaTypes: [String]? { get }
    /// The media types of a successful answer, in the route's order of preference (see
    /// ``ContentNegotiation``); problem+json errors are sent whatever `Accept` says.
    var responseMediaTypes: [String] { get }
    /// Whether answering takes a few microseconds and never blocks, so the event-loop thread
    /// answers it itself (see ``AutorotateHTTP/HTTPHandler/isCheap(_:)``).
    var isCheap: Bool { get }
    /// Whether this is a health probe (`/livez`, `/readyz`): logged at `debug` when it succeeds.
    var isHealthProbe: Bool { get }
    /// The answer to a request whose method, body media type and `Accept` have been checked;
    /// `mediaType` is the negotiated one of ``responseMediaTypes``.
    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse
}

extension Route {
    var requestMediaTypes: [String]? { nil }
    var isCheap: Bool { false }
    var isHealthProbe: Bool { false }

    /// The `Allow` header value.
    var allow: String {
        (methods.contains("GET") ? methods + ["HEAD"] : methods).joined(separator: ", ")
    }

    /// Whether `method` is answered (`HEAD` wherever `GET` is).
    func allows(_ method: String) -> Bool {
        methods.contains(method) || (method == "HEAD" && methods.contains("GET"))
    }

    /// Whether `contentType` (parameters ignored, case-insensitive) is one this route reads.
    func readsMediaType(_ contentType: String?) -> Bool {
        guard let accepted = requestMediaTypes else { return true }
        guard let contentType else { return false }
        if let matches = MediaType.asciiEssence(of: contentType, isOneOf: accepted) { return matches }
        return accepted.contains(MediaType.essence(of: contentType))
    }
}

/// Where a ``Route`` lives.
enum RoutePath: Sendable, Equatable {
    /// Exactly this path, e.g. `/v1/simulate`.
    case exact(String)
    /// Every path that starts with this prefix, e.g. `/assets/`; metrics and logs label them
    /// all with the prefix followed by `*`.
    case prefix(String)

    /// The label metrics and logs use for the route.
    var label: String {
        switch self {
        case .exact(let path): return path
        case .prefix(let prefix): return prefix + "*"
        }
    }
}

/// Media type helpers shared by the router and the routes.
enum MediaType {
    /// `type/subtype` of a `Content-Type` value, lowercased, without parameters or spaces.
    static func essence(of value: some StringProtocol) -> String {
        let essence = value.split(separator: ";", maxSplits: 1, omittingEmptySubsequences: false).first ?? ""
        return essence.trimmingASCIIWhitespace().lowercased()
    }

    /// Whether ``essence(of:)`` of `value` is one of `candidates`, decided on the bytes without
    /// allocating when `value` is printable ASCII or tab (every `Character` one byte, and
    /// `lowercased()` then ASCII folding); `nil` for any other value.
    static func asciiEssence(of value: String, isOneOf candidates: [String]) -> Bool? {
        let answer: Bool?? = value.utf8.withContiguousStorageIfAvailable { bytes in
            var end = bytes.count
            for (index, byte) in bytes.enumerated() {
                guard (byte >= 0x20 && byte < 0x7F) || byte == 0x09 else { return nil }
                if byte == UInt8(ascii: ";") && end == bytes.count { end = index }
            }
            // Trim spaces and tabs (the only ASCII whitespace a printable value can hold).
            var start = 0
            while start < end, bytes[start] == 0x20 || bytes[start] == 0x09 { start += 1 }
            while end > start, bytes[end - 1] == 0x20 || bytes[end - 1] == 0x09 { end -= 1 }
            let essence = UnsafeBufferPointer(rebasing: bytes[start..<end])
            return candidates.contains { candidate in
                candidate.utf8.count == essence.count
                    && zip(essence, candidate.utf8).allSatisfy { byte, expected in
                        (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z") ? byte | 0x20 : byte)
                            == expected
                    }
            }
        }
        // Not contiguous (never for a native string): the caller takes the `Character` path.
        return answer ?? nil
    }
}
