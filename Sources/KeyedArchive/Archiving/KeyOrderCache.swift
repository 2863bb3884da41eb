/// The hash-table order of each key sequence met so far, as positions into the sequence.
///
/// Objects of one class repeat a handful of key sequences, and every object needs its order: the
/// sequence is found by a hash of its ids computed in place, so a lookup allocates nothing and
/// hashes a few integers instead of an array. The sequences and their orders are kept end to end
/// in two flat arrays, so that finding one compares integers in place and copies (retains) nothing.
struct KeyOrderCache {
    private struct Entry {
        /// Where the sequence is in `keyIDs`.
        let start: Int32
        let count: Int32
        /// Where its order is in `positions` (shorter than the sequence when a key repeats).
        let orderStart: Int32
        let orderCount: Int32
        /// The next entry whose sequence has the same hash, plus one (0: none).
        let next: UInt32
    }

    private var entries: [Entry] = []
    /// The first entry of each sequence hash, plus one.
    private var firstEntries = WordTable()
    /// Every sequence's key ids, end to end.
    private var keyIDs: [Int32] = []
    /// Each sequence's order, end to end: the position in the sequence of each key in hash-table
    /// order.
    private(set) var positions: [Int32] = []
    /// The entry found last for each slot the caller names (plus one; 0: none): objects of one
    /// class mostly repeat the sequence of the one before, which is then compared without hashing.
    private var recentEntries: [UInt32]

    /// A cache whose callers name their kinds of object by slots below `recentSlots`.
    init(recentSlots: Int) {
        recentEntries = [UInt32](repeating: 0, count: recentSlots)
    }

    /// Where in `positions` the order of `fields`' keys is (fewer positions than fields when a key
    /// repeats), each key hashed by `hash` for a sequence not seen before. `recentSlot` (below the
    /// `recentSlots` the cache was made with) names the kind of object, whose last sequence is
    /// tried first.
    mutating func order(
        of fields: ArraySlice<ArchiveField>,
        recentSlot: Int,
        hash: (Int32) -> UInt64
    ) -> Range<Int> {
        let recent = recentEntries[recentSlot]
        if recent != 0, let order = order(ofEntry: Int(recent) - 1, ifSequenceOf: fields) { return order }
        var sequenceHash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in fields {
            sequenceHash = (sequenceHash ^ UInt64(UInt32(bitPattern: field.key))) &* 0x0000_0100_0000_01b3
        }
        let first = firstEntries[sequenceHash] ?? 0
        var candidate = first
        while candidate != 0 {
            if let order = order(ofEntry: Int(candidate) - 1, ifSequenceOf: fields) {
                recentEntries[recentSlot] = candidate
                return order
            }
            candidate = entries[Int(candidate) - 1].next
        }
        let start = keyIDs.count, orderStart = positions.count
        let ids = fields.map(\.key)
        keyIDs.append(contentsOf: ids)
        positions.append(contentsOf: HashTableOrder.positions(ids, hash: hash).lazy.map(Int32.init))
        entries.append(Entry(start: Int32(start), count: Int32(ids.count), orderStart: Int32(orderStart),
                             orderCount: Int32(positions.count - orderStart), next: first))
        firstEntries.set(UInt32(entries.count), for: sequenceHash)
        recentEntries[recentSlot] = UInt32(entries.count)
        return orderStart..<positions.count
    }

    /// The order of `entries[index]` when its sequence is `fields`' keys.
    private func order(ofEntry index: Int, ifSequenceOf fields: ArraySlice<ArchiveField>) -> Range<Int>? {
        let entry = entries[index]
        guard Int(entry.count) == fields.count, isSequence(at: Int(entry.start), of: fields) else { return nil }
        return Int(entry.orderStart)..<Int(entry.orderStart + entry.orderCount)
    }

    /// Whether the sequence at `start` in `keyIDs` is `fields`' keys.
    private func isSequence(at start: Int, of fields: ArraySlice<ArchiveField>) -> Bool {
        var index = start
        for field in fields {
            guard keyIDs[index] == field.key else { return false }
            index += 1
        }
        return true
    }
}
