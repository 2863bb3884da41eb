import CoreDataModel

/// Lays out the entity tables Core Data creates: one per inheritance root, its columns grouped by
/// type (`StoreColumnType.group`); inside a group, entity by entity in `Z_ENT` order, each
/// entity's attributes in name order and then (integers only) its to-one keys in name order, each
/// key followed by its `Z<n>_` and `Z_FOK_` columns. A name already taken in the hierarchy gets
/// the next free number (`ZCONTAINER`, `ZCONTAINER1`, …).
enum TableLayout {
    /// Stored properties of one entity, before they get their column names.
    private struct Entry {
        var group: Int
        var entityIndex: Int
        /// 0: attribute, 1: to-one key (after the entity's integer attributes).
        var rank: Int
        var name: String
        var type: StoreColumnType
        var content: StoreColumn.Content
        var entity: EntityDescription
    }

    static func tables(for numbered: [NumberedEntity], notes: inout [String]) -> [EntityTable] {
        let numbers = Dictionary(numbered.map { (ObjectIdentifier($0.entity), $0.number) }, uniquingKeysWith: { first, _ in first })
        var tables: [EntityTable] = []
        for root in numbered where root.root === root.entity {
            let hierarchy = numbered.filter { $0.root === root.entity }
            tables.append(table(root: root.entity, hierarchy: hierarchy, numbers: numbers, notes: &notes))
        }
        return tables
    }

    private static func table(root: EntityDescription, hierarchy: [NumberedEntity], numbers: [ObjectIdentifier: Int64],
                              notes: inout [String]) -> EntityTable {
        var entries: [Entry] = []
        for (index, member) in hierarchy.enumerated() {
            for property in member.entity.properties {
                entries += Self.entries(for: property, of: member.entity, at: index, notes: &notes)
            }
        }
        entries.sort { lhs, rhs in
            if lhs.group != rhs.group { return lhs.group < rhs.group }
            if lhs.entityIndex != rhs.entityIndex { return lhs.entityIndex < rhs.entityIndex }
            if lhs.rank != rhs.rank { return lhs.rank < rhs.rank }
            return utf16Precedes(lhs.name, rhs.name)
        }
        var names = UniqueNames(reserved: ["Z_PK", "Z_ENT", "Z_OPT"])
        var columns: [StoreColumn] = []
        var propertyNames: [ObjectIdentifier: String] = [:]
        for entry in entries {
            let part = names.claim(entry.name.uppercased())
            columns.append(StoreColumn(name: "Z" + part, type: entry.type, content: entry.content, entity: entry.entity))
            switch entry.content {
            case .attribute(let attribute):
                propertyNames[ObjectIdentifier(attribute)] = part
            case .foreignKey(let relationship):
                propertyNames[ObjectIdentifier(relationship)] = part
                if let destination = relationship.destinationEntity, let number = numbers[ObjectIdentifier(destination)],
                   destination.subentities.contains(where: { numbers[ObjectIdentifier($0)] != nil }) {
                    columns.append(StoreColumn(name: "Z\(number)_" + part, type: .integer, content: .foreignEntity(relationship),
                                               entity: entry.entity))
                }
                if let inverse = relationship.inverseRelationship, inverse.isToMany, inverse.isOrdered {
                    columns.append(StoreColumn(name: "Z_FOK_" + part, type: .integer, content: .foreignOrder(relationship),
                                               entity: entry.entity))
                }
            case .compositeElement, .foreignEntity, .foreignOrder:
                break
            }
        }
        // To-many relationships have no column, but their names are made unique in the hierarchy
        // too: a join table's columns use them.
        for member in hierarchy {
            let toMany = member.entity.properties.compactMap(\.kind.relationship).filter(\.isToMany)
            for relationship in toMany.sorted(by: { utf16Precedes($0.name, $1.name) }) {
                propertyNames[ObjectIdentifier(relationship)] = names.claim(relationship.name.uppercased())
            }
        }
        return EntityTable(name: "Z" + root.name.uppercased(), entities: hierarchy, columns: columns,
                           propertyNames: propertyNames, tableConstraints: [])
    }

    private static func entries(for property: PropertyDescription, of entity: EntityDescription, at index: Int,
                                notes: inout [String]) -> [Entry] {
        switch property.kind {
        case .attribute(let attribute), .derivedAttribute(let attribute as AttributeDescription):
            guard !attribute.isTransient else { return [] }
            guard let type = StoreColumnType(attribute.attributeType) else {
                notes.append("attribute '\(entity.name).\(attribute.name)' of type \(attribute.attributeType.sourceName ?? "undefined") has no column (Core Data stores no such type)")
                return []
            }
            return [Entry(group: type.group, entityIndex: index, rank: 0, name: attribute.name, type: type,
                          content: .attribute(attribute), entity: entity)]
        case .compositeAttribute(let composite):
            guard !composite.isTransient else { return [] }
            return compositeLeaves(composite, path: [], prefix: composite.name).compactMap { leaf in
                guard let type = StoreColumnType(leaf.path.last?.attributeType ?? .undefined) else { return nil }
                return Entry(group: type.group, entityIndex: index, rank: 0, name: leaf.name, type: type,
                             content: .compositeElement(composite, leaf.path), entity: entity)
            }
        case .relationship(let relationship):
            guard !relationship.isTransient, !relationship.isToMany else { return [] }
            return [Entry(group: StoreColumnType.integer.group, entityIndex: index, rank: 1, name: relationship.name, type: .integer,
                          content: .foreignKey(relationship), entity: entity)]
        case .fetchedProperty:
            return []
        }
    }

    /// Every non-composite element under `composite`, with its path and column name.
    private static func compositeLeaves(_ composite: CompositeAttributeDescription, path: [AttributeDescription],
                                        prefix: String) -> [(name: String, path: [AttributeDescription])] {
        composite.elements.flatMap { element -> [(name: String, path: [AttributeDescription])] in
            let name = prefix + UnverifiedChoices.compositeElementSeparator + element.name
            if let nested = element.kind.compositeAttribute {
                return compositeLeaves(nested, path: path + [element], prefix: name)
            }
            return [(name, path + [element])]
        }
    }
}

/// Column name parts taken so far in one hierarchy; a taken name gets the next free number.
struct UniqueNames {
    private var taken: Set<String>

    init(reserved: Set<String>) { taken = reserved }

    mutating func claim(_ base: String) -> String {
        if taken.insert("Z" + base).inserted { return base }
        var suffix = 1
        while !taken.insert("Z" + base + String(suffix)).inserted { suffix += 1 }
        return base + String(suffix)
    }
}
