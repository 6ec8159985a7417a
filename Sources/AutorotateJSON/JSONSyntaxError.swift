/// Why a byte sequence is not a JSON document (RFC 8259), and where.
///
/// ```swift
/// do {
///     _ = try JSONReader.parse(Array(#"{"a": [1,]}"#.utf8))
/// } catch {
///     print(error.pointer)  // "/a/1"
///     print(error.message)  // "trailing comma before ']' at line 1, column 10"
/// }
/// ```
public struct JSONSyntaxError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The RFC 6901 pointer of the value being parsed when reading failed (`""` at top level), e.g.
    /// `"/viewControllers/nav/kind"`.
    public var pointer: String
    /// The byte offset of the offending byte from the start of the input (the input's length when
    /// the input ended too early).
    public var offset: Int
    /// The 1-based line of ``offset``; lines end at `\n`.
    public var line: Int
    /// The 1-based column of ``offset``, counted in Unicode scalars from the start of the line.
    public var column: Int
    /// A sentence a person can read, ending with the line and column, e.g.
    /// `"expected ',' or '}' after an object member at line 3, column 7"`.
    public var message: String

    /// Creates an error from its parts; the reader computes them, tests may build them.
    public init(pointer: String, offset: Int, line: Int, column: Int, message: String) {
        self.pointer = pointer
        self.offset = offset
        self.line = line
        self.column = column
        self.message = message
    }

    /// The message, with the pointer where it applies.
    public var description: String {
        pointer.isEmpty ? message : "\(message) (at \(pointer))"
    }
}
