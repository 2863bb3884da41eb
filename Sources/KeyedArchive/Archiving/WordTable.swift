/// A hash table from 64-bit words to 32-bit numbers, for the encoder's hottest lookups (object
/// identities, shared scalars by bit pattern, interned string ids). A large model makes a few
/// hundred thousand of them; a `Dictionary` seeds and runs SipHash for each, which cost more than
/// the rest of the lookup. Here a word is spread by one multiplication and probed linearly.
///
/// Stored values are never 0 (0 marks an empty slot): callers store UIDs of real objects, which
/// are never `$null`, or counts plus one.
struct WordTable {
    private var words: [UInt64]
    private var values: [UInt32]
    private var count = 0
    /// Right shift that keeps the top `log2(slots)` bits of a spread word.
    private var shift: UInt64

    init(minimumCapacity: Int = 16) {
        var slots = 16
        while slots < minimumCapacity * 2 { slots *= 2 }
        words = [UInt64](repeating: 0, count: slots)
        values = [UInt32](repeating: 0, count: slots)
        shift = UInt64(64 - slots.trailingZeroBitCount)
    }

    /// The value stored for `word`, or nil.
    subscript(word: UInt64) -> UInt32? {
        var slot = homeSlot(of: word)
        let mask = values.count - 1
        while true {
            let value = values[slot]
            if value == 0 { return nil }
            if words[slot] == word { return value }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `value` (not 0) for `word`, replacing any value it had.
    mutating func set(_ value: UInt32, for word: UInt64) {
        precondition(value != 0, "a word table cannot store 0")
        if (count + 1) * 2 > values.count { grow() }
        var slot = homeSlot(of: word)
        let mask = values.count - 1
        while values[slot] != 0 {
            if words[slot] == word {
                values[slot] = value
                return
            }
            slot = (slot + 1) & mask
        }
        words[slot] = word
        values[slot] = value
        count += 1
    }

    /// Where probing for `word` starts: the word spread by one multiplication, its top bits.
    @inline(__always)
    private func homeSlot(of word: UInt64) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Room for `capacity` entries without growing.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity * 2 > values.count else { return }
        rehash(into: WordTable(minimumCapacity: capacity))
    }

    private mutating func grow() {
        rehash(into: WordTable(minimumCapacity: values.count))
    }

    private mutating func rehash(into table: WordTable) {
        var table = table
        for slot in values.indices where values[slot] != 0 { table.set(values[slot], for: words[slot]) }
        self = table
    }
}
