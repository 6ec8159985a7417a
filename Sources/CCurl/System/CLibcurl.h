#ifndef CLIBCURL_H
#define CLIBCURL_H
/* libcurl's headers, located through `pkg-config libcurl` (Debian: libcurl4-openssl-dev). */
#include <curl/curl.h>
#endif
