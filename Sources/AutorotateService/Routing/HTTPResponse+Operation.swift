import AutorotateHTTP
import AutorotateOperations

extension HTTPResponse {
    /// An operation's answer as a response: 200 with the answer's media type, or the problem as
    /// `application/problem+json` with its status.
    init(_ answer: Result<OperationAnswer, Problem>) {
        switch answer {
        case .success(let answer):
            self.init(
                status: 200, headers: HTTPHeaders([("Content-Type", answer.mediaType)]), body: answer.body)
        case .failure(let problem):
            self = problem.response
        }
    }
}
