import AutorotateWire

extension Endpoint where Value == [UInt8] {
    /// `POST /v1/simulate` with `Accept: image/svg+xml` (api.md §8): the simulation drawn as a
    /// timeline, the SVG document's bytes as the server wrote them. Input errors stay problems.
    public static func simulateSVG(_ scenario: [UInt8]) -> Endpoint {
        picture(path: "/v1/simulate", body: scenario)
    }

    /// `POST /v1/compare` with `Accept: image/svg+xml` (api.md §8): the comparison drawn as a
    /// matrix with the differing cells marked, the SVG document's bytes. `request` is a compare
    /// request's JSON bytes (see ``AutorotateClient/compareRequest(scenario:os:idioms:)``).
    public static func compareSVG(_ request: [UInt8]) -> Endpoint {
        picture(path: "/v1/compare", body: request)
    }

    private static func picture(path: String, body: [UInt8]) -> Endpoint {
        Endpoint(
            method: .post, path: path, body: body, contentType: "application/json",
            accept: "image/svg+xml, application/problem+json", retriesUnavailable: true
        ) { response, requestID in
            guard response.status == 200 else { return .failure(.answer(response, requestID: requestID)) }
            guard response.mediaType == "image/svg+xml" else {
                return .failure(
                    .unexpectedResponse(
                        UnexpectedResponse(response, reason: "not an SVG picture", requestID: requestID)))
            }
            return .success(response.body)
        }
    }
}

extension AutorotateClient {
    /// `POST /v1/simulate` with `Accept: image/svg+xml`: the simulation of `scenario` (JSON bytes)
    /// as an SVG timeline (api.md §8), the bytes the server drew: a file a README or a pull
    /// request can embed. A crash is drawn, not thrown; input errors throw the problem.
    ///
    /// ```swift
    /// let svg = try await client.simulateSVG(scenario)
    /// try Data(svg).write(to: URL(fileURLWithPath: "rotation.svg"))
    /// ```
    public func simulateSVG(_ scenario: [UInt8], requestID: String? = nil) async throws(AutorotateClientError)
        -> [UInt8]
    {
        try await send(.simulateSVG(scenario), requestID: requestID).value
    }

    /// Like ``simulateSVG(_:requestID:)``, blocking the calling thread.
    public func simulateSVGBlocking(_ scenario: [UInt8], requestID: String? = nil)
        throws(AutorotateClientError)
        -> [UInt8]
    {
        try sendBlocking(.simulateSVG(scenario), requestID: requestID).value
    }

    /// `POST /v1/compare` with `Accept: image/svg+xml`: `scenario` (JSON bytes) run in every column
    /// of `os` × `idioms` (as ``compare(_:os:idioms:requestID:)``), drawn as a matrix whose
    /// differing cells are marked; the SVG bytes the server drew.
    public func compareSVG(
        _ scenario: [UInt8], os: [String]? = nil, idioms: [String]? = nil, requestID: String? = nil
    ) async throws(AutorotateClientError) -> [UInt8] {
        let request = Self.compareRequest(scenario: scenario, os: os, idioms: idioms)
        return try await send(.compareSVG(request), requestID: requestID).value
    }

    /// Like ``compareSVG(_:os:idioms:requestID:)``, blocking the calling thread.
    public func compareSVGBlocking(
        _ scenario: [UInt8], os: [String]? = nil, idioms: [String]? = nil, requestID: String? = nil
    ) throws(AutorotateClientError) -> [UInt8] {
        let request = Self.compareRequest(scenario: scenario, os: os, idioms: idioms)
        return try sendBlocking(.compareSVG(request), requestID: requestID).value
    }
}
