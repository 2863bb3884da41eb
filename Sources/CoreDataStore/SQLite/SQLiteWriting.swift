internal import CSQLite

/// The statements the store writer runs: schema, settings and rows. Only ever on a connection
/// opened with `init(creatingAt:)` on a new file of modelc's own.
extension SQLiteDatabase {
    /// Runs one statement (schema, pragma or insert) with `arguments` bound in order, stepping it
    /// to the end.
    func execute(_ sql: String, _ arguments: [SQLiteValue] = []) throws {
        var statement: OpaquePointer?
        let prepared = sqlite3_prepare_v2(handle, sql, -1, &statement, nil)
        guard prepared == SQLITE_OK, let statement else { throw failure(prepared) }
        defer { sqlite3_finalize(statement) }
        bind(arguments, to: statement)
        while true {
            let step = sqlite3_step(statement)
            if step == SQLITE_DONE { return }
            guard step == SQLITE_ROW else { throw failure(step) }
        }
    }
}
