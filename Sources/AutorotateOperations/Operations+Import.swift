import AutorotateImport

extension Operations {
    /// At most this many files per import (a repository root sent by mistake stops here).
    public static let maximumImportFiles = 5_000
    /// At most this many bytes of file content per import, all files together.
    public static let maximumImportContentBytes = 16 * 1024 * 1024

    /// `POST /v1/import` (api.md §9): an Xcode project's text files (`{"files": [{path,
    /// content}], "target"?}`) → the scenario they describe, with the lint range, the source of
    /// each value and notes, as JSON. Problems: 400 not JSON or not the shape of a request; 413
    /// more than ``maximumImportContentBytes`` of content; 422 more than ``maximumImportFiles``
    /// files, an empty or duplicate path, or a project whose app target must be chosen.
    public func importProject(_ body: [UInt8]) -> Result<OperationAnswer, Problem> {
        let request: ImportRequest
        do {
            request = try ImportRequest(jsonValue: JSONReader.parse(body))
        } catch let error as JSONSyntaxError {
            return .failure(Problem(InputProblem(malformedJSON: error)))
        } catch let problem as InputProblem {
            return .failure(Problem(problem))
        } catch {
            return .failure(
                Problem(
                    type: "about:blank", title: "Bad Request", status: 400,
                    detail: "the body is not an import request"))
        }
        switch importProject(request) {
        case .success(let result): return .success(OperationAnswer(body: result.jsonBytes(), format: .json))
        case .failure(.limit(let problem)): return .failure(problem)
        case .failure(.project(let error)): return .failure(Problem(error.inputProblem))
        }
    }

    /// The import of a request already in hand (the CLI's files read from disk): the limits of
    /// ``importProject(_:)-(_:[UInt8])`` applied, then the importer.
    public func importProject(_ request: ImportRequest) -> Result<ImportResult, ImportRefusal> {
        if let problem = Self.importLimitProblem(request) { return .failure(.limit(problem)) }
        do throws(ImportError) {
            return .success(try ProjectImporter.importProject(request))
        } catch {
            return .failure(.project(error))
        }
    }

    /// Whether the import reads a file at `path` (by its extension: plists, `project.pbxproj`,
    /// storyboards, Swift and Objective-C sources).
    public static func isImportable(path: String) -> Bool {
        ProjectFile.isImportable(path: path)
    }

    /// 422 for too many files, 413 for too much content; `nil` within the limits.
    static func importLimitProblem(_ request: ImportRequest) -> Problem? {
        if request.files.count > maximumImportFiles {
            return Problem(
                type: "urn:autorotate:problem:too-many-files", title: "Too many files", status: 422,
                detail: "\(request.files.count) files; at most \(maximumImportFiles) are imported",
                errors: [
                    PointerError(
                        pointer: "/files/\(maximumImportFiles)",
                        detail: "send only the project's Info.plist, project.pbxproj, storyboards and sources"
                    )
                ])
        }
        var total = 0
        for (index, file) in request.files.enumerated() {
            total += file.content.utf8.count
            if total > maximumImportContentBytes {
                return Problem(
                    type: "urn:autorotate:problem:import-too-large", title: "Content Too Large", status: 413,
                    detail: "the files hold more than \(maximumImportContentBytes) bytes of content",
                    errors: [
                        PointerError(
                            pointer: "/files/\(index)/content",
                            detail: "the content up to this file exceeds \(maximumImportContentBytes) bytes")
                    ])
            }
        }
        return nil
    }
}

/// Why an import did not run: a request beyond the limits, or a project the importer refused.
public enum ImportRefusal: Error, Sendable {
    /// Too many files (422) or too much content (413).
    case limit(Problem)
    /// The importer's refusal (an app target to choose, an empty or duplicate path).
    case project(ImportError)

    /// The problem document the service sends for it.
    public var problem: Problem {
        switch self {
        case .limit(let problem): problem
        case .project(let error): Problem(error.inputProblem)
        }
    }
}
