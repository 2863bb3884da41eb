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

    /// Readies `bytes` more of the calling thread's heap, unless it is the main thread.
    ///
    /// glibc grows the heap of a thread other than the main one by exactly what an allocation
    /// lacks, a page at a time, each page a system call that takes the process's memory map for
    /// writing while the main thread faults pages in: reading the second half of a 5,000-entity
    /// model made 2,300 of them. The heap stays writable when glibc shrinks it again, so blocks
    /// small enough to come from the heap, allocated and freed at once, ready the room with a call
    /// per block (about a hundred for that model, against 2,300), without keeping its pages.
    package static func growThreadHeap(by bytes: Int) {
        #if canImport(Glibc)
        guard modelc_isMainThread() == 0 else { return }
        // Under glibc's least threshold for a block mapped on its own (128 KiB).
        let block = 96 << 10
        var blocks: [UnsafeMutableRawPointer] = []
        blocks.reserveCapacity(bytes / block)
        for _ in 0..<bytes / block {
            guard let pointer = malloc(block) else { break }
            blocks.append(pointer)
        }
        blocks.forEach { free($0) }
        #endif
    }

    /// Grows the heap 16 MiB at a time, and keeps that much at its top when freeing. A dump makes
    /// and frees each entity's tree while writing it; glibc otherwise gave the freed top of a
    /// thread's heap back to the system and asked for it again for the next tree, two thousand
    /// times in a large dump, each time faulting in and zeroing the pages anew (0.95x the wall time
    /// without that). Not for a compile, whose peak memory it would raise.
    package static func growHeapInLargeSteps() {
        #if canImport(Glibc)
        _ = mallopt(modelc_topPadOption, 16 << 20)
        #endif
    }
}
