import AutorotateClient

/// The result of a client call as a value, so tests can match on the typed error.
///
/// (A non-exhaustive typed `catch` inside a throwing test crashed the Swift 6.3.1 SIL ownership
/// verifier; a `Result` sidesteps it.)
func outcome<T>(_ body: () async throws(AutorotateClientError) -> T) async -> Result<T, AutorotateClientError>
{
    do {
        return .success(try await body())
    } catch {
        return .failure(error)
    }
}
