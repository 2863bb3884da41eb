import CoreDataModel

/// Many-to-many relationships (and to-many relationships without an inverse) get a join table.
/// Of the two sides, the one whose entity name sorts first names the table, `Z_<n><NAME>` with
/// `<n>` its entity's `Z_ENT`; its columns are `Z_<n><INVERSE>` (the objects the relationship
/// starts from) and `Z_<m><NAME>` (those it leads to, `<m>` the destination's `Z_ENT`), each with
/// its hierarchy-unique name part, and an ordered side adds `Z_FOK_<column>`.
enum JoinTableLayout {
    static func joinTables(tables: [EntityTable], numbered: [NumberedEntity], notes: inout [String]) -> [(table: String, join: JoinTable)] {
        let numbers = Dictionary(numbered.map { (ObjectIdentifier($0.entity), $0.number) }, uniquingKeysWith: { first, _ in first })
        var partsByProperty: [ObjectIdentifier: String] = [:]
        for table in tables { partsByProperty.merge(table.propertyNames) { first, _ in first } }
        var result: [(table: String, join: JoinTable)] = []
        for table in tables {
            for member in table.entities {
                let toMany = member.entity.properties.compactMap(\.kind.relationship).filter { $0.isToMany && !$0.isTransient }
                for relationship in toMany.sorted(by: { utf16Precedes($0.name, $1.name) }) {
                    let inverse = relationship.inverseRelationship
                    if let inverse, !inverse.isToMany { continue }
                    if let inverse, !namesTable(relationship, over: inverse) { continue }
                    guard let destination = relationship.destinationEntity, let destinationNumber = numbers[ObjectIdentifier(destination)],
                          let part = partsByProperty[ObjectIdentifier(relationship)] else {
                        notes.append("relationship '\(member.entity.name).\(relationship.name)' leads to an entity the store does not hold; it has no join table")
                        continue
                    }
                    let sourcePart = inverse.flatMap { partsByProperty[ObjectIdentifier($0)] }
                        ?? UnverifiedChoices.inverselessJoinColumnPart(relationshipPart: part)
                    let sourceColumn = "Z_\(member.number)" + sourcePart
                    var destinationColumn = "Z_\(destinationNumber)" + part
                    if destinationColumn == sourceColumn { destinationColumn += UnverifiedChoices.selfInverseJoinColumnSuffix }
                    result.append((table.name, JoinTable(
                        name: "Z_\(member.number)" + relationship.name.uppercased(),
                        relationship: relationship, inverse: inverse,
                        sourceColumn: sourceColumn, destinationColumn: destinationColumn,
                        destinationOrderColumn: relationship.isOrdered ? "Z_FOK_" + destinationColumn.dropFirst(2) : nil,
                        sourceOrderColumn: inverse?.isOrdered == true ? "Z_FOK_" + sourceColumn.dropFirst(2) : nil)))
                }
            }
        }
        return result
    }

    /// Whether `relationship`, rather than its to-many `inverse`, names the pair's join table: its
    /// entity's name sorts first; on the same entity, the later relationship name wins.
    static func namesTable(_ relationship: RelationshipDescription, over inverse: RelationshipDescription) -> Bool {
        if relationship === inverse { return true }
        let own = relationship.entity?.name ?? "", other = inverse.entity?.name ?? ""
        if own != other { return utf16Precedes(own, other) }
        return UnverifiedChoices.laterNameNamesSameEntityJoinTable ? utf16Precedes(inverse.name, relationship.name)
                                                                  : utf16Precedes(relationship.name, inverse.name)
    }
}
