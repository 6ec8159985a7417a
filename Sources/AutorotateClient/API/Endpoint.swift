import AutorotateWire

/// One call of the HTTP API (api.md §5): what to send and how to read the answer into `Value`.
///
/// The client's typed methods (`simulate`, `livez`, …) are shorthands for
/// ``AutorotateClient/send(_:requestID:)`` with one of these; use `send` directly for the request
/// id, headers and raw body of the answer.
///
/// ```swift
/// let reply = try await client.send(.version)
/// ```
public struct Endpoint<Value: Sendable>: Sendable {
    let method: HTTPRequest.Method
    let path: String
    let body: [UInt8]
    let contentType: String?
    let accept: String
    /// Whether `503 + Retry-After` may be retried (not for `/readyz`, whose 503 is the answer).
    let retriesUnavailable: Bool
    let decode: @Sendable (HTTPResponse, String) -> Result<Value, AutorotateClientError>
}

extension Endpoint where Value == Simulation {
    /// `POST /v1/simulate` with a scenario's JSON bytes.
    public static func simulate(_ scenario: [UInt8]) -> Endpoint {
        Endpoint(
            method: .post, path: "/v1/simulate", body: scenario, contentType: "application/json",
            accept: "application/json, application/problem+json", retriesUnavailable: true
        ) { response, requestID in
            guard response.status == 200 else { return .failure(.answer(response, requestID: requestID)) }
            switch WireDecoding.simulation(response.body) {
            case .success(let simulation): return .success(simulation)
            case .failure(let failure):
                return .failure(
                    .unexpectedResponse(
                        UnexpectedResponse(response, reason: failure.reason, requestID: requestID)))
            }
        }
    }
}

extension Endpoint where Value == [UInt8] {
    /// `POST /v1/simulate`, answered with the simulation's JSON bytes undecoded: for printing or
    /// forwarding the document without paying for decoding it.
    public static func simulateJSON(_ scenario: [UInt8]) -> Endpoint {
        Endpoint(
            method: .post, path: "/v1/simulate", body: scenario, contentType: "application/json",
            accept: "application/json, application/problem+json", retriesUnavailable: true
        ) { response, requestID in
            guard response.status == 200 else { return .failure(.answer(response, requestID: requestID)) }
            return .success(response.body)
        }
    }
}

extension Endpoint where Value == Bool {
    /// `GET /livez`: `true` when the process is alive (200).
    public static var livez: Endpoint { health("/livez") }
    /// `GET /readyz`: `true` when ready (200), `false` while starting or draining (503).
    public static var readyz: Endpoint { health("/readyz") }

    private static func health(_ path: String) -> Endpoint {
        Endpoint(
            method: .get, path: path, body: [], contentType: nil, accept: "*/*", retriesUnavailable: false
        ) { response, requestID in
            switch response.status {
            case 200: .success(true)
            case 503: .success(false)
            default: .failure(.answer(response, requestID: requestID))
            }
        }
    }
}

extension Endpoint where Value == String {
    /// `GET /metrics`: Prometheus text format.
    public static var metrics: Endpoint { text("/metrics", accept: "text/plain") }
    /// `GET /openapi.yaml`: the machine-readable contract.
    public static var openAPI: Endpoint { text("/openapi.yaml", accept: "application/yaml, */*") }

    private static func text(_ path: String, accept: String) -> Endpoint {
        Endpoint(
            method: .get, path: path, body: [], contentType: nil, accept: accept, retriesUnavailable: true
        ) { response, requestID in
            guard response.status == 200 else { return .failure(.answer(response, requestID: requestID)) }
            guard let text = String(validating: response.body, as: UTF8.self) else {
                return .failure(
                    .unexpectedResponse(.init(response, reason: "body is not UTF-8", requestID: requestID)))
            }
            return .success(text)
        }
    }
}

extension Endpoint where Value == ServerVersion {
    /// `GET /v1/version`: engine version and rule generations.
    public static var version: Endpoint {
        Endpoint(
            method: .get, path: "/v1/version", body: [], contentType: nil, accept: "application/json",
            retriesUnavailable: true
        ) { response, requestID in
            guard response.status == 200 else { return .failure(.answer(response, requestID: requestID)) }
            guard let version = ServerVersion(json: response.body) else {
                return .failure(
                    .unexpectedResponse(
                        .init(response, reason: "not a version document", requestID: requestID)))
            }
            return .success(version)
        }
    }
}

extension AutorotateClientError {
    /// The error for an answer whose status the endpoint did not expect: the problem document
    /// when there is one, else an unexpected response.
    static func answer(_ response: HTTPResponse, requestID: String) -> AutorotateClientError {
        if response.mediaType == "application/problem+json" || response.mediaType == "application/json",
            let problem = ProblemDetails(json: response.body, status: response.status, requestID: requestID)
        {
            return .problem(problem)
        }
        return .unexpectedResponse(.init(response, reason: "unexpected status", requestID: requestID))
    }
}

extension UnexpectedResponse {
    init(_ response: HTTPResponse, reason: String, requestID: String) {
        self.init(
            status: response.status, contentType: response.header("Content-Type"), reason: reason,
            bodyPrefix: String(decoding: response.body.prefix(200), as: UTF8.self), requestID: requestID)
    }
}
