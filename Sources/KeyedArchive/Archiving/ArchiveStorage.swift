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

/// One keyed field of an archived object.
///
/// The cell comes first: its nine bytes then leave room for the key in the same 16-byte stride
/// (key first would pad the field to 24 bytes, and a large model holds a million of them).
struct ArchiveField {
    var cell: ArchiveCell
    /// The interned key.
    var key: Int32

    init(key: Int32, cell: ArchiveCell) {
        self.cell = cell
        self.key = key
    }
}

/// The side tables `ArchiveCell`s point into, shared by the encoder and its object writers.
final class ArchiveStorage {
    @exclusivity(unchecked) var strings = InternedStrings()
    @exclusivity(unchecked) private(set) var uidLists: [UInt32] = []
    @exclusivity(unchecked) private(set) var values: [PropertyListValue] = []
    /// The fields of the objects being encoded, innermost last (see `ObjectWriter.base`).
    @exclusivity(unchecked) var openFields: [ArchiveField] = []

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
