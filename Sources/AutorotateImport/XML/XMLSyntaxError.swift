/// Why a text is not well-formed XML, at the line and column where ``XMLReader`` found out.
struct XMLSyntaxError: Error, Sendable, Equatable {
    var line: Int
    var column: Int
    /// What is wrong there, e.g. "a closing tag does not match the element it closes".
    var reason: String

    /// The sentence the import's notes and the service's problem details carry.
    var message: String { "not well-formed XML: \(reason) (column \(column))" }
}
