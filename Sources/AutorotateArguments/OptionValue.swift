/// The value readers several options share, each refusing with a sentence that names the option
/// and the text it got, for a value option's `parse` closure.
///
/// ```swift
/// .value("--port", valueName: "PORT", \.port, default: "8080", help: "…") { text throws(ArgumentError) in
///     try OptionValue.integer(text, in: 1...65535, option: "--port")
/// }
/// ```
public enum OptionValue {
    /// A decimal integer within `range`.
    public static func integer(_ text: String, in range: ClosedRange<Int>, option: String)
        throws(ArgumentError)
        -> Int
    {
        guard let value = Int(text), range.contains(value) else {
            throw ArgumentError(
                "\(option) wants an integer from \(range.lowerBound) to \(range.upperBound), got '\(text)'")
        }
        return value
    }

    /// A number of seconds above 0 and at most `limit` (decimals allowed).
    public static func seconds(_ text: String, upTo limit: Double = 86_400, option: String)
        throws(ArgumentError)
        -> Double
    {
        guard let seconds = Double(text), seconds.isFinite, seconds > 0, seconds <= limit else {
            throw ArgumentError("\(option) wants seconds > 0, got '\(text)'")
        }
        return seconds
    }

    /// Any text but the empty one; `what` names what is wanted (`a path`).
    public static func nonEmpty(_ text: String, _ what: String, option: String) throws(ArgumentError)
        -> String
    {
        guard !text.isEmpty else { throw ArgumentError("\(option) wants \(what), got ''") }
        return text
    }
}
