#define _GNU_SOURCE
#include <stddef.h>
#include <sys/socket.h>
#include "LinuxEventShims.h"

int shim_accept_nonblocking(int listen_fd) {
    return accept4(listen_fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
}
