/// The iteration order of Foundation's hash tables (NSDictionary, NSSet, and the dictionary that
/// `NSKeyedArchiver` collects each object's keys in): the order in which Apple's writers emit
/// dictionary keys and, because a dictionary archives its keys and then its values in that order,
/// the order in which the objects of an archive are numbered.
///
/// A table has a prime number of slots; a key goes to slot `hash mod size` or, when taken, the
/// next free slot after it. Iteration walks the slots.
package enum HashTableOrder {
    /// Slot counts, smallest first.
    static let sizes = [3, 7, 13, 23, 41, 71, 127, 191, 251, 383, 631, 1087, 1723, 2803, 4523, 7351, 11959, 19447, 31231,
                        50683, 81919, 132607, 214519, 346607, 561109, 907759, 1468927]
    /// How many keys each size holds before the table grows.
    static let capacities = [3, 6, 11, 19, 32, 52, 85, 118, 155, 237, 390, 672, 1065, 1732, 2795, 4543, 7391, 12019,
                             19532, 31771, 50785, 81976, 132617, 214664, 347325, 561989, 909314]

    /// The order Foundation iterates `keys`, inserted in the given order (duplicates are kept
    /// once, at their first position, as a dictionary would). A key goes in first (into a full
    /// table only after growing); then, if the table holds more than its capacity, it grows,
    /// re-inserting every key, the new one included, in slot order.
    package static func order<Key: Hashable>(_ keys: [Key], hash: (Key) -> UInt64) -> [Key] {
        guard keys.count > 1 else { return keys }
        return positions(keys, hash: hash).map { keys[$0] }
    }

    /// `order(_:hash:)` as positions in `keys` (of each key's first occurrence), so that callers
    /// can order things named by the keys without looking them up by name again.
    package static func positions<Key: Hashable>(_ keys: [Key], hash: (Key) -> UInt64) -> [Int] {
        guard keys.count > 1 else { return Array(keys.indices) }
        // Every key is hashed once, and a repeated key is found where the table would put it: an
        // equal key has the same hash, so it sits between that slot and the next free one. Both
        // tables (the current one and the one it grows into) live in scratch memory sized for the
        // largest table the keys can need: ordering each entity's properties allocated several
        // arrays and a set per entity before.
        let room = sizes[capacities.firstIndex { $0 >= keys.count } ?? sizes.count - 1]
        return withUnsafeTemporaryAllocation(of: UInt64.self, capacity: keys.count) { hashes in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: 2 * room) { scratch in
                var table = UnsafeMutableBufferPointer(rebasing: scratch[0..<room])
                var spare = UnsafeMutableBufferPointer(rebasing: scratch[room...])
                var level = 0
                var size = sizes[0]
                var count = 0
                UnsafeMutableBufferPointer(rebasing: table[0..<size]).initialize(repeating: -1)
                func place(_ position: Int32, in slots: UnsafeMutableBufferPointer<Int32>, size: Int) {
                    var slot = Int(hashes[Int(position)] % UInt64(size))
                    while slots[slot] >= 0 { slot = slot + 1 == size ? 0 : slot + 1 }
                    slots[slot] = position
                }
                /// False when no table holds `count` keys: Foundation's order is then not modelled.
                func grow(toHold count: Int) -> Bool {
                    while count > capacities[level] || count > sizes[level] {
                        level += 1
                        guard level < sizes.count, sizes[level] <= room else { return false }
                    }
                    UnsafeMutableBufferPointer(rebasing: spare[0..<sizes[level]]).initialize(repeating: -1)
                    for slot in 0..<size where table[slot] >= 0 { place(table[slot], in: spare, size: sizes[level]) }
                    swap(&table, &spare)
                    size = sizes[level]
                    return true
                }
                for (position, key) in keys.enumerated() {
                    let keyHash = hash(key)
                    hashes[position] = keyHash
                    var slot = Int(keyHash % UInt64(size))
                    var repeated = false
                    // At most `count` steps: the smallest table can be full.
                    for _ in 0..<count {
                        let other = Int(table[slot])
                        guard other >= 0 else { break }
                        if hashes[other] == keyHash, keys[other] == key {
                            repeated = true
                            break
                        }
                        slot = slot + 1 == size ? 0 : slot + 1
                    }
                    if repeated { continue }
                    count += 1
                    if count > size {
                        guard grow(toHold: count) else { return firstOccurrences(of: keys) }
                    }
                    place(Int32(position), in: table, size: size)
                    if count > capacities[level] {
                        guard grow(toHold: count) else { return firstOccurrences(of: keys) }
                    }
                }
                var order: [Int] = []
                order.reserveCapacity(count)
                for slot in 0..<size where table[slot] >= 0 { order.append(Int(table[slot])) }
                return order
            }
        }
    }

    /// Each key's first position, in order: for more distinct keys than the largest table holds.
    private static func firstOccurrences<Key: Hashable>(of keys: [Key]) -> [Int] {
        var seen: Set<Key> = []
        return keys.indices.filter { seen.insert(keys[$0]).inserted }
    }

    /// The order of `keys` in a copy of a dictionary that iterates them in this order: the copy's
    /// table is sized for the count at once and takes the keys in that order.
    package static func copyOrder(_ keys: [String]) -> [String] {
        guard keys.count > 1, let level = capacities.firstIndex(where: { $0 >= keys.count }) else { return keys }
        var slots = [String?](repeating: nil, count: sizes[level])
        for key in keys {
            var slot = Int(stringHash(key) % UInt64(slots.count))
            while slots[slot] != nil { slot = slot + 1 == slots.count ? 0 : slot + 1 }
            slots[slot] = key
        }
        return slots.compactMap { $0 }
    }

    /// The order of string keys (NSString's hash).
    package static func order(_ keys: [String]) -> [String] {
        order(keys, hash: stringHash)
    }

    /// `order(_:)` as positions in `keys`.
    package static func positions(_ keys: [String]) -> [Int] {
        positions(keys, hash: stringHash)
    }

    /// CoreFoundation's string hash: the length, then the UTF-16 code units four at a time and the
    /// rest one at a time; strings longer than 96 units hash only their first, middle and last 32.
    package static func stringHash(_ string: String) -> UInt64 {
        // ASCII text is its own UTF-16: hash the UTF-8 bytes in place, without a copy.
        let ascii: UInt64?? = string.utf8.withContiguousStorageIfAvailable { bytes in
            bytes.allSatisfy { $0 < 0x80 } ? stringHash(units: bytes) : nil
        }
        if let ascii, let hash = ascii { return hash }
        return Array(string.utf16).withUnsafeBufferPointer { stringHash(units: $0) }
    }

    private static func stringHash<Unit: UnsignedInteger>(units: UnsafeBufferPointer<Unit>) -> UInt64 {
        let length = units.count
        var result = UInt64(length)
        func four(_ start: Int) {
            result = result &* 67_503_105 &+ UInt64(units[start]) &* 16_974_593 &+ UInt64(units[start + 1]) &* 66_049
                &+ UInt64(units[start + 2]) &* 257 &+ UInt64(units[start + 3])
        }
        if length <= 96 {
            var index = 0
            while index + 4 <= length { four(index); index += 4 }
            while index < length { result = result &* 257 &+ UInt64(units[index]); index += 1 }
        } else {
            for start in stride(from: 0, to: 32, by: 4) { four(start) }
            let middle = (length >> 1) - 16
            for start in stride(from: middle, to: middle + 32, by: 4) { four(start) }
            for start in stride(from: length - 32, to: length, by: 4) { four(start) }
        }
        return result &+ (result << UInt64(length & 31))
    }
}
