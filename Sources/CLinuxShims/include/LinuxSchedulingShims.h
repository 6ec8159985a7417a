#ifndef LINUX_SCHEDULING_SHIMS_H
#define LINUX_SCHEDULING_SHIMS_H
// SCHED_BATCH for AutorotateHTTP's event loop: glibc defines it only under _GNU_SOURCE, so Swift's
// Glibc module does not see it.

/// SCHED_BATCH, the policy for sched_setscheduler(2) under which a thread that wakes does not
/// preempt the one running on its core.
int shim_sched_batch(void);

#endif
