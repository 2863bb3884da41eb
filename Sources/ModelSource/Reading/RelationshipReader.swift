import CoreDataModel

/// Reads one `<relationship>`.
enum RelationshipReader {
    /// Consumes the `<relationship>` just started; nil (after an error) when it has no name, no
    /// destination or an unknown deletion rule.
    static func read(_ element: XMLElement, entity: String, in context: ReadingContext) throws -> RelationshipDescription? {
        guard let name = context.name(of: element) else {
            context.report(.propertyWithoutName(kind: "relationship", entity: entity), at: element)
            return nil
        }
        let label = PropertyLabel(owner: entity, name: name)
        guard let destination = element[SourceAttribute.destinationEntity], !destination.isEmpty else {
            context.report(.missingDestination(owner: label.description), at: element)
            return nil
        }
        var deleteRule = DeleteRule.nullify   // absent ⇒ Nullify (Xcode always writes one)
        if let ruleName = element[SourceAttribute.deletionRule], !ruleName.isEmpty {
            guard let rule = DeleteRule(sourceName: ruleName) else {
                context.report(.unknownDeleteRule(owner: label.description, rule: ruleName), at: element)
                return nil
            }
            deleteRule = rule
        }
        let relationship = RelationshipDescription(name: name, destination: destination)
        PropertyCommonReader.apply(element, to: relationship, in: context)
        relationship.deleteRule = deleteRule
        if element.flag(SourceAttribute.ordered) { relationship.isOrdered = true }
        if element.flag(SourceAttribute.indexed) { relationship.isIndexed = true }
        if let inverse = element[SourceAttribute.inverseName], !inverse.isEmpty { relationship.inverseName = inverse }
        if let inverseEntity = element[SourceAttribute.inverseEntity], !inverseEntity.isEmpty { relationship.inverseEntityName = inverseEntity }
        relationship.minCount = max(0, context.integer(SourceAttribute.minCount, of: element, owner: "relationship '\(label)'") ?? 0)
        relationship.maxCount = maxCount(element, label: label, in: context)
        try PropertyCommonReader.readChildren(of: element, into: relationship, in: context)
        return relationship
    }

    /// Cardinality: to-one is written `maxCount="1"` without `toMany`; `toMany="YES"` without
    /// `maxCount` is unbounded (0); a negative `maxCount` (generated files write -1) is unbounded too.
    /// With neither attribute the relationship is to-one, which is what Xcode's writer implies.
    private static func maxCount(_ element: XMLElement, label: PropertyLabel, in context: ReadingContext) -> Int {
        let written = context.integer(SourceAttribute.maxCount, of: element, owner: "relationship '\(label)'")
        if let written, written < 0 { return 0 }
        if element.flag(SourceAttribute.toMany) { return written ?? 0 }
        return written ?? 1
    }
}
