/// Deep copies of model objects. Copies carry names, not object references; resolving the model
/// that receives them (ModelResolver) connects them again. Used by merging, where one entity may
/// end up in a model other than the one it was read into.
extension PropertyDescription {
    func copyProperty() -> PropertyDescription {
        switch kind {
        case .attribute(let attribute):
            return attribute.copyAttribute()
        case .derivedAttribute(let attribute):
            return attribute.copyAttribute()
        case .compositeAttribute(let attribute):
            return attribute.copyAttribute()
        case .relationship(let source):
            let relationship = RelationshipDescription(name: name, destination: source.destinationEntityName)
            relationship.inverseName = source.inverseName
            relationship.inverseEntityName = source.inverseEntityName
            relationship.minCount = source.minCount
            relationship.maxCount = source.maxCount
            relationship.deleteRule = source.deleteRule
            relationship.isOrdered = source.isOrdered
            relationship.isIndexed = source.isIndexed
            copyPropertyFields(from: source, to: relationship)
            return relationship
        case .fetchedProperty(let source):
            let request = source.fetchRequest.copy()
            request.entity = nil
            let fetched = FetchedPropertyDescription(name: name, fetchRequest: request)
            copyPropertyFields(from: source, to: fetched)
            return fetched
        }
    }
}

extension AttributeDescription {
    /// A copy of the same attribute kind; a composite's elements are copied too. Also used for the
    /// per-use copies of composite definitions (ModelSource), so there is one attribute copier.
    package func copyAttribute() -> AttributeDescription {
        let copy: AttributeDescription
        switch kind {
        case .derivedAttribute(let derived):
            let attribute = DerivedAttributeDescription(name: name, type: attributeType, derivationExpression: derived.derivationExpression)
            attribute.filteringPredicate = derived.filteringPredicate
            copy = attribute
        case .compositeAttribute(let composite):
            copy = CompositeAttributeDescription(name: name, compositeName: composite.compositeName,
                                                 elements: composite.elements.map { $0.copyAttribute() })
        case .attribute, .relationship, .fetchedProperty:
            copy = AttributeDescription(name: name, type: attributeType)
        }
        copyAttributeFields(from: self, to: copy)
        copyPropertyFields(from: self, to: copy)
        return copy
    }
}

private func copyPropertyFields(from source: PropertyDescription, to copy: PropertyDescription) {
    copy.isOptional = source.isOptional
    copy.isTransient = source.isTransient
    copy.isReadOnly = source.isReadOnly
    copy.isIndexedBySpotlight = source.isIndexedBySpotlight
    copy.isStoredInExternalRecord = source.isStoredInExternalRecord
    copy.renamingIdentifier = source.renamingIdentifier
    copy.versionHashModifier = source.versionHashModifier
    copy.userInfo = source.userInfo
    copy.userInfoKeyOrder = source.userInfoKeyOrder
    copy.validationRules = source.validationRules
    copy.sourceLocation = source.sourceLocation
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
}

extension EntityDescription {
    /// A copy with copied properties; parent and relationships are left as names.
    public func copyEntity() -> EntityDescription {
        let copy = EntityDescription(name: name, className: managedObjectClassName, isAbstract: isAbstract)
        copy.superentityName = superentity?.name ?? superentityName
        copy.userInfo = userInfo
        copy.userInfoKeyOrder = userInfoKeyOrder
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
