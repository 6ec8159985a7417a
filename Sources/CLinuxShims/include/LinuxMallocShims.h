#ifndef LINUX_MALLOC_SHIMS_H
#define LINUX_MALLOC_SHIMS_H
// mallopt(3) for autorotated's heap tuning: Swift's Glibc module does not export <malloc.h>.
#include <malloc.h>

#endif
