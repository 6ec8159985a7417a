import Foundation

@testable import AutorotateImport

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// Foundation's readers, for the differential tests only (the import itself links no Foundation):
/// `XMLParser`'s events and `PropertyListSerialization`'s values, in the forms the import's own
/// readers give, so that the two can be compared with `==`.
enum FoundationXMLReference {
    /// The events as comparable lines: `S name a=1 b=2` (attributes sorted), `E name`, `T text`
    /// (text between two tags joined into one), or nil when XMLParser refuses the text: `parse()`
    /// returns false or the delegate hears of an error (the import's old reader refused both).
    static func events(_ text: String) -> [String]? {
        let collector = EventCollector()
        let parser = XMLParser(data: Data(text.utf8))
        parser.shouldResolveExternalEntities = false
        parser.delegate = collector
        guard parser.parse(), !collector.failed else { return nil }
        collector.flush()
        return collector.events
    }

    /// `PropertyListSerialization`'s root value, or nil when it or `XMLParser` refuses the text
    /// (the import read plists with both until it had its own reader: XMLParser for the lines and
    /// well-formedness, PropertyListSerialization for the values).
    static func plist(_ text: String) -> PlistValue? {
        guard events(text) != nil,
            let root = try? PropertyListSerialization.propertyList(
                from: Data(text.utf8), options: [], format: nil)
        else { return nil }
        return value(root)
    }

    /// Foundation's value as a ``PlistValue``; `Bool` and the numbers told apart by `objCType`.
    static func value(_ any: Any) -> PlistValue? {
        switch any {
        case let text as String: return .string(text)
        case let data as Data: return .data(Array(data))
        case let date as Date: return .date(date.timeIntervalSinceReferenceDate)
        case let dictionary as [String: Any]:
            var entries: [String: PlistValue] = [:]
            for (key, element) in dictionary {
                guard let converted = value(element) else { return nil }
                entries[key] = converted
            }
            return .dictionary(entries)
        case let array as [Any]:
            var elements: [PlistValue] = []
            for element in array {
                guard let converted = value(element) else { return nil }
                elements.append(converted)
            }
            return .array(elements)
        case let number as NSNumber:
            switch String(cString: number.objCType) {
            case "c", "B": return .boolean(number.boolValue)
            case "f", "d": return .real(number.doubleValue)
            default: return .integer(number.int64Value)
            }
        case let flag as Bool: return .boolean(flag)
        default: return nil
        }
    }

    private final class EventCollector: NSObject, XMLParserDelegate {
        var events: [String] = []
        var failed = false
        private var text = ""

        func flush() {
            if !text.isEmpty { events.append("T" + text) }
            text = ""
        }

        func parser(
            _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
            qualifiedName: String?, attributes: [String: String] = [:]
        ) {
            flush()
            let pairs = attributes.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
            events.append((["S" + elementName] + pairs).joined(separator: " "))
        }

        func parser(
            _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
            qualifiedName: String?
        ) {
            flush()
            events.append("E" + elementName)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) { text += string }

        func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) { failed = true }

        func parser(_ parser: XMLParser, foundIgnorableWhitespace whitespaceString: String) {
            text += whitespaceString
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            text += String(decoding: CDATABlock, as: UTF8.self)
        }
    }
}

/// The import's reader's events in ``FoundationXMLReference/events(_:)``'s form, or its error.
enum ImportXMLEvents {
    static func events(_ text: String) -> Result<[String], XMLSyntaxError> {
        var reader = XMLReader(text)
        var events: [String] = []
        var pendingText = ""
        func flush() {
            if !pendingText.isEmpty { events.append("T" + pendingText) }
            pendingText = ""
        }
        do {
            while let event = try reader.next() {
                switch event {
                case .start(let name, let attributes, _):
                    flush()
                    let pairs = attributes.sorted { $0.name < $1.name }.map { "\($0.name)=\($0.value)" }
                    events.append((["S" + name] + pairs).joined(separator: " "))
                case .end(let name, _):
                    flush()
                    events.append("E" + name)
                case .text(let text, _):
                    pendingText += text
                }
            }
        } catch {
            return .failure(error)
        }
        flush()
        return .success(events)
    }
}
