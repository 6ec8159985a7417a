#define _GNU_SOURCE
#include <sched.h>
#include <stddef.h>
#include <string.h>
#include <sys/eventfd.h>
#include <sys/socket.h>
#include "LinuxEventShims.h"
#include "LinuxSchedulingShims.h"
#include "LinuxStringShims.h"

int shim_accept_nonblocking(int listen_fd) {
    return accept4(listen_fd, NULL, NULL, SOCK_NONBLOCK | SOCK_CLOEXEC);
}

int shim_eventfd_nonblocking(void) {
    return eventfd(0, EFD_NONBLOCK | EFD_CLOEXEC);
}

int shim_sched_batch(void) {
    return SCHED_BATCH;
}

void *shim_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    return memmem(haystack, haystack_length, needle, needle_length);
}
