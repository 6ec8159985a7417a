/// A strict, streaming reader of XML 1.0 text: start tags with their attributes, end tags and
/// character data, each with its line and column, in document order; the first well-formedness
/// error stops it with its place and reason. Standard library only.
///
/// It reads the XML declaration (version 1.0; UTF-8 only, as the text is a Swift string), comments,
/// processing instructions, a DOCTYPE (skipped with its internal subset: no entity it declares is
/// defined), CDATA sections, the five predefined entities and numeric character references.
/// Nesting deeper than ``maximumDepth`` is an error, so no input can exhaust memory through the
/// stack of open elements; no loop backtracks, so the time is linear in the text's length.
///
/// ```swift
/// var reader = XMLReader("<a x='1'>hi</a>")
/// while let event = try reader.next() { … }   // .start("a", [x=1]), .text("hi"), .end("a")
/// ```
struct XMLReader {
    /// The deepest nesting of elements accepted (libxml2's default limit).
    static let maximumDepth = 256

    private let bytes: [UInt8]
    /// Where reading stops: the first character XML does not allow, else the end of the text.
    private let end: Int
    private let documentStart: Int
    private var index: Int
    private var line = 1
    private var column = 1
    /// The names of the open elements, outermost first.
    private var open: [String] = []
    private var rootSeen = false
    private var doctypeSeen = false
    private var markupSeen = false
    private var pendingEnd: XMLEvent?
    /// The namespace prefixes each open element declares (`xmlns:p`), parallel to `open`.
    private var declarations: [[String]] = []
    /// How many open elements declare each prefix.
    private var declared: [String: Int] = [:]

    /// Whose reading it follows where Foundation's readers differ (``XMLDialect``).
    private let dialect: XMLDialect

    init(_ text: String, dialect: XMLDialect = .xmlParser) {
        self.dialect = dialect
        bytes = Array(text.utf8)
        end = Self.firstDisallowed(in: bytes)
        documentStart = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        index = documentStart
    }

    /// The next event, or `nil` after the root element has closed and only trivia followed it.
    mutating func next() throws(XMLSyntaxError) -> XMLEvent? {
        if let event = pendingEnd {
            pendingEnd = nil
            return event
        }
        while true {
            guard index < end else {
                if let name = open.last {
                    throw endError("the document ends before its elements are closed (<\(name)> is open)")
                }
                if end < bytes.count { throw endError("") }
                guard rootSeen else {
                    throw fail(markupSeen ? "the document has no root element" : "the document is empty")
                }
                return nil
            }
            let byte = bytes[index]
            guard byte == Self.lessThan else {
                if open.isEmpty {
                    guard XMLCharacters.isWhitespace(byte) else {
                        throw fail(rootSeen ? "text after the root element" : "text before the root element")
                    }
                    advance()
                    continue
                }
                return try text()
            }
            let start = position
            if matches("</") { return try endTag(at: start) }
            if matches("<?") {
                try processingInstruction(at: start)
                continue
            }
            if matches("<!--") {
                try comment()
                continue
            }
            if matches("<![CDATA[") {
                guard !open.isEmpty else { throw fail("a CDATA section outside the root element") }
                return try text()
            }
            if matches("<!DOCTYPE") {
                try doctype()
                continue
            }
            if matches("<!") { throw fail("'<!' that begins no comment, CDATA section or DOCTYPE") }
            return try startTag(at: start)
        }
    }

    // MARK: - Tags

    private mutating func startTag(at start: XMLPosition) throws(XMLSyntaxError) -> XMLEvent {
        advance()
        guard let name = readName() else { throw endError("'<' that begins no tag (write &lt; in text)") }
        if open.isEmpty && rootSeen {
            throw XMLSyntaxError(
                line: start.line, column: start.column,
                reason: "a second root element <\(name)> (a document has one)")
        }
        guard open.count < Self.maximumDepth else {
            throw XMLSyntaxError(
                line: start.line, column: start.column,
                reason: "elements nested more than \(Self.maximumDepth) levels deep")
        }
        var attributes: [XMLAttribute] = []
        var names: Set<String> = []
        var selfClosing = false
        while true {
            let spaced = skipWhitespace()
            guard index < end else { throw endError("the document ends inside the tag <\(name)>") }
            let byte = bytes[index]
            if byte == Self.greaterThan {
                advance()
                break
            }
            if byte == Self.slash {
                advance()
                guard index < end, bytes[index] == Self.greaterThan else {
                    throw endError("a tag is not closed with '>'")
                }
                advance()
                selfClosing = true
                break
            }
            guard spaced else { throw fail("a tag is not closed with '>'") }
            let attributePosition = position
            guard let attributeName = readName() else { throw endError("a malformed attribute") }
            skipWhitespace()
            guard index < end, bytes[index] == Self.equals else {
                throw endError("a malformed attribute: '\(attributeName)' has no '=' and value")
            }
            advance()
            skipWhitespace()
            guard index < end, bytes[index] == Self.doubleQuote || bytes[index] == Self.singleQuote else {
                throw endError("a malformed attribute: the value of '\(attributeName)' is not quoted")
            }
            let value = try attributeValue(named: attributeName)
            guard names.insert(attributeName).inserted else {
                throw XMLSyntaxError(
                    line: attributePosition.line, column: attributePosition.column,
                    reason: "a duplicate attribute '\(attributeName)'")
            }
            attributes.append(XMLAttribute(name: attributeName, value: value))
        }
        let prefixes = attributes.compactMap {
            $0.name.hasPrefix("xmlns:") ? String($0.name.dropFirst(6)) : nil
        }
        for prefix in prefixes { declared[prefix, default: 0] += 1 }
        if let problem = namespaceProblem(element: name, attributes: attributes) {
            throw XMLSyntaxError(line: start.line, column: start.column, reason: problem)
        }
        rootSeen = true
        markupSeen = true
        if selfClosing {
            for prefix in prefixes { undeclare(prefix) }
            pendingEnd = .end(name: name, at: start)
        } else {
            open.append(name)
            declarations.append(prefixes)
        }
        return .start(name: name, attributes: attributes, at: start)
    }

    /// A quoted attribute value, with references replaced and each whitespace character (a
    /// CR LF pair counting as one) turned into a space, as XML's attribute-value normalisation says.
    private mutating func attributeValue(named name: String) throws(XMLSyntaxError) -> String {
        let quote = bytes[index]
        advance()
        var buffer: [UInt8] = []
        while true {
            guard index < end else {
                throw endError("the document ends inside the value of attribute '\(name)'")
            }
            let byte = bytes[index]
            switch byte {
            case quote:
                advance()
                return String(decoding: buffer, as: UTF8.self)
            case Self.lessThan:
                throw fail("'<' in the value of attribute '\(name)' (write &lt;)")
            case Self.greaterThan where dialect == .propertyList:
                throw fail(
                    "'>' in the value of attribute '\(name)' (a property list's reader ends the tag there)")
            case Self.ampersand:
                try reference(into: &buffer)
            case 0x0D:
                advance()
                if index < end, bytes[index] == 0x0A { advance() }
                buffer.append(0x20)
            case 0x09, 0x0A:
                advance()
                buffer.append(0x20)
            default:
                buffer.append(byte)
                advance()
            }
        }
    }

    private mutating func endTag(at start: XMLPosition) throws(XMLSyntaxError) -> XMLEvent {
        advance(count: 2)
        guard let name = readName() else { throw endError("a malformed closing tag") }
        skipWhitespace()
        guard index < end, bytes[index] == Self.greaterThan else {
            throw endError("a tag is not closed with '>'")
        }
        advance()
        guard let expected = open.last else {
            throw XMLSyntaxError(
                line: start.line, column: start.column,
                reason: "a closing tag </\(name)> with no element open")
        }
        guard expected == name else {
            throw XMLSyntaxError(
                line: start.line, column: start.column,
                reason: "a closing tag does not match the element it closes (</\(name)> for <\(expected)>)")
        }
        open.removeLast()
        for prefix in declarations.popLast() ?? [] { undeclare(prefix) }
        return .end(name: name, at: start)
    }

    /// Namespaces in XML, as XMLParser (libxml2) applies them: a name with a colon is
    /// `prefix:local`, each part a name without a colon, and the prefix is `xml`, `xmlns` (for an
    /// attribute) or declared by an `xmlns:prefix` attribute of this element or an enclosing one.
    private func namespaceProblem(element: String, attributes: [XMLAttribute]) -> String? {
        let names = [(element, false)] + attributes.map { ($0.name, true) }
        for (name, isAttribute) in names where name.contains(":") {
            let parts = name.split(separator: ":", omittingEmptySubsequences: false)
            guard parts.count == 2, !parts[0].isEmpty, let first = parts[1].unicodeScalars.first,
                XMLCharacters.isNameStart(first.value)
            else { return "the name '\(name)' is not a qualified name (prefix:name)" }
            let prefix = String(parts[0])
            if prefix == "xml" || (isAttribute && prefix == "xmlns") || declared[prefix, default: 0] > 0 {
                continue
            }
            return "the namespace prefix '\(prefix)' of '\(name)' is not declared"
        }
        return nil
    }

    private mutating func undeclare(_ prefix: String) {
        let count = declared[prefix, default: 0] - 1
        declared[prefix] = count > 0 ? count : nil
    }

    // MARK: - Character data

    /// Character data, CDATA sections and references up to the next tag, comment or instruction,
    /// line ends normalised to LF.
    private mutating func text() throws(XMLSyntaxError) -> XMLEvent {
        let start = position
        var buffer: [UInt8] = []
        while index < end {
            let byte = bytes[index]
            switch byte {
            case Self.lessThan:
                guard matches("<![CDATA[") else {
                    return .text(String(decoding: buffer, as: UTF8.self), at: start)
                }
                try cdata(into: &buffer)
            case Self.ampersand:
                try reference(into: &buffer)
            case 0x0D:
                advance()
                if index < end, bytes[index] == 0x0A { advance() }
                buffer.append(0x0A)
            case Self.closingBracket where matches("]]>"):
                throw fail("']]>' in character data (it may only end a CDATA section)")
            default:
                buffer.append(byte)
                advance()
            }
        }
        return .text(String(decoding: buffer, as: UTF8.self), at: start)
    }

    private mutating func cdata(into buffer: inout [UInt8]) throws(XMLSyntaxError) {
        advance(count: 9)
        while true {
            guard index < end else { throw endError("a CDATA section is not closed with ']]>'") }
            if matches("]]>") {
                advance(count: 3)
                return
            }
            let byte = bytes[index]
            advance()
            if byte == 0x0D {
                if index < end, bytes[index] == 0x0A { advance() }
                buffer.append(0x0A)
            } else {
                buffer.append(byte)
            }
        }
    }

    /// `&name;` (one of the five predefined entities) or `&#N;` / `&#xH;`, appended as UTF-8.
    private mutating func reference(into buffer: inout [UInt8]) throws(XMLSyntaxError) {
        let start = position
        advance()
        if index < end, bytes[index] == Self.hash {
            advance()
            var radix: UInt32 = 10
            if index < end, bytes[index] == UInt8(ascii: "x") {
                radix = 16
                advance()
            }
            var value: UInt32 = 0
            var digits = 0
            while index < end, let digit = Self.digit(bytes[index], radix: radix) {
                value = min(value * radix + digit, 0x11_0000)
                digits += 1
                advance()
            }
            guard digits > 0, index < end, bytes[index] == Self.semicolon else {
                throw XMLSyntaxError(
                    line: start.line, column: start.column, reason: "a malformed character reference")
            }
            advance()
            guard XMLCharacters.isAllowed(value), let scalar = Unicode.Scalar(value) else {
                throw XMLSyntaxError(
                    line: start.line, column: start.column,
                    reason: "a character reference to a character XML does not allow")
            }
            buffer.append(contentsOf: Array(String(Character(scalar)).utf8))
            return
        }
        guard let name = readName() else {
            throw XMLSyntaxError(
                line: start.line, column: start.column, reason: "'&' that begins no reference (write &amp;)")
        }
        guard index < end, bytes[index] == Self.semicolon else {
            throw XMLSyntaxError(
                line: start.line, column: start.column,
                reason: "the reference &\(name) is not closed with ';'")
        }
        advance()
        switch name {
        case "amp": buffer.append(Self.ampersand)
        case "lt": buffer.append(Self.lessThan)
        case "gt": buffer.append(Self.greaterThan)
        case "apos": buffer.append(Self.singleQuote)
        case "quot": buffer.append(Self.doubleQuote)
        default:
            throw XMLSyntaxError(
                line: start.line, column: start.column, reason: "an undeclared entity &\(name);")
        }
    }

    // MARK: - Trivia

    private mutating func processingInstruction(at start: XMLPosition) throws(XMLSyntaxError) {
        let atDocumentStart = index == documentStart
        advance(count: 2)
        guard let target = readName() else { throw endError("a malformed processing instruction") }
        if target.contains(":") {
            throw XMLSyntaxError(
                line: start.line, column: start.column, reason: "a colon in a processing instruction's name")
        }
        let lowercased = target.lowercased()
        if lowercased.hasPrefix("xml"), lowercased != "xml", target != "xml-stylesheet", target != "xml-model"
        {
            throw XMLSyntaxError(
                line: start.line, column: start.column,
                reason:
                    "the processing instruction name '\(target)' (names beginning with 'xml' are reserved)")
        }
        if lowercased == "xml" {
            guard target == "xml", atDocumentStart else {
                throw XMLSyntaxError(
                    line: start.line, column: start.column,
                    reason: "the XML declaration must be the very first thing in the text")
            }
            try declaration()
            markupSeen = true
            return
        }
        if !matches("?>") {
            guard skipWhitespace() else { throw endError("a malformed processing instruction") }
        }
        while !matches("?>") {
            guard index < end else { throw endError("a processing instruction is not closed with '?>'") }
            advance()
        }
        advance(count: 2)
        markupSeen = true
    }

    /// `version="1.x"`, then optionally `encoding="UTF-8"` and `standalone="yes|no"`, then `?>`.
    private mutating func declaration() throws(XMLSyntaxError) {
        var expected = ["version", "encoding", "standalone"]
        var first = true
        while true {
            let spaced = skipWhitespace()
            if matches("?>") {
                guard !first else { throw fail("the XML declaration has no version") }
                advance(count: 2)
                return
            }
            guard index < end else { throw endError("the XML declaration is not closed with '?>'") }
            guard spaced, let name = readName() else { throw endError("a malformed XML declaration") }
            guard let place = expected.firstIndex(of: name), first == (name == "version") else {
                throw fail("a malformed XML declaration ('\(name)' is out of place)")
            }
            expected.removeFirst(place + 1)
            first = false
            skipWhitespace()
            guard index < end, bytes[index] == Self.equals else {
                throw endError("a malformed XML declaration")
            }
            advance()
            skipWhitespace()
            guard index < end, bytes[index] == Self.doubleQuote || bytes[index] == Self.singleQuote else {
                throw endError("a malformed XML declaration")
            }
            let value = try attributeValue(named: name)
            let valid: Bool
            switch name {
            case "version":
                // libxml2 (under XMLParser and PropertyListSerialization) refuses other 1.x versions.
                valid = value == "1.0"
            case "encoding":
                valid = XMLEncodingName.isUTF8(value)
            default: valid = value == "yes" || value == "no"
            }
            guard valid else { throw fail("the XML declaration's \(name) '\(value)' is not supported") }
        }
    }

    private mutating func comment() throws(XMLSyntaxError) {
        advance(count: 4)
        while true {
            guard index < end else { throw endError("a comment is not closed with '-->'") }
            if matches("--") {
                guard matches("-->") else { throw fail("'--' inside a comment") }
                advance(count: 3)
                markupSeen = true
                return
            }
            advance()
        }
    }

    /// `<!DOCTYPE name (SYSTEM "uri" | PUBLIC "id" "uri")? [internal subset]? >`, checked and skipped;
    /// the internal subset is skipped with its literals and comments (nothing it declares is used).
    private mutating func doctype() throws(XMLSyntaxError) {
        if rootSeen { throw fail("a DOCTYPE after the root element") }
        if doctypeSeen { throw fail("a second DOCTYPE") }
        doctypeSeen = true
        markupSeen = true
        advance(count: 9)
        guard skipWhitespace(), readName() != nil else { throw endError("a malformed DOCTYPE (no name)") }
        if skipWhitespace() {
            if matches("SYSTEM") {
                advance(count: 6)
                guard skipWhitespace() else { throw endError("a malformed DOCTYPE") }
                try literal(isPublicID: false)
            } else if matches("PUBLIC") {
                advance(count: 6)
                guard skipWhitespace() else { throw endError("a malformed DOCTYPE") }
                try literal(isPublicID: true)
                guard skipWhitespace() else { throw endError("a malformed DOCTYPE (no system identifier)") }
                try literal(isPublicID: false)
            }
            skipWhitespace()
        }
        if index < end, bytes[index] == Self.openingBracket {
            advance()
            try internalSubset()
            skipWhitespace()
        }
        guard index < end, bytes[index] == Self.greaterThan else { throw endError("a malformed DOCTYPE") }
        advance()
    }

    /// A quoted system literal, or a public identifier (only `PubidChar`s).
    private mutating func literal(isPublicID: Bool) throws(XMLSyntaxError) {
        guard index < end, bytes[index] == Self.doubleQuote || bytes[index] == Self.singleQuote else {
            throw endError("a malformed DOCTYPE (an identifier is not quoted)")
        }
        let quote = bytes[index]
        advance()
        while true {
            guard index < end else { throw endError("a DOCTYPE is not closed with '>'") }
            let byte = bytes[index]
            if byte == quote { break }
            if isPublicID && !Self.isPublicIDCharacter(byte) {
                throw fail("a character a public identifier may not hold")
            }
            advance()
        }
        advance()
    }

    private static func isPublicIDCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case 0x20, 0x0D, 0x0A, UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"):
            return true
        default: return Array("-'()+,./:=?;!*#@$_%".utf8).contains(byte)
        }
    }

    /// Up to and including the `]` that ends the internal subset.
    private mutating func internalSubset() throws(XMLSyntaxError) {
        while true {
            guard index < end else { throw endError("a DOCTYPE's internal subset is not closed with ']'") }
            let byte = bytes[index]
            if byte == Self.doubleQuote || byte == Self.singleQuote {
                advance()
                while index < end, bytes[index] != byte { advance() }
                guard index < end else { throw endError("a DOCTYPE is not closed with '>'") }
                advance()
            } else if matches("<!--") {
                try comment()
            } else if byte == Self.closingBracket {
                advance()
                return
            } else {
                advance()
            }
        }
    }

    // MARK: - Bytes

    private var position: XMLPosition { XMLPosition(line: line, column: column) }

    private func fail(_ reason: String) -> XMLSyntaxError {
        XMLSyntaxError(line: line, column: column, reason: reason)
    }

    /// `reason` at the current place; at a character XML does not allow, that character instead
    /// (reading stops there, so it is what cut the construct short).
    private func endError(_ reason: String) -> XMLSyntaxError {
        if index >= end, end < bytes.count {
            let scalar = Self.scalar(in: bytes, at: end).value
            let hex = String(scalar, radix: 16, uppercase: true)
            return fail(
                "an invalid character U+\(String(repeating: "0", count: max(0, 4 - hex.count)) + hex)")
        }
        guard index >= end, !reason.hasPrefix("the document ends") else { return fail(reason) }
        return fail("the document ends early: \(reason)")
    }

    private mutating func advance() {
        if bytes[index] == 0x0A {
            line += 1
            column = 1
        } else if bytes[index] & 0xC0 != 0x80 {
            column += 1
        }
        index += 1
    }

    private mutating func advance(count: Int) {
        for _ in 0..<count where index < end { advance() }
    }

    /// Skips `S*`; whether it skipped anything.
    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let before = index
        while index < end, XMLCharacters.isWhitespace(bytes[index]) { advance() }
        return index > before
    }

    private func matches(_ literal: StaticString) -> Bool {
        let count = literal.utf8CodeUnitCount
        guard index + count <= end else { return false }
        return literal.withUTF8Buffer { buffer in
            var offset = 0
            while offset < count {
                if bytes[index + offset] != buffer[offset] { return false }
                offset += 1
            }
            return true
        }
    }

    /// A `Name` at the current place, or nil (nothing consumed) when none starts there.
    private mutating func readName() -> String? {
        guard index < end, XMLCharacters.isNameStart(Self.scalar(in: bytes, at: index).value) else {
            return nil
        }
        let start = index
        while index < end {
            let (value, length) = Self.scalar(in: bytes, at: index)
            guard XMLCharacters.isName(value), index + length <= end else { break }
            advance(count: length)
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private static func scalar(in bytes: [UInt8], at index: Int) -> (value: UInt32, length: Int) {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
        guard index + length <= bytes.count else { return (0xFFFD, bytes.count - index) }
        var value = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (value, length)
    }

    private static func firstDisallowed(in bytes: [UInt8]) -> Int {
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte < 0x20 && !XMLCharacters.isWhitespace(byte) { return index }
            if byte == 0xEF, index + 2 < bytes.count, bytes[index + 1] == 0xBF,
                bytes[index + 2] == 0xBE || bytes[index + 2] == 0xBF
            {
                return index
            }
            index += 1
        }
        return bytes.count
    }

    private static func digit(_ byte: UInt8, radix: UInt32) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f") where radix == 16:
            return UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F") where radix == 16:
            return UInt32(byte - UInt8(ascii: "A") + 10)
        default: return nil
        }
    }

    private static let lessThan = UInt8(ascii: "<")
    private static let greaterThan = UInt8(ascii: ">")
    private static let ampersand = UInt8(ascii: "&")
    private static let slash = UInt8(ascii: "/")
    private static let equals = UInt8(ascii: "=")
    private static let hash = UInt8(ascii: "#")
    private static let semicolon = UInt8(ascii: ";")
    private static let doubleQuote = UInt8(ascii: "\"")
    private static let singleQuote = UInt8(ascii: "'")
    private static let openingBracket = UInt8(ascii: "[")
    private static let closingBracket = UInt8(ascii: "]")
}
