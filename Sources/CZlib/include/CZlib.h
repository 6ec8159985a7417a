#ifndef CZLIB_H
#define CZLIB_H
#include <stddef.h>
#include <stdint.h>
#include <zlib.h>

/// Version of the zlib the server links.
const char *czlib_version(void);

/// `deflateInit2` (a macro in zlib.h, so Swift cannot call it) for a gzip stream:
/// windowBits 15 + 16, memLevel 7, the default strategy.
int czlib_deflate_init_gzip(z_stream *stream, int level);

/// `deflateInit2` for a raw deflate stream (no header, no trailer, no checksum): windowBits -15,
/// memLevel 7, the default strategy. The caller writes the gzip framing around it.
int czlib_deflate_init_raw(z_stream *stream, int level);

/// `inflateInit2` (a macro in zlib.h) accepting gzip or zlib framing: windowBits 15 + 32.
int czlib_inflate_init_auto(z_stream *stream);

/// zlib's `crc32_z(crc, bytes, count)`, the gzip CRC-32: the same value, computed by folding
/// with carry-less multiplication where the CPU has it (x86-64 PCLMULQDQ; about 3× zlib 1.2.13's
/// table-driven loop on a 19 KB answer), by zlib otherwise.
uint32_t czlib_crc32(uint32_t crc, const unsigned char *bytes, size_t count);

#endif
