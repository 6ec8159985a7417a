import AutorotateHTTP
import AutorotateOperations

/// `GET /`: the playground page (api.md §8), and `GET /assets/…`: its stylesheet, script, icon
/// and examples. The files are compiled into the binary (`Playground/`, embedded by SwiftPM), so
/// the page needs nothing beyond this service: no CDN, no web fonts. Each answer has a strong
/// `ETag` (``StaticRepresentation``) and a `Content-Security-Policy` that allows only this origin
/// (plus `blob:` images: the timeline picture is fetched by the page and shown from a blob).
struct PlaygroundRoute: Route {
    let path: RoutePath
    let methods = ["GET"]
    let responseMediaTypes: [String]
    let isCheap = true
    private let files: [String: StaticRepresentation]

    /// The policy sent with every playground file.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; img-src 'self' blob:; "
        + "connect-src 'self'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

    /// The page itself, at `/`.
    static func page(_ context: RouteContext) -> PlaygroundRoute {
        PlaygroundRoute(
            path: .exact("/"), context,
            files: ["/": (PackageResources.index_html, "text/html; charset=utf-8")])
    }

    /// The page's files, under `/assets/`.
    static func assets(_ context: RouteContext) -> PlaygroundRoute {
        PlaygroundRoute(
            path: .prefix("/assets/"), context,
            files: [
                "/assets/playground.css": (PackageResources.playground_css, "text/css; charset=utf-8"),
                "/assets/playground.js": (PackageResources.playground_js, "text/javascript; charset=utf-8"),
                "/assets/examples.json": (PackageResources.examples_json, "application/json"),
                "/assets/favicon.svg": (PackageResources.favicon_svg, "image/svg+xml"),
            ])
    }

    private init(path: RoutePath, _ context: RouteContext, files: [String: ([UInt8], String)]) {
        self.path = path
        var prepared: [String: StaticRepresentation] = [:]
        for (name, (body, type)) in files {
            prepared[name] = StaticRepresentation(
                body: body, contentType: type,
                compressionMinimumBytes: context.configuration.server.compressionMinimumBytes,
                extraHeaders: [("Content-Security-Policy", Self.contentSecurityPolicy)])
        }
        self.files = prepared
        // Every file's own type is acceptable; `*/*` and an absent Accept take the first.
        responseMediaTypes = Array(Set(files.values.map { MediaType.essence(of: $0.1) })).sorted()
    }

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        guard let file = files[String(request.head.path)] else {
            return Problem.http(404, "No such playground file.").response
        }
        return file.response(to: request.head)
    }
}
