import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// NSFetchIndexDescription / NSFetchIndexElementDescription and the legacy
/// projections Core Data derives from them: `NSCompoundIndexes` (multi-element, binary,
/// property-only indexes) and `NSIsIndexed` on an attribute with a single-element binary
/// ascending index.
extension ModelArchiver {
    func encodeFetchIndexes(of entity: EntityDescription) throws -> UID {
        try archive.encodeArray(classChain: FoundationClassChain.mutableArray) {
            try entity.fetchIndexes.map { try encodeFetchIndex($0, of: entity) }
        }
    }

    /// Index objects are value types in the graph; their identity in the archive is (entity, name).
    private func indexKey(_ index: FetchIndexDescription, of entity: EntityDescription) -> ObjectKey {
        ObjectKey(value: ["fetchIndex", entity.name, index.name])
    }

    private func encodeFetchIndex(_ index: FetchIndexDescription, of entity: EntityDescription) throws -> UID {
        let key = indexKey(index, of: entity)
        let owner = PredicateText.fetchIndexOwner(index, of: entity)
        return try archive.encodeObject(key, classChain: FetchIndexField.classChain) { object in
            try object.encodeFields(FetchIndexField.self) { field in
                switch field {
                case .name:
                    return .reference(sourceString(index.name))
                case .elements:
                    return .reference(try archive.encodeArray {
                        try index.elements.map { try encodeIndexElement($0, indexKey: key, of: entity, owner: owner) }
                    })
                case .entity:
                    return .reference(archive.reserveUID(for: ObjectKey(entity)))
                case .partialIndexPredicate:
                    guard let text = index.partialIndexPredicate, !PredicateText.isBlank(text) else { return .null }
                    let predicate = try PredicateText.partialIndexPredicate(text, owner: owner, index: index, of: entity)
                    return .reference(encodePredicate(predicate))
                }
            }
        }
    }

    private func encodeIndexElement(_ element: FetchIndexElement, indexKey: ObjectKey, of entity: EntityDescription,
                                    owner: String) throws -> UID {
        try archive.encodeObject(classChain: FetchIndexElementField.classChain) { object in
            try object.encodeFields(FetchIndexElementField.self) { field in
                switch (field, element.target) {
                case (.propertyName, .property(let name)):
                    return .reference(sourceString(name))
                case (.propertyName, .expression(let text, _)):
                    return .reference(archive.encodeString(text))
                case (.indexedProperty, .property):
                    return nil
                case (.indexedProperty, .expression(let text, let type)):
                    let expression = try PredicateText.indexExpression(text, owner: owner, of: entity)
                    return .reference(encodeExpressionDescription(name: text, expression: expression, resultType: type, entity: entity))
                case (.collationType, _):
                    return .integer(Int64(element.collationType.rawValue))
                case (.index, _):
                    return .reference(archive.reserveUID(for: indexKey))
                case (.ascending, _):
                    return .bool(element.isAscending)
                }
            }
        }
    }

    /// An NSExpressionDescription for an expression index element (see `UnverifiedChoices`).
    private func encodeExpressionDescription(name: String, expression: PredicateSyntax.Expression,
                                             resultType: AttributeType, entity: EntityDescription) -> UID {
        archive.encodeObject(classChain: ExpressionDescriptionField.classChain) { object in
            // An optional property named by the expression text, in a string object of its own
            // for each of its two keys.
            object.encodeFields(PropertyField.self) { field in
                switch field {
                case .name, .renamingIdentifier:
                    return .reference(archive.encodeString(name))
                case .entity:
                    return .reference(archive.reserveUID(for: ObjectKey(entity)))
                case .flags:
                    let flags: PropertyFlags = [.present, .optional, .noValidationPredicates, .noValidationWarnings, .noUserInfo, .noVersionHashModifier]
                    return .integer(flags.rawValue)
                case .isOptional:
                    return .bool(true)
                case .isReadOnly, .isTransient, .indexedBySpotlight, .isStoredInTruth, .isOrdered, .allowsCloudEncryption,
                     .validationPredicates, .validationWarnings, .userInfo, .versionHashModifier, .flagsAfterCommonKeys:
                    return nil
                }
            }
            object.encodeFields(ExpressionDescriptionField.self) { field in
                switch field {
                case .expression: return .reference(encodeExpression(expression))
                case .resultType: return .integer(Int64(resultType.rawValue))
                }
            }
        }
    }

    /// `NSCompoundIndexes`: the legacy `<compoundIndexes>` plus every multi-element, binary,
    /// property-only fetch index as a list of property names.
    func compoundIndexProjection(of entity: EntityDescription) -> [[String]] {
        var groups = entity.compoundIndexes
        for index in entity.fetchIndexes where index.elements.count > 1 {
            let names = index.elements.compactMap { $0.collationType == .binary ? $0.propertyName : nil }
            if names.count == index.elements.count, !groups.contains(names) { groups.append(names) }
        }
        return groups
    }

    /// Attributes that a single-element binary ascending fetch index covers (they get `NSIsIndexed`).
    func singlyIndexedAttributeNames(of entity: EntityDescription) -> Set<String> {
        var names: Set<String> = []
        for index in entity.fetchIndexes where index.elements.count == 1 {
            guard let element = index.elements.first, element.collationType == .binary, element.isAscending,
                  let name = element.propertyName else { continue }
            names.insert(name)
        }
        return names
    }
}
