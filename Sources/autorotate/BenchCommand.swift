import AutorotateClient
import AutorotateEngine
import Glibc

/// `autorotate bench`: one client, one keep-alive connection, requests back to back for a while;
/// prints requests per second. The figure to compare with `wrk -t1 -c1` on the same endpoint.
struct BenchCommand {
    var options: BenchOptions
    var output: Output

    func run() -> ExitCode {
        let client: AutorotateClient
        do {
            client = try AutorotateClient(
                configuration: ClientConfiguration(
                    baseURL: options.server, acceptsCompressedResponses: !options.identity))
        } catch {
            output.error(error.description)
            return .inputError
        }
        var scenario: [UInt8]?
        if let file = options.file {
            switch ScenarioFile.load(file) {
            case .success(let loaded): scenario = loaded.scenario
            case .failure(let error):
                output.error(error.message)
                return .inputError
            }
        }
        let clock = ContinuousClock()
        let deadline = clock.now + .milliseconds(Int64(options.seconds * 1000))
        let start = clock.now
        var count = 0
        do {
            while clock.now < deadline {
                if let scenario, options.raw {
                    _ = try client.sendBlocking(.simulateJSON(scenario))
                } else if let scenario {
                    _ = try client.sendBlocking(.simulate(scenario))
                } else {
                    _ = try client.sendBlocking(.livez)
                }
                count += 1
            }
        } catch {
            output.error(error.description)
            return error.isInputError ? .inputError : .transportError
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = Double(count) / seconds
        var endpoint = scenario == nil ? "GET /livez" : "POST /v1/simulate"
        if scenario != nil { endpoint += options.raw ? " (raw bytes)" : " (decoded)" }
        if options.identity { endpoint += " (no compression)" }
        output.line(
            "\(endpoint): \(count) requests in \(format(seconds)) s = \(format(rate)) req/s (1 connection)")
        return .success
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(rounded)
    }
}
