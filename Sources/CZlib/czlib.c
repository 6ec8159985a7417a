#include "CZlib.h"

const char *czlib_version(void) { return zlibVersion(); }

int czlib_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY);
}

int czlib_inflate_init_auto(z_stream *stream) { return inflateInit2(stream, 15 + 32); }
