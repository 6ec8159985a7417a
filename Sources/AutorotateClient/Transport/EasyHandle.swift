import AutorotatePlatform
import CCurl
import CLibcurl

/// One libcurl easy handle: one keep-alive connection, reused by every request it performs.
///
/// Not thread-safe (libcurl forbids sharing a handle between threads at once); the client keeps
/// it behind a mutex. Options that never change are set once here; each ``perform(_:into:)``
/// sets only what differs per request and clears its borrowed pointers before returning.
final class EasyHandle: Transport {
    private let raw: UnsafeMutableRawPointer
    private let errorBuffer: UnsafeMutablePointer<CChar>
    private let baseURL: String
    private let defaultTimeoutMilliseconds: Int
    /// The request's header fields as libcurl reads them, kept between requests.
    private let headerFields: HeaderFields
    /// The path of the URL libcurl holds now; `nil` before the first request or after a failure.
    private var currentPath: String?

    /// Creates the handle; `nil` when libcurl cannot (global init failed, out of memory).
    init?(
        baseURL: String, connectTimeoutMilliseconds: Int, totalTimeoutMilliseconds: Int, userAgent: String,
        acceptsCompressedResponses: Bool
    ) {
        guard CurlGlobal.ensureInitialized(), let raw = curl_easy_init() else { return nil }
        self.raw = raw
        self.baseURL = baseURL
        self.defaultTimeoutMilliseconds = totalTimeoutMilliseconds
        // Host and User-Agent go in the header list when they can (see HeaderFields); otherwise
        // libcurl writes them as it would anyway.
        let host = HeaderFields.authority(of: baseURL)
        let ownFields = host != nil && !userAgent.isEmpty
        headerFields = HeaderFields(
            host: host ?? "", userAgent: ownFields ? userAgent : "", sendsOwnFields: ownFields)
        let size = ccurl_error_size()
        errorBuffer = .allocate(capacity: size)
        errorBuffer.initialize(repeating: 0, count: size)
        var ok = true
        ok = ok && ccurl_setopt_long(raw, CURLOPT_NOSIGNAL, 1) == CURLE_OK
        ok = ok && ccurl_setopt_pointer(raw, CURLOPT_ERRORBUFFER, errorBuffer) == CURLE_OK
        ok = ok && ccurl_setopt_long(raw, CURLOPT_CONNECTTIMEOUT_MS, connectTimeoutMilliseconds) == CURLE_OK
        ok = ok && ccurl_setopt_long(raw, CURLOPT_TCP_NODELAY, 1) == CURLE_OK
        // Only ever HTTP(S), whatever URL a configuration holds; redirects are not followed.
        ok = ok && ccurl_setopt_string(raw, CURLOPT_PROTOCOLS_STR, "http,https") == CURLE_OK
        // "" = every encoding this libcurl can decode; the body reaches us decoded.
        if acceptsCompressedResponses {
            ok = ok && ccurl_setopt_string(raw, CURLOPT_ACCEPT_ENCODING, "") == CURLE_OK
        }
        if !ownFields { ok = ok && ccurl_setopt_string(raw, CURLOPT_USERAGENT, userAgent) == CURLE_OK }
        ok = ok && ccurl_setopt_data_callback(raw, CURLOPT_WRITEFUNCTION, easyWriteCallback) == CURLE_OK
        ok = ok && ccurl_setopt_data_callback(raw, CURLOPT_HEADERFUNCTION, easyHeaderCallback) == CURLE_OK
        ok =
            ok
            && ccurl_setopt_xferinfo_callback(raw, CURLOPT_XFERINFOFUNCTION, easyProgressCallback) == CURLE_OK
        guard ok else {
            curl_easy_cleanup(raw)
            errorBuffer.deallocate()
            return nil
        }
    }

    deinit {
        curl_easy_cleanup(raw)
        errorBuffer.deallocate()
    }

    /// Sends `request` and fills `sink`; returns the response, or the transport failure.
    func perform(_ request: HTTPRequest, into sink: TransferSink) -> Result<HTTPResponse, TransportError> {
        errorBuffer[0] = 0
        defer {
            // Borrowed pointers must not outlive this call (the header list is the handle's own).
            _ = ccurl_setopt_pointer(raw, CURLOPT_WRITEDATA, nil)
            _ = ccurl_setopt_pointer(raw, CURLOPT_HEADERDATA, nil)
            _ = ccurl_setopt_pointer(raw, CURLOPT_XFERINFODATA, nil)
            _ = ccurl_setopt_pointer(raw, CURLOPT_POSTFIELDS, nil)
        }
        guard let headerList = headerFields.list(for: request) else {
            return .failure(TransportError(code: CURLE_OUT_OF_MEMORY, detail: ""))
        }
        let sinkPointer = Unmanaged.passUnretained(sink).toOpaque()
        var code = CURLE_OK
        func set(_ result: CURLcode) { if code == CURLE_OK { code = result } }
        // libcurl keeps its own copy of the URL: set it again only when the path changes.
        if request.path != currentPath {
            currentPath = nil
            set(ccurl_setopt_string(raw, CURLOPT_URL, baseURL + request.path))
            if code == CURLE_OK { currentPath = request.path }
        }
        set(ccurl_setopt_pointer(raw, CURLOPT_HTTPHEADER, headerList))
        set(ccurl_setopt_pointer(raw, CURLOPT_WRITEDATA, sinkPointer))
        set(ccurl_setopt_pointer(raw, CURLOPT_HEADERDATA, sinkPointer))
        set(ccurl_setopt_pointer(raw, CURLOPT_XFERINFODATA, sinkPointer))
        // The progress callback only matters to a cancellable transfer.
        set(ccurl_setopt_long(raw, CURLOPT_NOPROGRESS, sink.cancelFlag == nil ? 1 : 0))
        set(
            ccurl_setopt_long(
                raw, CURLOPT_TIMEOUT_MS, request.totalTimeoutMilliseconds ?? defaultTimeoutMilliseconds))
        // Below 1 byte/s for that long = a stalled stream (0 turns the check off).
        set(ccurl_setopt_long(raw, CURLOPT_LOW_SPEED_LIMIT, request.idleTimeoutSeconds == nil ? 0 : 1))
        set(ccurl_setopt_long(raw, CURLOPT_LOW_SPEED_TIME, request.idleTimeoutSeconds ?? 0))
        guard code == CURLE_OK else { return .failure(TransportError(code: code, detail: errorText)) }

        switch request.method {
        case .get:
            code = ccurl_setopt_long(raw, CURLOPT_HTTPGET, 1)
            if code == CURLE_OK { code = curl_easy_perform(raw) }
        case .post:
            // POSTFIELDS borrows the bytes (no copy): they stay alive for the whole perform below.
            code = request.body.withUnsafeBytes { bytes -> CURLcode in
                var result = ccurl_setopt_long(raw, CURLOPT_POST, 1)
                if result == CURLE_OK {
                    result = ccurl_setopt_off(raw, CURLOPT_POSTFIELDSIZE_LARGE, curl_off_t(bytes.count))
                }
                if result == CURLE_OK {
                    // A non-null pointer even for an empty body, or libcurl would read stdin.
                    let start = UnsafeMutableRawPointer(mutating: bytes.baseAddress ?? emptyBodyPointer)
                    result = ccurl_setopt_pointer(raw, CURLOPT_POSTFIELDS, start)
                }
                return result == CURLE_OK ? curl_easy_perform(raw) : result
            }
        }
        guard code == CURLE_OK else { return .failure(TransportError(code: code, detail: errorText)) }
        sink.finishLines()
        var response = sink.response
        // libcurl's own reading of the final status line is authoritative.
        var status = 0
        if ccurl_getinfo_long(raw, CURLINFO_RESPONSE_CODE, &status) == CURLE_OK, status > 0 {
            response.status = status
        }
        return .success(response)
    }

    /// libcurl's message for the last failure, when it wrote one.
    private var errorText: String {
        String(String(cString: errorBuffer).trimmingASCIIWhitespace())
    }
}

/// A byte for an empty POST body to point at.
private nonisolated(unsafe) let emptyBody: UnsafeMutablePointer<UInt8> = {
    let pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    pointer.initialize(to: 0)
    return pointer
}()
private var emptyBodyPointer: UnsafeRawPointer { UnsafeRawPointer(emptyBody) }

private func easyWriteCallback(
    data: UnsafeMutablePointer<CChar>?, size: Int, count: Int, userdata: UnsafeMutableRawPointer?
) -> Int {
    guard let userdata else { return ccurl_writefunc_error() }
    let sink = Unmanaged<TransferSink>.fromOpaque(userdata).takeUnretainedValue()
    let length = size * count
    sink.receiveBody(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : length))
    return length
}

private func easyHeaderCallback(
    data: UnsafeMutablePointer<CChar>?, size: Int, count: Int, userdata: UnsafeMutableRawPointer?
) -> Int {
    guard let userdata else { return 0 }
    let sink = Unmanaged<TransferSink>.fromOpaque(userdata).takeUnretainedValue()
    let length = size * count
    sink.receiveHeaderLine(UnsafeRawBufferPointer(start: data, count: data == nil ? 0 : length))
    return length
}

private func easyProgressCallback(
    userdata: UnsafeMutableRawPointer?, downloadTotal: curl_off_t, downloadNow: curl_off_t,
    uploadTotal: curl_off_t, uploadNow: curl_off_t
) -> Int32 {
    guard let userdata else { return 0 }
    let sink = Unmanaged<TransferSink>.fromOpaque(userdata).takeUnretainedValue()
    return sink.cancelFlag?.isCancelled == true ? 1 : 0
}
