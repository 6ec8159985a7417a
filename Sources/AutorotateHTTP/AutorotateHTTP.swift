/// HTTP/1.1 server on POSIX sockets (being built; see issue 4).
public enum AutorotateHTTP {}
