#include "CZlib.h"

const char *czlib_version(void) { return zlibVersion(); }

/* memLevel 7 (zlib's default is 8): a stream is reused per thread and deflateReset clears the
   whole hash table, 64 KiB at memLevel 8 and 32 KiB at 7. Measured with callgrind on the 19 KB
   seed000 answer at level 3: 553k -> 526k instructions per answer, and the same output size
   (2133 B; 9609 B for all fixture answers concatenated, 129 KB). */
int czlib_deflate_init_gzip(z_stream *stream, int level) {
    return deflateInit2(stream, level, Z_DEFLATED, 15 + 16, 7, Z_DEFAULT_STRATEGY);
}

int czlib_inflate_init_auto(z_stream *stream) { return inflateInit2(stream, 15 + 32); }
