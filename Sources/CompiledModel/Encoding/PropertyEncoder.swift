import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// NSPropertyDescription: the keys every property class shares, the `_P` word with its
/// "no X" bits, and dispatch to the subclass encoders.
extension ModelArchiver {
    func encodeProperty(_ property: PropertyDescription, of entity: EntityDescription, indexedByFetchIndex: Bool) throws -> UID {
        switch property.kind {
        case .attribute(let attribute):
            return try encodeAttribute(attribute, of: entity, indexedByFetchIndex: indexedByFetchIndex)
        case .derivedAttribute(let attribute):
            return try encodeAttribute(attribute, of: entity, indexedByFetchIndex: indexedByFetchIndex)
        case .compositeAttribute(let attribute):
            return try encodeAttribute(attribute, of: entity, indexedByFetchIndex: indexedByFetchIndex)
        case .relationship(let relationship):
            return try encodeRelationship(relationship, of: entity)
        case .fetchedProperty(let fetched):
            return try encodeFetchedProperty(fetched, of: entity)
        }
    }

    /// One validation predicate, parsed but not yet archived (it is written inside the property, in
    /// Apple's order), and its warning.
    struct ValidationEntry {
        var encode: () -> UID
        var warning: ValidationWarning
    }

    /// The boolean facts of a property as archived; fetched and derived properties force theirs.
    struct PropertyTraits {
        var optional: Bool
        var readOnly: Bool
        var transient: Bool
        var ordered = false
        var allowsCloudEncryption = false
        /// The `_P` word enters the object after the common keys (what fetched properties show).
        var flagsAfterCommonKeys = false
    }

    /// Writes the common keys into `object`. `validation` are the already-built predicate/warning
    /// pairs (min/max/regex and explicit rules); the order of keys is the runtime's encode order.
    func encodeCommonKeys(of property: PropertyDescription, entity: EntityDescription?, traits: PropertyTraits,
                          validation: [ValidationEntry], into object: inout ObjectWriter) {
        let nameUID = sourceString(property.name)
        object.encodeReference(nameUID, forKey: Key.propertyName)
        if let entity { object.encodeReference(archive.reserveUID(for: ObjectKey(entity)), forKey: Key.entity) }

        let hashModifier = property.versionHashModifier.flatMap { $0.isEmpty ? nil : $0 }
        var flags: PropertyFlags = .present
        if traits.optional { flags.insert(.optional) }
        if traits.readOnly { flags.insert(.readOnly) }
        if traits.transient { flags.insert(.transient) }
        if validation.isEmpty { flags.formUnion([.noValidationPredicates, .noValidationWarnings]) }
        if property.userInfo.isEmpty { flags.insert(.noUserInfo) }
        if hashModifier == nil { flags.insert(.noVersionHashModifier) }
        if property.isIndexedBySpotlight { flags.insert(.indexedBySpotlight) }
        if property.isStoredInExternalRecord { flags.insert(.storedInTruthFile) }
        if traits.ordered { flags.insert(.ordered) }
        if traits.allowsCloudEncryption { flags.insert(.allowsCloudEncryption) }
        if !traits.flagsAfterCommonKeys { object.encode(flags.rawValue, forKey: Key.propertyFlags) }

        if traits.optional { object.encode(true, forKey: Key.isOptional) }
        if traits.readOnly { object.encode(true, forKey: Key.isReadOnly) }
        if traits.transient { object.encode(true, forKey: Key.isTransient) }
        if property.isIndexedBySpotlight { object.encode(true, forKey: Key.indexedBySpotlight) }
        if property.isStoredInExternalRecord { object.encode(true, forKey: Key.isStoredInTruth) }
        if traits.ordered { object.encode(true, forKey: Key.isOrdered) }
        if traits.allowsCloudEncryption { object.encode(true, forKey: Key.allowsCloudEncryption) }

        if !validation.isEmpty {
            object.encodeReference(archive.encodeArray { validation.map { $0.encode() } }, forKey: Key.validationPredicates)
            object.encodeReference(archive.encodeArray {
                validation.map { pair in
                    switch pair.warning {
                    case .code(let code): return archive.encodeInline(.integer(Int64(code)))
                    case .text(let text): return archive.encodeString(text)
                    }
                }
            }, forKey: Key.validationWarnings)
        }
        if !property.userInfo.isEmpty {
            object.encodeReference(encodeUserInfo(property.userInfo, keyOrder: property.userInfoKeyOrder), forKey: Key.userInfo)
        }
        if let hashModifier {
            object.encodeReference(sourceString(hashModifier), forKey: Key.versionHashModifier)
        }
        object.encodeReference(property.renamingIdentifier.map { sourceString($0) } ?? nameUID,
                               forKey: Key.renamingIdentifier)
        if traits.flagsAfterCommonKeys { object.encode(flags.rawValue, forKey: Key.propertyFlags) }
    }

    /// A property's explicit validation rules (after any min/max/regex ones), parsed and archived.
    func encodeValidationRules(of property: PropertyDescription, entity: EntityDescription) throws -> [ValidationEntry] {
        try property.validationRules.map { rule in
            let predicate = try PredicateText.validationRule(rule, of: property, in: entity)
            return ValidationEntry(encode: { self.encodePredicate(predicate) }, warning: rule.warning)
        }
    }
}
