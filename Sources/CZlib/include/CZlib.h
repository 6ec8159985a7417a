#ifndef CZLIB_H
#define CZLIB_H
#include <zlib.h>

/// Version of the zlib the server links.
const char *czlib_version(void);

/// `deflateInit2` (a macro in zlib.h, so Swift cannot call it) for a gzip stream:
/// windowBits 15 + 16, memLevel 8, the default strategy.
int czlib_deflate_init_gzip(z_stream *stream, int level);

/// `inflateInit2` (a macro in zlib.h) accepting gzip or zlib framing: windowBits 15 + 32.
int czlib_inflate_init_auto(z_stream *stream);

#endif
