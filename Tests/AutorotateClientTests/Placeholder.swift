import Testing

@testable import AutorotateClient
