import CoreDataModel

/// Writes one `<relationship>` (the mirror of `RelationshipReader`). Cardinality as Xcode writes
/// it: to-one is `maxCount="1"` without `toMany`; to-many is `toMany="YES"` with `maxCount` only
/// when bounded; `minCount` only when above 0.
enum RelationshipWriter {
    static func write(_ relationship: RelationshipDescription, entity: String, in context: WritingContext) {
        var written: [(String, String)] = [("name", relationship.name)]
        written += PropertyCommonWriter.leadingFlags(of: relationship)
        if relationship.isToMany { written.append(("toMany", "YES")) }
        if relationship.minCount > 0 { written.append(("minCount", String(relationship.minCount))) }
        if relationship.maxCount > 0 { written.append(("maxCount", String(relationship.maxCount))) }
        written.append(("deletionRule", relationship.deleteRule.sourceName))
        if relationship.isOrdered { written.append(("ordered", "YES")) }
        written.append(("destinationEntity", relationship.destinationEntity?.name ?? relationship.destinationEntityName))
        if let inverse = relationship.inverseRelationship?.name ?? relationship.inverseName, !inverse.isEmpty {
            written.append(("inverseName", inverse))
            let owner = relationship.inverseRelationship?.entity?.name ?? relationship.inverseEntityName
            written.append(("inverseEntity", owner ?? relationship.destinationEntityName))
        }
        if relationship.isIndexed { written.append(("indexed", "YES")) }
        written += PropertyCommonWriter.trailingAttributes(of: relationship)
        context.xml.element("relationship", written) {
            PropertyCommonWriter.writeChildren(of: relationship, label: "relationship '\(entity).\(relationship.name)'", in: context)
        }
    }
}
