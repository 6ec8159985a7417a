import CLinuxShims
import Glibc
import Testing

@testable import AutorotateHTTP

/// The event loop's thread runs under `SCHED_BATCH` while it serves and gets its policy back.
@Suite struct BatchSchedulingTests {
    @Test func theBodyRunsUnderBatchAndThePolicyComesBack() {
        #expect(sched_getscheduler(0) == SCHED_OTHER)
        let inside = BatchScheduling.run { sched_getscheduler(0) }
        #expect(inside == shim_sched_batch())
        #expect(sched_getscheduler(0) == SCHED_OTHER)
    }

    @Test func aThreadNotUnderTheDefaultPolicyKeepsItsOwn() {
        // The outer call moves the thread to batch; the inner one finds a policy that is not the
        // default, so it must leave it, and must not hand back the default when it returns.
        let policies = BatchScheduling.run { () -> (inner: Int32, afterInner: Int32) in
            let inner = BatchScheduling.run { sched_getscheduler(0) }
            return (inner, sched_getscheduler(0))
        }
        #expect(policies.inner == shim_sched_batch())
        #expect(policies.afterInner == shim_sched_batch())
        #expect(sched_getscheduler(0) == SCHED_OTHER)
    }

    @Test func theBodysResultIsReturned() {
        #expect(BatchScheduling.run { 42 } == 42)
    }
}
