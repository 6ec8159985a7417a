#define _GNU_SOURCE
#include <malloc.h>
#include <stddef.h>
#include <sys/socket.h>
#include "LinuxEventShims.h"

int shim_accept_nonblocking(int listen_fd) {
    return accept4(listen_fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
}

int shim_fix_mmap_threshold(int bytes) {
    return mallopt(M_MMAP_THRESHOLD, bytes);
}
