import AutorotateTestSupport
import Glibc

/// A TCP port on 127.0.0.1 that was free a moment ago (bound to port 0, read, closed).
func freeLoopbackPort() -> Int? {
    let listener = SilentListener()
    return listener?.port
}

/// A socket that listens on 127.0.0.1 and never accepts nor answers: connections complete in the
/// kernel's backlog and then hang, like a server that stopped responding.
final class SilentListener: @unchecked Sendable {
    private let descriptor: Int32
    let port: Int

    init?() {
        guard let (descriptor, port) = LoopbackSocket.listen() else { return nil }
        self.descriptor = descriptor
        self.port = port
    }

    /// Whether a connection is waiting in the backlog (the client has connected), checked without
    /// accepting it, so the connection keeps hanging.
    var hasPendingConnection: Bool {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        return poll(&entry, 1, 0) == 1 && entry.revents & Int16(POLLIN) != 0
    }

    deinit { close(descriptor) }
}
