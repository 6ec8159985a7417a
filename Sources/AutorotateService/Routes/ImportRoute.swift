import AutorotateHTTP
import AutorotateImport
import AutorotateWire

/// `POST /v1/import` (api.md §9): an Xcode project's text files (`{"files": [{path, content}],
/// "target"?}`) → the scenario they describe, with the lint range, the source of each value and
/// notes (200). Problems: 400 not JSON or not the shape of a request; 413 more than
/// ``maximumContentBytes`` of file content; 422 more than ``maximumFiles`` files, an empty or
/// duplicate path, or a project whose app target must be chosen (`/target`, naming the targets).
struct ImportRoute: Route {
    let path = RoutePath.exact("/v1/import")
    let methods = ["POST"]
    let requestMediaTypes: [String]? = ["application/json"]
    let responseMediaTypes = ["application/json"]

    /// At most this many files per request (a repository root sent by mistake stops here).
    static let maximumFiles = 5_000
    /// At most this many bytes of file content per request, all files together.
    static let maximumContentBytes = 16 * 1024 * 1024

    init(_ context: RouteContext) {}

    func handle(_ request: HTTPRequest, as mediaType: String) -> HTTPResponse {
        let importRequest: ImportRequest
        do {
            importRequest = try ImportRequest(jsonValue: JSONReader.parse(request.body))
        } catch let error as JSONSyntaxError {
            return Problem(
                InputProblem(malformedJSON: error)
            ).response
        } catch let problem as InputProblem {
            return Problem(problem).response
        } catch {
            return Problem.http(400, "the body is not an import request").response
        }
        if let refusal = Self.limitProblem(importRequest) { return refusal.response }
        switch Result(catching: { () throws(ImportError) in try ProjectImporter.importProject(importRequest) }
        ) {
        case .success(let result):
            return HTTPResponse(
                status: 200, headers: HTTPHeaders([("Content-Type", mediaType)]), body: result.jsonBytes())
        case .failure(let error):
            return Problem(error.inputProblem).response
        }
    }

    /// 422 for too many files, 413 for too much content; `nil` within the limits.
    static func limitProblem(_ request: ImportRequest) -> Problem? {
        if request.files.count > maximumFiles {
            return Problem(
                type: "urn:autorotate:problem:too-many-files", title: "Too many files", status: 422,
                detail: "\(request.files.count) files; at most \(maximumFiles) are imported",
                errors: [
                    PointerError(
                        pointer: "/files/\(maximumFiles)",
                        detail: "send only the project's Info.plist, project.pbxproj, storyboards and sources"
                    )
                ])
        }
        var total = 0
        for (index, file) in request.files.enumerated() {
            total += file.content.utf8.count
            if total > maximumContentBytes {
                return Problem(
                    type: "urn:autorotate:problem:import-too-large", title: "Content Too Large", status: 413,
                    detail: "the files hold more than \(maximumContentBytes) bytes of content",
                    errors: [
                        PointerError(
                            pointer: "/files/\(index)/content",
                            detail: "the content up to this file exceeds \(maximumContentBytes) bytes")
                    ])
            }
        }
        return nil
    }
}
