import AutorotateHTTP
import AutorotateOperations

/// `POST /v1/lint` (api.md §7): a Scenario with an optional `lint` member (`application/json`) →
/// its lint report (200, `application/json`), or, with `Accept: application/sarif+json`, the
/// same report as a SARIF 2.1.0 log; a problem (400 not JSON or not the right shape, 422
/// invalid, pointers such as `/lint/minimumOS`) listing every error. `app.infoPlist` may be the
/// text of an Info.plist; findings on its keys then carry the plist line (`plistLine`). The
/// answer is ``Operations/lint(_:as:documentationURI:)``'s; its SARIF rules link to this
/// service's rule reference (``LintReferenceRoute``) at the authority the request named.
struct LintRoute: Route {
    let path = RoutePath.exact("/v1/lint")
    let methods = ["POST"]
    let requestMediaTypes: [String]? = ["application/json"]
    let responseMediaTypes = [AnswerFormat.json.mediaType, AnswerFormat.sarif.mediaType]
    let operations: Operations

    init(_ context: RouteContext) {
        operations = context.operations
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        HTTPResponse(
            operations.lint(
                request.body, as: AnswerFormat(mediaType: mediaType) ?? .json,
                documentationURI: Self.referenceURI(host: request.head.headers["Host"])))
    }

    /// `http://HOST/docs/lint` for the `Host` the client reached this service by, `nil` for none
    /// or one that is not a plain authority (letters, digits, `.`, `-`, `:`, `[`, `]`).
    static func referenceURI(host: String?) -> String? {
        guard let host, !host.isEmpty,
            host.utf8.allSatisfy({ byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "."), UInt8(ascii: "-"),
                    UInt8(ascii: ":"), UInt8(ascii: "["), UInt8(ascii: "]"):
                    true
                default: false
                }
            })
        else { return nil }
        return "http://" + host + LintReferenceRoute.pathText
    }
}
