/// Why a MaskExpr string (api.md §1; the names of R1.2 and R10.1) could not be evaluated, and
/// where: `column` is 1-based, counted in Unicode scalars; one past the end for a premature end.
public struct ExpressionError: Error, Sendable, Equatable {
    public var message: String
    public var column: Int
    public init(message: String, column: Int) {
        self.message = message
        self.column = column
    }
}
