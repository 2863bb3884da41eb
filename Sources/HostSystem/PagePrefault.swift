#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Memory that one thread is about to fill, faulted in by another thread that would otherwise wait.
///
/// A large compile writes tens of MiB of fresh pages, and the first write to each page traps into
/// the kernel, which maps and zeroes it: about a tenth of the archiving thread's time, while the
/// other core idles after hashing. Asking the kernel to populate a reserved range does that work in
/// one call and never changes what the memory holds, so it is safe while the owner writes the same
/// pages, and harmless on a range that has been freed meanwhile (the call just fails). Where the
/// kernel cannot do it (before Linux 5.14, other systems), nothing happens and the owner faults the
/// pages in itself, as it always did.
package enum PagePrefault {
    /// An address range, kept as numbers: the memory itself is never read or written here.
    package struct Region: Sendable {
        let address: UInt
        let byteCount: Int
    }

    /// The whole capacity `array` has reserved, filled or not. Valid until the array next grows or
    /// is freed; `populate` is harmless afterwards.
    package static func region<Element>(reservedBy array: [Element]) -> Region {
        let address = array.withUnsafeBufferPointer { UInt(bitPattern: $0.baseAddress) }
        return Region(address: address, byteCount: array.capacity * MemoryLayout<Element>.stride)
    }

    /// Faults in the whole pages of `regions`, writable, without changing their contents.
    package static func populate(_ regions: [Region]) {
        #if os(Linux)
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return }
        for region in regions where region.address != 0 && region.byteCount > 0 {
            let start = (region.address + page - 1) / page * page
            let end = (region.address + UInt(region.byteCount)) / page * page
            guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { continue }
            _ = madvise(pointer, Int(end - start), populateWrite)
        }
        #endif
    }

    /// `MADV_POPULATE_WRITE` (Linux 5.14), which older C headers do not define.
    private static let populateWrite: Int32 = 23
}
