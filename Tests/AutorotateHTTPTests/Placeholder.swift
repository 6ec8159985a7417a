import Testing

@testable import AutorotateHTTP
