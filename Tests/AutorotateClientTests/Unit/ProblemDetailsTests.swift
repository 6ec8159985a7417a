import AutorotateEngine
import AutorotateWire
import Testing

@testable import AutorotateClient

@Suite("problem+json decoding")
struct ProblemDetailsTests {
    /// Every member of a problem document, each pointer error included, reaches the typed error.
    @Test func decodesEveryMember() throws {
        let body = Array(
            #"""
            {"type":"https://autorotate.dev/problems/invalid-scenario","title":"Invalid scenario","status":422,
             "detail":"2 problems","errors":[{"pointer":"/viewControllers/list/supportedInterfaceOrientations",
             "detail":"unknown orientation name 'landscap'"},{"pointer":"/window/rootViewController","detail":"unknown id"}]}
            """#.utf8)
        let problem = try #require(ProblemDetails(json: body, status: 422, requestID: "r"))
        #expect(problem.type == "https://autorotate.dev/problems/invalid-scenario")
        #expect(problem.title == "Invalid scenario")
        #expect(problem.status == 422)
        #expect(problem.detail == "2 problems")
        #expect(problem.requestID == "r")
        #expect(
            problem.errors == [
                PointerError(
                    pointer: "/viewControllers/list/supportedInterfaceOrientations",
                    detail: "unknown orientation name 'landscap'"),
                PointerError(pointer: "/window/rootViewController", detail: "unknown id"),
            ])
        #expect(problem.isClientError)
    }

    /// Absent members take RFC 9457's defaults and the HTTP status.
    @Test func fillsDefaults() throws {
        let problem = try #require(ProblemDetails(json: Array("{}".utf8), status: 503))
        #expect(problem == ProblemDetails(status: 503, type: "about:blank", title: "HTTP 503"))
        #expect(!problem.isClientError)
    }

    /// A body that is not a JSON object is not a problem document.
    @Test(arguments: ["", "<html>", "[1]", #"{"status": "x"}"#])
    func rejectsNonProblems(text: String) {
        #expect(ProblemDetails(json: Array(text.utf8), status: 500) == nil)
    }

    /// An unexpected answer becomes `.problem` when it carries problem+json, else `.unexpectedResponse`.
    @Test func classifiesAnswers() {
        let problem = HTTPResponse(
            status: 422, headers: [("content-type", "application/problem+json; charset=utf-8")],
            body: Array(#"{"title":"Invalid scenario","status":422}"#.utf8))
        guard let details = AutorotateClientError.answer(problem, requestID: "a").problem else {
            Issue.record("expected .problem")
            return
        }
        #expect(details.title == "Invalid scenario")
        let html = HTTPResponse(
            status: 502, headers: [("Content-Type", "text/html")], body: Array("<h1>bad</h1>".utf8))
        guard let unexpected = AutorotateClientError.answer(html, requestID: "b").unexpectedResponse else {
            Issue.record("expected .unexpectedResponse")
            return
        }
        #expect(unexpected.status == 502)
        #expect(unexpected.bodyPrefix == "<h1>bad</h1>")
        #expect(!AutorotateClientError.unexpectedResponse(unexpected).isInputError)
    }
}
