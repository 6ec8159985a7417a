import AutorotateHTTP
import Testing

@testable import AutorotateService

@Suite("The route table")
struct RouteTableTests {
    static let table = RouteTable.service(
        RouteContext(
            configuration: ServiceConfiguration(), stats: HTTPServerStats(), metrics: ServiceMetrics(),
            logger: ServiceLogger(level: .error) { _ in }))

    /// Byte comparison is `String` equality only while no exact path holds a character that a
    /// non-ASCII one is canonically equivalent to (U+212A → K, U+037E → ;, U+1FEF → `).
    @Test func exactPathsAreASCIIWithoutSingletonTargets() {
        #expect(!Self.table.exactPathTexts.isEmpty)
        for path in Self.table.exactPathTexts {
            #expect(
                path.utf8.allSatisfy {
                    $0 < 0x80 && $0 != UInt8(ascii: "K") && $0 != UInt8(ascii: ";") && $0 != UInt8(ascii: "`")
                }, "\(path)")
        }
    }

    /// Every exact path finds its own route, from a `String` and from a `Substring` of a target;
    /// a path one byte off, shorter or longer finds none (or a prefix route).
    @Test func exactPathsFindTheirRoute() throws {
        for path in Self.table.exactPathTexts {
            #expect(Self.table.route(for: path)?.path == .exact(path))
            let target = path + "?q=1"
            let mark = try #require(target.firstIndex(of: "?"))
            #expect(Self.table.route(for: target[..<mark])?.path == .exact(path))
            for wrong in [path + "x", String(path.dropLast()), path.uppercased()] where wrong != path {
                if case .exact(let found)? = Self.table.route(for: wrong)?.path { #expect(found == wrong) }
            }
        }
        #expect(Self.table.route(for: "/v1/simulatf") == nil)
        #expect(Self.table.route(for: "/v1/simulate/") == nil)
    }

    /// A path registered twice is kept once, in its first place (the later route replaces it).
    @Test func aRepeatedPathIsKeptOnce() {
        let context = RouteContext(
            configuration: ServiceConfiguration(), stats: HTTPServerStats(), metrics: ServiceMetrics(),
            logger: ServiceLogger(level: .error) { _ in })
        let table = RouteTable([LivenessRoute(), VersionRoute(context), LivenessRoute()])
        #expect(table.exactPathTexts == ["/livez", "/v1/version"])
    }
}
