import CCurl
import CLibcurl
import Testing

@Suite("CCurl wrappers")
struct CCurlTests {
    /// Each typed setopt wrapper reaches curl_easy_setopt with its argument kind, and getinfo
    /// reads values back, on a handle that is cleaned up afterwards.
    @Test func typedWrappersReachLibcurl() throws {
        #expect(curl_global_init(Int(CURL_GLOBAL_ALL)) == CURLE_OK)
        let handle = try #require(curl_easy_init())
        defer { curl_easy_cleanup(handle) }
        #expect(ccurl_setopt_long(handle, CURLOPT_TIMEOUT_MS, 1500) == CURLE_OK)
        #expect(ccurl_setopt_string(handle, CURLOPT_URL, "http://127.0.0.1:9/x") == CURLE_OK)
        #expect(ccurl_setopt_pointer(handle, CURLOPT_HTTPHEADER, nil) == CURLE_OK)
        #expect(ccurl_setopt_off(handle, CURLOPT_POSTFIELDSIZE_LARGE, 0) == CURLE_OK)
        #expect(ccurl_setopt_data_callback(handle, CURLOPT_WRITEFUNCTION, nil) == CURLE_OK)
        #expect(ccurl_setopt_xferinfo_callback(handle, CURLOPT_XFERINFOFUNCTION, nil) == CURLE_OK)
        var status = -1
        #expect(ccurl_getinfo_long(handle, CURLINFO_RESPONSE_CODE, &status) == CURLE_OK)
        #expect(status == 0)
        var url: UnsafePointer<CChar>?
        #expect(ccurl_getinfo_string(handle, CURLINFO_EFFECTIVE_URL, &url) == CURLE_OK)
        #expect(url.map { String(cString: $0) } == "http://127.0.0.1:9/x")
        var total = -1.0
        #expect(ccurl_getinfo_double(handle, CURLINFO_TOTAL_TIME, &total) == CURLE_OK)
        #expect(total == 0)
        var size: curl_off_t = -1
        #expect(ccurl_getinfo_off(handle, CURLINFO_SIZE_DOWNLOAD_T, &size) == CURLE_OK)
        #expect(size == 0)
        var socket: curl_socket_t = 0
        #expect(ccurl_getinfo_socket(handle, CURLINFO_ACTIVESOCKET, &socket) == CURLE_OK)
        #expect(socket == CURL_SOCKET_BAD)
        #expect(ccurl_error_size() == 256)
    }
}
