#ifndef LINUX_MALLOC_SHIMS_H
#define LINUX_MALLOC_SHIMS_H
// mallopt(3) for autorotated's heap tuning: Swift's Glibc module does not export <malloc.h>. Like
// the epoll shims, it lives in this C target only because it is the package's one Linux shim target.
#include <malloc.h>

#endif
