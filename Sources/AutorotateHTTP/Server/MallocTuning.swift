import CZlib

/// Process-wide allocator settings for a long-running server.
public enum MallocTuning {
    /// Fixes glibc's mmap threshold at `bytes` (default: glibc's initial 128 KiB).
    ///
    /// glibc raises the threshold each time a large mmapped block is freed; from then on blocks of
    /// that size (a batch answer, a 1 MiB body) come from the heap and stay resident after a burst.
    /// Fixing it keeps them mmapped, so the process's memory returns to its baseline. Call once,
    /// first thing in `main`.
    @discardableResult
    public static func fixMmapThreshold(bytes: Int32 = 128 * 1024) -> Bool {
        shim_fix_mmap_threshold(bytes) == 1
    }
}
