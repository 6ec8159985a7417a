import AutorotateHTTP
import AutorotateImport
import AutorotateWire
import Foundation
import Testing

@testable import AutorotateOperations
@testable import AutorotateService

/// `POST /v1/import` and `app.infoPlist` as plist text, over loopback.
@Suite("Import route over loopback", .serialized)
struct ImportRouteTests {
    /// The fixture project's importable files, paths relative to its folder.
    static func fixtureFiles(_ name: String) throws -> [ProjectFile] {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../Fixtures/projects/\(name)").standardized.path
        let enumerator = FileManager.default.enumerator(atPath: root)
        var files: [ProjectFile] = []
        while let relative = enumerator?.nextObject() as? String {
            guard ProjectFile.isImportable(path: relative) else { continue }
            files.append(
                ProjectFile(
                    path: relative,
                    content: try String(contentsOfFile: root + "/" + relative, encoding: .utf8)))
        }
        return files.sorted { $0.path < $1.path }
    }

    /// The service answers an import request with exactly the in-process import's bytes.
    @Test func importMatchesInProcess() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let files = try Self.fixtureFiles("SwiftTabs")
        client.send(ServiceRoutesTests.post("/v1/import", ImportRequest(files: files).jsonBytes()))
        let response = try client.readResponse()
        #expect(response.status == 200)
        #expect(response.header("Content-Type") == "application/json")
        #expect(response.body == (try ProjectImporter.importProject(files).jsonBytes()))
    }

    /// Shape problems are 400 with pointers; an ambiguous target is 422 at /target.
    @Test func problemsCarryPointers() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        client.send(ServiceRoutesTests.post("/v1/import", Array(#"{"files":[{"path":"a"}]}"#.utf8)))
        let shape = try client.readResponse()
        #expect(shape.status == 400)
        #expect(String(decoding: shape.body, as: UTF8.self).contains(#""pointer":"/files/0/content""#))
        let project = """
            {objects = {
              A = {isa = PBXNativeTarget; name = One; productType = "com.apple.product-type.application";};
              B = {isa = PBXNativeTarget; name = Two; productType = "com.apple.product-type.application";};
            };}
            """
        let request = ImportRequest(files: [
            ProjectFile(path: "X.xcodeproj/project.pbxproj", content: project)
        ])
        client.send(ServiceRoutesTests.post("/v1/import", request.jsonBytes()))
        let ambiguous = try client.readResponse()
        #expect(ambiguous.status == 422)
        let text = String(decoding: ambiguous.body, as: UTF8.self)
        #expect(text.contains(#""pointer":"/target""#) && text.contains("One, Two"))
    }

    /// Too many files is 422 and too much content 413, each with the pointer where the limit is passed.
    @Test func limitsHavePointers() {
        let many = ImportRequest(
            files: (0...Operations.maximumImportFiles).map { ProjectFile(path: "f\($0).swift", content: "") })
        #expect(Operations.importLimitProblem(many)?.status == 422)
        #expect(
            Operations.importLimitProblem(many)?.errors?.first?.pointer
                == "/files/\(Operations.maximumImportFiles)")
        let half = String(repeating: "x", count: Operations.maximumImportContentBytes / 2 + 1)
        let large = ImportRequest(files: (0..<3).map { ProjectFile(path: "f\($0).swift", content: half) })
        #expect(Operations.importLimitProblem(large)?.status == 413)
        #expect(Operations.importLimitProblem(large)?.errors?.first?.pointer == "/files/1/content")
        #expect(Operations.importLimitProblem(ImportRequest(files: [])) == nil)
    }

    /// `app.infoPlist` given as plist text simulates like its JSON form; broken text is 422 at
    /// /app/infoPlist with the plist's line.
    @Test func simulateReadsPlistText() throws {
        let harness = try ServiceHarness()
        defer { harness.stop() }
        let client = try harness.client()
        let plist =
            "<plist version=\\\"1.0\\\">\\n<dict>\\n<key>UISupportedInterfaceOrientations</key>\\n"
            + "<array><string>UIInterfaceOrientationLandscapeLeft</string></array>\\n</dict>\\n</plist>"
        func scenario(_ infoPlist: String) -> [UInt8] {
            Array(
                #"{"device":{"os":"12.0"},"app":{"infoPlist":\#(infoPlist)},"viewControllers":{"a":{}},"window":{"rootViewController":"a"},"events":[]}"#
                    .utf8)
        }
        client.send(ServiceRoutesTests.post("/v1/simulate", scenario("\"\(plist)\"")))
        let asText = try client.readResponse()
        let asJSON = expectedAnswer(
            scenario(#"{"UISupportedInterfaceOrientations":["UIInterfaceOrientationLandscapeLeft"]}"#))
        #expect(asText.status == 200)
        #expect(asText.body == asJSON.body)
        client.send(
            ServiceRoutesTests.post(
                "/v1/simulate", scenario("\"<plist>\\n<dict>\\n<key>a</key>\\n</dict>\\n</plist>\"")))
        let broken = try client.readResponse()
        #expect(broken.status == 422)
        let text = String(decoding: broken.body, as: UTF8.self)
        #expect(text.contains(#""pointer":"/app/infoPlist""#) && text.contains("line 4"))
    }
}
