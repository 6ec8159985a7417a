/// The service's routes, found by path: exact paths compared in turn as bytes (a dozen; a
/// dictionary hashed the path, three times a request), prefixes (few) in order.
struct RouteTable: Sendable {
    /// The exact paths' bytes, in registration order, and their routes at the same index.
    private let exactPaths: [[UInt8]]
    private let exactRoutes: [any Route]
    private let prefixes: [(prefix: String, route: any Route)]

    /// A table of `routes`; a later route with the same path replaces an earlier one.
    init(_ routes: [any Route]) {
        var exactPaths: [[UInt8]] = []
        var exactRoutes: [any Route] = []
        var prefixes: [(prefix: String, route: any Route)] = []
        for route in routes {
            switch route.path {
            case .exact(let path):
                if let index = exactPaths.firstIndex(of: Array(path.utf8)) {
                    exactRoutes[index] = route
                } else {
                    exactPaths.append(Array(path.utf8))
                    exactRoutes.append(route)
                }
            case .prefix(let prefix): prefixes.append((prefix, route))
            }
        }
        self.exactPaths = exactPaths
        self.exactRoutes = exactRoutes
        self.prefixes = prefixes
    }

    /// The exact paths, in registration order.
    var exactPathTexts: [String] { exactPaths.map { String(decoding: $0, as: UTF8.self) } }

    /// The route for `path`, or `nil`. Exact paths are compared as bytes. That is the `String`
    /// equality (canonical equivalence) the table's dictionary used, because every exact path
    /// is ASCII without `K`, `;` or `` ` ``, the only ASCII characters that a non-ASCII one (the
    /// Kelvin sign, the Greek question mark, the Greek varia) is equivalent to; a test checks it.
    func route(for path: some StringProtocol) -> (any Route)? {
        let inPlace: Int?? = path.utf8.withContiguousStorageIfAvailable { bytes in
            for index in exactPaths.indices where exactPaths[index].count == bytes.count {
                if exactPaths[index].withUnsafeBufferPointer({ $0.elementsEqual(bytes) }) { return index }
            }
            return nil
        }
        if let index = inPlace ?? exactPaths.firstIndex(where: { $0.elementsEqual(path.utf8) }) {
            return exactRoutes[index]
        }
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
            LintReferenceRoute(context),
            PlaygroundRoute.page(context),
            PlaygroundRoute.assets(context),
        ])
    }
}
