#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Memory a thread is about to fill, faulted in ahead: by another thread that would otherwise wait,
/// or by the thread itself in one pass before it starts.
///
/// A large compile writes tens of MiB of fresh pages, and the first write to each page traps into
/// the kernel, which maps and zeroes it: about a tenth of the archiving thread's time. Asking the
/// kernel to populate a reserved range does that work without a trap per page and never changes what
/// the memory holds, so it is safe while the owner writes the same pages, and harmless on a range
/// that has been freed meanwhile (the call just fails). Where the kernel cannot do it (before Linux
/// 5.14, other systems), nothing happens and the owner faults the pages in itself, as it always did.
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

    /// Faults in the whole pages of `regions`, writable, without changing their contents, in 2 MiB
    /// pages where the system has them (`LargePages`). A piece at a time: the kernel holds the
    /// process's memory map for reading while it populates, and the thread filling the memory must
    /// not wait that long to map or unmap anything else.
    package static func populate(_ regions: [Region]) {
        #if os(Linux)
        let page = UInt(sysconf(Int32(_SC_PAGESIZE)))
        guard page > 0 else { return }
        for region in regions where region.address != 0 && region.byteCount > 0 {
            LargePages.advise(region)
            var start = (region.address + page - 1) / page * page
            let end = (region.address + UInt(region.byteCount)) / page * page
            while start < end, let pointer = UnsafeMutableRawPointer(bitPattern: start) {
                let length = min(end - start, piece)
                guard madvise(pointer, Int(length), populateWrite) == 0 else { break }
                start += length
            }
        }
        #endif
    }

    /// Bytes populated per call.
    private static let piece: UInt = 256 << 10

    /// `MADV_POPULATE_WRITE` (Linux 5.14), which older C headers do not define.
    private static let populateWrite: Int32 = 23
}
