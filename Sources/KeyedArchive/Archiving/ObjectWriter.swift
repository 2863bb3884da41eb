/// Collects the keyed fields of one archived object, in encode-call order — the mirror image of
/// `ArchivedObject`'s accessors.
///
/// Scalars encoded here (`encode(_:forKey:)` for integers, booleans, reals; `encodeBytes`) are
/// stored *inline* in the object, as `encodeInteger:forKey:`, `encodeBool:forKey:`,
/// `encodeDouble:forKey:` and `encodeBytes:length:forKey:` do. Objects (strings, numbers, other
/// archived objects) are stored as references: obtain a UID from `KeyedArchiveEncoder` and pass
/// it to `encodeReference(_:forKey:)`.
///
/// Encoding a key twice replaces the value but keeps the key's first position (as a dictionary
/// would). The `$class` key is managed by the encoder; encoding it here has no effect.
package struct ObjectWriter {
    private let storage: ArchiveStorage
    private let classKey: Int32
    /// Where this object's fields start in `storage.openFields`. Objects are encoded strictly
    /// nested (a child is finished before its parent writes its next field), so the fields of all
    /// open objects form a stack and no object needs an array of its own.
    let base: Int
    /// One bit per key written so far (picked by the key's low bits): a field whose bit is clear is
    /// new to the object, so most fields go in without a look through the ones before them.
    private var writtenKeyBits: UInt64 = 0

    init(storage: ArchiveStorage, classKey: Int32) {
        self.storage = storage
        self.classKey = classKey
        self.base = storage.openFields.count
    }

    /// Stores an integer inline.
    package mutating func encode(_ value: Int64, forKey key: String) { set(.integer(value), forKey: key) }
    /// Stores an integer inline.
    package mutating func encode(_ value: Int, forKey key: String) { set(.integer(Int64(value)), forKey: key) }
    /// Stores a boolean inline.
    package mutating func encode(_ value: Bool, forKey key: String) { set(.boolean(value), forKey: key) }
    /// Stores a float inline (a 4-byte real with Apple's layout rules).
    package mutating func encode(_ value: Float, forKey key: String) { set(.float(value), forKey: key) }
    /// Stores a double inline.
    package mutating func encode(_ value: Double, forKey key: String) { set(.real(value), forKey: key) }
    /// Stores raw bytes inline (`encodeBytes:length:forKey:`).
    package mutating func encodeBytes(_ bytes: [UInt8], forKey key: String) {
        set(storage.cell(for: .data(bytes)), forKey: key)
    }
    /// Stores a reference to an object in `$objects`.
    package mutating func encodeReference(_ uid: UID, forKey key: String) { set(.uid(uid.value), forKey: key) }
    /// Stores a nil object reference (`UID(0)` → `$null`); the key is present.
    package mutating func encodeNil(forKey key: String) { set(.uid(0), forKey: key) }
    /// Stores an inline array of references, as collections do for `NS.objects` / `NS.keys`.
    package mutating func encodeReferences(_ uids: [UID], forKey key: String) {
        set(storage.cell(for: uids), forKey: key)
    }
    /// Stores any property-list value inline — an escape hatch for unusual layouts.
    package mutating func encodeValue(_ value: PropertyListValue, forKey key: String) {
        set(storage.cell(for: value), forKey: key)
    }

    /// A key's number in this archive, for the `forKeyID:` writers: a caller that writes the same
    /// keys into many objects numbers them once instead of looking each string up again.
    package struct KeyID {
        fileprivate let value: Int32
    }

    /// The numbers of `keys`, made once per archive and `owner` (a type whose objects all use
    /// these keys, in this order) and remembered by the archive.
    package func keyIDs(for owner: Any.Type, keys: () -> [String]) -> [KeyID] {
        let word = UInt64(UInt(bitPattern: ObjectIdentifier(owner)))
        if let known = storage.keyIDListsByOwner[word] { return storage.keyIDLists[Int(known) - 1] }
        let ids = keys().map { KeyID(value: storage.strings.id(for: $0)) }
        storage.keyIDLists.append(ids)
        storage.keyIDListsByOwner.set(UInt32(storage.keyIDLists.count), for: word)
        return ids
    }

    /// `encodeReference(_:forKey:)` for a numbered key.
    package mutating func encodeReference(_ uid: UID, forKeyID key: KeyID) { set(.uid(uid.value), forKeyID: key.value) }
    /// `encodeNil(forKey:)` for a numbered key.
    package mutating func encodeNil(forKeyID key: KeyID) { set(.uid(0), forKeyID: key.value) }
    /// `encode(_:forKey:)` for a numbered key.
    package mutating func encode(_ value: Bool, forKeyID key: KeyID) { set(.boolean(value), forKeyID: key.value) }
    /// `encode(_:forKey:)` for a numbered key.
    package mutating func encode(_ value: Int64, forKeyID key: KeyID) { set(.integer(value), forKeyID: key.value) }
    /// `encode(_:forKey:)` for a numbered key.
    package mutating func encode(_ value: Double, forKeyID key: KeyID) { set(.real(value), forKeyID: key.value) }

    private mutating func set(_ cell: ArchiveCell, forKey key: String) {
        set(cell, forKeyID: storage.strings.id(for: key))
    }

    private mutating func set(_ cell: ArchiveCell, forKeyID id: Int32) {
        if id == classKey { return }
        let bit: UInt64 = 1 << UInt64(UInt32(bitPattern: id) & 63)
        if writtenKeyBits & bit != 0, let index = storage.openFields[base...].firstIndex(where: { $0.key == id }) {
            storage.openFields[index] = storage.field(key: id, cell: cell)
        } else {
            writtenKeyBits |= bit
            storage.openFields.append(storage.field(key: id, cell: cell))
        }
    }

    mutating func appendClass(_ uid: UID) {
        storage.openFields.append(storage.field(key: classKey, cell: .uid(uid.value)))
    }

    /// Puts the fields named in `order` first, in that order; the others keep their relative
    /// order after them. Unknown names are ignored.
    mutating func reorder(_ order: [String]) {
        var remaining = Array(storage.openFields[base...])
        var result: [ArchiveField] = []
        result.reserveCapacity(remaining.count)
        for key in order {
            let id = storage.strings.id(for: key)
            if let index = remaining.firstIndex(where: { $0.key == id }) {
                result.append(remaining.remove(at: index))
            }
        }
        result.append(contentsOf: remaining)
        storage.openFields.replaceSubrange(base..., with: result)
    }

    /// The field names in order (for the field-order hook).
    var keys: [String] { storage.openFields[base...].map { storage.strings[$0.key] } }
}
