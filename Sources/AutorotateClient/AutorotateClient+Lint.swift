import AutorotateWire

extension AutorotateClient {
    /// `POST /v1/lint` (api.md §7): the findings for a lint request given as JSON bytes (a
    /// Scenario with an optional `lint` member), typed.
    ///
    /// ```swift
    /// let report = try await client.lint(Array(json.utf8))
    /// if report.summary.error > 0 { … }
    /// ```
    public func lint(_ request: [UInt8], requestID: String? = nil) async throws(AutorotateClientError)
        -> LintReport
    {
        try await send(.lint(request), requestID: requestID).value
    }

    /// `POST /v1/lint` with `Accept: application/sarif+json`: the same findings as the bytes of a
    /// SARIF 2.1.0 log, as the server wrote them (ready for a code-scanning upload).
    public func lintSARIF(_ request: [UInt8], requestID: String? = nil) async throws(AutorotateClientError)
        -> [UInt8]
    {
        try await send(.lintSARIF(request), requestID: requestID).value
    }
}
