import CoreDataModel
import KeyedArchive

/// NSEntityDescription, fields in the order of `EntityField`.
extension ModelArchiver {
    private static let sharedEmptyUserInfo = SharedObjectIdentity("the entities' one empty user info")

    func encodeEntity(_ entity: EntityDescription) throws -> UID {
        try archive.encodeObject(ObjectKey(entity), classChain: EntityField.classChain) { object in
            let nameUID = sourceString(entity.name)
            try object.encodeFields(EntityField.self) { field in
                switch field {
                case .name:
                    return .reference(nameUID)
                case .className:
                    return .reference(optionalString(entity.managedObjectClassName))
                case .isAbstract:
                    return entity.isAbstract ? .bool(true) : nil
                case .model:
                    return .reference(archive.reserveUID(for: ObjectKey(model)))
                case .superentity:
                    return .reference(superentityUID(of: entity))
                case .subentities:
                    return .reference(try encodeSubentities(of: entity))
                case .properties:
                    return .reference(try encodeProperties(of: entity))
                case .userInfo:
                    return .reference(encodeEntityUserInfo(entity.userInfo, keyOrder: entity.userInfoKeyOrder))
                case .versionHashModifier:
                    return .reference(optionalString(entity.versionHashModifier.flatMap { $0.isEmpty ? nil : $0 }))
                case .renamingIdentifier:
                    return .reference(entity.renamingIdentifier.map { sourceString($0) } ?? nameUID)
                case .uniquenessConstraints:
                    return entity.uniquenessConstraints.isEmpty ? nil : .reference(encodeNameGroups(entity.uniquenessConstraints))
                case .fetchIndexes:
                    guard layout.writesFetchIndexDescriptions, hasIndexes(entity) else { return nil }
                    return .reference(try encodeFetchIndexes(of: entity))
                case .compoundIndexes:
                    if layout.writesFetchIndexDescriptions {
                        return hasIndexes(entity) ? .reference(encodeNameGroups(compoundIndexProjection(of: entity))) : nil
                    }
                    // Before fetch index descriptions: only when there are groups, as immutable arrays.
                    let groups = compoundIndexProjection(of: entity)
                    return groups.isEmpty ? nil : .reference(encodeNameGroups(groups, classChain: UnverifiedChoices.legacyCompoundIndexChain))
                }
            }
        }
    }

    private func hasIndexes(_ entity: EntityDescription) -> Bool {
        !entity.fetchIndexes.isEmpty || !entity.compoundIndexes.isEmpty
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
        let properties = entity.properties
        // Each property's key, its name's string object, is handed to the property, whose own name
        // field refers to the same string: found without hashing the name again.
        return try encodeNamedDictionary(properties, name: \.name, valuesInOrder: { order, keys in
            try zip(order, keys).map { position, key in
                let property = properties[position]
                // Most entities have no such index: no name to hash then.
                return try encodeProperty(property, of: entity, indexedByFetchIndex: !indexed.isEmpty && indexed.contains(property.name),
                                          archivedName: key)
            }
        })
    }

    /// Entities share one empty NSDictionary; a non-empty user info is its own NSDictionary.
    private func encodeEntityUserInfo(_ userInfo: [String: String], keyOrder: [String]) -> UID {
        guard userInfo.isEmpty else { return encodeUserInfo(userInfo, keyOrder: keyOrder) }
        return archive.encodeDictionary(ObjectKey(shared: Self.sharedEmptyUserInfo)) { [] }
    }
}
