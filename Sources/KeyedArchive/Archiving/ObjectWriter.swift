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
public struct ObjectWriter {
    /// The fields so far, in order.
    public private(set) var fields: [(key: String, value: PropertyListValue)] = []

    init() {}

    /// Stores an integer inline.
    public mutating func encode(_ value: Int64, forKey key: String) { set(.integer(value), forKey: key) }
    /// Stores an integer inline.
    public mutating func encode(_ value: Int, forKey key: String) { set(.integer(Int64(value)), forKey: key) }
    /// Stores a boolean inline.
    public mutating func encode(_ value: Bool, forKey key: String) { set(.boolean(value), forKey: key) }
    /// Stores a double inline.
    public mutating func encode(_ value: Double, forKey key: String) { set(.real(value), forKey: key) }
    /// Stores raw bytes inline (`encodeBytes:length:forKey:`).
    public mutating func encodeBytes(_ bytes: [UInt8], forKey key: String) { set(.data(bytes), forKey: key) }
    /// Stores a reference to an object in `$objects`.
    public mutating func encodeReference(_ uid: UID, forKey key: String) { set(.uid(uid), forKey: key) }
    /// Stores a nil object reference (`UID(0)` → `$null`); the key is present.
    public mutating func encodeNil(forKey key: String) { set(.uid(.null), forKey: key) }
    /// Stores an inline array of references, as collections do for `NS.objects` / `NS.keys`.
    public mutating func encodeReferences(_ uids: [UID], forKey key: String) {
        set(.array(uids.map { .uid($0) }), forKey: key)
    }
    /// Stores any property-list value inline — an escape hatch for unusual layouts.
    public mutating func encodeValue(_ value: PropertyListValue, forKey key: String) { set(value, forKey: key) }

    private mutating func set(_ value: PropertyListValue, forKey key: String) {
        // Byte counts first: they are cheap to read and rule out almost every comparison in
        // this per-field scan (keys are mostly distinct and of varied lengths).
        let count = key.utf8.count
        if count == Self.classKeyCount, key == KeyedArchiveKey.class { return }
        if let index = fields.firstIndex(where: { $0.key.utf8.count == count && $0.key == key }) {
            fields[index].value = value
        } else {
            fields.append((key, value))
        }
    }

    private static let classKeyCount = KeyedArchiveKey.class.utf8.count

    mutating func appendClass(_ uid: UID) {
        fields.append((KeyedArchiveKey.class, .uid(uid)))
    }

    mutating func reorder(_ order: [String]) {
        var remaining = fields
        var result: [(key: String, value: PropertyListValue)] = []
        result.reserveCapacity(fields.count)
        for key in order {
            if let index = remaining.firstIndex(where: { $0.key == key }) {
                result.append(remaining.remove(at: index))
            }
        }
        result.append(contentsOf: remaining)
        fields = result
    }
}
