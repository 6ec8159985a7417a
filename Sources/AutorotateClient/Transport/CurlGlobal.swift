import CLibcurl

/// `curl_global_init`, run exactly once per process before the first easy handle is created.
///
/// Swift initialises a `static let` lazily and thread-safely (`swift_once`), so the first client
/// created from any thread performs the call and every other waits for it. libcurl is never
/// de-initialised: `curl_global_cleanup` at exit would race with handles still alive elsewhere.
enum CurlGlobal {
    /// The result of the one `curl_global_init(CURL_GLOBAL_ALL)` call.
    static let initResult: CURLcode = curl_global_init(Int(CURL_GLOBAL_ALL))

    /// Initialises libcurl if no one has yet; returns whether that succeeded.
    static func ensureInitialized() -> Bool { initResult == CURLE_OK }
}
