import AutorotateWire

extension Endpoint where Value == ImportResult {
    /// `POST /v1/import` (api.md §9): an Xcode project's files → the scenario they describe, the
    /// lint range, the source of each value and notes.
    public static func importProject(_ request: ImportRequest) -> Endpoint {
        Endpoint(
            method: .post, path: "/v1/import", body: request.jsonBytes(), contentType: "application/json",
            accept: "application/json, application/problem+json", retriesUnavailable: true
        ) { response, requestID in
            guard response.status == 200 else { return .failure(.answer(response, requestID: requestID)) }
            do {
                return .success(try ImportResult(json: response.body))
            } catch {
                return .failure(
                    .unexpectedResponse(
                        UnexpectedResponse(
                            response, reason: "not an import result: \(error)", requestID: requestID)))
            }
        }
    }
}
