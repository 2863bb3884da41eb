import CompiledModel
import CoreDataStore
import CoreDataModel
import CSQLite
import Foundation
import KeyedArchive

/// Writes a Core Data–shaped SQLite store for tests that must run without `../shared`: the
/// tables Core Data creates (`Z_PRIMARYKEY`, `Z_METADATA`, `Z_MODELCACHE`, one table per entity
/// hierarchy), metadata as Core Data writes it (Documentation/Formats.md "Stores"), and the model cached in the
/// runtime archive form. Options break one part at a time for the bad-input catalogue.
public struct StoreFixture {
    public var model: ManagedObjectModel
    public var storeUUID = "6C0F2D7E-1A52-4B8E-9F3A-0D4C2B7E5A11"
    public var frameworkVersion: Int64 = 1335
    public var hashesVersion: Int64 = 3
    /// Rows written per entity (in its hierarchy's table).
    public var rowsPerEntity = 2
    /// Keep every row (and the entity table) only in the `-wal`, as a live store's seed often does.
    public var dataOnlyInWAL = false
    /// Write `Z_MODELCACHE` (framework 637 on).
    public var includesCache = true
    public var inheritedProperties: RuntimeArchive.InheritedForm = .copies
    /// App keys added to the metadata plist.
    package var appMetadata: [(String, PropertyListValue)] = [("com.example.App.queryAnchor", .data([1, 2, 3]))]
    /// Replace `Z_PLIST` / `Z_CONTENT` with these bytes (hostile cases).
    public var plistOverride: [UInt8]?
    public var cacheOverride: [UInt8]?
    /// Entity hashes written to the metadata (default: the model's).
    public var hashesOverride: [String: [UInt8]]?
    /// Persistent history tables and their Z_PRIMARYKEY rows.
    public var historyTracking = false
    /// A CloudKit-mirroring table (`ANSCKRECORDMETADATA`) and its Z_PRIMARYKEY row.
    public var cloudKitMirroring = false

    public struct Failure: Error, CustomStringConvertible {
        public var description: String
    }

    public init(model: ManagedObjectModel) { self.model = model }

    /// The metadata plist exactly as it will be written (before `plistOverride`).
    package var metadataPlist: PropertyListValue {
        let hashes = hashesOverride ?? model.entityVersionHashesByName
        let names = hashes.keys.sorted(by: utf16Precedes)
        var pairs: [(String, PropertyListValue)] = [
            ("NSPersistenceFrameworkVersion", .integer(frameworkVersion)),
            ("NSStoreModelVersionHashes", .dictionary(names.map { ($0, .data(hashes[$0] ?? [])) })),
            ("NSStoreModelVersionHashesVersion", .integer(hashesVersion)),
            ("NSStoreModelVersionIdentifiers", .array(model.versionIdentifiers.sorted().map(PropertyListValue.string))),
            ("NSStoreModelVersionHashesDigest", .string(MetadataDigests.hashesDigest(of: hashes))),
            ("NSStoreModelVersionChecksumKey", .string(MetadataDigests.checksumKey(of: hashes))),
            ("NSStoreType", .string("SQLite")),
            ("_NSAutoVacuumLevel", .string("2")),
        ]
        pairs += appMetadata
        return .dictionary(pairs.map { (key: $0.0, value: $0.1) })
    }

    /// Writes the store to `path` (and `path-wal`, `path-shm` when `dataOnlyInWAL`).
    public func write(to path: String) throws {
        let work = NSTemporaryDirectory() + "modelc-store-fixture-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: work) }
        let scratch = work + "/store.sqlite"
        var handle: OpaquePointer?
        guard sqlite3_open(scratch, &handle) == SQLITE_OK, let db = handle else { throw Failure(description: "cannot create \(scratch)") }
        var closed = false
        defer { if !closed { sqlite3_close(db) } }
        func exec(_ sql: String) throws {
            guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else {
                throw Failure(description: "\(sql): \(String(cString: sqlite3_errmsg(db)))")
            }
        }
        func insert(_ sql: String, _ values: [Any?]) throws {
            var statement: OpaquePointer?
            guard sqlite3_prepare_v2(db, sql, -1, &statement, nil) == SQLITE_OK else { throw Failure(description: String(cString: sqlite3_errmsg(db))) }
            defer { sqlite3_finalize(statement) }
            let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
            for (index, value) in values.enumerated() {
                let position = Int32(index + 1)
                switch value {
                case let number as Int: sqlite3_bind_int64(statement, position, Int64(number))
                case let number as Int64: sqlite3_bind_int64(statement, position, number)
                case let text as String: sqlite3_bind_text(statement, position, text, -1, transient)
                case let bytes as [UInt8]: _ = bytes.withUnsafeBytes { sqlite3_bind_blob(statement, position, $0.baseAddress, Int32($0.count), transient) }
                default: sqlite3_bind_null(statement, position)
                }
            }
            guard sqlite3_step(statement) == SQLITE_DONE else { throw Failure(description: String(cString: sqlite3_errmsg(db))) }
        }

        if dataOnlyInWAL {
            try exec("PRAGMA journal_mode=WAL")
            // The first schema lands in the main file; rows after this stay in the -wal.
            try exec("CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)")
            try exec("PRAGMA wal_checkpoint(TRUNCATE)")
            try exec("PRAGMA wal_autocheckpoint=0")
        } else {
            try exec("CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)")
        }
        try exec("BEGIN")
        try exec("CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)")
        let entities = model.entities
        let numbers = Dictionary(uniqueKeysWithValues: entities.enumerated().map { ($1.name, $0 + 1) })
        var created: Set<String> = []
        var nextKey: [String: Int] = [:]
        for entity in entities {
            let root = entity.ancestors.last ?? entity
            let table = "Z" + root.name.uppercased()
            if created.insert(table).inserted {
                try exec("CREATE TABLE \(table) (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER)")
            }
            for _ in 0..<(entity.isAbstract ? 0 : rowsPerEntity) {
                let key = (nextKey[root.name] ?? 0) + 1
                nextKey[root.name] = key
                try insert("INSERT INTO \(table) (Z_PK, Z_ENT, Z_OPT) VALUES (?, ?, 1)", [key, numbers[entity.name]])
            }
        }
        for entity in entities {
            let root = entity.ancestors.last ?? entity
            let parent = entity.superentity.flatMap { numbers[$0.name] } ?? 0
            let max = entity === root ? (nextKey[root.name] ?? 0) : 0
            try insert("INSERT INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES (?, ?, ?, ?)", [numbers[entity.name], entity.name, parent, max])
        }
        if historyTracking {
            try exec("CREATE TABLE ATRANSACTION (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZAUTHOR VARCHAR)")
            try exec("CREATE TABLE ACHANGE (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCHANGETYPE INTEGER)")
            try exec("CREATE TABLE ATRANSACTIONSTRING (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZNAME VARCHAR)")
            try exec("INSERT INTO ATRANSACTION VALUES (1, 16002, 1, 'app')")
            try exec("INSERT INTO ACHANGE VALUES (1, 16001, 1, 0)")
            for (number, name, max) in [(16001, "CHANGE", 1), (16002, "TRANSACTION", 1), (16003, "TRANSACTIONSTRING", 0)] {
                try insert("INSERT INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES (?, ?, 0, ?)", [number, name, max])
            }
        }
        if cloudKitMirroring {
            try exec("CREATE TABLE ANSCKRECORDMETADATA (Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCKRECORDNAME VARCHAR)")
            try exec("INSERT INTO ANSCKRECORDMETADATA VALUES (1, 17001, 1, 'record-1'), (2, 17001, 1, 'record-2')")
            try exec("INSERT INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES (17001, 'NSCKRecordMetadata', 0, 2)")
        }
        let plist = plistOverride ?? BinaryPropertyListWriter.encode(metadataPlist)
        try insert("INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (1, ?, ?)", [storeUUID, plist])
        if includesCache {
            try exec("CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB)")
            let content = try cacheOverride ?? Self.rawDeflate(try RuntimeArchive.convert(try CompiledModelEncoder.encode(model), inherited: inheritedProperties))
            try insert("INSERT INTO Z_MODELCACHE (Z_CONTENT) VALUES (?)", [content])
        }
        try exec("COMMIT")
        // Copied while the connection is open: closing would checkpoint the -wal into the main file.
        for suffix in ["", "-wal", "-shm"] where FileManager.default.fileExists(atPath: scratch + suffix) {
            try? FileManager.default.removeItem(atPath: path + suffix)
            try FileManager.default.copyItem(atPath: scratch + suffix, toPath: path + suffix)
        }
        sqlite3_close(db)
        closed = true
    }

    /// Raw DEFLATE (no zlib header), as Core Data compresses its model cache.
    public static func rawDeflate(_ input: [UInt8]) throws -> [UInt8] {
        try RawDeflate.deflate(input)
    }
}

extension StoreFixture {
    /// A plain SQLite database (no Core Data tables) with `sql` run in it.
    public static func plainDatabase(at path: String, sql: String) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK, let db = handle else { throw Failure(description: "cannot create \(path)") }
        defer { sqlite3_close(db) }
        guard sqlite3_exec(db, sql, nil, nil, nil) == SQLITE_OK else { throw Failure(description: String(cString: sqlite3_errmsg(db))) }
    }
}

extension StoreFixture {
    /// Copies the WAL store at `path` (store and `-wal`) to `destination` after a checkpoint, taken
    /// while a connection is still open so SQLite has not yet removed the `-wal`: a `-wal` full of
    /// frames that the main file already holds, as SQLite leaves one behind.
    public static func copyAfterCheckpoint(_ path: String, to destination: String) throws {
        var handle: OpaquePointer?
        guard sqlite3_open(path, &handle) == SQLITE_OK, let db = handle else { throw Failure(description: "cannot open \(path)") }
        defer { sqlite3_close(db) }
        guard sqlite3_exec(db, "PRAGMA wal_checkpoint(PASSIVE)", nil, nil, nil) == SQLITE_OK else {
            throw Failure(description: String(cString: sqlite3_errmsg(db)))
        }
        try FileManager.default.copyItem(atPath: path, toPath: destination)
        try FileManager.default.copyItem(atPath: path + "-wal", toPath: destination + "-wal")
    }
}
