extension String {
    /// The string without leading and trailing spaces, tabs, CR and LF.
    func trimmingASCIIWhitespace() -> String {
        // Works on UTF-8 code units: "\r\n" is one Character, so a Character test would miss it.
        let isSpace: (UInt8) -> Bool = { $0 == 0x20 || $0 == 0x09 || $0 == 0x0D || $0 == 0x0A }
        let bytes = utf8
        guard let start = bytes.firstIndex(where: { !isSpace($0) }),
            let end = bytes.lastIndex(where: { !isSpace($0) })
        else { return "" }
        return String(decoding: bytes[start...end], as: UTF8.self)
    }
}
