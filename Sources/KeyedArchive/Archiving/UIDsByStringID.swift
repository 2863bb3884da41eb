/// `$objects` entries by interned string id. Ids are numbered densely from 0, so an array indexed
/// by id answers without hashing: a large model shares tens of thousands of strings, and a hash
/// table that size misses the cache on nearly every probe.
struct UIDsByStringID {
    /// The UID's value for each id, 0 for none (`$null` is never a shared string).
    private var values: [UInt32] = []

    subscript(id: Int32) -> UID? {
        let index = Int(id)
        guard index >= 0, index < values.count, values[index] != 0 else { return nil }
        return UID(values[index])
    }

    mutating func set(_ uid: UID, for id: Int32) {
        let index = Int(id)
        guard index >= 0 else { return }
        if index >= values.count {
            values.append(contentsOf: repeatElement(0, count: max(index + 1, 2 * values.count) - values.count))
        }
        values[index] = uid.value
    }

    /// Every id with a UID, and the UID.
    var entries: some Sequence<(id: Int32, uid: UID)> {
        values.lazy.enumerated().filter { $0.element != 0 }.map { (Int32($0.offset), UID($0.element)) }
    }
}
