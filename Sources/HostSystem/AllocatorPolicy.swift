internal import CAllocator

/// How the process asks the C allocator for large blocks.
package enum AllocatorPolicy {
    /// Gives every block of 256 KiB or more its own mapping, returned to the system when freed.
    ///
    /// glibc otherwise raises that threshold each time a large block is freed, so the next large
    /// tables of a compile come from the heap, where freed memory stays with the process: a
    /// 5,000-entity compile peaked 12 MiB higher for it. Called once by the command-line tool,
    /// before anything large is allocated; library callers keep their own allocator settings.
    package static func mapLargeBlocksSeparately() {
        #if canImport(Glibc)
        _ = mallopt(modelc_mmapThresholdOption, 256 * 1024)
        #endif
    }
}
