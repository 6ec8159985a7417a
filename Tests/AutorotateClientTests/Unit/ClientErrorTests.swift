import AutorotateClient
import Testing

@Suite("Client error kinds")
struct ClientErrorTests {
    static let problem = AutorotateClientError.problem(
        ProblemDetails(status: 422, title: "Invalid scenario", requestID: "r-1"))
    static let transport = AutorotateClientError.transport(
        TransportError(kind: .timedOut, code: 28, message: "timed out"), requestID: "r-2")
    static let unexpected = AutorotateClientError.unexpectedResponse(
        UnexpectedResponse(
            status: 502, contentType: "text/html", reason: "unexpected status", bodyPrefix: "",
            requestID: "r-3"))
    static let invalid = AutorotateClientError.invalidArgument("bad URL")
    static let all = [problem, transport, unexpected, invalid, AutorotateClientError.cancelled]

    static func fail(_ error: AutorotateClientError) throws(AutorotateClientError) { throw error }

    /// What a typed `catch` by kind picks for an error.
    static func caught(_ error: AutorotateClientError) -> String {
        do {
            try fail(error)
            return "none"
        } catch .problem {
            return "problem"
        } catch .transport {
            return "transport"
        } catch .cancelled {
            return "cancelled"
        } catch let other where other.kind == .invalidArgument {
            return "invalid"
        } catch {
            return "other \(error.kind)"
        }
    }

    /// Typed `catch` clauses match each error by its kind, payload or not.
    @Test func catchByKind() {
        #expect(
            Self.all.map(Self.caught) == [
                "problem", "transport", "other unexpectedResponse", "invalid", "cancelled",
            ])
    }

    /// A `switch` over an error matches kinds too (with the `default` a growing type needs).
    @Test func switchByKind() {
        let names = Self.all.map { error -> String in
            switch error {
            case .problem: "p"
            case .transport: "t"
            case .unexpectedResponse: "u"
            case .invalidArgument: "i"
            case .cancelled: "c"
            default: "?"
            }
        }
        #expect(names == ["p", "t", "u", "i", "c"])
        #expect(Set(Self.all.map(\.kind)).count == Self.all.count)
        #expect(
            Self.all.map(\.kind.description) == [
                "problem", "transport", "unexpectedResponse", "invalidArgument", "cancelled",
            ])
    }

    /// Each kind's payload is readable, and `nil` on every other kind.
    @Test func payloads() {
        #expect(Self.problem.problem?.status == 422)
        #expect(Self.transport.transportFailure?.kind == .timedOut)
        #expect(Self.unexpected.unexpectedResponse?.status == 502)
        #expect(Self.invalid.invalidArgumentMessage == "bad URL")
        #expect(Self.all.map { $0.problem != nil } == [true, false, false, false, false])
        #expect(Self.all.map { $0.transportFailure != nil } == [false, true, false, false, false])
        #expect(Self.all.map { $0.unexpectedResponse != nil } == [false, false, true, false, false])
        #expect(Self.all.map { $0.invalidArgumentMessage != nil } == [false, false, false, true, false])
        #expect(Self.all.map(\.requestID) == ["r-1", "r-2", "r-3", nil, nil])
    }

    /// Equality compares kind and payload; descriptions and the input-error verdict are unchanged.
    @Test func equalityAndDescriptions() {
        #expect(Self.invalid == .invalidArgument("bad URL"))
        #expect(Self.invalid != .invalidArgument("other"))
        #expect(AutorotateClientError.cancelled == .cancelled)
        #expect(Self.invalid.description == "invalid argument: bad URL")
        #expect(
            Self.transport.description == "transport error: timed out (timedOut, curl code 28) [request r-2]")
        #expect(Self.problem.description == "server problem: 422 Invalid scenario")
        #expect(Self.all.map(\.isInputError) == [true, false, false, true, false])
    }
}
