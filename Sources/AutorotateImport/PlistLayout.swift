import Foundation

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Where things are in a plist's text, which `PropertyListSerialization` does not say: the line
/// of each top-level key, and the first line where the text stops being a well-formed property list.
struct PlistLayout {
    var keyLines: [String: Int] = [:]
    var problem: PlistProblem?
    var rootLine = 1
    var lastLine = 1

    /// An XML plist: XMLParser's own error line for malformed XML; element-level checks (a key
    /// without a value, an unknown element, an integer that is not one) for the rest.
    static func xml(_ text: String) -> PlistLayout {
        let reader = PlistXMLReader()
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = reader
        let parsed = parser.parse()
        var layout = PlistLayout(
            keyLines: reader.keyLines, problem: reader.problem, rootLine: reader.rootLine)
        layout.lastLine = max(1, parser.lineNumber)
        if let error = reader.xmlError {
            // A structural problem found before the XML error came first in the text.
            if layout.problem.map({ $0.line > error.line }) ?? true {
                layout.problem = PlistProblem(line: error.line, message: error.message)
            }
        } else if !parsed, layout.problem == nil {
            layout.problem = PlistProblem(line: layout.lastLine, message: "not well-formed XML")
        }
        return layout
    }

    /// An old-style text plist: the OpenStep reader's lines and errors.
    static func openStep(_ text: String) -> PlistLayout {
        var layout = PlistLayout()
        switch OpenStepParser.parse(text) {
        case .success(let value):
            for entry in value.dictionary?.entries ?? [] { layout.keyLines[entry.key] = entry.line }
        case .failure(let error):
            layout.problem = PlistProblem(line: error.line, message: error.message)
        }
        return layout
    }
}

/// The XMLParser delegate behind ``PlistLayout/xml(_:)``.
private final class PlistXMLReader: NSObject, XMLParserDelegate {
    var keyLines: [String: Int] = [:]
    var problem: PlistProblem?
    var rootLine = 1
    var xmlError: XMLParseError?
    /// Open elements, outermost first.
    private var stack: [String] = []
    /// Per open `dict`: whether the next child must be a `key`.
    private var expectsKey: [Bool] = []
    private var text = ""
    private var keyLine = 0

    private static let values: Set<String> = [
        "string", "integer", "real", "true", "false", "date", "data", "array", "dict",
    ]

    private func fail(_ line: Int, _ message: String) {
        if problem == nil { problem = PlistProblem(line: max(1, line), message: message) }
    }

    func parser(
        _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
        qualifiedName: String?,
        attributes: [String: String] = [:]
    ) {
        let line = parser.lineNumber
        if let parent = stack.last {
            if parent == "dict" {
                let wantsKey = expectsKey.last ?? true
                if wantsKey && elementName != "key" {
                    fail(line, "expected <key> in a dict, found <\(elementName)>")
                } else if !wantsKey && !Self.values.contains(elementName) {
                    fail(line, "<\(elementName)> is not a plist value (after the key on line \(keyLine))")
                }
                if !expectsKey.isEmpty { expectsKey[expectsKey.count - 1].toggle() }
            } else if parent == "array" {
                if !Self.values.contains(elementName) { fail(line, "<\(elementName)> is not a plist value") }
            } else if parent == "plist" {
                if stack.count == 1 { rootLine = line }
            } else {
                fail(line, "<\(parent)> cannot contain <\(elementName)>")
            }
        } else if elementName != "plist" && !Self.values.contains(elementName) {
            fail(line, "<\(elementName)> is not a plist element")
        } else if elementName != "plist" {
            rootLine = line
        }
        if elementName == "key" { keyLine = line }
        stack.append(elementName)
        if elementName == "dict" { expectsKey.append(true) }
        text = ""
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        if xmlError == nil { xmlError = XMLParseError(parser: parser, error: parseError) }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        text += string
    }

    func parser(
        _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?
    ) {
        let line = parser.lineNumber
        switch elementName {
        case "key":
            // A key of the root dict: plist > dict > key, or a bare root dict > key.
            let depth = stack.first == "plist" ? 3 : 2
            if stack.count == depth, keyLines[text] == nil { keyLines[text] = line }
        case "integer":
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if Int(trimmed) == nil
                && !(trimmed.hasPrefix("0x") && Int(trimmed.dropFirst(2), radix: 16) != nil)
            {
                fail(line, "'\(trimmed)' is not an integer")
            }
        case "real":
            if Double(text.trimmingCharacters(in: .whitespacesAndNewlines)) == nil {
                fail(line, "'\(text)' is not a number")
            }
        case "dict":
            if expectsKey.last == false { fail(line, "the key on line \(keyLine) has no value") }
            expectsKey.removeLast()
        default: break
        }
        stack.removeLast()
        text = ""
    }
}
