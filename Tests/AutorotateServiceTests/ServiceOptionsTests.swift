import AutorotateEngine
import AutorotateHTTP
import Testing

@testable import AutorotateService

@Suite("Configuration: flags and environment")
struct ServiceOptionsTests {
    static func configuration(_ arguments: [String], _ environment: [String: String] = [:])
        -> ServiceConfiguration?
    {
        if case .success(.run(let configuration)) = ServiceOptions.parse(arguments, environment: environment)
        {
            return configuration
        }
        return nil
    }

    /// With nothing set, the documented defaults apply (0.0.0.0:8080, 1 MiB bodies, info logs).
    @Test func defaults() throws {
        let configuration = try #require(Self.configuration([]))
        #expect(configuration.server.host == "0.0.0.0")
        #expect(configuration.server.port == 8080)
        #expect(configuration.server.limits.maxBodyBytes == 1_048_576)
        #expect(configuration.server.drainTimeout == .seconds(10))
        #expect(configuration.logLevel == .info)
        #expect(configuration.engineLimits == .default)
        #expect(configuration.portFile == nil)
    }

    /// Flags set values in both `--flag value` and `--flag=value` forms, durations in seconds.
    @Test func flags() throws {
        let configuration = try #require(
            Self.configuration([
                "--port", "0", "--port-file=/tmp/p", "--host", "127.0.0.1", "--workers", "3",
                "--max-body-bytes", "2048", "--max-connections=7", "--header-timeout", "0.5",
                "--drain-timeout", "2", "--log-level", "WARNING", "--max-events", "12", "--openapi-file",
                "/x.yaml",
            ]))
        #expect(configuration.server.port == 0)
        #expect(configuration.portFile == "/tmp/p")
        #expect(configuration.server.host == "127.0.0.1")
        #expect(configuration.server.workerCount == 3)
        #expect(configuration.server.limits.maxBodyBytes == 2048)
        #expect(configuration.server.maxConnections == 7)
        #expect(configuration.server.limits.headerTimeout == .milliseconds(500))
        #expect(configuration.server.drainTimeout == .seconds(2))
        #expect(configuration.logLevel == .warning)
        #expect(configuration.engineLimits.maxEvents == 12)
        #expect(configuration.openAPIFile == "/x.yaml")
    }

    /// Environment variables apply, and a flag wins over its variable.
    @Test func environmentAndPrecedence() throws {
        let environment = [
            "AUTOROTATE_PORT": "9000", "AUTOROTATE_WORKERS": "5", "AUTOROTATE_LOG_LEVEL": "debug",
        ]
        let fromEnvironment = try #require(Self.configuration([], environment))
        #expect(fromEnvironment.server.port == 9000)
        #expect(fromEnvironment.server.workerCount == 5)
        #expect(fromEnvironment.logLevel == .debug)
        let flagWins = try #require(Self.configuration(["--port", "9001"], environment))
        #expect(flagWins.server.port == 9001)
    }

    /// Unknown flags, missing values and out-of-range values are usage errors naming the problem.
    @Test(arguments: [
        ["--nope"], ["--port"], ["--port", "70000"], ["--port", "x"], ["--workers", "0"],
        ["--log-level", "loud"],
        ["--idle-timeout", "-1"],
    ])
    func usageErrors(arguments: [String]) {
        guard case .failure(let error) = ServiceOptions.parse(arguments, environment: [:]) else {
            Issue.record("accepted \(arguments)")
            return
        }
        #expect(error.description.contains(arguments[0]))
    }

    /// A bad environment value is a usage error naming the variable.
    @Test func badEnvironment() {
        guard case .failure(let error) = ServiceOptions.parse([], environment: ["AUTOROTATE_PORT": "eighty"])
        else {
            Issue.record("accepted")
            return
        }
        #expect(error.description.contains("AUTOROTATE_PORT"))
    }

    /// `--help` lists every flag with its environment variable.
    @Test func help() {
        guard case .success(.print(let text)) = ServiceOptions.parse(["--help"], environment: [:]) else {
            Issue.record("no help")
            return
        }
        for (flag, variable) in [
            ("--host", "AUTOROTATE_HOST"), ("--port", "AUTOROTATE_PORT"),
            ("--port-file", "AUTOROTATE_PORT_FILE"),
            ("--workers", "AUTOROTATE_WORKERS"), ("--max-body-bytes", "AUTOROTATE_MAX_BODY_BYTES"),
            ("--max-connections", "AUTOROTATE_MAX_CONNECTIONS"), ("--log-level", "AUTOROTATE_LOG_LEVEL"),
            ("--drain-timeout", "AUTOROTATE_DRAIN_TIMEOUT"), ("--openapi-file", "AUTOROTATE_OPENAPI_FILE"),
            ("--max-decisions", "AUTOROTATE_MAX_DECISIONS"),
        ] {
            #expect(text.contains(flag))
            #expect(text.contains(variable))
        }
    }
}
