import CoreDataModel

/// The inputs of Core Data's version hashes, as model comparisons name the fields that hold them.
/// Which fields a kind of description hashes is read off its tables' `feedsVersionHash` column
/// (`VersionHasher` feeds exactly those; ModelEvolution classifies a change as hash-visible by
/// them, and its tests edit every compared field and check the hasher agrees).
package enum VersionHashedField: String, CaseIterable, Sendable {
    case name
    case abstract
    case superentity
    /// A super-entity's whole hash feeds its sub-entities' (reported on the child).
    case superentityVersionHash = "superentity version hash"
    case versionHashModifier = "version hash modifier"
    case uniquenessConstraints = "uniqueness constraints"
    case optional
    case transient
    case readOnly = "read-only"
    case type
    case externalStorage = "external storage"
    case preserveAfterDeletion = "preserve after deletion"
    case destination
    case inverse
    case minCount = "min count"
    case maxCount = "max count"
    case ordered
    case derivation
    case filteringPredicate = "filtering predicate"
    case compositeElements = "composite elements"

    /// Entity: name, abstract flag, the super-entity's hash, the entity modifier, uniqueness
    /// constraints (plus the hashes of its stored attributes and relationships).
    package static let entity = names(EntityField.self)

    /// The property base hash (a relationship's adds the ordered flag).
    package static let property = names(PropertyField.self)

    /// Attribute: base hash, type, external storage, preserve-after-deletion. Not the default, value
    /// class, transformer, min/max, validation, user info or indexes.
    package static let attribute = property.union(names(AttributeField.self))

    /// Relationship: base hash, destination name, inverse name, max and min count, ordered. Not the delete rule.
    package static let relationship = property.union(names(RelationshipField.self))

    /// Derived attribute: only the printed derivation expression and filtering predicate.
    package static let derivedAttribute = names(DerivedAttributeField.self)

    /// Composite attribute: only the leaf attributes' own hashes (their changes are reported per element).
    package static let compositeAttribute = names(CompositeAttributeField.self)

    /// The fields of `property`'s own hash. A property that feeds no entity hash (transient ones,
    /// fetched properties) still has a hash of its own; `VersionHashedFields.feedsEntityHash` says
    /// whether it counts.
    package static func fields(of property: PropertyDescription) -> Set<String> {
        switch property.kind {
        case .derivedAttribute: derivedAttribute
        case .compositeAttribute: compositeAttribute
        case .attribute: attribute
        case .relationship: relationship
        case .fetchedProperty: Self.property
        }
    }

    /// The comparison names of the fields of `Fields` that feed the version hash.
    private static func names<Fields: VersionHashedTable>(_: Fields.Type) -> Set<String> {
        Set(Fields.allCases.filter(\.feedsVersionHash).flatMap(\.hashedFields).map(\.rawValue))
    }
}

/// A table whose hashed fields model comparisons name.
protocol VersionHashedTable: ArchivedFields {
    /// The comparison fields this archived field holds (none for a field compared otherwise).
    var hashedFields: [VersionHashedField] { get }
}

extension EntityField: VersionHashedTable {
    var hashedFields: [VersionHashedField] {
        switch self {
        case .name: [.name]
        case .isAbstract: [.abstract]
        case .superentity: [.superentity, .superentityVersionHash]
        case .versionHashModifier: [.versionHashModifier]
        case .uniquenessConstraints: [.uniquenessConstraints]
        // Properties are compared one by one.
        case .properties: []
        case .className, .model, .subentities, .userInfo, .renamingIdentifier, .fetchIndexes, .compoundIndexes: []
        }
    }
}

extension PropertyField: VersionHashedTable {
    var hashedFields: [VersionHashedField] {
        switch self {
        case .name: [.name]
        case .isOptional: [.optional]
        case .isTransient: [.transient]
        case .isReadOnly: [.readOnly]
        case .isOrdered: [.ordered]
        case .versionHashModifier: [.versionHashModifier]
        // The word's bits are the single keys' fields.
        case .flags, .flagsAfterCommonKeys: []
        case .entity, .indexedBySpotlight, .isStoredInTruth, .allowsCloudEncryption, .validationPredicates, .validationWarnings,
             .userInfo, .renamingIdentifier: []
        }
    }
}

extension AttributeField: VersionHashedTable {
    var hashedFields: [VersionHashedField] {
        switch self {
        case .attributeType: [.type]
        case .flags: [.externalStorage, .preserveAfterDeletion]
        case .valueClassName, .defaultValue, .valueTransformerName, .isIndexed, .minValue, .maxValue: []
        }
    }
}

extension RelationshipField: VersionHashedTable {
    var hashedFields: [VersionHashedField] {
        switch self {
        case .destinationEntityName: [.destination]
        case .inverseName: [.inverse]
        case .minCount: [.minCount]
        case .maxCount: [.maxCount]
        case .destinationEntity, .deleteRule, .inverse: []
        }
    }
}

extension DerivedAttributeField: VersionHashedTable {
    var hashedFields: [VersionHashedField] {
        switch self {
        case .derivationExpression: [.derivation]
        case .filteringPredicate: [.filteringPredicate]
        }
    }
}

extension CompositeAttributeField: VersionHashedTable {
    var hashedFields: [VersionHashedField] { [.compositeElements] }
}
