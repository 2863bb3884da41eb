import CSQLite
import Foundation

/// Rows of a store written by a test, read with SQLite directly (opened read-only and immutable,
/// so nothing beside the file changes): each value as text, `NULL` for null, blobs as `x'…'`.
public enum SQLiteQuery {
    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public static func rows(_ path: String, _ sql: String) throws -> [[String]] {
        var handle: OpaquePointer?
        var components = URLComponents()
        components.scheme = "file"
        components.path = path
        components.queryItems = [URLQueryItem(name: "immutable", value: "1")]
        let uri = components.string ?? "file:" + path
        guard sqlite3_open_v2(uri, &handle, SQLITE_OPEN_READONLY | SQLITE_OPEN_URI, nil) == SQLITE_OK, let db = handle else {
            sqlite3_close(handle)
            throw Failure(description: "cannot open \(path)")
        }
        defer { sqlite3_close(db) }
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK, let statement else {
            throw Failure(description: "\(sql): \(String(cString: sqlite3_errmsg(db)))")
        }
        defer { sqlite3_finalize(statement) }
        var rows: [[String]] = []
        while sqlite3_step(statement) == SQLITE_ROW {
            rows.append((0..<sqlite3_column_count(statement)).map { index in
                switch sqlite3_column_type(statement, index) {
                case SQLITE_NULL: return "NULL"
                case SQLITE_BLOB:
                    let count = Int(sqlite3_column_bytes(statement, index))
                    guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return "x''" }
                    return "x'" + UnsafeRawBufferPointer(start: bytes, count: count).map { String(format: "%02x", $0) }.joined() + "'"
                default:
                    return sqlite3_column_text(statement, index).map { String(cString: $0) } ?? "NULL"
                }
            })
        }
        return rows
    }
}
