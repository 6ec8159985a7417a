#ifndef CZLIB_H
#define CZLIB_H
#include <zlib.h>
/// Version of the zlib the server links (placeholder until the gzip shim lands).
const char *czlib_version(void);
#endif
