import CoreDataModel
import FoundationEssentials
import HostSystem

/// Front door: a Core Data SQLite store (any file name) into `StoreContents`.
///
/// The user's files are never opened by SQLite: the store, its `-wal`, `-shm` and `-journal` are
/// copied into a private folder first (`PrivateStoreCopy`), and only the copy is opened.
package enum StoreReader {
    /// What to do with `Z_MODELCACHE`.
    package enum CacheReading: Sendable {
        /// Decode it; a cache that does not decode is an error (for `dump` and `diff` of a store
        /// the cache is the model).
        case required
        /// Decode it; a failure is kept in `StoreContents.cacheFailure` and the rest of the store
        /// is still read (for `modelc store`: metadata, entity table and matching need no cache).
        case tolerant
        /// Leave it undecoded.
        case skipped
    }

    /// The first 16 bytes of every SQLite 3 database.
    static let header = Array("SQLite format 3\0".utf8)

    /// Whether `path` is a regular file starting with the SQLite header (how inputs are detected).
    package static func hasSQLiteHeader(_ path: String) -> Bool {
        ReadableFile(path: path)?.read(upToCount: header.count) == header
    }

    /// Reads the store at `path`.
    /// - Throws: `ModelError` located at `path` (or the offending file) for anything unreadable.
    package static func read(path: String, cache: CacheReading = .required) throws -> StoreContents {
        try checkIsStoreFile(path)
        if WriterLock.isHeld(on: path) {
            throw ModelError("the database is locked: another process is writing to it (try again when it has finished)",
                             at: SourceLocation(file: path))
        }
        let copy = try PrivateStoreCopy(of: path)
        defer { copy.remove() }
        var contents: StoreContents
        do {
            // Scoped, so the connection is closed before the checkpoint below.
            let database: SQLiteDatabase
            do {
                database = try SQLiteDatabase(readOnlyPath: copy.storePath, rollingBackJournal: copy.hasJournal)
            } catch let failure as SQLiteDatabase.Failure {
                throw located(failure, path)
            }
            contents = try read(database, path: path, walSize: copy.walSize, cache: cache)
        }
        if let walSize = copy.walSize, walSize > walHeaderSize {
            // When the copy cannot be checkpointed, a -wal longer than its header is taken as data.
            contents.walHoldsData = WALCheckpoint.holdsPagesMissingFrom(original: path, copy: copy.storePath) ?? true
        }
        return contents
    }

    /// A `-wal` no longer than its header holds no frames.
    static let walHeaderSize = 32

    /// Reads a store from a database image in memory (no `-wal`): for fuzzing, and for callers
    /// that already hold the bytes. `path` only names the store in errors.
    package static func read(image: [UInt8], path: String, cache: CacheReading = .required) throws -> StoreContents {
        guard image.starts(with: header) else { throw notSQLite(path, empty: image.isEmpty) }
        let database: SQLiteDatabase
        do {
            database = try SQLiteDatabase(image: image)
        } catch let failure as SQLiteDatabase.Failure {
            throw located(failure, path)
        }
        return try read(database, path: path, walSize: nil, cache: cache)
    }

    private static func read(_ database: SQLiteDatabase, path: String, walSize: Int?, cache: CacheReading) throws -> StoreContents {
        let location = SourceLocation(file: path)
        do {
            let tablesReader = StoreTablesReader(database: database)
            let tables = try tablesReader.tableNames()
            guard tables.contains("Z_METADATA") else {
                throw ModelError("an SQLite database, but not a Core Data store (it has no Z_METADATA table)", at: location)
            }
            let metadata = try readMetadata(database, location)
            let entities = try tablesReader.entityRows(tables: tables)
            let features = try tablesReader.featureTables(tables)
            let hasCache = tables.contains("Z_MODELCACHE")
            var cachedModel: CachedModel?
            var cacheFailure: ModelError?
            if hasCache, cache != .skipped {
                do {
                    cachedModel = try readCache(database, path: path)
                } catch let error as ModelError where cache == .tolerant {
                    cacheFailure = error
                }
            }
            return StoreContents(path: path, metadata: metadata, entities: entities, historyTables: features.history,
                                 cloudKitTables: features.cloudKit, walSize: walSize, hasModelCache: hasCache,
                                 cachedModel: cachedModel, cacheFailure: cacheFailure)
        } catch let failure as SQLiteDatabase.Failure {
            throw located(failure, path)
        }
    }

    private static func readCache(_ database: SQLiteDatabase, path: String) throws -> CachedModel {
        let rows = try database.rows("SELECT Z_CONTENT FROM Z_MODELCACHE")
        guard let content = rows.first?.first?.bytesValue, !content.isEmpty else {
            throw ModelError("corrupt model cache (Z_MODELCACHE has no content)", at: SourceLocation(file: path))
        }
        return try CachedModel.decode(content, storePath: path)
    }

    private static func readMetadata(_ database: SQLiteDatabase, _ location: SourceLocation) throws -> StoreMetadata {
        let rows: [[SQLiteValue]]
        do {
            rows = try database.rows("SELECT Z_VERSION, Z_UUID, Z_PLIST FROM Z_METADATA")
        } catch let failure as SQLiteDatabase.Failure where !failure.isNotADatabase && !failure.isLocked {
            throw ModelError("not a Core Data store: Z_METADATA lacks Z_VERSION, Z_UUID or Z_PLIST (\(failure.message))", at: location)
        }
        guard let row = rows.first, row.count == 3 else {
            throw ModelError("not a Core Data store: Z_METADATA has no row", at: location)
        }
        guard let plist = row[2].bytesValue, !plist.isEmpty else {
            throw ModelError("corrupt store metadata (Z_PLIST is empty)", at: location)
        }
        do {
            return try StoreMetadata(plist: plist, tableVersion: row[0].integerValue, storeUUID: row[1].textValue)
        } catch let error as MetadataError {
            throw ModelError(error.message, at: location)
        }
    }

    /// Refuses what is not a store file before anything is copied: a `-wal`/`-shm` given instead of
    /// its store, a store missing beside its `-wal`, folders, files without the SQLite header.
    private static func checkIsStoreFile(_ path: String) throws {
        let location = SourceLocation(file: path)
        // A store may be named anything, even `…-journal`: the SQLite header decides.
        for suffix in ["-wal", "-shm", "-journal"] where path.hasSuffix(suffix) && !hasSQLiteHeader(path) {
            let store = String(path.dropLast(suffix.count))
            if FileManager.default.fileExists(atPath: store) {
                throw ModelError("this is the \(suffix) file of a store; give the store itself: \(store)", at: location)
            }
            if FileManager.default.fileExists(atPath: path) {
                throw ModelError("a \(suffix) file without its store: \(store) is missing", at: location)
            }
        }
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
            if FileManager.default.fileExists(atPath: path + "-wal") {
                throw ModelError("the store is missing: only its -wal is here (\(path)-wal)", at: location)
            }
            throw ModelError("no such file or directory", at: location)
        }
        guard !isDirectory else { throw ModelError("is a directory, not a store file", at: location) }
        guard let file = ReadableFile(path: path) else {
            throw ModelError("cannot read: \(String(cString: strerror(errno)))", at: location)
        }
        let start = file.read(upToCount: header.count)
        guard start == header else { throw notSQLite(path, empty: start.isEmpty) }
    }

    private static func notSQLite(_ path: String, empty: Bool) -> ModelError {
        ModelError(empty ? "empty file, not an SQLite database"
                         : "not an SQLite database (no 'SQLite format 3' header; an encrypted store looks like this too)",
                   at: SourceLocation(file: path))
    }

    private static func located(_ failure: SQLiteDatabase.Failure, _ path: String) -> ModelError {
        let message: String
        if failure.isNotADatabase {
            message = "not a readable SQLite database: encrypted or corrupt (SQLite: \(failure.message))"
        } else if failure.isLocked {
            message = "the database is locked (SQLite: \(failure.message))"
        } else {
            message = "SQLite cannot read the store: \(failure.message)"
        }
        return ModelError(message, at: SourceLocation(file: path))
    }
}
