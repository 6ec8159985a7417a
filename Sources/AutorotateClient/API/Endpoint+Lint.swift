import AutorotateWire

extension Endpoint where Value == LintReport {
    /// `POST /v1/lint` with a lint request's JSON bytes (a Scenario with an optional `lint` member).
    public static func lint(_ request: [UInt8]) -> Endpoint {
        Endpoint(
            method: .post, path: "/v1/lint", body: request, contentType: "application/json",
            accept: "application/json, application/problem+json", retriesUnavailable: true
        ) { response, requestID in
            guard response.status == 200 else { return .failure(.answer(response, requestID: requestID)) }
            do {
                return .success(try LintReport(json: response.body))
            } catch {
                return .failure(
                    .unexpectedResponse(
                        UnexpectedResponse(
                            response, reason: "not a lint report: \(error)", requestID: requestID)))
            }
        }
    }
}

extension Endpoint where Value == [UInt8] {
    /// `POST /v1/lint` with `Accept: application/sarif+json`: the SARIF 2.1.0 log's bytes, as the
    /// server wrote them (for a file a code-scanning upload reads).
    public static func lintSARIF(_ request: [UInt8]) -> Endpoint {
        Endpoint(
            method: .post, path: "/v1/lint", body: request, contentType: "application/json",
            accept: "application/sarif+json, application/problem+json", retriesUnavailable: true
        ) { response, requestID in
            guard response.status == 200 else { return .failure(.answer(response, requestID: requestID)) }
            return .success(response.body)
        }
    }
}
