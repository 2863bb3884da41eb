import CoreDataModel

/// Writes one `<relationship>` (the mirror of `RelationshipReader`). Cardinality as Xcode writes
/// it: to-one is `maxCount="1"` without `toMany`; to-many is `toMany="YES"` with `maxCount` only
/// when bounded; `minCount` only when above 0.
enum RelationshipWriter {
    static func write(_ relationship: RelationshipDescription, entity: String, in context: WritingContext) {
        var written: [(SourceAttribute, String)] = [(SourceAttribute.name, relationship.name)]
        written += PropertyCommonWriter.leadingFlags(of: relationship)
        if relationship.isToMany { written.append((SourceAttribute.toMany, "YES")) }
        if relationship.minCount > 0 { written.append((SourceAttribute.minCount, String(relationship.minCount))) }
        if relationship.maxCount > 0 { written.append((SourceAttribute.maxCount, String(relationship.maxCount))) }
        written.append((SourceAttribute.deletionRule, relationship.deleteRule.sourceName))
        if relationship.isOrdered { written.append((SourceAttribute.ordered, "YES")) }
        written.append((SourceAttribute.destinationEntity, relationship.destinationEntity?.name ?? relationship.destinationEntityName))
        if let inverse = relationship.inverseRelationship?.name ?? relationship.inverseName, !inverse.isEmpty {
            written.append((SourceAttribute.inverseName, inverse))
            let owner = relationship.inverseRelationship?.entity?.name ?? relationship.inverseEntityName
            written.append((SourceAttribute.inverseEntity, owner ?? relationship.destinationEntityName))
        }
        if relationship.isIndexed { written.append((SourceAttribute.indexed, "YES")) }
        written += PropertyCommonWriter.trailingAttributes(of: relationship)
        context.xml.element(SourceElement.relationship, written) {
            PropertyCommonWriter.writeChildren(of: relationship, label: "relationship '\(entity).\(relationship.name)'", in: context)
        }
    }
}
