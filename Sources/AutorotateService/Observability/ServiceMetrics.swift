import AutorotateHTTP

/// The service's Prometheus metrics, rendered in the text exposition format (version 0.0.4).
///
/// - `autorotate_http_requests_total{route,method,status}`: responses sent
/// - `autorotate_http_request_duration_seconds{route}`: histogram, request complete to response queued
/// - `autorotate_http_open_connections`: gauge
/// - `autorotate_workers`: gauge, the worker threads running handlers (`--workers`, by default
///   the CPUs the process may use: ``CPUAllowance``)
/// - `autorotate_http_rejected_connections_total`: connections refused at the cap
/// - `autorotate_engine_simulations_total{outcome}`: `ok`, `malformed`, `invalid`
/// - `autorotate_engine_decisions_total`: decisions the engine made
/// - `autorotate_log_lines_dropped_total`: log lines dropped because the log output could not
///   keep up (the logger drops rather than makes a request wait; see ``ServiceLogger``)
///
/// `route` is the API path, or `unmatched` for any other path (so clients cannot create series).
public final class ServiceMetrics: Sendable {
    private struct RequestKey: Hashable {
        var route: String
        var method: String
        var status: Int
    }

    private struct Histogram {
        var buckets: [Int]
        var count = 0
        var sumMicroseconds = 0

        mutating func record(durationMicroseconds: Int) {
            for (index, bound) in ServiceMetrics.boundsMicroseconds.enumerated()
            where durationMicroseconds <= bound {
                buckets[index] += 1
            }
            count += 1
            sumMicroseconds += durationMicroseconds
        }
    }

    private struct State {
        var requests: [RequestKey: Int] = [:]
        var latency: [String: Histogram] = [:]
        var simulations: [String: Int] = ["ok": 0, "malformed": 0, "invalid": 0]
        var decisions = 0
    }

    /// Histogram bucket bounds in seconds.
    static let bounds: [Double] = [
        0.0001, 0.00025, 0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10,
    ]
    private static let boundsMicroseconds = bounds.map { Int(($0 * 1_000_000).rounded()) }
    /// The method's own label when it is a standard one, else `other` (so clients cannot create
    /// series). A `switch`, not a `Set`: hashing the method was a tenth of what counting a
    /// request cost.
    private static func methodLabel(_ method: String) -> String {
        switch method {
        case "GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS": method
        default: "other"
        }
    }

    private let state = PThreadMutex(State())

    /// Creates empty metrics.
    public init() {}

    /// Counts one response.
    public func recordRequest(route: String, method: String, status: Int, durationMicroseconds: Int) {
        let method = Self.methodLabel(method)
        state.withLock { state in
            state.requests[RequestKey(route: route, method: method, status: status), default: 0] += 1
            // Updated in place in the dictionary (a copy taken out and stored back copied the
            // bucket array on every request).
            state.latency[route, default: Histogram(buckets: Array(repeating: 0, count: Self.bounds.count))]
                .record(durationMicroseconds: durationMicroseconds)
        }
    }

    /// Counts simulations by outcome and the decisions they made, under one lock (a batch
    /// counts its lines this way, a few dozen at a time).
    public func recordSimulations(ok: Int, malformed: Int, invalid: Int, decisions: Int) {
        state.withLock { state in
            state.simulations["ok", default: 0] += ok
            state.simulations["malformed", default: 0] += malformed
            state.simulations["invalid", default: 0] += invalid
            state.decisions += decisions
        }
    }

    /// Counts one simulation and the decisions it made.
    public func recordSimulation(outcome: String, decisions: Int) {
        state.withLock { state in
            state.simulations[outcome, default: 0] += 1
            state.decisions += decisions
        }
    }

    /// The exposition text; `workers` is the server's worker count, `logLinesDropped` the
    /// logger's ``ServiceLogger/droppedLines``.
    public func render(stats: HTTPServerStats, workers: Int, logLinesDropped: Int = 0) -> String {
        let snapshot = state.withLock { $0 }
        var out = "# HELP autorotate_http_requests_total HTTP responses sent, by route, method and status.\n"
        out += "# TYPE autorotate_http_requests_total counter\n"
        let keys = snapshot.requests.keys.sorted {
            ($0.route, $0.method, $0.status) < ($1.route, $1.method, $1.status)
        }
        for key in keys {
            out +=
                "autorotate_http_requests_total{route=\"\(key.route)\",method=\"\(key.method)\",status=\"\(key.status)\"} "
            out += "\(snapshot.requests[key] ?? 0)\n"
        }
        out +=
            "# HELP autorotate_http_request_duration_seconds Time from a complete request to its response being queued.\n"
        out += "# TYPE autorotate_http_request_duration_seconds histogram\n"
        for route in snapshot.latency.keys.sorted() {
            guard let histogram = snapshot.latency[route] else { continue }
            for (index, bound) in Self.bounds.enumerated() {
                out +=
                    "autorotate_http_request_duration_seconds_bucket{route=\"\(route)\",le=\"\(bound)\"} \(histogram.buckets[index])\n"
            }
            out +=
                "autorotate_http_request_duration_seconds_bucket{route=\"\(route)\",le=\"+Inf\"} \(histogram.count)\n"
            out +=
                "autorotate_http_request_duration_seconds_sum{route=\"\(route)\"} \(Double(histogram.sumMicroseconds) / 1_000_000)\n"
            out += "autorotate_http_request_duration_seconds_count{route=\"\(route)\"} \(histogram.count)\n"
        }
        out += "# HELP autorotate_http_open_connections Connections currently open.\n"
        out += "# TYPE autorotate_http_open_connections gauge\n"
        out += "autorotate_http_open_connections \(stats.openConnections)\n"
        out += "# HELP autorotate_workers Worker threads running handlers.\n"
        out += "# TYPE autorotate_workers gauge\n"
        out += "autorotate_workers \(workers)\n"
        out +=
            "# HELP autorotate_http_rejected_connections_total Connections refused with 503 at the connection cap.\n"
        out += "# TYPE autorotate_http_rejected_connections_total counter\n"
        out += "autorotate_http_rejected_connections_total \(stats.rejectedConnections)\n"
        out += "# HELP autorotate_engine_simulations_total Scenarios simulated, by outcome.\n"
        out += "# TYPE autorotate_engine_simulations_total counter\n"
        for outcome in snapshot.simulations.keys.sorted() {
            out +=
                "autorotate_engine_simulations_total{outcome=\"\(outcome)\"} \(snapshot.simulations[outcome] ?? 0)\n"
        }
        out +=
            "# HELP autorotate_engine_decisions_total Decisions the engine made (launch and reactions included).\n"
        out += "# TYPE autorotate_engine_decisions_total counter\n"
        out += "autorotate_engine_decisions_total \(snapshot.decisions)\n"
        out +=
            "# HELP autorotate_log_lines_dropped_total Log lines dropped because the log output could not keep up.\n"
        out += "# TYPE autorotate_log_lines_dropped_total counter\n"
        out += "autorotate_log_lines_dropped_total \(logLinesDropped)\n"
        return out
    }
}
