import CoreDataModel

/// A store's schema as SQLite reports it — every table's columns (name and declared type, in
/// order), every index's SQL, the `Z_PRIMARYKEY` rows and the metadata's version hashes — read
/// from a private copy, so two stores can be compared (a written store against one Core Data wrote).
package struct StoreSchemaSnapshot: Equatable {
    package struct Column: Equatable, CustomStringConvertible {
        package var name: String
        package var type: String
        package var description: String { "\(name) \(type)" }
    }

    package struct EntityRow: Equatable, CustomStringConvertible {
        package var number: Int64
        package var name: String
        package var parentNumber: Int64
        package var maxPrimaryKey: Int64
        package var description: String { "\(number) \(name) super \(parentNumber) max \(maxPrimaryKey)" }
    }

    /// Table name → columns, for every table (Core Data's bookkeeping tables included).
    package var tables: [String: [Column]]
    /// Index name → its `CREATE INDEX` statement.
    package var indexes: [String: String]
    package var entityRows: [EntityRow]
    package var entityHashes: [String: [UInt8]]
    package var frameworkVersion: Int64?

    /// The entity and join tables (`Z…` but not Core Data's `Z_PRIMARYKEY`, `Z_METADATA`, `Z_MODELCACHE`).
    package var modelTables: [String: [Column]] {
        tables.filter { !["Z_PRIMARYKEY", "Z_METADATA", "Z_MODELCACHE"].contains($0.key) }
    }

    /// - Throws: `ModelError` located at `path` for what `StoreReader` refuses.
    package static func read(path: String) throws -> StoreSchemaSnapshot {
        let contents = try StoreReader.read(path: path, cache: .skipped)
        let copy = try PrivateStoreCopy(of: path)
        defer { copy.remove() }
        do {
            let database = try SQLiteDatabase(readOnlyPath: copy.storePath, rollingBackJournal: copy.hasJournal)
            var tables: [String: [Column]] = [:]
            var indexes: [String: String] = [:]
            for row in try database.rows("SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'") {
                guard row.count == 3, let type = row[0].textValue, let name = row[1].textValue else { continue }
                if type == "index", let sql = row[2].textValue { indexes[name] = sql }
                guard type == "table" else { continue }
                tables[name] = try database.rows("SELECT name, type FROM pragma_table_info(?)", [.text(name)]).compactMap { column in
                    guard column.count == 2, let name = column[0].textValue else { return nil }
                    return Column(name: name, type: column[1].textValue ?? "")
                }
            }
            return StoreSchemaSnapshot(tables: tables, indexes: indexes,
                                       entityRows: contents.entities.map {
                                           EntityRow(number: $0.number, name: $0.name, parentNumber: $0.parentNumber, maxPrimaryKey: $0.maxPrimaryKey)
                                       },
                                       entityHashes: contents.metadata.entityHashes, frameworkVersion: contents.metadata.frameworkVersion)
        } catch let failure as SQLiteDatabase.Failure {
            throw ModelError("SQLite cannot read the store: \(failure.message)", at: SourceLocation(file: path))
        }
    }
}
