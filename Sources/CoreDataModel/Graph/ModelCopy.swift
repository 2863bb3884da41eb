/// Deep copies of model objects. Copies carry names, not object references; resolving the model
/// that receives them (ModelResolver) connects them again. Used by merging, where one entity may
/// end up in a model other than the one it was read into.
extension PropertyDescription {
    func copyProperty() -> PropertyDescription {
        let copy: PropertyDescription
        switch self {
        case let derived as DerivedAttributeDescription:
            let attribute = DerivedAttributeDescription(name: name, type: derived.attributeType, derivationExpression: derived.derivationExpression)
            attribute.filteringPredicate = derived.filteringPredicate
            copyAttributeFields(from: derived, to: attribute)
            copy = attribute
        case let composite as CompositeAttributeDescription:
            let attribute = CompositeAttributeDescription(name: name, compositeName: composite.compositeName,
                                                          elements: composite.elements.compactMap { $0.copyProperty() as? AttributeDescription })
            copyAttributeFields(from: composite, to: attribute)
            copy = attribute
        case let source as AttributeDescription:
            let attribute = AttributeDescription(name: name, type: source.attributeType)
            copyAttributeFields(from: source, to: attribute)
            copy = attribute
        case let source as RelationshipDescription:
            let relationship = RelationshipDescription(name: name, destination: source.destinationEntityName)
            relationship.inverseName = source.inverseName
            relationship.inverseEntityName = source.inverseEntityName
            relationship.minCount = source.minCount
            relationship.maxCount = source.maxCount
            relationship.deleteRule = source.deleteRule
            relationship.isOrdered = source.isOrdered
            relationship.isIndexed = source.isIndexed
            copy = relationship
        case let source as FetchedPropertyDescription:
            let request = source.fetchRequest.copy()
            request.entity = nil
            copy = FetchedPropertyDescription(name: name, fetchRequest: request)
        default:
            copy = PropertyDescription(name: name)
        }
        copy.isOptional = isOptional
        copy.isTransient = isTransient
        copy.isReadOnly = isReadOnly
        copy.isIndexedBySpotlight = isIndexedBySpotlight
        copy.isStoredInExternalRecord = isStoredInExternalRecord
        copy.renamingIdentifier = renamingIdentifier
        copy.versionHashModifier = versionHashModifier
        copy.userInfo = userInfo
        copy.validationRules = validationRules
        copy.sourceLocation = sourceLocation
        return copy
    }
}

private func copyAttributeFields(from source: AttributeDescription, to copy: AttributeDescription) {
    copy.defaultValue = source.defaultValue
    copy.minValue = source.minValue
    copy.maxValue = source.maxValue
    copy.regularExpression = source.regularExpression
    copy.valueTransformerName = source.valueTransformerName
    copy.customClassName = source.customClassName
    copy.allowsExternalBinaryDataStorage = source.allowsExternalBinaryDataStorage
    copy.preservesValueInHistoryOnDeletion = source.preservesValueInHistoryOnDeletion
    copy.allowsCloudEncryption = source.allowsCloudEncryption
    copy.isIndexed = source.isIndexed
    copy.usesScalarValueType = source.usesScalarValueType
    copy.isReadOnly = source.isReadOnly
}

extension EntityDescription {
    /// A copy with copied properties; parent and relationships are left as names.
    public func copyEntity() -> EntityDescription {
        let copy = EntityDescription(name: name, className: managedObjectClassName, isAbstract: isAbstract)
        copy.superentityName = superentity?.name ?? superentityName
        copy.userInfo = userInfo
        copy.versionHashModifier = versionHashModifier
        copy.renamingIdentifier = renamingIdentifier
        copy.uniquenessConstraints = uniquenessConstraints
        copy.compoundIndexes = compoundIndexes
        copy.fetchIndexes = fetchIndexes
        copy.codeGenerationType = codeGenerationType
        copy.sourceLocation = sourceLocation
        for property in properties { copy.addProperty(property.copyProperty()) }
        return copy
    }
}

extension ManagedObjectModel {
    /// An editable deep copy, resolved.
    public func copyModel() -> ManagedObjectModel {
        let copy = ManagedObjectModel(entities: entities.map { $0.copyEntity() })
        copy.configurations = configurations
        copy.fetchRequestTemplates = fetchRequestTemplates.map { template in
            let request = template.copy()
            request.entity = nil
            return request
        }
        copy.versionIdentifiers = versionIdentifiers
        copy.compositeDefinitions = compositeDefinitions
        copy.localizationDictionary = localizationDictionary
        copy.sourceInfo = sourceInfo
        copy.sourceLocation = sourceLocation
        _ = ModelResolver.resolve(copy)
        return copy
    }
}
