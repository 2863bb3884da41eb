import CoreDataModel
import KeyedArchive

/// NSPropertyDescription: dispatch on the archived class, then the common keys. With `_P` ≠ 0 the
/// flag word is the truth; `_P` = 0 (very old archives) means the legacy bool keys are.
extension ModelUnarchiver {
    func decodeProperty(_ object: ArchivedObject, entityName: String) throws -> PropertyDescription {
        let name = try require(object.string(forKey: PropertyField.name.key), "the name (NSPropertyName) of a property of entity '\(entityName)'")
        let label = PropertyLabel(entity: entityName, name: name)
        let property: PropertyDescription
        if object.isKind(of: ArchiveClass.relationship) {
            property = try decodeRelationship(object, name: name, label: label)
        } else if object.isKind(of: ArchiveClass.fetchedProperty) {
            property = try decodeFetchedProperty(object, name: name, label: label)
        } else if object.isKind(of: ArchiveClass.attribute) {
            property = try decodeAttribute(object, name: name, label: label)
        } else {
            throw failure("property \(label) has unsupported class \(object.className)")
        }
        return property
    }

    /// The keys every property class shares. Returns the archived validation predicates and
    /// warnings for the subclass to interpret (attributes recover min/max from them).
    func decodeCommonKeys(_ object: ArchivedObject, into property: PropertyDescription) throws -> [ArchivedValidation] {
        let word = try object.integer(forKey: PropertyField.flags.key) ?? 0
        let flags = PropertyFlags(rawValue: word)
        func flag(_ bit: PropertyFlags, _ key: String) throws -> Bool {
            word != 0 ? flags.contains(bit) : (try object.bool(forKey: key) ?? false)
        }
        property.isOptional = try flag(.optional, PropertyField.isOptional.key)
        property.isReadOnly = try flag(.readOnly, PropertyField.isReadOnly.key)
        property.isTransient = try flag(.transient, PropertyField.isTransient.key)
        property.isIndexedBySpotlight = try flag(.indexedBySpotlight, PropertyField.indexedBySpotlight.key)
        property.isStoredInExternalRecord = try flag(.storedInTruthFile, PropertyField.isStoredInTruth.key)
        property.sourceLocation = location
        if let renaming = try object.string(forKey: PropertyField.renamingIdentifier.key), renaming != property.name {
            property.renamingIdentifier = renaming
        }
        if let modifier = try object.string(forKey: PropertyField.versionHashModifier.key), !modifier.isEmpty {
            property.versionHashModifier = modifier
        }
        property.userInfo = try userInfo(in: object, forKey: PropertyField.userInfo.key)
        return try validation(of: object)
    }

    /// Whether a `_P`-or-legacy flag is set (ordered, cloud encryption live on subclasses).
    func propertyFlag(_ object: ArchivedObject, _ bit: PropertyFlags, legacyKey: String) throws -> Bool {
        let word = try object.integer(forKey: PropertyField.flags.key) ?? 0
        return word != 0 ? PropertyFlags(rawValue: word).contains(bit) : (try object.bool(forKey: legacyKey) ?? false)
    }
}

/// How messages name a property: `'Entity.name'`, and after it the path to an element of a
/// composite attribute. Kept in parts and written only into a message, which most properties never need.
struct PropertyLabel: CustomStringConvertible {
    var entity: String
    var name: String
    var elementPath = ""

    /// The label of element `element` of the composite attribute this labels.
    func element(_ element: String) -> PropertyLabel {
        PropertyLabel(entity: entity, name: name, elementPath: elementPath + "." + element)
    }

    var description: String { "'\(entity).\(name)'\(elementPath)" }
}

/// One archived validation predicate with its warning, before interpretation.
struct ArchivedValidation {
    var predicate: ArchivedObject
    var warning: ValidationWarning?
}

extension ModelUnarchiver {
    /// `NSValidationPredicates` paired with `NSValidationWarnings` by position.
    private func validation(of object: ArchivedObject) throws -> [ArchivedValidation] {
        let predicates = try objects(in: object, forKey: PropertyField.validationPredicates.key)
        guard !predicates.isEmpty else { return [] }
        let warnings = try object.array(forKey: PropertyField.validationWarnings.key) ?? []
        return predicates.enumerated().map { index, predicate in
            var warning: ValidationWarning?
            if index < warnings.count {
                switch warnings[index] {
                case .integer(let code)?: warning = .code(Int(clamping: code))
                case .string(let text)?: warning = Int(text).map(ValidationWarning.code) ?? .text(text)
                default: warning = nil
                }
            }
            return ArchivedValidation(predicate: predicate, warning: warning)
        }
    }

    /// Predicates not recognised as bounds become explicit rules with canonical text.
    func validationRules(_ items: [ArchivedValidation]) throws -> [ValidationRule] {
        try items.map { item in
            ValidationRule(predicate: try decodePredicate(item.predicate, depth: 0).sourceFormat, warning: item.warning ?? .text(""))
        }
    }
}
