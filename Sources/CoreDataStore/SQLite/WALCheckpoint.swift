internal import CSQLite
import FoundationEssentials
import HostSystem

/// Whether a store's `-wal` holds committed pages that its main file lacks. A `-wal` longer than
/// its header can be all old frames (SQLite keeps the file after a checkpoint), so the private copy
/// is checkpointed and its main file compared with the user's: they differ exactly when the
/// `-wal` carried something the main file did not have.
enum WALCheckpoint {
    /// - Parameters:
    ///   - original: the user's store, only read.
    ///   - copy: the private copy (modelc's own file, which the checkpoint rewrites); no other
    ///     connection may be open on it.
    /// - Returns: nil when that cannot be told (the copy does not open, is not in WAL mode, or
    ///   does not checkpoint fully).
    static func holdsPagesMissingFrom(original: String, copy: String) -> Bool? {
        var connection: OpaquePointer?
        defer { sqlite3_close(connection) }
        var frames: Int32 = -1, checkpointed: Int32 = -1
        // A connection reads the schema, and so finds the -wal, only when a statement first runs.
        guard sqlite3_open_v2(copy, &connection, SQLITE_OPEN_READWRITE | SQLITE_OPEN_NOMUTEX, nil) == SQLITE_OK,
              sqlite3_exec(connection, "SELECT count(*) FROM sqlite_master", nil, nil, nil) == SQLITE_OK,
              sqlite3_wal_checkpoint_v2(connection, nil, SQLITE_CHECKPOINT_TRUNCATE, &frames, &checkpointed) == SQLITE_OK,
              frames >= 0, checkpointed == frames else { return nil }
        return !sameBytes(original, copy)
    }

    /// Compares two files a block at a time (stores can be large).
    private static func sameBytes(_ lhs: String, _ rhs: String) -> Bool {
        guard let left = ReadableFile(path: lhs), let right = ReadableFile(path: rhs) else { return false }
        while true {
            let a = left.read(upToCount: 1 << 20)
            let b = right.read(upToCount: 1 << 20)
            if a != b { return false }
            if a.isEmpty { return true }
        }
    }
}
