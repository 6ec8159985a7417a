#ifndef CCURL_H
#define CCURL_H
#include <curl/curl.h>
/// libcurl's version string (placeholder until the typed wrappers land).
const char *ccurl_version(void);
#endif
