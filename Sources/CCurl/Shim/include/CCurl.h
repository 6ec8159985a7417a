#ifndef CCURL_H
#define CCURL_H
/*
 * Typed, non-variadic wrappers around libcurl's variadic entry points, which Swift cannot call:
 * one function per argument kind of curl_easy_setopt and curl_easy_getinfo. Each returns libcurl's
 * own result code unchanged.
 */
#include <curl/curl.h>
#include <stddef.h>

/* Write and header callbacks: (data, 1, count, userdata) -> bytes consumed. */
typedef size_t (*ccurl_data_callback)(char *data, size_t size, size_t count, void *userdata);
/* Transfer-progress callback: non-zero aborts the transfer with CURLE_ABORTED_BY_CALLBACK. */
typedef int (*ccurl_xferinfo_callback)(void *userdata, curl_off_t dltotal, curl_off_t dlnow,
                                       curl_off_t ultotal, curl_off_t ulnow);

/* curl_easy_setopt for options that take a long (timeouts, flags, enums). */
CURLcode ccurl_setopt_long(CURL *handle, CURLoption option, long value);
/* curl_easy_setopt for options that take a string; libcurl copies it (7.17+). */
CURLcode ccurl_setopt_string(CURL *handle, CURLoption option, const char *value);
/* curl_easy_setopt for options that take an opaque pointer (userdata, slists, buffers). */
CURLcode ccurl_setopt_pointer(CURL *handle, CURLoption option, void *value);
/* curl_easy_setopt for options that take a curl_off_t (sizes). */
CURLcode ccurl_setopt_off(CURL *handle, CURLoption option, curl_off_t value);
/* curl_easy_setopt for CURLOPT_WRITEFUNCTION / CURLOPT_HEADERFUNCTION. */
CURLcode ccurl_setopt_data_callback(CURL *handle, CURLoption option, ccurl_data_callback callback);
/* curl_easy_setopt for CURLOPT_XFERINFOFUNCTION. */
CURLcode ccurl_setopt_xferinfo_callback(CURL *handle, CURLoption option, ccurl_xferinfo_callback callback);

/* curl_easy_getinfo for CURLINFO_LONG items (response code, ...). */
CURLcode ccurl_getinfo_long(CURL *handle, CURLINFO info, long *value);
/* curl_easy_getinfo for CURLINFO_DOUBLE items. */
CURLcode ccurl_getinfo_double(CURL *handle, CURLINFO info, double *value);
/* curl_easy_getinfo for CURLINFO_STRING items; the string belongs to the handle. */
CURLcode ccurl_getinfo_string(CURL *handle, CURLINFO info, const char **value);
/* curl_easy_getinfo for CURLINFO_OFF_T items (sizes, times in microseconds). */
CURLcode ccurl_getinfo_off(CURL *handle, CURLINFO info, curl_off_t *value);

/* curl_easy_getinfo for CURLINFO_SOCKET items (CURLINFO_ACTIVESOCKET). */
CURLcode ccurl_getinfo_socket(CURL *handle, CURLINFO info, curl_socket_t *value);

/* CURL_WRITEFUNC_PAUSE / CURL_READFUNC_ABORT are macros; exposed as values for Swift. */
size_t ccurl_writefunc_error(void);
/* The size libcurl requires for CURLOPT_ERRORBUFFER. */
size_t ccurl_error_size(void);

#endif
