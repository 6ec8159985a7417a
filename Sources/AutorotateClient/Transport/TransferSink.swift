/// Collects one transfer's status line, headers and body from libcurl's callbacks.
///
/// Lives on the thread that runs `curl_easy_perform` and is reached from the C callbacks through
/// an unretained pointer that is valid for exactly that call.
final class TransferSink {
    private(set) var status = 0
    private(set) var headers: [(name: String, value: String)] = []
    private(set) var body: [UInt8] = []
    /// When set, a 200 body is not kept: each complete line goes here as it arrives.
    private let onLine: (([UInt8]) -> Void)?
    private var splitter = LineSplitter()
    let cancelFlag: CancelFlag?

    init(onLine: (([UInt8]) -> Void)? = nil, cancelFlag: CancelFlag? = nil) {
        self.onLine = onLine
        self.cancelFlag = cancelFlag
        body.reserveCapacity(4096)
    }

    /// One header line, CRLF included. A status line starts a new response (after `100
    /// Continue` or an interim answer), so it clears what came before.
    func receiveHeaderLine(_ bytes: UnsafeRawBufferPointer) {
        guard let line = String(validating: bytes, as: UTF8.self)?.trimmingASCIIWhitespace(), !line.isEmpty
        else { return }
        if line.hasPrefix("HTTP/") {
            let parts = line.split(separator: " ", maxSplits: 2)
            status = parts.count > 1 ? Int(parts[1]) ?? 0 : 0
            headers.removeAll()
            return
        }
        guard let colon = line.firstIndex(of: ":") else { return }
        let name = String(line[..<colon]).trimmingASCIIWhitespace()
        let value = String(line[line.index(after: colon)...]).trimmingASCIIWhitespace()
        headers.append((name, value))
    }

    /// A piece of the (already decoded) body.
    func receiveBody(_ bytes: UnsafeRawBufferPointer) {
        if let onLine, status == 200 {
            for line in splitter.feed(bytes) { onLine(line) }
        } else {
            body.append(contentsOf: bytes)
        }
    }

    /// Delivers a last line that had no LF; call after a successful transfer.
    func finishLines() {
        if let onLine, status == 200, let line = splitter.finish() { onLine(line) }
    }

    /// Forgets everything for the next attempt.
    func reset() {
        status = 0
        headers.removeAll()
        body.removeAll(keepingCapacity: true)
        splitter = LineSplitter()
    }

    var response: HTTPResponse { HTTPResponse(status: status, headers: headers, body: body) }
}
