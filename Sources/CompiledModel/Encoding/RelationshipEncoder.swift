import CoreDataModel
import KeyedArchive

/// NSRelationshipDescription: destination and inverse as conditional references plus their
/// names (Core Data resolves lazily by name), counts, delete rule, ordering.
extension ModelArchiver {
    func encodeRelationship(_ relationship: RelationshipDescription, of entity: EntityDescription, archivedName: UID?) throws -> UID {
        guard let destination = relationship.destinationEntity ?? entitiesByName[relationship.destinationEntityName] else {
            throw ModelError("cannot archive relationship '\(entity.name).\(relationship.name)': destination entity '\(relationship.destinationEntityName)' does not exist",
                             at: relationship.sourceLocation ?? entity.sourceLocation)
        }
        let inverse = relationship.inverseRelationship ?? lookUpInverse(of: relationship, destination: destination)
        let validation = try encodeValidationRules(of: relationship, entity: entity)
        return archive.encodeObject(ObjectKey(relationship), classChain: RelationshipField.classChain) { object in
            // The ordered flag is archived whenever it is set, as the version hash counts it
            // (Documentation/Formats.md "Version hashes"); otherwise a to-one marked ordered would hash differently
            // once loaded back.
            let traits = PropertyTraits(optional: relationship.isOptional, readOnly: relationship.isReadOnly,
                                        transient: relationship.isTransient, ordered: relationship.isOrdered)
            encodeCommonKeys(of: relationship, entity: entity, archivedName: archivedName, traits: traits, validation: validation, into: &object)
            var inverseUID = UID.null
            object.encodeFields(RelationshipField.self) { field in
                switch field {
                case .destinationEntity:
                    return .reference(archive.reserveUID(for: ObjectKey(destination)))
                case .destinationEntityName:
                    return .reference(sourceString(destination.name))
                case .inverseName:
                    // The inverse is numbered before its name.
                    guard let inverse, inverse.entity != nil else {
                        return .reference(optionalString(relationship.inverseName.flatMap { $0.isEmpty ? nil : $0 }))
                    }
                    inverseUID = archive.reserveUID(for: ObjectKey(inverse))
                    return .reference(sourceString(inverse.name))
                case .minCount: return .integer(Int64(relationship.minCount))
                case .maxCount: return .integer(Int64(relationship.maxCount))
                case .deleteRule: return .integer(Int64(relationship.deleteRule.rawValue))
                case .inverse: return .reference(inverseUID)
                }
            }
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
