import AutorotateEngine
import AutorotateHTTP

/// Routes and problem+json mapping (being built; see issue 4).
public enum AutorotateService {}
