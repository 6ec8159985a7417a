#ifndef LINUX_SCHEDULING_SHIMS_H
#define LINUX_SCHEDULING_SHIMS_H
// SCHED_BATCH for AutorotateHTTP's event loop and the CPU affinity count for its default worker
// count: glibc defines both only under _GNU_SOURCE (CPU_COUNT is a macro), so Swift's Glibc module
// does not see them.

/// SCHED_BATCH, the policy for sched_setscheduler(2) under which a thread that wakes does not
/// preempt the one running on its core.
int shim_sched_batch(void);

/// How many CPUs the calling thread's affinity mask (sched_getaffinity(2)) allows, or -1 when the
/// kernel does not say. The mask grows until the kernel's fits, so machines beyond CPU_SETSIZE
/// (1024) CPUs are counted too.
int shim_sched_affinity_cpu_count(void);

#endif
