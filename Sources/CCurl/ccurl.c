#include "CCurl.h"
const char *ccurl_version(void) { return curl_version(); }
