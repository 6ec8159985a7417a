import AutorotateWire

extension Endpoint where Value == Comparison {
    /// `POST /v1/compare` with a compare request's JSON bytes (see
    /// ``AutorotateClient/compareRequest(scenario:os:idioms:)``), answered with the typed
    /// ``Comparison``, decoded in one pass.
    public static func compare(_ request: [UInt8]) -> Endpoint {
        Endpoint(
            method: .post, path: "/v1/compare", body: request, contentType: "application/json",
            accept: "application/json, application/problem+json", retriesUnavailable: true
        ) { response, requestID in
            guard response.status == 200 else { return .failure(.answer(response, requestID: requestID)) }
            do {
                return .success(try Comparison(json: response.body))
            } catch {
                return .failure(
                    .unexpectedResponse(
                        UnexpectedResponse(
                            response, reason: "not a comparison: \(error)", requestID: requestID)))
            }
        }
    }
}

extension AutorotateClient {
    /// `POST /v1/compare`: runs `scenario` (JSON bytes) in every column of `os` × `idioms` (api.md
    /// §6; `nil` = every boundary version, the scenario's idiom) and returns the comparison.
    ///
    /// ```swift
    /// let comparison = try await client.compare(scenario, os: ["5.1", "6.0"])
    /// for difference in comparison.differences { print(difference.event ?? -1, difference.field) }
    /// ```
    public func compare(
        _ scenario: [UInt8], os: [String]? = nil, idioms: [String]? = nil, requestID: String? = nil
    ) async throws(AutorotateClientError) -> Comparison {
        let request = Self.compareRequest(scenario: scenario, os: os, idioms: idioms)
        return try await send(.compare(request), requestID: requestID).value
    }

    /// Like ``compare(_:os:idioms:requestID:)``, blocking the calling thread.
    public func compareBlocking(
        _ scenario: [UInt8], os: [String]? = nil, idioms: [String]? = nil, requestID: String? = nil
    ) throws(AutorotateClientError) -> Comparison {
        let request = Self.compareRequest(scenario: scenario, os: os, idioms: idioms)
        return try sendBlocking(.compare(request), requestID: requestID).value
    }

    /// The body of `POST /v1/compare`: `{"scenario": <scenario bytes, verbatim>, "os": […],
    /// "idioms": […]}`. The scenario's bytes are not re-encoded, so the server's pointers under
    /// `/scenario` point into them.
    public static func compareRequest(scenario: [UInt8], os: [String]?, idioms: [String]?) -> [UInt8] {
        var body = Array(#"{"scenario":"#.utf8) + scenario
        for (key, list) in [("os", os), ("idioms", idioms)] {
            guard let list else { continue }
            var writer = JSONWriter()
            writer.beginArray()
            for entry in list { writer.string(entry) }
            writer.endArray()
            body += Array(",\"\(key)\":".utf8) + writer.bytes
        }
        return body + Array("}".utf8)
    }
}
