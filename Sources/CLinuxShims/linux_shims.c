#define _GNU_SOURCE
#include <errno.h>
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

int shim_sched_affinity_cpu_count(void) {
    // EINVAL: the kernel's mask is wider than the set passed; anything else is an answer.
    for (int cpus = CPU_SETSIZE; cpus <= (1 << 22); cpus *= 2) {
        cpu_set_t *set = CPU_ALLOC(cpus);
        if (set == NULL) return -1;
        size_t size = CPU_ALLOC_SIZE(cpus);
        CPU_ZERO_S(size, set);
        if (sched_getaffinity(0, size, set) == 0) {
            int count = CPU_COUNT_S(size, set);
            CPU_FREE(set);
            return count;
        }
        int error = errno;
        CPU_FREE(set);
        if (error != EINVAL) return -1;
    }
    return -1;
}

void *shim_memmem(const void *haystack, size_t haystack_length, const void *needle, size_t needle_length) {
    return memmem(haystack, haystack_length, needle, needle_length);
}
