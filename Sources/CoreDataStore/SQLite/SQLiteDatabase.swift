internal import CSQLite

/// A connection to one SQLite database. The reader opens it read-only, on a private copy on disk
/// (see `PrivateStoreCopy`) or a database image in memory, and only queries; the store writer
/// creates a new file with it (`init(creatingAt:)`, SQLiteWriting.swift) and nothing else.
final class SQLiteDatabase {
    let handle: OpaquePointer

    /// What SQLite said, with its result code, for the caller to turn into a located error.
    struct Failure: Error, Sendable {
        var code: Int32
        var message: String
        /// SQLITE_NOTADB: not a database, or an encrypted one.
        var isNotADatabase: Bool { code & 0xFF == SQLITE_NOTADB }
        /// SQLITE_BUSY / SQLITE_LOCKED.
        var isLocked: Bool { code & 0xFF == SQLITE_BUSY || code & 0xFF == SQLITE_LOCKED }
    }

    /// Opens `path` read-only. `path` must be a file modelc owns (a private copy): SQLite may create
    /// a `-shm` beside a WAL database even on a read-only connection. With `rollingBackJournal`
    /// the copy is opened read-write, so that SQLite can roll back the copied hot journal in it.
    convenience init(readOnlyPath path: String, rollingBackJournal: Bool = false) throws {
        try self.init(path: path, flags: rollingBackJournal ? SQLITE_OPEN_READWRITE : SQLITE_OPEN_READONLY)
    }

    /// Creates (or opens) `path` read-write, for the store writer only.
    convenience init(creatingAt path: String) throws {
        try self.init(path: path, flags: SQLITE_OPEN_READWRITE | SQLITE_OPEN_CREATE)
    }

    private init(path: String, flags: Int32) throws {
        var connection: OpaquePointer?
        let status = sqlite3_open_v2(path, &connection, flags | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let connection else {
            let message = connection.map { String(cString: sqlite3_errmsg($0)) } ?? String(cString: sqlite3_errstr(status))
            sqlite3_close(connection)
            throw Failure(code: status, message: message)
        }
        handle = connection
        try Self.disableExtensions(connection)
    }

    /// A database image in memory (`sqlite3_deserialize`): no file at all, for fuzzing and tests.
    init(image: [UInt8]) throws {
        var connection: OpaquePointer?
        let status = sqlite3_open_v2(":memory:", &connection, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil)
        guard status == SQLITE_OK, let connection else {
            sqlite3_close(connection)
            throw Failure(code: status, message: String(cString: sqlite3_errstr(status)))
        }
        let size = max(image.count, 1)
        guard let buffer = sqlite3_malloc64(sqlite3_uint64(size)) else {
            sqlite3_close(connection)
            throw Failure(code: SQLITE_NOMEM, message: "out of memory")
        }
        image.withUnsafeBytes { bytes in
            if let base = bytes.baseAddress { buffer.copyMemory(from: base, byteCount: bytes.count) }
        }
        let flags = UInt32(SQLITE_DESERIALIZE_FREEONCLOSE | SQLITE_DESERIALIZE_READONLY)
        let loaded = sqlite3_deserialize(connection, "main", buffer.assumingMemoryBound(to: UInt8.self),
                                         sqlite3_int64(image.count), sqlite3_int64(size), flags)
        guard loaded == SQLITE_OK else {
            let message = String(cString: sqlite3_errmsg(connection))
            sqlite3_close(connection)
            throw Failure(code: loaded, message: message)
        }
        handle = connection
        try Self.disableExtensions(connection)
    }

    deinit { sqlite3_close(handle) }

    /// Hostile stores must not load code or run forever: no extensions, no trusted schema.
    private static func disableExtensions(_ connection: OpaquePointer) throws {
        sqlite3_db_config_int(connection, SQLITE_DBCONFIG_TRUSTED_SCHEMA, 0)
        sqlite3_db_config_int(connection, SQLITE_DBCONFIG_DEFENSIVE, 1)
    }

    /// Every row of `sql` with `arguments` bound in order.
    func rows(_ sql: String, _ arguments: [SQLiteValue] = []) throws -> [[SQLiteValue]] {
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard prepared == SQLITE_OK, let statement else { throw failure(prepared) }
        defer { sqlite3_finalize(statement) }
        bind(arguments, to: statement)
        var result: [[SQLiteValue]] = []
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { break }
            guard step == SQLITE_ROW else { throw failure(step) }
            let count = sqlite3_column_count(statement)
            result.append((0..<count).map { column(statement, $0) })
        }
        return result
    }

    /// Binds `arguments` to the statement's parameters 1…n. SQLITE_TRANSIENT: SQLite copies bound
    /// text and blobs before the call returns.
    func bind(_ arguments: [SQLiteValue], to statement: OpaquePointer) {
        let transientDestructor = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (index, argument) in arguments.enumerated() {
            let position = Int32(index + 1)
            switch argument {
            case .integer(let value): sqlite3_bind_int64(statement, position, value)
            case .text(let value): sqlite3_bind_text(statement, position, value, -1, transientDestructor)
            case .real(let value): sqlite3_bind_double(statement, position, value)
            case .blob(let bytes):
                // A zero-length blob still needs a non-null pointer to be a blob rather than NULL.
                if bytes.isEmpty {
                    sqlite3_bind_zeroblob(statement, position, 0)
                } else {
                    _ = bytes.withUnsafeBytes { sqlite3_bind_blob64(statement, position, $0.baseAddress, sqlite3_uint64($0.count), transientDestructor) }
                }
            case .null: sqlite3_bind_null(statement, position)
            }
        }
    }

    private func column(_ statement: OpaquePointer, _ index: Int32) -> SQLiteValue {
        switch sqlite3_column_type(statement, index) {
        case SQLITE_INTEGER: return .integer(sqlite3_column_int64(statement, index))
        case SQLITE_FLOAT: return .real(sqlite3_column_double(statement, index))
        case SQLITE_TEXT:
            guard let text = sqlite3_column_text(statement, index) else { return .text("") }
            let count = Int(sqlite3_column_bytes(statement, index))
            return .text(String(decoding: UnsafeBufferPointer(start: text, count: count), as: UTF8.self))
        case SQLITE_BLOB:
            let count = Int(sqlite3_column_bytes(statement, index))
            guard count > 0, let bytes = sqlite3_column_blob(statement, index) else { return .blob([]) }
            return .blob(Array(UnsafeRawBufferPointer(start: bytes, count: count)))
        default: return .null
        }
    }

    func failure(_ status: Int32) -> Failure {
        Failure(code: sqlite3_extended_errcode(handle), message: String(cString: sqlite3_errmsg(handle)))
    }
}
