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
    }

    private var entries: [UInt64: [Entry]] = [:]

    /// The permutation that puts `fields`' keys in hash-table order; `order` computes that order
    /// for a sequence not seen before.
    mutating func permutation(
        of fields: ArraySlice<ArchiveField>,
        order: ([Int32]) -> [Int32]
    ) -> [Int32] {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for field in fields {
            hash = (hash ^ UInt64(UInt32(bitPattern: field.key))) &* 0x0000_0100_0000_01b3
        }
        if let candidates = entries[hash] {
            for entry in candidates where entry.ids.count == fields.count
                && zip(entry.ids, fields).allSatisfy({ $0 == $1.key }) {
                return entry.permutation
            }
        }
        let ids = fields.map(\.key)
        let ordered = order(ids)
        var positions: [Int32: Int32] = [:]
        for (position, id) in ids.enumerated() where positions[id] == nil { positions[id] = Int32(position) }
        let permutation = ordered.compactMap { positions[$0] }
        entries[hash, default: []].append(Entry(ids: ids, permutation: permutation))
        return permutation
    }
}
