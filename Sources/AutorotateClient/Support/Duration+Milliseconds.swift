extension Duration {
    /// Whole milliseconds, at least 1 (libcurl reads 0 as "no timeout").
    var clampedMilliseconds: Int {
        let (seconds, attoseconds) = components
        let milliseconds = seconds.multipliedReportingOverflow(by: 1000)
        guard !milliseconds.overflow else { return Int.max }
        return max(1, Int(clamping: milliseconds.partialValue + attoseconds / 1_000_000_000_000_000))
    }
}
