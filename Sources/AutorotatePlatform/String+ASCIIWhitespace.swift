extension StringProtocol {
    /// The text without leading and trailing ASCII whitespace: space, tab, CR and LF (HTTP's
    /// optional whitespace, RFC 9110 §5.6.3, plus the line ends a header line or a C message may
    /// carry).
    ///
    /// Works on UTF-8 code units, without allocating: `"\r\n"` is one `Character`, so a test on
    /// `Character` would miss it.
    ///
    /// ```swift
    /// " gzip \r\n".trimmingASCIIWhitespace() == "gzip"
    /// ```
    public func trimmingASCIIWhitespace() -> Substring {
        let text = Substring(self)
        let bytes = text.utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        while start < end, Self.isASCIIWhitespace(bytes[start]) { bytes.formIndex(after: &start) }
        while end > start {
            let before = bytes.index(before: end)
            guard Self.isASCIIWhitespace(bytes[before]) else { break }
            end = before
        }
        return text[start..<end]
    }

    private static func isASCIIWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0D || byte == 0x0A
    }
}
