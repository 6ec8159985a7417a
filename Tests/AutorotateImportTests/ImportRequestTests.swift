import AutorotateImport
import Testing

/// The `POST /v1/import` body: encoding, decoding, and every shape problem with its pointer.
@Suite struct ImportRequestTests {
    /// A request written by the client reads back as the same request.
    @Test func roundTrips() throws {
        let request = ImportRequest(
            files: [ProjectFile(path: "App/Info.plist", content: "<plist>\"\n</plist>")], target: "App")
        let bytes = request.jsonBytes()
        #expect(try ImportRequest(jsonValue: JSONReader.parse(bytes)) == request)
        #expect(
            String(decoding: bytes, as: UTF8.self).hasPrefix(
                #"{"files":[{"path":"App/Info.plist","content":"<plist>\""#))
    }

    /// Every problem is listed with its pointer; wrong shapes are malformed, duplicates invalid.
    @Test func listsEveryProblem() throws {
        let body = Array(
            #"{"files":[{"path":"a"},{"path":"b","content":"x"},{"path":"b","content":"y"},3],"target":1,"extra":true}"#
                .utf8)
        do {
            _ = try ImportRequest(jsonValue: JSONReader.parse(body))
            Issue.record("a bad request was accepted")
        } catch let problem as InputProblem {
            #expect(problem.kind == .malformed)
            #expect(
                problem.errors.map(\.pointer) == [
                    "/extra", "/files/0/content", "/files/2/path", "/files/3", "/target",
                ])
        }
        do {
            _ = try ImportRequest(
                jsonValue: JSONReader.parse(Array(#"{"files":[{"path":"","content":""}]}"#.utf8)))
            Issue.record("an empty path was accepted")
        } catch let problem as InputProblem {
            #expect(problem.kind == .invalid)
            #expect(problem.errors.map(\.pointer) == ["/files/0/path"])
        }
    }

    /// An ambiguous project maps to 422 at /target naming the targets.
    @Test func targetChoiceIsAnInvalidInput() {
        let problem = ImportError(kind: .severalTargets(targets: ["A", "B"])).inputProblem
        #expect(problem.kind == .invalid)
        #expect(problem.errors.map(\.pointer) == ["/target"])
        #expect(problem.errors.first?.detail.contains("A, B") == true)
    }
}
