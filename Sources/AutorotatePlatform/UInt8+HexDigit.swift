extension UInt8 {
    /// The value of this ASCII byte as a hexadecimal digit (`0`–`9`, `a`–`f`, `A`–`F`), `nil` for
    /// any other byte: how HTTP/1.1 reads a chunk size (RFC 9112 §7.1), on both sides of the wire.
    @inlinable public var hexDigitValue: Int? {
        switch self {
        case 0x30...0x39: Int(self - 0x30)
        case 0x41...0x46: Int(self - 0x41 + 10)
        case 0x61...0x66: Int(self - 0x61 + 10)
        default: nil
        }
    }
}
