import AutorotateWire
import Glibc

/// The scenario fixtures whose `app.infoPlist` is a JSON object, each also with that plist written
/// as the XML text of an Info.plist (issue 16: "every fixture's plist turned into XML gives
/// byte-identical answers"). The service's tests and the CLI's tests both read them from here.
///
/// ```swift
/// for fixture in InfoPlistFixtures.all(packageRoot: root) {
///     simulate(fixture.jsonForm) == simulate(fixture.xmlForm)
/// }
/// ```
public enum InfoPlistFixtures {
    /// One fixture in its two forms.
    public struct Fixture: Sendable {
        /// The file, relative to where it was found.
        public var name: String
        /// The scenario with `app.infoPlist` as JSON (a fixture's `scenario` member, serialized).
        public var jsonForm: [UInt8]
        /// The same scenario with `app.infoPlist` as the XML text of an Info.plist.
        public var xmlForm: [UInt8]
        /// The XML text.
        public var plistText: String
        /// Each key of the plist → its line in ``plistText``.
        public var keyLines: [String: Int]
    }

    /// Issue 16's one allowed difference between the lint reports of the two forms: findings on
    /// a plist key carry `plistLine` in the XML form. Clears it on every finding of `report` (an
    /// XML form's report) and says how many had one and which had a wrong one.
    public static func removePlistLines(from report: inout LintReport, of fixture: Fixture) -> (
        located: Int, wrong: [String]
    ) {
        var located = 0
        var wrong: [String] = []
        for index in report.findings.indices {
            let finding = report.findings[index]
            let expected = LintReport.plistKey(finding.pointer).flatMap { fixture.keyLines[$0] }
            if finding.plistLine != expected { wrong.append("\(fixture.name) \(finding.pointer)") }
            if finding.plistLine != nil { located += 1 }
            report.findings[index].plistLine = nil
        }
        return (located, wrong)
    }

    /// The folders searched, relative to the package root: the golden scenarios and the lint
    /// fixtures, both in the repository.
    public static let folders = ["Tests/Fixtures/scenarios", "Tests/Fixtures/lint"]

    /// Every fixture under ``folders`` with a JSON `app.infoPlist`, sorted by name.
    public static func all(packageRoot: String) -> [Fixture] {
        var fixtures: [Fixture] = []
        for folder in folders {
            let directory = packageRoot + "/" + folder
            for name in fileNames(in: directory) where name.hasSuffix(".json") {
                guard
                    let fixture = fixture(
                        bytes: FileBytes.read(directory + "/" + name), name: folder + "/" + name)
                else { continue }
                fixtures.append(fixture)
            }
        }
        return fixtures.sorted { $0.name < $1.name }
    }

    /// The two forms of the scenario in `bytes` (a scenario, or a fixture with a `scenario`
    /// member); `nil` when its `app.infoPlist` is not an object of strings, booleans and arrays.
    public static func fixture(bytes: [UInt8], name: String) -> Fixture? {
        guard case .object(let document)? = try? JSONReader.parse(bytes) else { return nil }
        var scenario = document
        if case .object(let member)? = document["scenario"] { scenario = member }
        guard case .object(var app)? = scenario["app"], case .object(let plist)? = app["infoPlist"],
            let index = app.members.firstIndex(where: { $0.key == "infoPlist" }),
            let xml = xml(plist)
        else { return nil }
        let jsonForm = JSONValue.object(scenario).serialized()
        app.members[index].value = .string(xml.text)
        guard let appIndex = scenario.members.firstIndex(where: { $0.key == "app" }) else { return nil }
        scenario.members[appIndex].value = .object(app)
        return Fixture(
            name: name, jsonForm: jsonForm, xmlForm: JSONValue.object(scenario).serialized(),
            plistText: xml.text, keyLines: xml.keyLines)
    }

    /// `plist` as Info.plist XML (tab-indented, as Xcode writes it), and each key's line; `nil`
    /// when a value is not a string, a boolean, an integer or an array of those.
    public static func xml(_ plist: JSONObject) -> (text: String, keyLines: [String: Int])? {
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">"#,
            #"<plist version="1.0">"#,
            "<dict>",
        ]
        var keyLines: [String: Int] = [:]
        for member in plist.members {
            lines.append("\t<key>\(escaped(member.key))</key>")
            keyLines[member.key] = lines.count
            if case .array(let elements) = member.value {
                lines.append("\t<array>")
                for element in elements {
                    guard let text = scalar(element) else { return nil }
                    lines.append("\t\t" + text)
                }
                lines.append("\t</array>")
            } else {
                guard let text = scalar(member.value) else { return nil }
                lines.append("\t" + text)
            }
        }
        lines += ["</dict>", "</plist>"]
        return (lines.joined(separator: "\n") + "\n", keyLines)
    }

    private static func scalar(_ value: JSONValue) -> String? {
        switch value {
        case .string(let text): "<string>\(escaped(text))</string>"
        case .bool(let flag): flag ? "<true/>" : "<false/>"
        case .number(let number) where number == number.rounded() && abs(number) < 1e15:
            "<integer>\(Int(number))</integer>"
        default: nil
        }
    }

    private static func escaped(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.append(character)
            }
        }
        return result
    }

    private static func fileNames(in directory: String) -> [String] {
        guard let stream = opendir(directory) else { return [] }
        defer { closedir(stream) }
        var names: [String] = []
        while let entry = readdir(stream) {
            let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
                String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
            }
            if name != "." && name != ".." { names.append(name) }
        }
        return names.sorted()
    }
}
