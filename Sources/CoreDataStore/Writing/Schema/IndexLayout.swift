import FoundationEssentials
import HostSystem
import CoreDataModel

/// One `CREATE INDEX` of a new store.
package struct StoreIndex: Equatable {
    package var name: String
    package var table: String
    package var sql: String
}

/// The indexes Core Data creates on an entity table, in its order: indexed attributes (legacy
/// form), one per to-one key, `Z_ENT` when the table holds a hierarchy, compound indexes, fetch
/// indexes (today, indexed attributes are single-element fetch indexes named after the attribute,
/// listed first), then uniqueness constraints. In the legacy form uniqueness constraints go into
/// the table itself (`EntityTable.tableConstraints`).
enum IndexLayout {
    static func indexes(for table: inout EntityTable, generation: StoreGeneration, notes: inout [String]) -> [StoreIndex] {
        var indexes: [StoreIndex] = []
        let name = table.name
        func add(_ indexName: String, unique: Bool = false, _ columns: [String]) {
            indexes.append(StoreIndex(name: indexName, table: name,
                                      sql: "CREATE \(unique ? "UNIQUE " : "")INDEX \(indexName) ON \(name) (\(columns.joined(separator: ", ")))"))
        }
        let entities = table.entities.map(\.entity)
        if generation.usesLegacyIndexForms {
            for entity in entities {
                for attribute in indexedAttributes(of: entity) {
                    if let column = table.column(for: attribute) { add("\(name)_\(column.name)_INDEX", [column.name]) }
                }
            }
        }
        for column in table.columns {
            if case .foreignKey = column.content { add("\(name)_\(column.name)_INDEX", [column.name]) }
        }
        if table.entities.count > 1 { add("\(name)_Z_ENT_INDEX", ["Z_ENT"]) }
        for entity in entities {
            for group in entity.compoundIndexes {
                guard let columns = columnNames(group, in: table, of: entity, what: "compound index", notes: &notes) else { continue }
                add(UnverifiedChoices.compoundIndexName(table: name, columns: columns), columns)
            }
        }
        if !generation.usesLegacyIndexForms {
            for entity in entities {
                let declared = Set(entity.fetchIndexes.map(\.name))
                for attribute in indexedAttributes(of: entity) where !declared.contains(attribute.name) {
                    if let column = table.column(for: attribute) {
                        add("Z_\(entity.name)_\(attribute.name)", [column.name + " COLLATE BINARY ASC"])
                    }
                }
                for index in entity.fetchIndexes {
                    guard let columns = fetchIndexColumns(index, in: table, of: entity, notes: &notes) else { continue }
                    add("Z_\(entity.name)_\(index.name)", columns)
                }
            }
        }
        for entity in entities {
            for constraint in entity.uniquenessConstraints where !constraint.isEmpty {
                guard let columns = columnNames(constraint, in: table, of: entity, what: "uniqueness constraint", notes: &notes) else { continue }
                if generation.usesLegacyIndexForms {
                    table.tableConstraints.append("CONSTRAINT \(columns.joined(separator: "_")) UNIQUE (\(columns.joined(separator: ", ")))")
                } else {
                    add("Z_\(entity.name)_UNIQUE_" + constraint.joined(separator: "_"), unique: true, columns.map { $0 + " COLLATE BINARY ASC" })
                }
            }
        }
        return indexes
    }

    /// The index of a join table: on its destination column, then the source column.
    static func index(for join: JoinTable) -> StoreIndex {
        let name = "\(join.name)_\(join.destinationColumn)_INDEX"
        return StoreIndex(name: name, table: join.name,
                          sql: "CREATE INDEX \(name) ON \(join.name) (\(join.destinationColumn), \(join.sourceColumn))")
    }

    private static func indexedAttributes(of entity: EntityDescription) -> [AttributeDescription] {
        entity.properties.compactMap(\.kind.attribute).filter { $0.isIndexed && !$0.isTransient }
            .sorted { utf16Precedes($0.name, $1.name) }
    }

    private static func columnNames(_ names: [String], in table: EntityTable, of entity: EntityDescription, what: String,
                                    notes: inout [String]) -> [String]? {
        var columns: [String] = []
        for propertyName in names {
            guard let property = entity.property(named: propertyName), let column = table.column(for: property) else {
                notes.append("the \(what) [\(names.joined(separator: ", "))] of entity '\(entity.name)' names '\(propertyName)', which has no column; the index is not written")
                return nil
            }
            columns.append(column.name)
        }
        return columns
    }

    private static func fetchIndexColumns(_ index: FetchIndexDescription, in table: EntityTable, of entity: EntityDescription,
                                          notes: inout [String]) -> [String]? {
        let label = "fetch index '\(index.name)' of entity '\(entity.name)'"
        if let predicate = index.partialIndexPredicate, !predicate.trimmingWhitespace().isEmpty {
            notes.append("the \(label) is partial (\(predicate)); partial indexes are not written yet")
            return nil
        }
        var columns: [String] = []
        for element in index.elements {
            guard element.collationType == .binary else {
                notes.append("the \(label) is an R-tree index; R-tree indexes are not written yet")
                return nil
            }
            guard let propertyName = element.propertyName else {
                notes.append("the \(label) indexes an expression; expression indexes are not written yet")
                return nil
            }
            guard let property = entity.property(named: propertyName), let column = table.column(for: property) else {
                notes.append("the \(label) names '\(propertyName)', which has no column; the index is not written")
                return nil
            }
            columns.append(column.name + " COLLATE BINARY " + (element.isAscending ? "ASC" : "DESC"))
        }
        return columns
    }
}
