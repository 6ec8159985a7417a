import AutorotateArguments
import AutorotateClient
import AutorotateEngine
import AutorotatePlatform
import AutorotateWire
import Dispatch
import Glibc

/// `autorotate bench`: one client, one keep-alive connection, requests back to back for a while;
/// prints requests per second. The figure to compare with `wrk -t1 -c1` on the same endpoint.
/// The blocking API by default; `--async` awaits the async API from one task instead.
struct BenchCommand: Subcommand, Equatable {
    static let name = "bench"
    static let abstract = "Measure one client's requests per second on one connection."
    static let overview = "send requests back to back on one keep-alive connection and print requests/s."

    static var options: [CommandOption<Self>] {
        [
            .text(
                SharedOptions.server.described(
                    help: "The autorotated service to measure.",
                    default: CommonOptions.defaultServer),
                \.server),
            .value("--seconds", valueName: "N", \.seconds, default: "10", help: "How long to run.") {
                text throws(ArgumentError) in
                guard let seconds = Double(text), seconds > 0, seconds <= 3600 else {
                    throw ArgumentError("--seconds wants 0 < N ≤ 3600, got '\(text)'")
                }
                return seconds
            },
            .flag("--raw", \.raw, help: "Keep each simulation as JSON bytes instead of decoding it."),
            .flag("--identity", \.identity, help: "Do not send Accept-Encoding (no gzip responses)."),
            .flag(
                "--async", \.async, default: "the blocking API",
                help: "Await the client's async API from one task."),
        ]
    }

    static var arguments: [CommandArgument<Self>] {
        [.optional("FILE", \.file, default: "GET /livez", help: "A scenario to POST to /v1/simulate.")]
    }

    /// `--server URL` (`nil`: ``CommonOptions/defaultServer``).
    var server: String?
    /// How long to run, in seconds.
    var seconds: Double = 10
    /// A scenario to POST; `nil` = `GET /livez`.
    var file: String?
    /// Keep the simulation as bytes instead of decoding it.
    var raw = false
    /// Do not ask for compressed responses.
    var identity = false
    /// Use the client's async API (one task, awaiting each call) instead of the blocking one.
    var async = false

    func run(output: Output) -> ExitCode {
        let client: AutorotateClient
        do {
            client = try AutorotateClient(
                configuration: ClientConfiguration(
                    baseURL: server ?? CommonOptions.defaultServer, acceptsCompressedResponses: !identity))
        } catch {
            output.error(error.description)
            return .inputError
        }
        var scenario: [UInt8]?
        if let file = self.file {
            switch ScenarioFile.load(file) {
            case .success(let loaded): scenario = loaded.scenario
            case .failure(let error):
                output.error(error.message)
                return .inputError
            }
        }
        let run = Run(client: client, scenario: scenario, raw: raw)
        let clock = ContinuousClock()
        let start = clock.now
        let deadline = start + .milliseconds(Int64(seconds * 1000))
        let outcome = async ? run.awaitingEach(until: deadline) : run.blockingEach(until: deadline)
        let count: Int
        switch outcome {
        case .success(let done): count = done
        case .failure(let error):
            output.error(error.description)
            return error.isInputError ? .inputError : .transportError
        }
        let elapsed = clock.now - start
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let rate = Double(count) / seconds
        var endpoint = scenario == nil ? "GET /livez" : "POST /v1/simulate"
        if scenario != nil { endpoint += raw ? " (raw bytes)" : " (decoded)" }
        if identity { endpoint += " (no compression)" }
        if async { endpoint += " (async)" }
        output.line(
            "\(endpoint): \(count) requests in \(format(seconds)) s = \(format(rate)) req/s (1 connection)")
        return .success
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 10).rounded() / 10
        return String(rounded)
    }

    /// The request the benchmark repeats, through either API.
    struct Run: Sendable {
        let client: AutorotateClient
        let scenario: [UInt8]?
        let raw: Bool

        /// Requests back to back on the calling thread until `deadline`; how many were answered.
        func blockingEach(until deadline: ContinuousClock.Instant) -> Result<Int, AutorotateClientError> {
            var count = 0
            do throws(AutorotateClientError) {
                while ContinuousClock.now < deadline {
                    if let scenario, raw {
                        _ = try client.sendBlocking(.simulateJSON(scenario))
                    } else if let scenario {
                        _ = try client.sendBlocking(.simulate(scenario))
                    } else {
                        _ = try client.sendBlocking(.livez)
                    }
                    count += 1
                }
            } catch {
                return .failure(error)
            }
            return .success(count)
        }

        /// The same from one task awaiting each call; this thread waits for the task.
        func awaitingEach(until deadline: ContinuousClock.Instant) -> Result<Int, AutorotateClientError> {
            let finished = Finished()
            Task {
                var count = 0
                do throws(AutorotateClientError) {
                    while ContinuousClock.now < deadline {
                        if let scenario, raw {
                            _ = try await client.send(.simulateJSON(scenario))
                        } else if let scenario {
                            _ = try await client.simulate(scenario)
                        } else {
                            _ = try await client.livez()
                        }
                        count += 1
                    }
                    finished.finish(.success(count))
                } catch {
                    finished.finish(.failure(error))
                }
            }
            return finished.wait()
        }
    }

    /// The async run's outcome, handed to the waiting thread.
    final class Finished: Sendable {
        private let outcome = PThreadMutex<Result<Int, AutorotateClientError>?>(nil)
        private let done = DispatchSemaphore(value: 0)

        func finish(_ result: Result<Int, AutorotateClientError>) {
            outcome.withLock { $0 = result }
            done.signal()
        }

        func wait() -> Result<Int, AutorotateClientError> {
            done.wait()
            return outcome.withLock { $0 } ?? .success(0)
        }
    }
}
