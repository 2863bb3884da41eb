import CoreDataModel
import KeyedArchive

/// NSRelationshipDescription: the destination by name (`_NSDestinationEntityName`, else the
/// destination object's name); the inverse by name, with its owning entity recorded once all
/// entities are read (it may be a super-entity of the destination).
extension ModelUnarchiver {
    func decodeRelationship(_ object: ArchivedObject, name: String, label: PropertyLabel) throws -> RelationshipDescription {
        var destinationName = try object.string(forKey: RelationshipField.destinationEntityName.key)
        if destinationName == nil, let destination = try object.object(forKey: RelationshipField.destinationEntity.key) {
            destinationName = try destination.string(forKey: EntityField.name.key)
        }
        let relationship = RelationshipDescription(name: name, destination: try require(destinationName, "the destination entity of relationship \(label)"))
        relationship.validationRules = try validationRules(decodeCommonKeys(object, into: relationship))
        relationship.inverseName = try object.string(forKey: RelationshipField.inverseName.key)
        if let inverse = try object.uid(forKey: RelationshipField.inverse.key), inverse != .null {
            pendingInverses.append((relationship, inverse))
        }
        relationship.minCount = Int(clamping: try object.integer(forKey: RelationshipField.minCount.key) ?? 0)
        relationship.maxCount = Int(clamping: try object.integer(forKey: RelationshipField.maxCount.key) ?? 0)
        let ruleCode = try object.integer(forKey: RelationshipField.deleteRule.key) ?? Int64(DeleteRule.nullify.rawValue)
        guard let rule = DeleteRule(rawValue: Int(clamping: ruleCode)) else {
            throw failure("relationship \(label) has unknown delete rule \(ruleCode)")
        }
        relationship.deleteRule = rule
        relationship.isOrdered = try propertyFlag(object, .ordered, legacyKey: PropertyField.isOrdered.key)
        return relationship
    }
}
