import CCurl
import CLibcurl
import Glibc

/// One TCP connection that libcurl opened (`CURLOPT_CONNECT_ONLY`: name resolution, connect
/// timeout, socket options) and over which the hand-written transport sends and receives bytes with
/// `curl_easy_send` and `curl_easy_recv`.
///
/// Waits with one `poll` on the socket before the first read of an answer and otherwise only
/// when libcurl says `CURLE_AGAIN`, so an answered request costs a send, a poll and a receive. Dropping the object closes the connection.
final class WireSocket {
    private let handle: UnsafeMutableRawPointer
    private let descriptor: curl_socket_t

    private init(handle: UnsafeMutableRawPointer, descriptor: curl_socket_t) {
        self.handle = handle
        self.descriptor = descriptor
    }

    deinit { curl_easy_cleanup(handle) }

    /// How sending a request ended.
    enum SendOutcome {
        /// Every byte went out.
        case sent
        /// The server started answering before the whole body went out (an early error such as
        /// 413): the answer is waiting to be read, and the connection cannot be reused.
        case answeredEarly
    }

    /// Opens a connection to `baseURL`'s host and port within the connect timeout and what is
    /// left of `limits`; libcurl's own failure when it cannot.
    static func connect(
        baseURL: String, connectTimeoutMilliseconds: Int, limits: TransferLimits
    ) -> Result<WireSocket, TransportError> {
        guard CurlGlobal.ensureInitialized(), let handle = curl_easy_init() else {
            return .failure(TransportError(code: CURLE_OUT_OF_MEMORY, detail: ""))
        }
        let errorBuffer = UnsafeMutablePointer<CChar>.allocate(capacity: ccurl_error_size())
        errorBuffer.initialize(repeating: 0, count: ccurl_error_size())
        defer { errorBuffer.deallocate() }
        let remaining = Int(limits.remainingMilliseconds())
        guard remaining > 0 else {
            curl_easy_cleanup(handle)
            return .failure(limits.timedOut(received: 0))
        }
        var code = CURLE_OK
        func set(_ result: CURLcode) { if code == CURLE_OK { code = result } }
        set(ccurl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, errorBuffer))
        set(ccurl_setopt_string(handle, CURLOPT_URL, baseURL))
        set(ccurl_setopt_long(handle, CURLOPT_CONNECT_ONLY, 1))
        set(ccurl_setopt_long(handle, CURLOPT_NOSIGNAL, 1))
        set(ccurl_setopt_long(handle, CURLOPT_TCP_NODELAY, 1))
        set(ccurl_setopt_string(handle, CURLOPT_PROTOCOLS_STR, "http"))
        // The transport is chosen only when no proxy is configured (TransportKind.choose).
        set(ccurl_setopt_string(handle, CURLOPT_PROXY, ""))
        set(ccurl_setopt_long(handle, CURLOPT_CONNECTTIMEOUT_MS, connectTimeoutMilliseconds))
        set(ccurl_setopt_long(handle, CURLOPT_TIMEOUT_MS, remaining))
        let flag = limits.cancelFlag.map { Unmanaged.passRetained($0) }
        defer { flag?.release() }
        if let flag {
            set(ccurl_setopt_long(handle, CURLOPT_NOPROGRESS, 0))
            set(ccurl_setopt_xferinfo_callback(handle, CURLOPT_XFERINFOFUNCTION, connectProgressCallback))
            set(ccurl_setopt_pointer(handle, CURLOPT_XFERINFODATA, flag.toOpaque()))
        }
        if code == CURLE_OK { code = curl_easy_perform(handle) }
        if flag != nil { _ = ccurl_setopt_pointer(handle, CURLOPT_XFERINFODATA, nil) }
        _ = ccurl_setopt_pointer(handle, CURLOPT_ERRORBUFFER, nil)
        var descriptor: curl_socket_t = -1
        if code == CURLE_OK { code = ccurl_getinfo_socket(handle, CURLINFO_ACTIVESOCKET, &descriptor) }
        if code == CURLE_OK, descriptor < 0 { code = CURLE_COULDNT_CONNECT }
        guard code == CURLE_OK else {
            let detail = String(String(cString: errorBuffer).trimmingASCIIWhitespace())
            curl_easy_cleanup(handle)
            return .failure(TransportError(code: code, detail: detail))
        }
        return .success(WireSocket(handle: handle, descriptor: descriptor))
    }

    /// Sends all of `bytes`, waiting when the socket's buffer is full; stops early when the
    /// server answers meanwhile.
    func send(_ bytes: UnsafeRawBufferPointer, limits: TransferLimits) -> Result<SendOutcome, TransportError>
    {
        guard let base = bytes.baseAddress else { return .success(.sent) }
        var offset = 0
        while offset < bytes.count {
            var written = 0
            let code = curl_easy_send(handle, base + offset, bytes.count - offset, &written)
            switch code {
            case CURLE_OK:
                offset += written
            case CURLE_AGAIN:
                switch wait(for: Int16(POLLOUT | POLLIN), limits: limits, received: 0) {
                case .failure(let failure): return .failure(failure)
                case .success(let events):
                    if events & Int16(POLLIN) != 0 && events & Int16(POLLOUT) == 0 {
                        return .success(.answeredEarly)
                    }
                }
            default:
                return .failure(TransportError(code: code, detail: ""))
            }
        }
        return .success(.sent)
    }

    /// Receives what has arrived into `buffer`, waiting for it when nothing has: the count, 0
    /// when the server closed the connection. `received` (bytes of the answer so far) is for the
    /// timeout's message. With `waitsFirst` (the first read after a request, when the answer is
    /// hardly ever there yet) it polls before reading, saving the `recv` that would say "again".
    func receive(
        into buffer: UnsafeMutableRawBufferPointer, limits: TransferLimits, received: Int, waitsFirst: Bool
    ) -> Result<Int, TransportError> {
        guard let base = buffer.baseAddress else { return .success(0) }
        if waitsFirst,
            case .failure(let failure) = wait(for: Int16(POLLIN), limits: limits, received: received)
        {
            return .failure(failure)
        }
        while true {
            var count = 0
            let code = curl_easy_recv(handle, base, buffer.count, &count)
            switch code {
            case CURLE_OK: return .success(count)
            case CURLE_AGAIN:
                if case .failure(let failure) = wait(for: Int16(POLLIN), limits: limits, received: received) {
                    return .failure(failure)
                }
            default:
                return .failure(TransportError(code: code, detail: ""))
            }
        }
    }

    /// Waits until the socket is ready for `events` (or in error, which the next call reports):
    /// the events that are ready, or the timeout, the stall or the cancellation that ended the wait.
    private func wait(for events: Int16, limits: TransferLimits, received: Int) -> Result<
        Int16, TransportError
    > {
        let idleDeadline = limits.idleMilliseconds.map { ContinuousClock.now.advanced(by: .milliseconds($0)) }
        while true {
            if limits.isCancelled { return .failure(TransferLimits.cancelled) }
            var timeout = limits.remainingMilliseconds()
            if timeout == 0 { return .failure(limits.timedOut(received: received)) }
            if let idleDeadline {
                let idle = TransferLimits.milliseconds(until: idleDeadline)
                if idle == 0 { return .failure(limits.stalled()) }
                timeout = min(timeout, idle)
            }
            if limits.cancelFlag != nil {
                timeout = min(timeout, Int32(TransferLimits.cancellationSliceMilliseconds))
            }
            var entry = pollfd(fd: descriptor, events: events, revents: 0)
            let ready = poll(&entry, 1, timeout)
            if ready > 0 { return .success(entry.revents) }
            if ready < 0 && errno != EINTR {
                return .failure(
                    TransportError(code: CURLE_RECV_ERROR, detail: "poll failed (errno \(errno))"))
            }
        }
    }
}

/// Aborts a connect whose task was cancelled: libcurl calls it while it connects.
private func connectProgressCallback(
    userdata: UnsafeMutableRawPointer?, downloadTotal: curl_off_t, downloadNow: curl_off_t,
    uploadTotal: curl_off_t, uploadNow: curl_off_t
) -> Int32 {
    guard let userdata else { return 0 }
    return Unmanaged<CancelFlag>.fromOpaque(userdata).takeUnretainedValue().isCancelled ? 1 : 0
}
