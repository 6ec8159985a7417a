/// A ``WireSocket`` as the source of one answer, within one exchange's limits.
struct SocketByteSource: ResponseByteSource {
    let socket: WireSocket
    let limits: TransferLimits
    /// Bytes received so far, for the timeout's message.
    private var received = 0

    init(socket: WireSocket, limits: TransferLimits) {
        self.socket = socket
        self.limits = limits
    }

    mutating func read(into buffer: UnsafeMutableRawBufferPointer) -> Result<Int, TransportError> {
        let result = socket.receive(
            into: buffer, limits: limits, received: received, waitsFirst: received == 0)
        if case .success(let count) = result { received += count }
        return result
    }

    var isCancelled: Bool { limits.isCancelled }
}
