import CoreDataModel
import KeyedArchive

/// NSEntityDescription, fields in the runtime's encode order: name, class name, abstract
/// flag, model, superentity (conditional), sub-entities, own properties, user info, version hash
/// modifier, renaming identifier, then uniqueness constraints and indexes.
extension ModelArchiver {
    private static let sharedEmptyUserInfo = ObjectKey(value: "CompiledModel.sharedEmptyEntityUserInfo")

    func encodeEntity(_ entity: EntityDescription) throws -> UID {
        try archive.encodeObject(ObjectKey(entity), classChain: ClassChain.entity) { object in
            let nameUID = entityNameUID(entity.name)
            object.encodeReference(nameUID, forKey: Key.entityName)
            object.encodeReference(optionalString(entity.managedObjectClassName), forKey: Key.classNameForEntity)
            if entity.isAbstract { object.encode(true, forKey: Key.isAbstract) }
            object.encodeReference(archive.reserveUID(for: ObjectKey(model)), forKey: Key.managedObjectModel)
            object.encodeReference(superentityUID(of: entity), forKey: Key.superentity)
            object.encodeReference(try encodeSubentities(of: entity), forKey: Key.subentities)
            object.encodeReference(try encodeProperties(of: entity), forKey: Key.properties)
            object.encodeReference(encodeEntityUserInfo(entity.userInfo), forKey: Key.userInfo)
            object.encodeReference(optionalString(entity.versionHashModifier.flatMap { $0.isEmpty ? nil : $0 }),
                                   forKey: Key.versionHashModifier)
            object.encodeReference(entity.renamingIdentifier.map { archive.encodeString($0) } ?? nameUID,
                                   forKey: Key.renamingIdentifier)
            if !entity.uniquenessConstraints.isEmpty {
                object.encodeReference(encodeNameGroups(entity.uniquenessConstraints), forKey: Key.uniqueTuples)
            }
            if !entity.fetchIndexes.isEmpty || !entity.compoundIndexes.isEmpty {
                object.encodeReference(try encodeFetchIndexes(of: entity), forKey: Key.fetchIndexDescriptions)
                object.encodeReference(encodeNameGroups(compoundIndexProjection(of: entity)), forKey: Key.compoundIndexes)
            }
        }
    }

    private func superentityUID(of entity: EntityDescription) -> UID {
        let parent = entity.superentity ?? entity.superentityName.flatMap { entitiesByName[$0] }
        guard let parent, parent !== entity else { return .null }
        return archive.reserveUID(for: ObjectKey(parent))
    }

    private func encodeSubentities(of entity: EntityDescription) throws -> UID {
        let children = entity.subentities
        return try archive.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
            let keys = children.map { entityNameUID($0.name) }
            let values = try children.map { try encodeEntity($0) }
            return zip(keys, values).map { (key: $0.0, value: $0.1) }
        }
    }

    private func encodeProperties(of entity: EntityDescription) throws -> UID {
        let properties = entity.properties
        let indexed = singlyIndexedAttributeNames(of: entity)
        return try archive.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
            let keys = properties.map { propertyNameUID($0, in: entity) }
            let values = try properties.map { try encodeProperty($0, of: entity, indexedByFetchIndex: indexed.contains($0.name)) }
            return zip(keys, values).map { (key: $0.0, value: $0.1) }
        }
    }

    /// Entities share one empty NSDictionary; a non-empty user info is its own NSDictionary.
    private func encodeEntityUserInfo(_ userInfo: [String: String]) -> UID {
        guard userInfo.isEmpty else { return encodeUserInfo(userInfo) }
        return archive.encodeDictionary(Self.sharedEmptyUserInfo) { [] }
    }
}
