import CoreDataModel

/// UML multiplicity of a relationship's destination end: `1`, `0..1`, `0..*`, `1..*`, `2..5`.
enum Cardinality {
    static func text(of relationship: RelationshipDescription) -> String {
        let lower = UnverifiedChoices.lowerBound(isOptional: relationship.isOptional, minCount: relationship.minCount)
        let upper = relationship.maxCount == 0 ? "*" : String(relationship.maxCount)
        if !relationship.isToMany { return lower == 0 ? "0..1" : "1" }
        let range = String(lower) == upper ? upper : "\(lower)..\(upper)"
        return relationship.isOrdered ? range + " ordered" : range
    }
}
