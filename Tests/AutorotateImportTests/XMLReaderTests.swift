import Testing

@testable import AutorotateImport

/// `XMLReader`: the events of well-formed XML, and the line, column and reason of each kind of
/// well-formedness error it reports.
@Suite struct XMLReaderTests {
    /// All events of `text`, or the error that stopped the reader.
    private func read(_ text: String) -> Result<[XMLEvent], XMLSyntaxError> {
        var reader = XMLReader(text)
        var events: [XMLEvent] = []
        do {
            while let event = try reader.next() { events.append(event) }
        } catch {
            return .failure(error)
        }
        return .success(events)
    }

    private func error(_ text: String) -> XMLSyntaxError? {
        if case .failure(let error) = read(text) { return error }
        return nil
    }

    /// Declaration, BOM, DOCTYPE with an internal subset, comments, PIs, CDATA, references and
    /// attributes in either quote come out as start, text and end events with their places.
    @Test func readsEveryConstructOfWellFormedXML() throws {
        let text =
            "\u{FEFF}<?xml version=\"1.0\" encoding=\"UTF-8\" standalone='yes'?>\n"
            + "<!DOCTYPE a PUBLIC \"-//X//EN\" \"x.dtd\" [ <!ENTITY e \"]>\"> <!-- ] --> ]>\n"
            + "<!-- c --><?pi data?>\n"
            + "<a x='1 &amp; 2' y=\"&#60;&#x3E;\tz\">t&lt;&gt;&apos;&quot;&#233;<![CDATA[<b>&amp;]]><e/>\r\n</a>\n"
        let events = try read(text).get()
        #expect(
            events == [
                .start(
                    name: "a",
                    attributes: [
                        XMLAttribute(name: "x", value: "1 & 2"), XMLAttribute(name: "y", value: "<> z"),
                    ],
                    at: XMLPosition(line: 4, column: 1)),
                .text("t<>'\"é<b>&amp;", at: XMLPosition(line: 4, column: 36)),
                .start(name: "e", attributes: [], at: XMLPosition(line: 4, column: 83)),
                .end(name: "e", at: XMLPosition(line: 4, column: 83)),
                .text("\n", at: XMLPosition(line: 4, column: 87)),
                .end(name: "a", at: XMLPosition(line: 5, column: 1)),
            ])
    }

    /// Each well-formedness error names its reason at the line and column where it is.
    @Test(arguments: [
        ("<a>\n  <b></c>\n</a>", 2, 6, "does not match"),
        ("<a>\n<b>", 2, 4, "ends before its elements are closed"),
        ("", 1, 1, "the document is empty"),
        ("<!-- only -->", 1, 14, "no root element"),
        ("<a/>\n<b/>", 2, 1, "a second root element"),
        ("hello<a/>", 1, 1, "text before the root element"),
        ("<a/>x", 1, 5, "text after the root element"),
        ("<a x='1' x='2'/>", 1, 10, "a duplicate attribute 'x'"),
        ("<a x='<'/>", 1, 7, "'<' in the value"),
        ("<a>&nbsp;</a>", 1, 4, "an undeclared entity &nbsp;"),
        ("<a>&#0;</a>", 1, 4, "a character XML does not allow"),
        ("<a>&#xD800;</a>", 1, 4, "a character XML does not allow"),
        ("<a>&#x110000;</a>", 1, 4, "a character XML does not allow"),
        ("<a>&#12</a>", 1, 4, "a malformed character reference"),
        ("<a>\u{1}</a>", 1, 4, "an invalid character U+0001"),
        ("<a b='1'", 1, 9, "the document ends inside the tag <a>"),
        ("<a><!-- x", 1, 10, "comment is not closed"),
        ("<a><![CDATA[x", 1, 14, "CDATA section is not closed"),
        ("<a>x]]>y</a>", 1, 5, "']]>' in character data"),
        ("<a><!-- a -- b --></a>", 1, 11, "'--' inside a comment"),
        ("\n<?xml version=\"1.0\"?><a/>", 2, 1, "XML declaration must be the very first"),
        ("<?xml version=\"1.0\" encoding=\"Latin-1\"?><a/>", 1, 39, "encoding 'Latin-1' is not supported"),
        ("<a x=1/>", 1, 6, "is not quoted"),
        ("<a p:x='1'/>", 1, 1, "namespace prefix 'p'"),
        ("<a>< b/></a>", 1, 5, "'<' that begins no tag"),
        ("<a></a><!DOCTYPE a>", 1, 8, "a DOCTYPE after the root element"),
    ])
    func reportsWellFormednessErrors(text: String, line: Int, column: Int, reason: String) throws {
        let found = try #require(error(text), "accepted: \(text.debugDescription)")
        #expect(found.line == line && found.column == column, "\(found)")
        #expect(found.reason.contains(reason), "\(found.reason)")
        #expect(found.message.hasPrefix("not well-formed XML: "))
    }

    /// The encoding names Foundation reads as UTF-8 (an `EncName` compared as ICU compares charset
    /// names) are accepted; near misses are refused at the declaration.
    @Test(arguments: [
        ("UTF-8", true), ("utf8", true), ("U-TF-8", true), ("UTF_8", true), ("UTF-08", true),
        ("UTF8---", true), ("U.T.F.8", true), ("UTF-88", false), ("UTF 8", false), ("-UTF-8", false),
        ("UT:F-8", false), ("x-utf-8", false), ("Latin-1", false),
    ])
    func encodingNamesAreReadAsFoundationReadsThem(name: String, accepted: Bool) {
        let text = "<?xml version=\"1.0\" encoding=\"\(name)\"?><a/>"
        #expect((error(text) == nil) == accepted, "\(name)")
    }

    /// A `>` inside an attribute value is XML, but a property list's reader ends the tag there: the
    /// plist reader refuses it at its place, the XML reader does not.
    @Test func greaterThanInAnAttributeEndsAPropertyListTag() {
        let text = "<plist version=\"1.>0\"><dict/></plist>"
        #expect(error(text) == nil)
        guard case .failure(let problem) = XMLPlistReader.read(text) else {
            Issue.record("the plist reader accepted \(text)")
            return
        }
        #expect(problem.line == 1)
        #expect(problem.message.contains("'>' in the value of attribute 'version'"))
    }

    /// Nesting is bounded: one level past the limit is an error, not a deep stack.
    @Test func nestingDeeperThanTheLimitIsAnError() {
        let depth = XMLReader.maximumDepth
        let fits = String(repeating: "<a>", count: depth) + String(repeating: "</a>", count: depth)
        #expect((try? read(fits).get()) != nil)
        let tooDeep = String(repeating: "<a>", count: depth + 1) + String(repeating: "</a>", count: depth + 1)
        #expect(error(tooDeep)?.reason.contains("nested more than") == true)
        let huge = String(repeating: "<a>", count: 100_000)
        #expect(error(huge)?.reason.contains("nested more than") == true)
    }

    /// A long flat document reads in one pass (many siblings, a long text, many attributes).
    @Test func largeFlatDocumentsRead() throws {
        let siblings = "<r>" + String(repeating: "<s k='v'>text &amp; more</s>", count: 20_000) + "</r>"
        #expect(try read(siblings).get().count == 2 + 20_000 * 3)
        let attributes = "<r " + (0..<2_000).map { "a\($0)='\($0)'" }.joined(separator: " ") + "/>"
        guard case .start(_, let list, _)? = try read(attributes).get().first else {
            Issue.record("no start event")
            return
        }
        #expect(list.count == 2_000)
    }
}
