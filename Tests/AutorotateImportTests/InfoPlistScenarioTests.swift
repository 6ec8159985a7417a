import AutorotateEngine
import AutorotateImport
import AutorotateWire
import Testing

/// `app.infoPlist` as plist text in a scenario: converted before the engine, refused at
/// `/app/infoPlist` with the plist's line when it does not parse.
@Suite struct InfoPlistScenarioTests {
    static let plist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <plist version="1.0">
        <dict>
        \t<key>UISupportedInterfaceOrientations</key>
        \t<array>
        \t\t<string>UIInterfaceOrientationPortrait</string>
        \t\t<string>UIInterfaceOrientationLandscapeLeft</string>
        \t</array>
        </dict>
        </plist>
        """

    private func scenario(infoPlist: JSONValue) -> [UInt8] {
        JSONValue.object(
            JSONObject([
                JSONMember("device", .object(JSONObject([JSONMember("os", .string("12.0"))]))),
                JSONMember("app", .object(JSONObject([JSONMember("infoPlist", infoPlist)]))),
                JSONMember("viewControllers", .object(JSONObject([JSONMember("a", .object(JSONObject()))]))),
                JSONMember("window", .object(JSONObject([JSONMember("rootViewController", .string("a"))]))),
                JSONMember(
                    "events",
                    .array([
                        .object(
                            JSONObject([
                                JSONMember("type", .string("deviceOrientation")),
                                JSONMember("orientation", .string("landscapeRight")),
                            ]))
                    ])),
            ])
        ).serialized()
    }

    /// The plist text and its JSON form give byte-identical simulations.
    @Test func textMeansWhatItsJSONFormMeans() throws {
        let keys = try InfoPlistText.parse(Self.plist).get()
        let asText = try InfoPlistText.expandInScenario(json: scenario(infoPlist: .string(Self.plist))).get()
        let asJSON = scenario(infoPlist: .object(keys.infoPlist))
        #expect(asText.json == asJSON)
        #expect(asText.plistLines["UISupportedInterfaceOrientations"] == 4)
        let fromText = try Simulator.run(json: asText.json).get().jsonBytes()
        let fromJSON = try Simulator.run(json: asJSON).get().jsonBytes()
        #expect(fromText == fromJSON)
    }

    /// A plist that does not parse is an invalid input at /app/infoPlist naming its line.
    @Test func brokenPlistIsInvalidAtItsPointer() {
        let broken = Self.plist.replacingOccurrences(of: "</array>", with: "</arra>")
        guard
            case .failure(let problem) = InfoPlistText.expandInScenario(
                json: scenario(infoPlist: .string(broken)))
        else {
            Issue.record("a broken plist was accepted")
            return
        }
        #expect(problem.kind == .invalid)
        #expect(problem.errors.map(\.pointer) == ["/app/infoPlist"])
        #expect(problem.errors.first?.detail.hasPrefix("line 8:") == true)
    }

    /// A compare request's scenario is found under /scenario; other bodies pass through unchanged.
    @Test func nestedScenariosAndPassThrough() throws {
        let nested = Array(#"{"scenario":{"app":{"infoPlist":"not a plist <"}}}"#.utf8)
        guard
            case .failure(let problem) = InfoPlistText.expandInScenario(
                json: nested, scenarioPath: ["scenario"])
        else {
            Issue.record("a broken nested plist was accepted")
            return
        }
        #expect(problem.errors.map(\.pointer) == ["/scenario/app/infoPlist"])
        let objectForm = scenario(infoPlist: .object(JSONObject()))
        #expect(try InfoPlistText.expandInScenario(json: objectForm).get().json == objectForm)
        let notJSON = Array("{infoPlist".utf8)
        #expect(try InfoPlistText.expandInScenario(json: notJSON).get().json == notJSON)
    }
}
