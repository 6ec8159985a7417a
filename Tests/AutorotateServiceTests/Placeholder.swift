import Testing

@testable import AutorotateService
