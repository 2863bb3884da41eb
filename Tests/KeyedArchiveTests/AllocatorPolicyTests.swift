import Foundation
import Glibc
import XCTest
@testable import HostSystem

/// `AllocatorPolicy.growThreadHeap(by:)`, which the reader's second thread calls before it builds
/// half of a large model's graph.
final class AllocatorPolicyTests: XCTestCase {
    /// The end and permissions of the mapping of this process that holds `address`.
    private static func mapping(holding address: UInt) throws -> (end: UInt, permissions: String)? {
        let maps = try String(contentsOfFile: "/proc/self/maps", encoding: .utf8)
        for line in maps.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            guard fields.count >= 2 else { continue }
            let bounds = fields[0].split(separator: "-")
            guard bounds.count == 2, let start = UInt(bounds[0], radix: 16), let end = UInt(bounds[1], radix: 16) else { continue }
            if (start..<end).contains(address) { return (end, String(fields[1])) }
        }
        return nil
    }

    /// How far past `block` its mapping is writable; 0 when it is not.
    private static func writableAhead(of block: UnsafeMutableRawPointer) throws -> Int {
        let address = UInt(bitPattern: block)
        guard let mapping = try mapping(holding: address), mapping.permissions.hasPrefix("rw") else { return 0 }
        return Int(mapping.end - address)
    }

    /// On a thread of its own, the heap is writable well past what the thread has used: the room is
    /// readied in a few large steps, not a page at a time as allocations need it. Without the call,
    /// a new thread's heap is writable only as far as it has grown (about 132 KiB).
    ///
    /// glibc hands a new thread the heap of a thread that has ended when there is one, grown as that
    /// thread left it, and its first blocks may then come from anywhere in it: the check needs a heap
    /// that is new, and is skipped when earlier tests left the thread a grown one.
    func testAThreadsHeapIsReadiedAhead() throws {
        guard FileManager.default.fileExists(atPath: "/proc/self/maps") else {
            throw XCTSkip("no /proc/self/maps on this system: nothing to check")
        }
        let room = 24 << 20
        nonisolated(unsafe) var writableBefore = 0
        nonisolated(unsafe) var writableAfter = 0
        nonisolated(unsafe) var failure: (any Error)?
        let finished = DispatchSemaphore(value: 0)
        let thread = Thread {
            defer { finished.signal() }
            do {
                guard let first = malloc(64) else { return }
                defer { free(first) }
                writableBefore = try Self.writableAhead(of: first)
                guard writableBefore < 1 << 20 else { return }
                AllocatorPolicy.growThreadHeap(by: room)
                guard let block = malloc(64) else { return }
                defer { free(block) }
                writableAfter = try Self.writableAhead(of: block)
            } catch {
                failure = error
            }
        }
        thread.start()
        finished.wait()
        if let failure { throw failure }
        if writableBefore >= 1 << 20 {
            throw XCTSkip("this thread took over a heap an earlier thread had grown (\(writableBefore) bytes writable ahead)")
        }
        XCTAssertGreaterThan(writableBefore, 0)
        XCTAssertGreaterThanOrEqual(writableAfter, room - (1 << 20))
    }
}
