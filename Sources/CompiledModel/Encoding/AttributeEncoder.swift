import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// NSAttributeDescription and its subclasses: type, value class, typed default,
/// transformer (alias normalised), `NSFlagsKey`, legacy index flag, and for derived attributes the
/// (rewritten) derivation expression, for composites their elements.
extension ModelArchiver {
    func encodeAttribute(_ attribute: AttributeDescription, of entity: EntityDescription, indexedByFetchIndex: Bool,
                         archivedName: UID?) throws -> UID {
        let label = ArchivingLabel(attribute: attribute, entityName: entity.name)
        let location = attribute.sourceLocation ?? entity.sourceLocation
        let validation = try boundValidation(of: attribute, label: label, at: location)
            + encodeValidationRules(of: attribute, entity: entity)

        var chain = AttributeField.classChain
        var derivation: (expression: PredicateSyntax.Expression, rewritten: Bool)?
        var filter: PredicateSyntax.Predicate?
        var composite: CompositeAttributeDescription?
        switch attribute.kind {
        case .derivedAttribute(let derived):
            chain = DerivedAttributeField.classChain
            let parsed = try PredicateText.derivation(of: derived, in: entity)
            let normalized = parsed.normalizedForDerivedAttribute
            derivation = (normalized, normalized != parsed)
            filter = try PredicateText.filteringPredicate(of: derived, in: entity)
        case .compositeAttribute(let compositeAttribute):
            chain = CompositeAttributeField.classChain
            composite = compositeAttribute
        case .attribute, .relationship, .fetchedProperty:
            break
        }
        let isDerived = derivation != nil

        return try archive.encodeObject(ObjectKey(attribute), classChain: chain) { object in
            let traits = PropertyTraits(optional: attribute.isOptional,
                                        readOnly: attribute.isReadOnly || isDerived,
                                        transient: attribute.isTransient && !isDerived,
                                        allowsCloudEncryption: attribute.allowsCloudEncryption)
            encodeCommonKeys(of: attribute, entity: entity, archivedName: archivedName, traits: traits, validation: validation, into: &object)
            try encodeAttributeKeys(attribute, indexed: attribute.isIndexed || indexedByFetchIndex, label: label, into: &object)
            if let derivation {
                object.encodeFields(DerivedAttributeField.self) { field in
                    switch field {
                    case .derivationExpression:
                        return .reference(encodeExpression(derivation.expression, immutableArguments: derivation.rewritten))
                    case .filteringPredicate:
                        return .reference(filter.map { encodePredicate($0) } ?? .null)
                    }
                }
            }
            if let composite {
                try encodeCompositeKeys(composite, of: entity, into: &object)
            }
        }
    }

    /// The keys NSAttributeDescription adds to the property keys.
    private func encodeAttributeKeys(_ attribute: AttributeDescription, indexed: Bool, label: ArchivingLabel,
                                     into object: inout ObjectWriter) throws {
        try object.encodeFields(AttributeField.self) { field in
            switch field {
            case .attributeType:
                return .integer(Int64(attribute.attributeType.rawValue))
            case .valueClassName:
                return .reference(optionalString(attribute.archivedValueClassName))
            case .defaultValue:
                return .reference(try attribute.defaultValue.map { try encodeAttributeValue($0, type: attribute.attributeType, label: label) } ?? .null)
            case .valueTransformerName:
                return .reference(optionalString(ValueTransformerName.normalized(attribute.valueTransformerName)))
            case .isIndexed:
                return Self.trueOrAbsent(indexed)
            case .flags:
                var flags: AttributeFlags = []
                if attribute.allowsExternalBinaryDataStorage { flags.insert(.allowsExternalBinaryDataStorage) }
                if attribute.preservesValueInHistoryOnDeletion { flags.insert(.preservesValueInHistoryOnDeletion) }
                return .integer(flags.rawValue)
            case .minValue, .maxValue:
                // Current Core Data writes bounds as validation predicates.
                return nil
            }
        }
    }

    /// The key NSCompositeAttributeDescription adds to the attribute keys.
    private func encodeCompositeKeys(_ composite: CompositeAttributeDescription, of entity: EntityDescription,
                                     into object: inout ObjectWriter) throws {
        try object.encodeFields(CompositeAttributeField.self) { field in
            switch field {
            case .elements: return .reference(try encodeCompositeElements(composite, of: entity))
            }
        }
    }

    /// Elements of a composite attribute: attribute descriptions owned by the composite.
    private func encodeCompositeElements(_ composite: CompositeAttributeDescription, of entity: EntityDescription) throws -> UID {
        try archive.encodeArray(classChain: UnverifiedChoices.compositeElementsArrayChain) {
            try composite.elements.map { try encodeCompositeElement($0, of: entity) }
        }
    }

    /// An element: the attribute keys without an `NSEntity` back-pointer (it belongs to the
    /// composite, not to the entity).
    private func encodeCompositeElement(_ element: AttributeDescription, of entity: EntityDescription) throws -> UID {
        let label = ArchivingLabel(attribute: element, entityName: entity.name, isCompositeElement: true)
        let location = element.sourceLocation ?? entity.sourceLocation
        let validation = try boundValidation(of: element, label: label, at: location) + encodeValidationRules(of: element, entity: entity)
        let nested = element.kind.compositeAttribute
        let chain = nested == nil ? AttributeField.classChain : CompositeAttributeField.classChain
        return try archive.encodeObject(ObjectKey(element), classChain: chain) { object in
            let traits = PropertyTraits(optional: element.isOptional, readOnly: element.isReadOnly, transient: element.isTransient,
                                        allowsCloudEncryption: element.allowsCloudEncryption)
            encodeCommonKeys(of: element, entity: nil, archivedName: nil, traits: traits, validation: validation, into: &object)
            try encodeAttributeKeys(element, indexed: element.isIndexed, label: label, into: &object)
            if let nested {
                try encodeCompositeKeys(nested, of: entity, into: &object)
            }
        }
    }
}
