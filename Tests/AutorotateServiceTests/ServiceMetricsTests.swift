import AutorotateHTTP
import Testing

@testable import AutorotateService

@Suite("Service metrics")
struct ServiceMetricsTests {
    /// Standard methods keep their label; any other method (a client's invention, a lowercase
    /// spelling) is counted as `other`, so clients cannot create series.
    @Test func methodLabels() {
        let metrics = ServiceMetrics()
        for method in ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS", "BREW", "get", "GETT", ""]
        {
            metrics.recordRequest(route: "/livez", method: method, status: 200, durationMicroseconds: 10)
        }
        let text = metrics.render(stats: HTTPServerStats(), workers: 2)
        for method in ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] {
            #expect(
                text.contains(
                    #"autorotate_http_requests_total{route="/livez",method="\#(method)",status="200"} 1"#))
        }
        #expect(
            text.contains(#"autorotate_http_requests_total{route="/livez",method="other",status="200"} 4"#))
        #expect(!text.contains(#"method="BREW""#))
        #expect(!text.contains(#"method="get""#))
    }
}
