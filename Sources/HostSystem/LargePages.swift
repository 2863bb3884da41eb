#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#endif

/// Asks the system to back large tables with 2 MiB pages where it can.
///
/// A large compile fills tens of MiB of fresh memory: with 4 KiB pages that is a trap into the
/// kernel for every page, and the tables it probes at random (identities, interned strings) miss
/// the address-translation cache on most probes. Systems that hand out 2 MiB pages only on request
/// (the usual default) get that request here; elsewhere the advice is ignored and nothing changes.
package enum LargePages {
    /// Advises the whole 2 MiB pages inside `byteCount` bytes at `address`. Ranges smaller than
    /// two such pages are left alone: the kernel could place at most one in them.
    package static func advise(address: UInt, byteCount: Int) {
        #if os(Linux)
        guard byteCount >= 2 * size else { return }
        let start = (address + size - 1) & ~(size - 1)
        let end = (address + UInt(byteCount)) & ~(size - 1)
        guard end > start, let pointer = UnsafeMutableRawPointer(bitPattern: start) else { return }
        _ = madvise(pointer, Int(end - start), MADV_HUGEPAGE)
        #endif
    }

    /// Advises the whole 2 MiB pages of `region` (see `advise(address:byteCount:)`).
    package static func advise(_ region: PagePrefault.Region) {
        advise(address: region.address, byteCount: region.byteCount)
    }

    /// The size of a large page on the systems that have them.
    private static let size: UInt = 2 << 20
}
