@testable import KeyedArchive
import XCTest

/// `HashTableOrder.positions` finds repeated keys inside the table it simulates. These tests hold
/// it to the plain statement of Foundation's order: drop repeats first, then insert the keys one
/// by one, growing the table as it fills.
final class HashTableOrderTests: XCTestCase {
    /// The order as the type's documentation states it, step by step.
    private func statedOrder<Key: Hashable>(_ keys: [Key], hash: (Key) -> UInt64) -> [Int] {
        var unique: [Int] = []
        var seen: Set<Key> = []
        for (position, key) in keys.enumerated() where seen.insert(key).inserted { unique.append(position) }
        guard unique.count > 1, unique.count <= HashTableOrder.capacities.last ?? 0 else { return unique }
        var level = 0
        var slots = [Int?](repeating: nil, count: HashTableOrder.sizes[0])
        func place(_ position: Int, in table: inout [Int?]) {
            var slot = Int(hash(keys[position]) % UInt64(table.count))
            while table[slot] != nil { slot = (slot + 1) % table.count }
            table[slot] = position
        }
        func grow(toHold count: Int) {
            while count > HashTableOrder.capacities[level] || count > HashTableOrder.sizes[level] { level += 1 }
            var grown = [Int?](repeating: nil, count: HashTableOrder.sizes[level])
            for case let position? in slots { place(position, in: &grown) }
            slots = grown
        }
        for (index, position) in unique.enumerated() {
            if index + 1 > slots.count { grow(toHold: index + 1) }
            place(position, in: &slots)
            if index + 1 > HashTableOrder.capacities[level] { grow(toHold: index + 1) }
        }
        return slots.compactMap { $0 }
    }

    func testStringKeysWithRepeatsMatchTheStatedOrder() {
        var generator = SystemRandomNumberGenerator()
        for count in Array(0...120) + [300, 1000, 4000] {
            for alphabet in [3, 40, 100_000] {
                let keys = (0..<count).map { _ in "k\(Int.random(in: 0..<alphabet, using: &generator))" }
                XCTAssertEqual(HashTableOrder.positions(keys), statedOrder(keys, hash: HashTableOrder.stringHash),
                               "\(count) keys from \(alphabet)")
            }
        }
    }

    func testCollidingHashesMatchTheStatedOrder() {
        // Every key in one home slot, or in a few: the longest probe chains and full small tables.
        for hash in [{ (_: Int) in UInt64(7) }, { (key: Int) in UInt64(key % 3) }, { (key: Int) in UInt64(key / 5) }] {
            for count in 0...60 {
                let keys = (0..<count).map { ($0 * 7) % max(1, count / 2 + 1) }
                XCTAssertEqual(HashTableOrder.positions(keys, hash: hash), statedOrder(keys, hash: hash), "\(count) keys")
            }
        }
    }

    func testRepeatedKeysKeepTheirFirstPosition() {
        XCTAssertEqual(HashTableOrder.positions(["a", "a", "a"]), [0])
        let keys = ["name", "entity", "name", "flags", "entity"]
        XCTAssertEqual(Set(HashTableOrder.positions(keys)), [0, 1, 3])
    }
}
