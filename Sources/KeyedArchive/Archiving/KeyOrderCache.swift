/// The hash-table order of each key sequence met so far, as positions into the sequence.
///
/// Objects of one class repeat a handful of key sequences, and every object needs its order: the
/// sequence is found by a hash of its ids computed in place, so a lookup allocates nothing and
/// hashes a few integers instead of an array.
struct KeyOrderCache {
    private struct Entry {
        var ids: [Int32]
        /// `permutation[i]` is the position in `ids` of the i-th key in hash-table order.
        var permutation: [Int32]
        /// The next entry whose sequence has the same hash, plus one (0: none).
        var next: UInt32
    }

    private var entries: [Entry] = []
    /// The first entry of each sequence hash, plus one.
    private var firstEntries = WordTable()

    /// The permutation that puts `fields`' keys in hash-table order, each key hashed by `hash`
    /// for a sequence not seen before.
    mutating func permutation(
        of fields: ArraySlice<ArchiveField>,
        hash: (Int32) -> UInt64
    ) -> [Int32] {
        var sequenceHash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in fields {
            sequenceHash = (sequenceHash ^ UInt64(UInt32(bitPattern: field.key))) &* 0x0000_0100_0000_01b3
        }
        let first = firstEntries[sequenceHash] ?? 0
        var candidate = first
        while candidate != 0 {
            let entry = entries[Int(candidate) - 1]
            if entry.ids.count == fields.count && zip(entry.ids, fields).allSatisfy({ $0 == $1.key }) {
                return entry.permutation
            }
            candidate = entry.next
        }
        let ids = fields.map(\.key)
        let permutation = HashTableOrder.positions(ids, hash: hash).map(Int32.init)
        entries.append(Entry(ids: ids, permutation: permutation, next: first))
        firstEntries.set(UInt32(entries.count), for: sequenceHash)
        return permutation
    }
}
