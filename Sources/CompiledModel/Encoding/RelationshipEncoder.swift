import CoreDataModel
import KeyedArchive

/// NSRelationshipDescription: destination and inverse as conditional references plus their
/// names (Core Data resolves lazily by name), counts, delete rule, ordering.
extension ModelArchiver {
    func encodeRelationship(_ relationship: RelationshipDescription, of entity: EntityDescription) throws -> UID {
        guard let destination = relationship.destinationEntity ?? entitiesByName[relationship.destinationEntityName] else {
            throw ModelError("cannot archive relationship '\(entity.name).\(relationship.name)': destination entity '\(relationship.destinationEntityName)' does not exist",
                             at: relationship.sourceLocation ?? entity.sourceLocation)
        }
        let inverse = relationship.inverseRelationship ?? lookUpInverse(of: relationship, destination: destination)
        let validation = try encodeValidationRules(of: relationship, entity: entity)
        return archive.encodeObject(ObjectKey(relationship), classChain: ClassChain.relationship) { object in
            // The ordered flag is archived whenever it is set, as the version hash counts it
            // (Documentation/Formats.md "Version hashes"); otherwise a to-one marked ordered would hash differently
            // once loaded back.
            let traits = PropertyTraits(optional: relationship.isOptional, readOnly: relationship.isReadOnly,
                                        transient: relationship.isTransient, ordered: relationship.isOrdered)
            encodeCommonKeys(of: relationship, entity: entity, traits: traits, validation: validation, into: &object)
            object.encodeReference(archive.reserveUID(for: ObjectKey(destination)), forKey: Key.destinationEntity)
            object.encodeReference(sourceString(destination.name), forKey: Key.destinationEntityName)
            // The inverse is numbered before its name, but its key enters the object's table after
            // the counts and delete rule (the only order that fits every golden relationship).
            let inverseUID: UID
            if let inverse, inverse.entity != nil {
                inverseUID = archive.reserveUID(for: ObjectKey(inverse))
                object.encodeReference(sourceString(inverse.name), forKey: Key.inverseRelationshipName)
            } else {
                inverseUID = .null
                object.encodeReference(optionalString(relationship.inverseName.flatMap { $0.isEmpty ? nil : $0 }),
                                       forKey: Key.inverseRelationshipName)
            }
            object.encode(relationship.minCount, forKey: Key.minCount)
            object.encode(relationship.maxCount, forKey: Key.maxCount)
            object.encode(relationship.deleteRule.rawValue, forKey: Key.deleteRule)
            object.encodeReference(inverseUID, forKey: Key.inverseRelationship)
        }
    }

    /// For graphs built in code without `ModelResolver`: the inverse by name on the destination
    /// (or the entity the source names), only when it is a relationship of the model.
    private func lookUpInverse(of relationship: RelationshipDescription, destination: EntityDescription) -> RelationshipDescription? {
        guard let name = relationship.inverseName, !name.isEmpty else { return nil }
        let owner = relationship.inverseEntityName.flatMap { entitiesByName[$0] } ?? destination
        return owner.property(named: name)?.kind.relationship
    }
}
