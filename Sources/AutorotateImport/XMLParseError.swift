import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The first error `XMLParser` reports, at the line it was on when it reported it (the line
/// `parse()` leaves behind is the end of the text, not the error's).
struct XMLParseError: Sendable {
    var line: Int
    var message: String

    init(parser: XMLParser, error: any Error) {
        line = max(1, parser.lineNumber)
        let code = (error as NSError).code
        let reason: String
        switch code {
        case 4: reason = "the document is empty"
        case 5: reason = "the document ends before its elements are closed"
        case 9: reason = "an invalid character"
        case 38, 39, 40, 41: reason = "a malformed attribute"
        case 73: reason = "a tag is not closed with '>'"
        case 76: reason = "a closing tag does not match the element it closes"
        case 111: reason = "an undeclared entity"
        default: reason = "XMLParser error \(code)"
        }
        message = "not well-formed XML: \(reason)"
    }
}
