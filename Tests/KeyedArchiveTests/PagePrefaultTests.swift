import Glibc
import XCTest
@testable import HostSystem

/// `PagePrefault`, which the archive writer uses to fault its large tables in ahead of filling them.
final class PagePrefaultTests: XCTestCase {
    /// Populating a reserved range leaves what it holds as it was, the filled part and the spare
    /// capacity alike (an advice that discards pages instead would zero the numbers here).
    func testPopulatingKeepsWhatTheMemoryHolds() {
        let expected = (0 ..< 300_000).map { UInt64($0) &* 2_654_435_761 }
        var numbers: [UInt64] = []
        numbers.reserveCapacity(1 << 20)
        numbers.append(contentsOf: expected)
        let region = PagePrefault.region(reservedBy: numbers)
        XCTAssertEqual(region.byteCount, numbers.capacity * MemoryLayout<UInt64>.stride)
        PagePrefault.populate([region])
        XCTAssertTrue(numbers.elementsEqual(expected), "populating changed the numbers")
        numbers.append(contentsOf: repeatElement(7, count: 500_000))
        XCTAssertTrue(numbers[..<300_000].elementsEqual(expected))
        XCTAssertEqual(numbers.last, 7)
    }

    /// The pages are in memory afterwards (the point of the call), on kernels that populate ranges
    /// on request. A fresh mapping, so that none of them is in memory before.
    func testPopulatedPagesAreResident() throws {
        let page = Int(sysconf(Int32(_SC_PAGESIZE)))
        let length = 2048 * page
        let mapped = mmap(nil, length, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0)
        guard let mapped, mapped != MAP_FAILED else { throw XCTSkip("could not map \(length) bytes") }
        defer { munmap(mapped, length) }
        func residentPages() -> Int {
            var flags = [UInt8](repeating: 0, count: length / page)
            guard mincore(mapped, length, &flags) == 0 else { return -1 }
            return flags.reduce(0) { $0 + Int($1 & 1) }
        }
        XCTAssertEqual(residentPages(), 0)
        PagePrefault.populate([PagePrefault.Region(address: UInt(bitPattern: mapped), byteCount: length)])
        let resident = residentPages()
        if resident == 0 {
            throw XCTSkip("this kernel does not populate ranges on request (Linux 5.14 or later does); nothing to check")
        }
        XCTAssertEqual(resident, length / page)
        XCTAssertTrue(UnsafeRawBufferPointer(start: mapped, count: length).allSatisfy { $0 == 0 }, "populating changed the memory")
    }

    /// An empty array's region, and a region whose memory has been freed since, are no-ops.
    func testEmptyAndFreedRegionsAreHarmless() {
        let empty = PagePrefault.region(reservedBy: [Int]())
        var freed = PagePrefault.region(reservedBy: [Int]())
        do {
            var scratch: [UInt8] = []
            scratch.reserveCapacity(4 << 20)
            freed = PagePrefault.region(reservedBy: scratch)
        }
        PagePrefault.populate([empty, freed])
        var after: [UInt8] = []
        after.reserveCapacity(4 << 20)
        after.append(contentsOf: repeatElement(3, count: 1000))
        XCTAssertEqual(after.count, 1000)
    }
}
