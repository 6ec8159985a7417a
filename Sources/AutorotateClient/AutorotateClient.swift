import AutorotateEngine
import CCurl

/// libcurl client (being built; see issue 5).
public enum AutorotateClient {}
