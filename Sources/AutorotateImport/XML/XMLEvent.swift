/// Where something starts in an XML text: its line and column, both counting from 1 (a column
/// counts Unicode scalars, a tab is one).
struct XMLPosition: Sendable, Equatable {
    var line: Int
    var column: Int
}

/// One attribute of a start tag, its value with references replaced and whitespace normalised.
struct XMLAttribute: Sendable, Equatable {
    var name: String
    var value: String
}

/// One thing an XML document says, in document order, as ``XMLReader`` reads it. An empty-element
/// tag (`<a/>`) is a start followed by an end; adjacent character data, CDATA sections and
/// references form one text event, which ends at the next tag, comment or processing instruction.
enum XMLEvent: Sendable, Equatable {
    case start(name: String, attributes: [XMLAttribute], at: XMLPosition)
    case end(name: String, at: XMLPosition)
    case text(String, at: XMLPosition)
}

extension [XMLAttribute] {
    /// The value of the attribute called `name` (a start tag has each name at most once).
    subscript(name: String) -> String? {
        first { $0.name == name }?.value
    }
}
