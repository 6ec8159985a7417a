import AutorotateWire

/// `POST /v1/import`, blocking and async.
///
/// ```swift
/// let result = try await client.importProject(files: [ProjectFile(path: "App/Info.plist", content: plist), …])
/// let lint = try await client.send(.lint(result.scenarioBytes()))      // or simulate it
/// result.sources["/viewControllers/Player/supportedInterfaceOrientations"]   // App/Player.swift:42:5
/// ```
extension AutorotateClient {
    /// Imports a project's text files on the server; `target` names the app target when the project
    /// has several (otherwise the answer is a 422 problem at `/target` listing them).
    public func importProject(files: [ProjectFile], target: String? = nil, requestID: String? = nil)
        async throws(AutorotateClientError) -> ImportResult
    {
        try await send(.importProject(ImportRequest(files: files, target: target)), requestID: requestID)
            .value
    }

    /// ``importProject(files:target:requestID:)``, blocking the calling thread.
    public func importProjectBlocking(files: [ProjectFile], target: String? = nil, requestID: String? = nil)
        throws(AutorotateClientError) -> ImportResult
    {
        try sendBlocking(.importProject(ImportRequest(files: files, target: target)), requestID: requestID)
            .value
    }
}
