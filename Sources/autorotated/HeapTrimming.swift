import CLinuxShims
import Glibc

/// How much free memory glibc keeps at the top of each heap before it hands pages back to the
/// kernel (`M_TRIM_THRESHOLD`).
///
/// glibc's default, 128 KiB, returns memory after nearly every gzip exchange: zlib allocates about
/// 256 KiB of deflate state per compressed answer and frees it at once, so the worker's heap was
/// trimmed and faulted back in on every request (the kernel's page-fault and TLB-shootdown paths
/// were ~10 % of the server's profile). Keeping up to 4 MiB per heap measured, on the shared 2-core
/// machine, `POST /v1/simulate` seed000 with gzip both ways 6.2k → 9.6–10.4k req/s and without
/// gzip 12.4k → 13.3k req/s (`wrk -t2 -c32`), with RSS unchanged at 11–13 MB. Larger bursts (a big
/// batch) are still given back, down to 4 MiB free per heap.
///
/// `MALLOC_TRIM_THRESHOLD_` in the environment (glibc's own tunable) takes precedence.
enum HeapTrimming {
    static let threshold: Int32 = 4 << 20

    static func apply(environment: [String: String]) {
        guard environment["MALLOC_TRIM_THRESHOLD_"] == nil else { return }
        _ = mallopt(M_TRIM_THRESHOLD, threshold)
    }
}
