import AutorotateArguments
import AutorotateEngine
import AutorotateHTTP
import AutorotateService
import Foundation
import Testing

@testable import autorotated

/// `autorotated`'s command line and its health check's, both parsed and described by
/// AutorotateArguments from their declarations.
@Suite("Configuration: flags and environment")
struct ServiceCommandTests {
    /// The configuration `arguments` and `environment` give, or `nil`.
    static func configuration(_ arguments: [String], _ environment: [String: String] = [:])
        -> ServiceConfiguration?
    {
        if case .success(.run(let configuration)) = ServiceCommand.parse(arguments, environment: environment)
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
        guard case .failure(let error) = ServiceCommand.parse(arguments, environment: [:]) else {
            Issue.record("accepted \(arguments)")
            return
        }
        #expect(error.message.contains(arguments[0]))
    }

    /// A misspelt flag is answered with the one meant; a name close to none gets no guess.
    @Test(arguments: [
        (["--worker", "2"], "unknown option '--worker' (did you mean '--workers'?)"),
        (["--prot", "9"], "unknown option '--prot' (did you mean '--port'?)"),
        (["--xyzzy-plugh"], "unknown option '--xyzzy-plugh'"),
    ])
    func misspeltFlagsAreSuggested(arguments: [String], message: String) {
        guard case .failure(let error) = ServiceCommand.parse(arguments, environment: [:]) else {
            Issue.record("accepted \(arguments)")
            return
        }
        #expect(ServiceCommand.message(for: error) == message)
    }

    /// A bad environment value is a usage error naming the variable.
    @Test func badEnvironment() {
        guard case .failure(let error) = ServiceCommand.parse([], environment: ["AUTOROTATE_PORT": "eighty"])
        else {
            Issue.record("accepted")
            return
        }
        #expect(
            error.message == "--port wants an integer from 0 to 65535, got 'eighty' (from AUTOROTATE_PORT)")
    }

    /// `--help` lists every flag with its environment variable.
    @Test func help() {
        guard case .success(.print(let text)) = ServiceCommand.parse(["--help"], environment: [:]) else {
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

    /// Every service variable is read when its flag is absent, and its flag wins over it: the
    /// declarations' variables are `AUTOROTATE_` and the flag's name.
    @Test func everyVariableFollowsItsFlag() {
        for option in ServiceCommand.options where option.valueName != nil {
            #expect(option.environment == ServiceCommand.environmentVariable(option.name), "\(option.name)")
        }
        let environment = [
            "AUTOROTATE_HOST": "127.0.0.2", "AUTOROTATE_MAX_EVENTS": "7", "AUTOROTATE_IDLE_TIMEOUT": "1.5",
            "AUTOROTATE_PORT_FILE": "/tmp/env", "AUTOROTATE_API_TOKEN_FILE": "/tmp/tokens",
        ]
        let fromEnvironment = Self.configuration([], environment)
        #expect(fromEnvironment?.server.host == "127.0.0.2")
        #expect(fromEnvironment?.engineLimits.maxEvents == 7)
        #expect(fromEnvironment?.server.idleTimeout == .milliseconds(1500))
        #expect(fromEnvironment?.portFile == "/tmp/env")
        #expect(fromEnvironment?.apiTokenFile == "/tmp/tokens")
        let flagsWin = Self.configuration(
            ["--host", "127.0.0.3", "--max-events=8", "--idle-timeout", "2", "--port-file", "/tmp/flag"],
            environment)
        #expect(flagsWin?.server.host == "127.0.0.3")
        #expect(flagsWin?.engineLimits.maxEvents == 8)
        #expect(flagsWin?.server.idleTimeout == .seconds(2))
        #expect(flagsWin?.portFile == "/tmp/flag")
        #expect(flagsWin?.apiTokenFile == "/tmp/tokens")
    }

    /// `--version` prints the engine version instead of serving.
    @Test func version() {
        guard case .success(.print(let text)) = ServiceCommand.parse(["--version"], environment: [:]) else {
            Issue.record("no version")
            return
        }
        #expect(text == "autorotated \(EngineInfo.version)\n")
    }

    /// The health check reads `--port` (either spelling), else `AUTOROTATE_PORT`, else 8080, through
    /// the same parser, and the address from `AUTOROTATE_HOST`.
    @Test func healthCheckParsesThroughTheLibrary() throws {
        #expect(
            try HealthCheck.target([], environment: [:]) == HealthCheckTarget(host: "127.0.0.1", port: 8080))
        #expect(try HealthCheck.target(["--port", "81"], environment: [:])?.port == 81)
        #expect(try HealthCheck.target(["--port=82"], environment: ["AUTOROTATE_PORT": "90"])?.port == 82)
        #expect(try HealthCheck.target([], environment: ["AUTOROTATE_PORT": "90"])?.port == 90)
        #expect(try HealthCheck.target([], environment: ["AUTOROTATE_PORT": ""])?.port == 8080)
        #expect(
            try HealthCheck.target([], environment: ["AUTOROTATE_HOST": "10.0.0.2"])
                == HealthCheckTarget(host: "10.0.0.2", port: 8080))
        #expect(try HealthCheck.target(["-h"], environment: [:]) == nil)
        #expect(throws: HealthCheckFailure.self) {
            try HealthCheck.target(["--port", "0"], environment: [:])
        }
        #expect(
            HealthCheckCommand.options.map(\.declaration.name) == [ServiceCommand.port.name]
                && HealthCheckCommand.options.map(\.environment) == [ServiceCommand.port.environment])
    }

    /// The binary's `autorotated --help` and `autorotated healthcheck --help` print exactly their
    /// snapshots (whole text, so that a change to a declaration is reviewed) and exit 0.
    @Test(arguments: [("autorotated", ["--help"]), ("healthcheck", ["healthcheck", "-h"])])
    func helpSnapshot(name: String, arguments: [String]) throws {
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Fixtures/help/autorotated/\(name).txt").path
        // The snapshot names the worker default's CPU count as {cpus}: the child runs with this
        // process's affinity and cgroup, so it detects the same number.
        let expected = String(
            decoding: try #require(FileManager.default.contents(atPath: path)), as: UTF8.self
        ).replacingOccurrences(of: "{cpus}", with: String(CPUAllowance.process.cpus))
        let process = Process()
        process.executableURL = URL(fileURLWithPath: try #require(autorotatedPath()))
        process.arguments = arguments
        process.environment = ["AUTOROTATE_PORT": "9"]  // shown nowhere in the help: defaults are declared
        let output = Pipe()
        process.standardOutput = output
        process.standardError = Pipe()
        try process.run()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        #expect(text == expected)
    }
}
