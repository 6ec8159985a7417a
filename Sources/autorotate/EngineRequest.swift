import AutorotateClient
import AutorotateOperations

/// What `simulate`, `compare` and `lint` share: the FILE argument read, and one request answered
/// either in this process (the default, through ``Operations``: the very function the service's
/// route calls) or by the server at `--server`.
///
/// ```swift
/// let call = EngineRequest(common: command.common, requestID: command.requestID, output: output)
/// guard let file = call.load(command.file, missing: "compare needs a scenario FILE") else { return .inputError }
/// switch call.send(.compare(body), path: file.path, local: { call.operations.compare(body) }, decode: Comparison.init(json:)) {
/// case .answer(let comparison, let json): …
/// case .refused(let problem, let serverSaid): …   // exit 2
/// case .failed(let code): return code              // already printed
/// }
/// ```
struct EngineRequest {
    /// `--server`, `--local`, `--timeout`.
    var common: CommonOptions
    /// `--request-id ID` (`nil`: a random one).
    var requestID: String?
    /// Where errors are printed.
    var output: Output

    /// What became of a request.
    enum Outcome<Value> {
        /// The answer, and its bytes as the server (or the operation in process) wrote them.
        case answer(Value, json: [UInt8])
        /// The input was refused (the operation's problem, or the server's 400/422); `serverSaid`
        /// is the client's description of the server's answer, `nil` in process.
        case refused(Problem, serverSaid: String?)
        /// No answer (transport, timeout, 5xx); the reason is printed. The exit code to return.
        case failed(ExitCode)
    }

    /// The scenario file at `path`, or `nil` after printing why (`missing` when there is no FILE).
    func load(_ path: String?, missing: String) -> ScenarioFile? {
        guard let path else {
            output.error(missing)
            return nil
        }
        switch ScenarioFile.load(path) {
        case .success(let file): return file
        case .failure(let error):
            output.error(error.message)
            return nil
        }
    }

    /// The operations run in process, under the engine's default limits (the service's defaults).
    var operations: Operations { Operations(limits: .default) }

    /// Sends `endpoint` to the server, or, without `--server`, runs `local` (the operation the
    /// endpoint's route calls) and reads its bytes with `decode`, as the client reads the
    /// server's. `path` names the file in transport errors.
    func send<Value>(
        _ endpoint: Endpoint<Value>, path: String, local: () -> Result<OperationAnswer, Problem>,
        decode: ([UInt8]) throws(SimulationDecodingError) -> Value
    ) -> Outcome<Value> {
        guard case .server(let url) = common.target else {
            switch local() {
            case .success(let answer):
                do {
                    return .answer(try decode(answer.body), json: answer.body)
                } catch {
                    output.error("\(path): the engine's answer does not decode: \(error)")
                    return .failed(.transportError)
                }
            case .failure(let problem): return .refused(problem, serverSaid: nil)
            }
        }
        var configuration = ClientConfiguration(baseURL: url)
        configuration.timeout = .milliseconds(Int64(common.timeoutSeconds * 1000))
        do {
            let client = try AutorotateClient(configuration: configuration)
            let reply = try client.sendBlocking(endpoint, requestID: requestID)
            return .answer(reply.value, json: reply.body)
        } catch {
            if let details = error.problem, error.isInputError {
                return .refused(details.problem, serverSaid: error.description)
            }
            output.error("\(path): \(TransportHint.describe(error, server: url))")
            return .failed(error.isInputError ? .inputError : .transportError)
        }
    }
}
