// autorotated: wiring only — read the configuration, route SIGTERM/SIGINT to a drain and SIGHUP
// to a token reload, serve.
import AutorotateHTTP
import AutorotateService
import Glibc

let arguments = Array(CommandLine.arguments.dropFirst())
let environment = ProcessEnvironment.current()

// `autorotated healthcheck [--port N]` (HealthCheck.swift): the probe for images with no shell.
if arguments.first == HealthCheck.command {
    exit(HealthCheck.run(Array(arguments.dropFirst()), environment: environment))
}

func printError(_ message: String) {
    let bytes = Array("autorotated: \(message)\n".utf8)
    _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

switch ServiceCommand.parse(arguments, environment: environment) {
case .failure(let error):
    printError("\(ServiceCommand.message(for: error)) (see 'autorotated --help')")
    exit(2)
case .success(.print(let text)):
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(1, $0.baseAddress, $0.count) }
    exit(0)
case .success(.run(let configuration)):
    HeapTrimming.apply(environment: environment)
    let tokens: APITokens?
    do {
        tokens = try AutorotateService.loadTokens(configuration)
    } catch {
        printError(error.description)
        exit(2)
    }
    let service = AutorotateService(configuration: configuration, tokens: tokens)
    ShutdownSignals.install(also: [SIGHUP]) { signal in
        if signal == SIGHUP { service.reloadTokens() } else { service.beginDrain() }
    }
    do {
        try service.bind()
        try service.run()
    } catch {
        service.logger.flush()
        printError("\(error)")
        exit(1)
    }
    exit(0)
}
