import CoreDataModel
import FoundationEssentials
import HostSystem
import KeyedArchive

/// Front door of store writing: a model (and optionally seed objects) in, a Core Data SQLite store
/// out, as Core Data would create it: schema (`StoreSchema`), `Z_PRIMARYKEY`, `Z_METADATA`,
/// `Z_MODELCACHE`, WAL journal, page size 4096, incremental auto-vacuum.
package struct StoreWriter {
    package var model: ManagedObjectModel
    /// Write only this configuration's entities.
    package var configuration: String?
    package var generation: StoreGeneration

    package init(model: ManagedObjectModel, configuration: String? = nil, generation: StoreGeneration = .current) {
        self.model = model
        self.configuration = configuration
        self.generation = generation
    }

    /// The schema of the store this writer writes.
    /// - Throws: `ModelError` for an unknown configuration.
    package func schema() throws -> StoreSchema {
        StoreSchema(entities: try storedEntities(), generation: generation)
    }

    private func storedEntities() throws -> [EntityDescription] {
        guard let configuration else { return model.entities }
        guard let found = model.configuration(named: configuration) else {
            let known = model.configurations.map { "'\($0.name)'" }.joined(separator: ", ")
            throw ModelError("the model has no configuration '\(configuration)'" + (known.isEmpty ? " (it has none)" : " (it has \(known))"),
                             at: model.sourceLocation)
        }
        let names = Set(found.entityNames)
        return model.entities.filter { names.contains($0.name) }
    }

    /// Writes the store to `path`: nothing is there until it is complete.
    /// - Parameters:
    ///   - seed: JSON objects to insert (`SeedDocument`), with the file they came from; nil: an empty store.
    ///   - replacing: replace a file already at `path`.
    /// - Returns: notes on what the store lacks that Core Data would have written.
    /// - Throws: `ModelError`: seed errors (located in the JSON file; nothing is written), an
    ///   existing file without `replacing`, or a write failure.
    package func write(to path: String, seed: (bytes: [UInt8], path: String)? = nil, replacing: Bool = false) throws -> [String] {
        let schema = try schema()
        let rows = try seed.map { try SeedImporter.rows(fromJSON: $0.bytes, path: $0.path, schema: schema) } ?? SeedRows()
        let cache = try ModelCacheContent.make(for: model)
        let wholeModel = UnverifiedChoices.configurationMetadataRecordsWholeModel || configuration == nil
        let hashes = wholeModel ? model.entityVersionHashesByName
                                : model.entityVersionHashesByName.filter { name, _ in schema.entities.contains { $0.entity.name == name } }
        let plist = BinaryPropertyListWriter.encode(MetadataPlist.make(hashes: hashes, versionIdentifiers: model.versionIdentifiers,
                                                                       generation: generation))
        let file = try StoreFile(path: path, replacing: replacing)
        do {
            try fill(file.temporary, schema: schema, rows: rows, plist: plist, cache: cache)
            try file.commit()
        } catch let failure as SQLiteDatabase.Failure {
            file.removeTemporary()
            throw ModelError("SQLite cannot write the store: \(failure.message)", at: SourceLocation(file: path))
        } catch {
            file.removeTemporary()
            throw error
        }
        return schema.notes
    }

    /// Creates and fills the database at `temporary`; the connection is closed on return, which
    /// checkpoints the WAL into the file and removes the `-wal` and `-shm`.
    private func fill(_ temporary: String, schema: StoreSchema, rows: SeedRows, plist: [UInt8], cache: [UInt8]) throws {
        let database = try SQLiteDatabase(creatingAt: temporary)
        // Page size and auto-vacuum only take effect before the first table.
        try database.execute("PRAGMA page_size = 4096")
        try database.execute("PRAGMA auto_vacuum = 2")
        _ = try database.rows("PRAGMA journal_mode = WAL")
        try database.execute("BEGIN EXCLUSIVE")
        try Self.create(schema, rows: rows, in: database)
        try database.execute("INSERT INTO Z_METADATA (Z_VERSION, Z_UUID, Z_PLIST) VALUES (?, ?, ?)",
                             [.integer(1), .text(UUID().uuidString), .blob(plist)])
        try database.execute("INSERT INTO Z_MODELCACHE (Z_CONTENT) VALUES (?)", [.blob(cache)])
        try database.execute("COMMIT")
    }

    /// The schema, the `Z_PRIMARYKEY` rows and the seed rows.
    private static func create(_ schema: StoreSchema, rows: SeedRows, in database: SQLiteDatabase) throws {
        for statement in schema.statements { try database.execute(statement) }
        for numbered in schema.entities {
            let maximum = numbered.root === numbered.entity ? rows.maximumKeys[numbered.number] ?? 0 : 0
            try database.execute("INSERT INTO Z_PRIMARYKEY (Z_ENT, Z_NAME, Z_SUPER, Z_MAX) VALUES (?, ?, ?, ?)",
                                 [.integer(numbered.number), .text(numbered.entity.name), .integer(numbered.parentNumber), .integer(maximum)])
        }
        for insert in rows.inserts {
            let placeholders = Array(repeating: "?", count: insert.columns.count).joined(separator: ", ")
            try database.execute("INSERT INTO \(insert.table) (\(insert.columns.joined(separator: ", "))) VALUES (\(placeholders))", insert.values)
        }
    }

    /// A statement SQLite refused although the seed file passed every check: a bug of the writer.
    package struct RefusedRows: Error, CustomStringConvertible {
        package var description: String
    }

    /// Imports a seed file and inserts its rows into a database in memory (no file, no cache), for
    /// fuzzing the importer: seed errors throw `ModelError`; rows SQLite refuses throw `RefusedRows`.
    /// - Returns: the number of rows inserted.
    package func insertSeedInMemory(_ bytes: [UInt8], path: String) throws -> Int {
        let schema = try schema()
        let rows = try SeedImporter.rows(fromJSON: bytes, path: path, schema: schema)
        do {
            let database = try SQLiteDatabase(creatingAt: ":memory:")
            try Self.create(schema, rows: rows, in: database)
        } catch let failure as SQLiteDatabase.Failure {
            throw RefusedRows(description: failure.message)
        }
        return rows.inserts.count
    }
}
