import AutorotateHTTP

/// One path of the API: the methods it answers and the label metrics and logs use for it.
struct Route: Sendable {
    /// The exact path, e.g. `/v1/simulate`.
    var path: String
    /// The methods answered (`HEAD` is implied by `GET`).
    var methods: [String]
    /// Produces the response (the method has been checked).
    var respond: @Sendable (HTTPRequest) -> HTTPResponse
    /// The `Content-Type` values the body must have (`nil`: no body expected).
    var acceptedMediaTypes: [String]?

    /// The `Allow` header value.
    var allow: String {
        (methods.contains("GET") ? methods + ["HEAD"] : methods).joined(separator: ", ")
    }

    func allows(_ method: String) -> Bool {
        methods.contains(method) || (method == "HEAD" && methods.contains("GET"))
    }

    /// Whether `contentType` (parameters ignored, case-insensitive) is one this route reads.
    func acceptsMediaType(_ contentType: String?) -> Bool {
        guard let accepted = acceptedMediaTypes else { return true }
        guard let contentType else { return false }
        let essence =
            contentType.split(separator: ";", maxSplits: 1).first
            .map { $0.trimmingCharacters(in: " \t").lowercased() } ?? ""
        return accepted.contains(essence)
    }
}

extension Substring {
    fileprivate func trimmingCharacters(in set: String) -> Substring {
        var slice = self
        while let first = slice.first, set.contains(first) { slice.removeFirst() }
        while let last = slice.last, set.contains(last) { slice.removeLast() }
        return slice
    }
}
