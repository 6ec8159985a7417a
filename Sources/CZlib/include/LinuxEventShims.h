#ifndef LINUX_EVENT_SHIMS_H
#define LINUX_EVENT_SHIMS_H
// epoll and accept4 for AutorotateHTTP: Swift's Glibc module does not export <sys/epoll.h>, and
// accept4 needs _GNU_SOURCE. They live in this C target only because the package layout gives the
// HTTP library one C shim target; they are not part of zlib.
#include <sys/epoll.h>

/// accept4(2) with SOCK_NONBLOCK | SOCK_CLOEXEC, without the peer address.
int shim_accept_nonblocking(int listen_fd);

#endif
