import AutorotateHTTP
import AutorotateOperations

/// `GET /docs/lint`: the lint rule reference (``LintRuleReference/markdown()``, the text of the
/// repository's `docs/lint.md`) as `text/markdown`, one section per rule anchored `#arxxx`, with a
/// strong `ETag` (it changes only with a release; see ``StaticRepresentation``). The SARIF of
/// `POST /v1/lint` links each rule's `helpUri` here.
struct LintReferenceRoute: Route {
    /// The path, which ``LintRoute`` also names in its SARIF.
    static let pathText = "/docs/lint"
    let path = RoutePath.exact(Self.pathText)
    let methods = ["GET"]
    let responseMediaTypes = ["text/markdown"]
    let isCheap = true
    let document: StaticRepresentation

    init(_ context: RouteContext) {
        document = StaticRepresentation(
            body: Array(LintRuleReference.markdown().utf8), contentType: "text/markdown; charset=utf-8",
            compressionMinimumBytes: context.configuration.server.compressionMinimumBytes)
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        document.response(to: request.head)
    }
}
