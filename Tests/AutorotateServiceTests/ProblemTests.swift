import AutorotateEngine
import AutorotateWire
import Testing

@testable import AutorotateService

@Suite("problem+json")
struct ProblemTests {
    /// An input problem renders type, title, status, detail and every pointer error, escaped.
    @Test func inputProblem() {
        let problem = Problem(
            InputProblem(
                kind: .malformed, detail: "bad \"json\"",
                errors: [
                    PointerError(pointer: "/a/0", detail: "x\ny"), PointerError(pointer: "", detail: "z"),
                ]))
        #expect(
            String(decoding: problem.jsonBytes(), as: UTF8.self)
                == "{\"type\":\"urn:autorotate:problem:malformed-scenario\",\"title\":\"Malformed scenario\",\"status\":400,"
                + "\"detail\":\"bad \\\"json\\\"\",\"errors\":[{\"pointer\":\"/a/0\",\"detail\":\"x\\ny\"},"
                + "{\"pointer\":\"\",\"detail\":\"z\"}]}")
        #expect(problem.response.status == 400)
        #expect(problem.response.headers["Content-Type"] == "application/problem+json")
    }

    /// An invalid scenario maps to 422 and its own type.
    @Test func invalidIs422() {
        let problem = Problem(InputProblem(kind: .invalid, detail: "d", errors: []))
        #expect(problem.status == 422)
        #expect(problem.type == "urn:autorotate:problem:invalid-scenario")
    }

    /// A plain HTTP problem is about:blank with the reason phrase and no errors member.
    @Test func httpProblem() {
        #expect(
            String(decoding: Problem.http(404, "none").jsonBytes(), as: UTF8.self)
                == "{\"type\":\"about:blank\",\"title\":\"Not Found\",\"status\":404,\"detail\":\"none\"}")
    }
}
