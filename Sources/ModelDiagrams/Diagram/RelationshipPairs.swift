import CoreDataModel

/// Relationship lines: a relationship and its inverse share one line, drawn when the first of the
/// two (in entity, then declaration order) is met.
enum RelationshipPairs {
    /// Lines for the relationships of `entities` (in drawing order) that `include` accepts;
    /// relationships whose destination is not among `known` are not drawn.
    static func links(of entities: [EntityDescription], known: Set<String>,
                      include: (RelationshipDescription) -> Bool = { _ in true },
                      mark: (RelationshipDescription) -> ChangeMark? = { _ in nil }) -> [DiagramLink] {
        var drawn = Set<ObjectIdentifier>()
        var links: [DiagramLink] = []
        for entity in entities {
            for relationship in entity.properties.compactMap(\.kind.relationship)
            where include(relationship) && !drawn.contains(ObjectIdentifier(relationship)) {
                drawn.insert(ObjectIdentifier(relationship))
                guard known.contains(relationship.destinationEntityName) else { continue }
                var link = DiagramLink(source: entity.name, destination: relationship.destinationEntityName,
                                       forward: end(relationship, mark), inverse: nil)
                // A relationship that is its own inverse (`friends`) shows its end on both sides.
                if let inverse = mutualInverse(of: relationship, in: entity), include(inverse),
                   inverse === relationship || !drawn.contains(ObjectIdentifier(inverse)) {
                    drawn.insert(ObjectIdentifier(inverse))
                    link.inverse = end(inverse, mark)
                }
                links.append(link)
            }
        }
        return links
    }

    private static func end(_ relationship: RelationshipDescription, _ mark: (RelationshipDescription) -> ChangeMark?) -> LinkEnd {
        LinkEnd(name: relationship.name, cardinality: Cardinality.text(of: relationship), mark: mark(relationship))
    }

    /// The inverse when the two name each other and each points at the other's entity; any other
    /// inverse (one-sided, or declared for a sub-entity) is drawn as its own line.
    static func mutualInverse(of relationship: RelationshipDescription, in entity: EntityDescription) -> RelationshipDescription? {
        let inverse = relationship.inverseRelationship ?? relationship.inverseName.flatMap { name in
            let owner = relationship.inverseEntityName ?? relationship.destinationEntityName
            return entity.model?.entity(named: owner)?.properties.first { $0.name == name }?.kind.relationship
        }
        guard let inverse, inverse.destinationEntityName == entity.name, inverse.entity?.name == relationship.destinationEntityName else {
            return nil
        }
        let back = inverse.inverseRelationship.map { $0 === relationship }
            ?? (inverse.inverseName == relationship.name
                && (inverse.inverseEntityName ?? inverse.destinationEntityName) == entity.name)
        return back ? inverse : nil
    }
}
