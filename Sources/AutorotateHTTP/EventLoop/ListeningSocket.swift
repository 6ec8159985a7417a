import Glibc

/// Creating the listening socket: IPv4, non-blocking, `SO_REUSEADDR`.
enum ListeningSocket {
    /// Binds and listens on `host:port`; returns the descriptor and the bound port.
    static func open(host: String, port: Int, backlog: Int32) throws(HTTPServerError) -> (
        fd: Int32, port: Int
    ) {
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(clamping: port).bigEndian)
        let literal = host == "localhost" ? "127.0.0.1" : host
        guard (0...65535).contains(port), inet_pton(AF_INET, literal, &address.sin_addr) == 1 else {
            throw .invalidHost(host)
        }
        let fd = socket(
            AF_INET,
            Int32(SOCK_STREAM.rawValue) | Int32(SOCK_NONBLOCK.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
        guard fd >= 0 else { throw .system("socket", errno) }
        var one: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0 else {
            let code = errno
            close(fd)
            throw .system("bind", code)
        }
        guard listen(fd, backlog) == 0 else {
            let code = errno
            close(fd)
            throw .system("listen", code)
        }
        var actual = sockaddr_in()
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &actual) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: actual.sin_port)))
    }
}
