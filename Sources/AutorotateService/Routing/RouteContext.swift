import AutorotateHTTP
import AutorotateOperations

/// What routes are built from: the configuration and the service's shared parts.
struct RouteContext: Sendable {
    /// The service's configuration.
    var configuration: ServiceConfiguration
    /// The server's live figures (readiness, open connections).
    var stats: HTTPServerStats
    /// The service's metrics.
    var metrics: ServiceMetrics
    /// The service's logger.
    var logger: ServiceLogger

    /// The engine's limits on each scenario.
    var engineLimits: EngineLimits { configuration.engineLimits }

    /// The operations the routes answer with, under the configured limits.
    var operations: Operations { Operations(limits: configuration.engineLimits) }
}
