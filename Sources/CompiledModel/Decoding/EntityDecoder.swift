import CoreDataModel
import KeyedArchive

/// NSEntityDescription: names, flags, own properties (sorted by name), user info, constraints and
/// indexes. Sub-entity dictionaries are not read: `ModelResolver` rebuilds them from superentities.
/// Inherited properties a runtime archive repeats are skipped (`RuntimeArchiveForms`).
extension ModelUnarchiver {
    func decodeEntity(_ object: ArchivedObject) throws -> EntityDescription {
        let name = try require(object.string(forKey: EntityField.name.key), "the name (NSEntityName) of \(object.contextDescription)")
        let entity = EntityDescription(name: name, className: try object.string(forKey: EntityField.className.key),
                                       isAbstract: try object.bool(forKey: EntityField.isAbstract.key) ?? false)
        entity.sourceLocation = location
        if let parent = try object.uid(forKey: EntityField.superentity.key), parent != .null {
            pendingSuperentities.append((entity, parent))
        }
        entity.userInfo = try userInfo(in: object, forKey: EntityField.userInfo.key)
        entity.versionHashModifier = try object.string(forKey: EntityField.versionHashModifier.key)
        if let renaming = try object.string(forKey: EntityField.renamingIdentifier.key), renaming != name {
            entity.renamingIdentifier = renaming
        }
        entity.uniquenessConstraints = try nameGroups(in: object, forKey: EntityField.uniquenessConstraints.key)
        entity.fetchIndexes = try objects(in: object, forKey: EntityField.fetchIndexes.key).map { try decodeFetchIndex($0, entity: name) }
        // NSCompoundIndexes repeats the multi-element fetch indexes; keep only what it adds.
        let projected = Set(entity.fetchIndexes.filter { $0.elements.count > 1 }.map { $0.elements.compactMap(\.propertyName) })
        entity.compoundIndexes = try nameGroups(in: object, forKey: EntityField.compoundIndexes.key).filter { !projected.contains($0) }

        var properties: [PropertyDescription] = []
        if let entries = try dictionaryEntries(in: object, forKey: EntityField.properties.key) {
            let inherited = try inheritedPropertyNames(of: object)
            for (key, value) in entries {
                guard case .object(let propertyObject)? = value else {
                    throw failure("property \(key.stringValue.map { "'\($0)' " } ?? "")of entity '\(name)' is not an object")
                }
                // Runtime archives (store caches) repeat inherited properties: skip the copies and proxies.
                if propertyObject.isKind(of: Self.propertyProxyClass) { continue }
                if !inherited.isEmpty, let listedName = key.stringValue, inherited.contains(where: { $0.contains(listedName) }) { continue }
                guard propertiesByUID[propertyObject.uid] == nil else { continue }
                let property = try decodeProperty(propertyObject, entityName: name)
                propertiesByUID.add(property, for: propertyObject.uid)
                properties.append(property)
            }
        }
        let singlyIndexed = singlyIndexedPropertyNames(entity.fetchIndexes)
        for property in sortedByName(properties, \.name) {
            // NSIsIndexed that only mirrors a single-element fetch index is not a separate fact.
            if let attribute = property.kind.attribute, singlyIndexed.contains(attribute.name) {
                attribute.isIndexed = false
            }
            entity.addProperty(property)
        }
        return entity
    }

    private func singlyIndexedPropertyNames(_ indexes: [FetchIndexDescription]) -> Set<String> {
        var names: Set<String> = []
        for index in indexes where index.elements.count == 1 {
            guard let element = index.elements.first, element.collationType == .binary, element.isAscending,
                  let name = element.propertyName else { continue }
            names.insert(name)
        }
        return names
    }
}
