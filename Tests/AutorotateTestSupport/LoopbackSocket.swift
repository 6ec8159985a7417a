import Glibc

/// TCP sockets on 127.0.0.1 for tests, written once: a connected client socket, or a bound and
/// listening one on a port the kernel picks.
public enum LoopbackSocket {
    /// A socket connected to 127.0.0.1:`port`, or `nil` (with `errno` set) when the connection
    /// fails.
    public static func connect(port: Int) -> Int32? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var address = loopbackAddress(port: port)
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let saved = errno
            close(descriptor)
            errno = saved
            return nil
        }
        return descriptor
    }

    /// A socket bound to 127.0.0.1:`port` (0: an ephemeral port) and listening, with the port it
    /// got; `nil` when any step fails. `SO_REUSEADDR`, as servers set it: the connections it
    /// accepts inherit it, so their TIME_WAIT does not keep a server from binding the port next.
    public static func listen(port: Int = 0, backlog: Int32 = 16) -> (descriptor: Int32, port: Int)? {
        let descriptor = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard descriptor >= 0 else { return nil }
        var one: Int32 = 1
        setsockopt(descriptor, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        var address = loopbackAddress(port: port)
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(descriptor, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        let named = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(descriptor, $0, &length) }
        }
        guard bound == 0, Glibc.listen(descriptor, backlog) == 0, named == 0 else {
            close(descriptor)
            return nil
        }
        return (descriptor, Int(UInt16(bigEndian: address.sin_port)))
    }

    /// 127.0.0.1:`port` as a socket address.
    static func loopbackAddress(port: Int) -> sockaddr_in {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(truncatingIfNeeded: port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        return address
    }
}
