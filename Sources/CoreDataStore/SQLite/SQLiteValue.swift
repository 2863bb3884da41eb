/// One column value of a result row, copied out of SQLite (no C type leaves `SQLiteDatabase`).
enum SQLiteValue: Equatable, Sendable {
    case null
    case integer(Int64)
    case real(Double)
    case text(String)
    case blob([UInt8])

    var integerValue: Int64? { if case .integer(let value) = self { return value } else { return nil } }
    var textValue: String? { if case .text(let value) = self { return value } else { return nil } }
    /// Bytes of a blob; a text column's UTF-8 (SQLite hands either out for a BLOB-affinity column).
    var bytesValue: [UInt8]? {
        switch self {
        case .blob(let bytes): return bytes
        case .text(let text): return Array(text.utf8)
        default: return nil
        }
    }
}
