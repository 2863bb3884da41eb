import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// NSPropertyDescription: the keys every property class shares, the `_P` word with its
/// "no X" bits, and dispatch to the subclass encoders.
extension ModelArchiver {
    /// `archivedName`: the property's name as a string object archived already (its key in the
    /// entity's property dictionary); nil to archive it here.
    func encodeProperty(_ property: PropertyDescription, of entity: EntityDescription, indexedByFetchIndex: Bool,
                        archivedName: UID?) throws -> UID {
        switch property.kind {
        case .attribute(let attribute):
            return try encodeAttribute(attribute, of: entity, indexedByFetchIndex: indexedByFetchIndex, archivedName: archivedName)
        case .derivedAttribute(let attribute):
            return try encodeAttribute(attribute, of: entity, indexedByFetchIndex: indexedByFetchIndex, archivedName: archivedName)
        case .compositeAttribute(let attribute):
            return try encodeAttribute(attribute, of: entity, indexedByFetchIndex: indexedByFetchIndex, archivedName: archivedName)
        case .relationship(let relationship):
            return try encodeRelationship(relationship, of: entity, archivedName: archivedName)
        case .fetchedProperty(let fetched):
            return try encodeFetchedProperty(fetched, of: entity, archivedName: archivedName)
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

    /// Writes the NSPropertyDescription keys (`PropertyField`) into `object`. `validation` are the
    /// already-built predicate/warning pairs (min/max/regex and explicit rules).
    func encodeCommonKeys(of property: PropertyDescription, entity: EntityDescription?, archivedName: UID?, traits: PropertyTraits,
                          validation: [ValidationEntry], into object: inout ObjectWriter) {
        let nameUID = archivedName ?? sourceString(property.name)
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

        object.encodeFields(PropertyField.self) { field in
            switch field {
            case .name: return .reference(nameUID)
            case .entity: return entity.map { .reference(archive.reserveUID(for: ObjectKey($0))) }
            case .flags: return traits.flagsAfterCommonKeys ? nil : .integer(flags.rawValue)
            case .isOptional: return Self.trueOrAbsent(traits.optional)
            case .isReadOnly: return Self.trueOrAbsent(traits.readOnly)
            case .isTransient: return Self.trueOrAbsent(traits.transient)
            case .indexedBySpotlight: return Self.trueOrAbsent(property.isIndexedBySpotlight)
            case .isStoredInTruth: return Self.trueOrAbsent(property.isStoredInExternalRecord)
            case .isOrdered: return Self.trueOrAbsent(traits.ordered)
            case .allowsCloudEncryption: return Self.trueOrAbsent(traits.allowsCloudEncryption)
            case .validationPredicates:
                return validation.isEmpty ? nil : .reference(archive.encodeArray { validation.map { $0.encode() } })
            case .validationWarnings:
                guard !validation.isEmpty else { return nil }
                return .reference(archive.encodeArray {
                    validation.map { pair in
                        switch pair.warning {
                        case .code(let code): return archive.encodeInline(.integer(Int64(code)))
                        case .text(let text): return archive.encodeString(text)
                        }
                    }
                })
            case .userInfo:
                return property.userInfo.isEmpty ? nil : .reference(encodeUserInfo(property.userInfo, keyOrder: property.userInfoKeyOrder))
            case .versionHashModifier: return hashModifier.map { .reference(sourceString($0)) }
            case .renamingIdentifier: return .reference(property.renamingIdentifier.map { sourceString($0) } ?? nameUID)
            case .flagsAfterCommonKeys: return traits.flagsAfterCommonKeys ? .integer(flags.rawValue) : nil
            }
        }
    }

    /// A boolean key Core Data writes only when it is set.
    static func trueOrAbsent(_ flag: Bool) -> ArchivedFieldValue? { flag ? .bool(true) : nil }

    /// A property's explicit validation rules (after any min/max/regex ones), parsed and archived.
    func encodeValidationRules(of property: PropertyDescription, entity: EntityDescription) throws -> [ValidationEntry] {
        try property.validationRules.map { rule in
            let predicate = try PredicateText.validationRule(rule, of: property, in: entity)
            return ValidationEntry(encode: { self.encodePredicate(predicate) }, warning: rule.warning)
        }
    }
}
