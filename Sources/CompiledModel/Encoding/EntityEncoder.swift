import CoreDataModel
import KeyedArchive

/// NSEntityDescription, fields in the runtime's encode order: name, class name, abstract
/// flag, model, superentity (conditional), sub-entities, own properties, user info, version hash
/// modifier, renaming identifier, then uniqueness constraints and indexes.
extension ModelArchiver {
    private static let sharedEmptyUserInfo = ObjectKey(value: "CompiledModel.sharedEmptyEntityUserInfo")

    func encodeEntity(_ entity: EntityDescription) throws -> UID {
        try archive.encodeObject(ObjectKey(entity), classChain: ClassChain.entity) { object in
            let nameUID = sourceString(entity.name)
            object.encodeReference(nameUID, forKey: Key.entityName)
            object.encodeReference(optionalString(entity.managedObjectClassName), forKey: Key.classNameForEntity)
            if entity.isAbstract { object.encode(true, forKey: Key.isAbstract) }
            object.encodeReference(archive.reserveUID(for: ObjectKey(model)), forKey: Key.managedObjectModel)
            object.encodeReference(superentityUID(of: entity), forKey: Key.superentity)
            object.encodeReference(try encodeSubentities(of: entity), forKey: Key.subentities)
            object.encodeReference(try encodeProperties(of: entity), forKey: Key.properties)
            object.encodeReference(encodeEntityUserInfo(entity.userInfo, keyOrder: entity.userInfoKeyOrder), forKey: Key.userInfo)
            object.encodeReference(optionalString(entity.versionHashModifier.flatMap { $0.isEmpty ? nil : $0 }),
                                   forKey: Key.versionHashModifier)
            object.encodeReference(entity.renamingIdentifier.map { sourceString($0) } ?? nameUID,
                                   forKey: Key.renamingIdentifier)
            if !entity.uniquenessConstraints.isEmpty {
                object.encodeReference(encodeNameGroups(entity.uniquenessConstraints), forKey: Key.uniqueTuples)
            }
            if !layout.writesFetchIndexDescriptions {
                let groups = compoundIndexProjection(of: entity)
                if !groups.isEmpty {
                    object.encodeReference(encodeNameGroups(groups, classChain: UnverifiedChoices.legacyCompoundIndexChain),
                                           forKey: Key.compoundIndexes)
                }
            } else if !entity.fetchIndexes.isEmpty || !entity.compoundIndexes.isEmpty {
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
        try encodeNamedDictionary(entity.subentities, name: \.name) { try encodeEntity($0) }
    }

    private func encodeProperties(of entity: EntityDescription) throws -> UID {
        let indexed = layout.writesFetchIndexDescriptions ? singlyIndexedAttributeNames(of: entity) : []
        return try encodeNamedDictionary(entity.properties, name: \.name) {
            try encodeProperty($0, of: entity, indexedByFetchIndex: indexed.contains($0.name))
        }
    }

    /// Entities share one empty NSDictionary; a non-empty user info is its own NSDictionary.
    private func encodeEntityUserInfo(_ userInfo: [String: String], keyOrder: [String]) -> UID {
        guard userInfo.isEmpty else { return encodeUserInfo(userInfo, keyOrder: keyOrder) }
        return archive.encodeDictionary(Self.sharedEmptyUserInfo) { [] }
    }
}
