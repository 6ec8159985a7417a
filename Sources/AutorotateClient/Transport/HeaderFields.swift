import CLibcurl

/// The header list libcurl sends, built so that a request allocates nothing for it.
///
/// Only `X-Request-ID` changes from one request to the next; it lives in a list node and a text
/// buffer of our own, rewritten in place, whose `next` is the list of the other fields (`Accept`,
/// `Expect:`, `Content-Type`, `Content-Encoding`). That list is built by `curl_slist_append` once
/// per distinct combination in a row and kept until the combination changes. `Host` and
/// `User-Agent` are in that list too: libcurl then skips formatting its own with its `printf`,
/// which it otherwise does for every request. libcurl only reads
/// the list during a transfer, so both stay valid for the handle's lifetime. Not thread-safe: it
/// belongs to one ``EasyHandle``.
final class HeaderFields {
    /// The fields that do not change per request.
    private struct Fixed: Equatable {
        var accept: String
        var contentType: String?
        var gzipped: Bool
    }

    private static let requestIDPrefix = Array("X-Request-ID: ".utf8)

    private let requestIDNode: UnsafeMutablePointer<curl_slist>
    private var requestIDText: UnsafeMutablePointer<CChar>
    private var requestIDCapacity: Int
    private var fixed: Fixed?
    private var fixedList: UnsafeMutablePointer<curl_slist>?
    /// `Host: …` and `User-Agent: …`, sent as they are with every request.
    private let connectionFields: [String]

    /// With `sendsOwnFields`, `Host: host` and `User-Agent: userAgent` lead the list (`host` is
    /// the URL's authority; `userAgent` must not be empty, since an empty custom field makes
    /// libcurl remove the header instead); without, libcurl writes both itself.
    init(host: String, userAgent: String, sendsOwnFields: Bool) {
        connectionFields = sendsOwnFields ? ["Host: \(host)", "User-Agent: \(userAgent)"] : []
        requestIDCapacity = 256
        requestIDText = .allocate(capacity: requestIDCapacity)
        requestIDText.initialize(repeating: 0, count: requestIDCapacity)
        requestIDNode = .allocate(capacity: 1)
        requestIDNode.initialize(to: curl_slist(data: requestIDText, next: nil))
    }

    deinit {
        curl_slist_free_all(fixedList)
        requestIDNode.deallocate()
        requestIDText.deallocate()
    }

    /// The authority of `url` (`scheme://[user@]authority/path`), or `nil` when it has none.
    static func authority(of url: String) -> String? {
        guard let scheme = url.utf8.firstRange(of: "://".utf8) else { return nil }
        var rest = url[scheme.upperBound...]
        if let slash = rest.firstIndex(where: { $0 == "/" || $0 == "?" || $0 == "#" }) {
            rest = rest[..<slash]
        }
        if let at = rest.lastIndex(of: "@") { rest = rest[rest.index(after: at)...] }
        return rest.isEmpty ? nil : String(rest)
    }

    /// The list for `request`, `X-Request-ID` first; `nil` when libcurl runs out of memory.
    func list(for request: HTTPRequest) -> UnsafeMutablePointer<curl_slist>? {
        let wanted = Fixed(accept: request.accept, contentType: request.contentType, gzipped: request.gzipped)
        if wanted != fixed || fixedList == nil {
            curl_slist_free_all(fixedList)
            fixedList = nil
            fixed = nil
            guard let built = build(wanted) else { return nil }
            fixedList = built
            fixed = wanted
        }
        writeRequestID(request.requestID)
        requestIDNode.pointee.data = requestIDText
        requestIDNode.pointee.next = fixedList
        return requestIDNode
    }

    /// `X-Request-ID: <id>` and a NUL into the node's buffer, grown when an id does not fit.
    private func writeRequestID(_ requestID: String) {
        let prefix = Self.requestIDPrefix
        let needed = prefix.count + requestID.utf8.count + 1
        if needed > requestIDCapacity {
            requestIDText.deallocate()
            requestIDCapacity = needed
            requestIDText = .allocate(capacity: needed)
        }
        let bytes = UnsafeMutableRawPointer(requestIDText).assumingMemoryBound(to: UInt8.self)
        var index = 0
        for byte in prefix {
            bytes[index] = byte
            index += 1
        }
        for byte in requestID.utf8 {
            bytes[index] = byte
            index += 1
        }
        bytes[index] = 0
    }

    private func build(_ fixed: Fixed) -> UnsafeMutablePointer<curl_slist>? {
        var fields = connectionFields + ["Accept: \(fixed.accept)", "Expect:"]
        if let contentType = fixed.contentType { fields.append("Content-Type: \(contentType)") }
        if fixed.gzipped { fields.append("Content-Encoding: gzip") }
        var list: UnsafeMutablePointer<curl_slist>?
        for field in fields {
            guard let appended = curl_slist_append(list, field) else {
                curl_slist_free_all(list)
                return nil
            }
            list = appended
        }
        return list
    }
}
