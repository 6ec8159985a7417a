import AutorotateImport
import AutorotateWire
import Testing

/// `InfoPlistText.parse`: the keys of api.md §2 from XML plist text, each key's line, and the
/// plist's own line for text that is not a plist.
@Suite struct InfoPlistTextTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
        \t<key>CFBundleName</key>
        \t<string>Demo</string>
        \t<key>UIRequiresFullScreen</key>
        \t<true/>
        \t<key>UISupportedInterfaceOrientations~ipad</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t</array>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t</array>
        \t<key>UIInterfaceOrientation</key>
        \t<string>UIInterfaceOrientationLandscapeLeft</string>
        </dict>
        </plist>
        """

    /// The §2 keys come out in the fixed order with their values; other keys are left out.
    @Test func readsTheRotationKeysInFixedOrder() throws {
        let keys = try InfoPlistText.parse(Self.plist).get()
        #expect(
            String(decoding: JSONValue.object(keys.infoPlist).serialized(), as: UTF8.self)
                == #"{"UISupportedInterfaceOrientations":["UIInterfaceOrientationPortrait"],"#
                + #""UISupportedInterfaceOrientations~ipad":["UIInterfaceOrientationPortrait","UIInterfaceOrientationLandscapeLeft"],"#
                + #""UIInterfaceOrientation":"UIInterfaceOrientationLandscapeLeft","UIRequiresFullScreen":true}"#
        )
        #expect(keys.problems.isEmpty)
    }

    /// Every top-level key maps to the line it is written on.
    @Test func reportsTheLineOfEachKey() throws {
        let keys = try InfoPlistText.parse(Self.plist).get()
        #expect(keys.lines["CFBundleName"] == 5)
        #expect(keys.lines["UIRequiresFullScreen"] == 7)
        #expect(keys.lines["UISupportedInterfaceOrientations~ipad"] == 9)
        #expect(keys.lines["UISupportedInterfaceOrientations"] == 14)
        #expect(keys.lines["UIInterfaceOrientation"] == 18)
    }

    /// Malformed XML fails at the line XMLParser stopped on.
    @Test func malformedXMLFailsAtItsLine() {
        let text = Self.plist.replacingOccurrences(of: "<string>Demo</string>", with: "<string>Demo</strin>")
        guard case .failure(let problem) = InfoPlistText.parse(text) else {
            Issue.record("a mismatched tag parsed")
            return
        }
        #expect(problem.line == 6)
    }

    /// A key with no value, and an integer that is not one, fail at their own lines.
    @Test func structuralProblemsFailAtTheirLines() {
        let missingValue = """
            <plist version="1.0">
            <dict>
              <key>UISupportedInterfaceOrientations</key>
              <key>UIRequiresFullScreen</key>
              <true/>
            </dict>
            </plist>
            """
        #expect(InfoPlistText.parse(missingValue).failureLine == 4)
        let badInteger = """
            <plist version="1.0">
            <dict>
              <key>Count</key>
              <integer>twelve</integer>
            </dict>
            </plist>
            """
        #expect(InfoPlistText.parse(badInteger).failureLine == 4)
    }

    /// Text that is empty, or whose root is not a dictionary, is refused with a line.
    @Test func emptyOrNonDictionaryRootIsRefused() {
        #expect(InfoPlistText.parse("  \n").failureLine == 1)
        let array = """
            <?xml version="1.0"?>
            <plist version="1.0">
            <array><string>x</string></array>
            </plist>
            """
        #expect(InfoPlistText.parse(array).failureLine == 3)
    }

    /// A key of the wrong type and an unresolved `$(VARIABLE)` are problems, not failures.
    @Test func wrongTypesAndVariablesAreProblems() throws {
        let text = """
            <plist version="1.0">
            <dict>
              <key>UISupportedInterfaceOrientations</key>
              <string>UIInterfaceOrientationPortrait</string>
              <key>UIInterfaceOrientation</key>
              <string>$(LAUNCH_ORIENTATION)</string>
            </dict>
            </plist>
            """
        let keys = try InfoPlistText.parse(text).get()
        #expect(keys.infoPlist.members.isEmpty)
        #expect(keys.problems.map(\.line) == [3, 5])
    }
}

extension Result where Failure == PlistProblem {
    /// The failure's line, or nil on success.
    var failureLine: Int? {
        if case .failure(let problem) = self { return problem.line }
        return nil
    }
}
