/// A field value of an archived object, or an inline `$objects` entry, in compact form: keys and
/// strings are interned ids, reference lists live in one shared buffer. A 5,000-entity model has
/// about a million fields; storing them as plain values (no strings, no per-field allocations)
/// is what keeps archiving linear and cheap. `ArchiveStorage` resolves the ids.
enum ArchiveCell {
    case uid(UInt32)
    case integer(Int64)
    case real(Double)
    /// A Float NSNumber (a 4-byte real in Apple's files).
    case float(Float)
    case boolean(Bool)
    /// An interned string (`ArchiveStorage.strings`).
    case string(Int32)
    /// `ArchiveStorage.uidLists[start..<start + count]` (how collections store `NS.objects`).
    case uidList(start: Int32, count: Int32)
    /// Any other value (`ArchiveStorage.values`): data, dates, nested containers.
    case value(Int32)
}

/// One keyed field of an archived object, in 8 bytes: a large model holds a million of them, all
/// alive while the archive is numbered. The key's id takes 32 bits; the cell's kind, a flag and a
/// 28-bit payload take the rest. A payload that does not fit (a real, a reference list, a large
/// number or id) is kept in `ArchiveStorage.widePayloads` and the field holds its index.
/// `ArchiveStorage.field(key:cell:)` packs a field and `cell(of:)` unpacks it.
struct ArchiveField {
    fileprivate enum Kind: UInt64 {
        case uid, integer, real, float, boolean, string, uidList, value
    }

    fileprivate static let payloadBits: UInt64 = 28
    fileprivate static let payloadMask: UInt64 = 1 << payloadBits - 1
    fileprivate static let wideFlag: UInt64 = 1 << payloadBits

    private let bits: UInt64

    fileprivate init(key: Int32, kind: Kind, isWide: Bool, payload: UInt64) {
        bits = UInt64(UInt32(bitPattern: key)) << 32 | kind.rawValue << (Self.payloadBits + 1)
            | (isWide ? Self.wideFlag : 0) | payload
    }

    /// The interned key.
    var key: Int32 { Int32(bitPattern: UInt32(truncatingIfNeeded: bits >> 32)) }

    fileprivate var kind: Kind { Kind(rawValue: (bits >> (Self.payloadBits + 1)) & 0x7) ?? .value }
    /// Whether the value, numbered, may bring arrays or dictionaries of its own into the table.
    var mayHoldContainers: Bool { kind == .uidList || kind == .value }
    fileprivate var isWide: Bool { bits & Self.wideFlag != 0 }
    fileprivate var payload: UInt64 { bits & Self.payloadMask }
}

/// The side tables `ArchiveCell`s point into, shared by the encoder and its object writers.
final class ArchiveStorage {
    @exclusivity(unchecked) var strings = InternedStrings()
    @exclusivity(unchecked) private(set) var uidLists: [UInt32] = []
    @exclusivity(unchecked) private(set) var values: [PropertyListValue] = []
    /// The fields of the objects being encoded, innermost last (see `ObjectWriter.base`).
    @exclusivity(unchecked) var openFields: [ArchiveField] = []
    /// Key numbers by the type whose objects use them (see `ObjectWriter.keyIDs(for:keys:)`):
    /// `keyIDLists` holds them, `keyIDListsByOwner` each owner's position there plus one.
    @exclusivity(unchecked) var keyIDLists: [[ObjectWriter.KeyID]] = []
    @exclusivity(unchecked) var keyIDListsByOwner = WordTable()
    /// Field payloads wider than a field holds (see `ArchiveField`).
    @exclusivity(unchecked) private var widePayloads: [UInt64] = []

    /// `cell` under `key`, packed. Inlined: every field of an archive is packed here, nearly all
    /// of them narrow enough for the field itself.
    @inline(__always)
    func field(key: Int32, cell: ArchiveCell) -> ArchiveField {
        let kind: ArchiveField.Kind
        let raw: UInt64
        switch cell {
        case .uid(let uid): (kind, raw) = (.uid, UInt64(uid))
        case .integer(let integer): (kind, raw) = (.integer, UInt64(bitPattern: integer))
        case .real(let real): (kind, raw) = (.real, real.bitPattern)
        case .float(let real): (kind, raw) = (.float, UInt64(real.bitPattern))
        case .boolean(let flag): (kind, raw) = (.boolean, flag ? 1 : 0)
        case .string(let id): (kind, raw) = (.string, UInt64(UInt32(bitPattern: id)))
        case .uidList(let start, let count):
            (kind, raw) = (.uidList, UInt64(UInt32(bitPattern: start)) << 32 | UInt64(UInt32(bitPattern: count)))
        case .value(let index): (kind, raw) = (.value, UInt64(UInt32(bitPattern: index)))
        }
        if raw <= ArchiveField.payloadMask { return ArchiveField(key: key, kind: kind, isWide: false, payload: raw) }
        return wideField(key: key, kind: kind, raw: raw)
    }

    /// A field whose payload is kept in `widePayloads`.
    private func wideField(key: Int32, kind: ArchiveField.Kind, raw: UInt64) -> ArchiveField {
        widePayloads.append(raw)
        let index = UInt64(widePayloads.count - 1)
        precondition(index <= ArchiveField.payloadMask, "more wide field values than an archive can hold")
        return ArchiveField(key: key, kind: kind, isWide: true, payload: index)
    }

    /// The cell `field` holds.
    func cell(of field: ArchiveField) -> ArchiveCell {
        let raw = field.isWide ? widePayloads[Int(field.payload)] : field.payload
        switch field.kind {
        case .uid: return .uid(UInt32(truncatingIfNeeded: raw))
        case .integer: return .integer(Int64(bitPattern: raw))
        case .real: return .real(Double(bitPattern: raw))
        case .float: return .float(Float(bitPattern: UInt32(truncatingIfNeeded: raw)))
        case .boolean: return .boolean(raw != 0)
        case .string: return .string(Int32(bitPattern: UInt32(truncatingIfNeeded: raw)))
        case .uidList:
            return .uidList(start: Int32(bitPattern: UInt32(truncatingIfNeeded: raw >> 32)),
                            count: Int32(bitPattern: UInt32(truncatingIfNeeded: raw)))
        case .value: return .value(Int32(bitPattern: UInt32(truncatingIfNeeded: raw)))
        }
    }

    /// `field` of `part`, another storage, moved into this one: its key is `key`, and its strings
    /// and references are renumbered through `strings` and `uids` (indexed by the part's numbers).
    /// Nil when it refers to a UID that `uids` leaves out (`unmapped`).
    func moved(_ field: ArchiveField, of part: ArchiveStorage, key: Int32, strings: [Int32], uids: [UInt32], unmapped: UInt32) -> ArchiveField? {
        if !field.isWide {
            // Most fields: the payload is the value itself, or a number to look up.
            switch field.kind {
            case .integer, .boolean, .float:
                return ArchiveField(key: key, kind: field.kind, isWide: false, payload: field.payload)
            case .uid:
                let uid = uids[Int(field.payload)]
                if uid == unmapped { return nil }
                if UInt64(uid) <= ArchiveField.payloadMask { return ArchiveField(key: key, kind: .uid, isWide: false, payload: UInt64(uid)) }
            case .string:
                let id = strings[Int(field.payload)]
                if UInt64(id) <= ArchiveField.payloadMask { return ArchiveField(key: key, kind: .string, isWide: false, payload: UInt64(id)) }
            case .real, .uidList, .value:
                break
            }
        }
        let cell: ArchiveCell
        switch part.cell(of: field) {
        case .uid(let uid):
            guard uids[Int(uid)] != unmapped else { return nil }
            cell = .uid(uids[Int(uid)])
        case .string(let id): cell = .string(strings[Int(id)])
        case .uidList(let start, let count):
            let first = uidLists.count
            for uid in part.uids(start: start, count: count) {
                guard uids[Int(uid)] != unmapped else { return nil }
                uidLists.append(uids[Int(uid)])
            }
            cell = .uidList(start: Int32(first), count: count)
        case .value(let index): cell = self.cell(for: part.values[Int(index)])
        case let other: cell = other
        }
        return self.field(key: key, cell: cell)
    }

    /// The number of references in all uid lists.
    var uidCount: Int { uidLists.count }

    /// The cell for a plain value: scalars stay scalars, everything else goes to `values`.
    func cell(for value: PropertyListValue) -> ArchiveCell {
        switch value {
        case .string(let string): return .string(strings.id(for: string))
        case .integer(let integer): return .integer(integer)
        case .real(let real): return .real(real)
        case .boolean(let flag): return .boolean(flag)
        case .uid(let uid): return .uid(uid.value)
        case .unsignedInteger, .data, .date, .array, .dictionary:
            values.append(value)
            return .value(Int32(values.count - 1))
        }
    }

    func cell(for uids: [UID]) -> ArchiveCell {
        let start = uidLists.count
        uidLists.append(contentsOf: uids.lazy.map(\.value))
        return .uidList(start: Int32(start), count: Int32(uids.count))
    }

    /// The uid list of a `.uidList` cell.
    func uids(start: Int32, count: Int32) -> ArraySlice<UInt32> {
        uidLists[Int(start)..<Int(start + count)]
    }

    /// The plain value a cell stands for (the slow path, for `propertyList(root:)`).
    func value(of cell: ArchiveCell) -> PropertyListValue {
        switch cell {
        case .uid(let uid): return .uid(UID(uid))
        case .integer(let integer): return .integer(integer)
        case .real(let real): return .real(real)
        case .float(let real): return .real(Double(real))
        case .boolean(let flag): return .boolean(flag)
        case .string(let id): return .string(strings[id])
        case .uidList(let start, let count): return .array(uids(start: start, count: count).map { .uid(UID($0)) })
        case .value(let index): return values[Int(index)]
        }
    }

    /// `append(cell(of: field), to: table, narrow: narrow)` without making the cell: numbering
    /// takes every field of a large archive through here, and one switch on the packed kind costs
    /// less than the two of unpacking and then appending.
    func append(_ field: ArchiveField, to table: inout ObjectTable, narrow: Bool) -> Int32 {
        let raw = field.isWide ? widePayloads[Int(field.payload)] : field.payload
        switch field.kind {
        case .uid: return table.uid(UInt32(truncatingIfNeeded: raw))
        case .integer: return table.integer(Int64(bitPattern: raw), narrow: narrow)
        case .boolean: return table.boolean(raw != 0)
        case .string: return table.runtimeString(Int32(bitPattern: UInt32(truncatingIfNeeded: raw)))
        case .real, .float, .uidList, .value: return append(cell(of: field), to: &table, narrow: narrow)
        }
    }

    /// Appends what a cell stands for to `table` (which shares `strings`), returning its number.
    /// `narrow`: an integer encoded as a 32-bit number (see `ArchiveByteRules.int32Keys`).
    func append(_ cell: ArchiveCell, to table: inout ObjectTable, narrow: Bool = false) -> Int32 {
        switch cell {
        case .uid(let uid): return table.uid(uid)
        case .integer(let integer): return table.integer(integer, narrow: narrow)
        case .real(let real): return table.real(real)
        case .float(let real): return table.float(real)
        case .boolean(let flag): return table.boolean(flag)
        case .string(let id): return table.runtimeString(id)
        case .uidList(let start, let count):
            let (node, first) = table.array(count: Int(count))
            for (offset, uid) in uids(start: start, count: count).enumerated() {
                table.refs[first + offset] = table.uid(uid)
            }
            return node
        case .value(let index): return table.append(values[Int(index)])
        }
    }
}
