/// A place in JSON text: the byte offset, and the line and column a person reads, counted as
/// ``JSONSyntaxError`` counts them (1-based; lines end at `\n`; columns in Unicode scalars).
///
/// ```swift
/// let location = JSONSourceLocation(offset: 12, line: 2, column: 5)
/// "scenario.json:\(location)"  // "scenario.json:2:5"
/// ```
public struct JSONSourceLocation: Sendable, Hashable, CustomStringConvertible {
    /// The byte offset from the start of the text.
    public var offset: Int
    /// The 1-based line of ``offset``.
    public var line: Int
    /// The 1-based column of ``offset``, in Unicode scalars from the start of the line.
    public var column: Int

    /// Creates a location from its parts; ``JSONLocator`` computes them.
    public init(offset: Int, line: Int, column: Int) {
        self.offset = offset
        self.line = line
        self.column = column
    }

    /// `LINE:COLUMN`, the form compilers print after a file name.
    public var description: String { "\(line):\(column)" }
}

/// Where one JSON value lies in the text it was read from.
public struct JSONSourceSpan: Sendable, Hashable {
    /// The value's bytes: from its first byte (`{`, `[`, `"`, a digit, …) to just after its last.
    public var range: Range<Int>
    /// Where the value starts.
    public var start: JSONSourceLocation

    /// Creates a span from its parts; ``JSONLocator`` computes them.
    public init(range: Range<Int>, start: JSONSourceLocation) {
        self.range = range
        self.start = start
    }
}
