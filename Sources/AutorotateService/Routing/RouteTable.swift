/// The service's routes, found by path: exact paths in a dictionary, prefixes (few) in order.
struct RouteTable: Sendable {
    private let exact: [String: any Route]
    private let prefixes: [(prefix: String, route: any Route)]

    /// A table of `routes`; a later route with the same path replaces an earlier one.
    init(_ routes: [any Route]) {
        var exact: [String: any Route] = [:]
        var prefixes: [(prefix: String, route: any Route)] = []
        for route in routes {
            switch route.path {
            case .exact(let path): exact[path] = route
            case .prefix(let prefix): prefixes.append((prefix, route))
            }
        }
        self.exact = exact
        self.prefixes = prefixes
    }

    /// The route for `path`, or `nil`.
    func route(for path: some StringProtocol) -> (any Route)? {
        if let route = exact[String(path)] { return route }
        return prefixes.first { path.hasPrefix($0.prefix) }?.route
    }

    /// Every route of the API (api.md §5). Adding a route: one new file, one line here.
    static func service(_ context: RouteContext) -> RouteTable {
        RouteTable([
            SimulateRoute(context),
            CompareRoute(context),
            ImportRoute(context),
            LintRoute(context),
            BatchSimulateRoute(context),
            LivenessRoute(),
            ReadinessRoute(context),
            MetricsRoute(context),
            OpenAPIRoute(context),
            VersionRoute(context),
            PlaygroundRoute.page(context),
            PlaygroundRoute.assets(context),
        ])
    }
}
