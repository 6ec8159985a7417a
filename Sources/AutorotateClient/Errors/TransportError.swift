import CLibcurl

/// A request that never got a usable HTTP answer: connecting, sending or receiving failed, or the
/// answer was not well-formed HTTP/1.1.
///
/// `code` is libcurl's `CURLcode` for the failure, also when the client's own transport found it.
/// `message` is libcurl's own text (its error buffer when it filled one, else
/// `curl_easy_strerror`) or the transport's, e.g. `"Failed to connect to 127.0.0.1 port 9 after 0 ms: Couldn't connect
/// to server"`.
public struct TransportError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The failures a caller may want to tell apart.
    public enum Kind: String, Sendable, Equatable {
        /// Nothing listens on the port (`CURLE_COULDNT_CONNECT`): safe to retry.
        case connectionRefused
        /// The host name did not resolve.
        case couldNotResolve
        /// The connect timeout or the total timeout elapsed.
        case timedOut
        /// The connection broke after the request may have reached the server (sent, partly
        /// answered, or closed without an answer): not safe to retry in general.
        case connectionLost
        /// The server's answer was not well-formed HTTP/1.1 (a bad status line, a head too long, a
        /// bad chunk size) or its gzip body did not decode.
        case malformedResponse
        /// The URL or an option was rejected before anything was sent.
        case invalidRequest
        /// Any other libcurl failure.
        case other
    }

    public var kind: Kind
    /// libcurl's `CURLcode`, as an integer.
    public var code: Int
    /// libcurl's message, or the client transport's.
    public var message: String

    public init(kind: Kind, code: Int, message: String) {
        self.kind = kind
        self.code = code
        self.message = message
    }

    public var description: String { "\(message) (\(kind.rawValue), curl code \(code))" }

    /// Classifies libcurl's result code.
    init(code: CURLcode, detail: String) {
        let kind: Kind =
            switch code {
            case CURLE_COULDNT_CONNECT: .connectionRefused
            case CURLE_COULDNT_RESOLVE_HOST, CURLE_COULDNT_RESOLVE_PROXY: .couldNotResolve
            case CURLE_OPERATION_TIMEDOUT: .timedOut
            case CURLE_GOT_NOTHING, CURLE_RECV_ERROR, CURLE_SEND_ERROR, CURLE_PARTIAL_FILE: .connectionLost
            case CURLE_WEIRD_SERVER_REPLY, CURLE_BAD_CONTENT_ENCODING: .malformedResponse
            case CURLE_URL_MALFORMAT, CURLE_UNSUPPORTED_PROTOCOL, CURLE_BAD_FUNCTION_ARGUMENT,
                CURLE_UNKNOWN_OPTION:
                .invalidRequest
            default: .other
            }
        let text = detail.isEmpty ? String(cString: curl_easy_strerror(code)) : detail
        self.init(kind: kind, code: Int(code.rawValue), message: text)
    }
}
