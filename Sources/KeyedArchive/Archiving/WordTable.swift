/// A hash table from 64-bit words to 32-bit numbers, for the encoder's hottest lookups (object
/// identities, shared scalars by bit pattern, interned string ids). A large model makes a few
/// hundred thousand of them; a `Dictionary` seeds and runs SipHash for each, which cost more than
/// the rest of the lookup. Here a word is spread by one multiplication and probed linearly.
///
/// Stored values are never 0 (0 marks an empty slot): callers store UIDs of real objects, which
/// are never `$null`, or counts plus one. A slot's word and value sit side by side, so a probe of
/// a table far larger than the cache misses it once, not twice.
struct WordTable {
    private struct Slot {
        var word: UInt64
        var value: UInt32
    }

    private var slots: [Slot]
    private var count = 0
    /// Right shift that keeps the top `log2(slots)` bits of a spread word.
    private var shift: UInt64

    init(minimumCapacity: Int = 16) {
        var slots = 16
        while slots < minimumCapacity * 2 { slots *= 2 }
        self.slots = [Slot](repeating: Slot(word: 0, value: 0), count: slots)
        shift = UInt64(64 - slots.trailingZeroBitCount)
    }

    /// The value stored for `word`, or nil.
    subscript(word: UInt64) -> UInt32? {
        var slot = homeSlot(of: word)
        let mask = slots.count - 1
        while true {
            let entry = slots[slot]
            if entry.value == 0 { return nil }
            if entry.word == word { return entry.value }
            slot = (slot + 1) & mask
        }
    }

    /// Stores `value` (not 0) for `word`, replacing any value it had.
    mutating func set(_ value: UInt32, for word: UInt64) {
        precondition(value != 0, "a word table cannot store 0")
        if (count + 1) * 2 > slots.count { grow() }
        var slot = homeSlot(of: word)
        let mask = slots.count - 1
        while slots[slot].value != 0 {
            if slots[slot].word == word {
                slots[slot].value = value
                return
            }
            slot = (slot + 1) & mask
        }
        slots[slot] = Slot(word: word, value: value)
        count += 1
    }

    /// Where probing for `word` starts: the word spread by one multiplication, its top bits.
    @inline(__always)
    private func homeSlot(of word: UInt64) -> Int {
        Int(truncatingIfNeeded: (word &* 0x9E37_79B9_7F4A_7C15) >> shift)
    }

    /// Room for `capacity` entries without growing.
    mutating func reserveCapacity(_ capacity: Int) {
        guard capacity * 2 > slots.count else { return }
        rehash(into: WordTable(minimumCapacity: capacity))
    }

    private mutating func grow() {
        rehash(into: WordTable(minimumCapacity: slots.count))
    }

    private mutating func rehash(into table: WordTable) {
        var table = table
        for entry in slots where entry.value != 0 { table.set(entry.value, for: entry.word) }
        self = table
    }
}
