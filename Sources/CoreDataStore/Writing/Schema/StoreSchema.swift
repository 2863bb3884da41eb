import CoreDataModel

/// Everything Core Data creates in a new store for a model: numbered entities, entity and join
/// tables, indexes, and the statements that create them, in Core Data's order.
package struct StoreSchema {
    package var generation: StoreGeneration
    /// The entities the store holds, in `Z_ENT` order.
    package var entities: [NumberedEntity]
    package var tables: [EntityTable]
    /// Join tables, with the entity table each is created after.
    package var joinTables: [(table: String, join: JoinTable)]
    package var indexes: [StoreIndex]
    /// What the store lacks that Core Data would have (each names the model element), for the
    /// user to hear about.
    package var notes: [String]

    /// - Parameter entities: the entities to store (a configuration's, or every entity).
    package init(entities: [EntityDescription], generation: StoreGeneration) {
        self.generation = generation
        var notes: [String] = []
        self.entities = EntityNumbering.number(entities)
        var tables = TableLayout.tables(for: self.entities, notes: &notes)
        joinTables = JoinTableLayout.joinTables(tables: tables, numbered: self.entities, notes: &notes)
        var indexes: [StoreIndex] = []
        for index in tables.indices {
            indexes += IndexLayout.indexes(for: &tables[index], generation: generation, notes: &notes)
            let tableName = tables[index].name
            indexes += joinTables.filter { $0.table == tableName }.map { IndexLayout.index(for: $0.join) }
        }
        for numbered in self.entities {
            for derived in numbered.entity.properties.compactMap(\.kind.derivedAttribute) where !derived.isTransient {
                notes.append("derived attribute '\(numbered.entity.name).\(derived.name)' (\(derived.derivationExpression)) gets its column, and seeded objects their value when it is a count or a to-one key path, but not Core Data's Z_DA_ trigger: the store does not keep the value up to date")
            }
        }
        self.tables = tables
        self.indexes = indexes
        self.notes = notes
    }

    /// The entity table holding `entity`'s rows.
    package func table(of entity: EntityDescription) -> EntityTable? {
        guard let root = entities.first(where: { $0.entity === entity })?.root else { return nil }
        return tables.first { $0.root === root }
    }

    package func number(of entity: EntityDescription) -> Int64? {
        entities.first { $0.entity === entity }?.number
    }

    /// Every `CREATE` statement in Core Data's order.
    package var statements: [String] {
        var tableStatements: [String] = []
        for table in tables {
            tableStatements.append(Self.createStatement(table))
            tableStatements += joinTables.filter { $0.table == table.name }.map { Self.createStatement($0.join) }
        }
        let bookkeeping = [
            "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)",
            "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)",
            "CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB)",
        ]
        let indexStatements = indexes.map(\.sql)
        return generation.createsIndexesLast ? tableStatements + bookkeeping + indexStatements
                                             : tableStatements + indexStatements + bookkeeping
    }

    static func createStatement(_ table: EntityTable) -> String {
        let columns = ["Z_PK INTEGER PRIMARY KEY", "Z_ENT INTEGER", "Z_OPT INTEGER"] + table.columns.map { "\($0.name) \($0.type.rawValue)" }
        if table.tableConstraints.isEmpty {
            return "CREATE TABLE \(table.name) ( \(columns.joined(separator: ", ")) )"
        }
        return "CREATE TABLE \(table.name) ( \((columns + table.tableConstraints).joined(separator: ", ")))"
    }

    static func createStatement(_ join: JoinTable) -> String {
        let columns = [join.sourceColumn, join.destinationColumn, join.sourceOrderColumn, join.destinationOrderColumn].compactMap { $0 }
        return "CREATE TABLE \(join.name) ( \(columns.map { "\($0) INTEGER" }.joined(separator: ", ")), PRIMARY KEY (\(join.sourceColumn), \(join.destinationColumn)) )"
    }
}
