#ifndef LINUX_EVENT_SHIMS_H
#define LINUX_EVENT_SHIMS_H
// epoll and accept4 for AutorotateHTTP: Swift's Glibc module does not export <sys/epoll.h>, and
// accept4 needs _GNU_SOURCE.
#include <sys/epoll.h>

/// accept4(2) with SOCK_NONBLOCK | SOCK_CLOEXEC, without the peer address.
int shim_accept_nonblocking(int listen_fd);

/// eventfd(2) with EFD_NONBLOCK | EFD_CLOEXEC and a counter of 0 (Swift's Glibc module does not
/// export <sys/eventfd.h>).
int shim_eventfd_nonblocking(void);

#endif
