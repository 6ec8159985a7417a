// The platform vocabulary the server's users already wrote against (`Gzip`, `PThreadMutex`,
// `RequestID`) lives in AutorotatePlatform, shared with the client; re-exported so that importing
// AutorotateHTTP keeps being enough.
@_exported import AutorotatePlatform
