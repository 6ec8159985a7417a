#ifndef LINUX_STRING_SHIMS_H
#define LINUX_STRING_SHIMS_H
// memmem(3) for AutorotateService's byte scans: glibc declares it only under _GNU_SOURCE.
#include <stddef.h>

/// memmem(3): the first occurrence of `needle` in `haystack`, or NULL.
void *shim_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length);

#endif
