import PredicateSyntax

/// NSAttributeDescription's own keys, after the NSPropertyDescription keys (`PropertyField`).
enum AttributeField: String, ArchivedFields {
    case attributeType = "NSAttributeType"
    /// The value class Core Data derives from the type (a Transformable's custom class).
    case valueClassName = "NSAttributeValueClassName"
    /// Typed as the attribute's type (`DefaultValueEncoder`).
    case defaultValue = "NSDefaultValue"
    case valueTransformerName = "NSValueTransformerName"
    /// Set also by a single-element binary ascending fetch index.
    case isIndexed = "NSIsIndexed"
    /// `AttributeFlags`: external storage, preserve after deletion (and old archives' min/max bits).
    case flags = "NSFlagsKey"
    /// Old archives' bounds; current ones hold them as validation predicates.
    case minValue = "NSMinValueName"
    case maxValue = "NSMaxValueName"

    static let classChain = [ArchiveClass.attribute, ArchiveClass.property, ArchiveClass.object]

    var kind: ArchivedValueKind {
        switch self {
        case .attributeType, .flags: .integer
        case .valueClassName, .valueTransformerName: .string
        case .isIndexed: .bool
        // A plist scalar or a Foundation value object.
        case .defaultValue, .minValue, .maxValue: .object(ArchiveClass.object)
        }
    }

    var presence: ArchivedPresence {
        switch self {
        case .attributeType, .flags: .always
        case .valueClassName, .defaultValue, .valueTransformerName: .nullWhenAbsent
        case .isIndexed: .whenSet
        case .minValue, .maxValue: .readOnlyLegacy
        }
    }

    /// The attribute hash adds the type and the flags word's external-storage and
    /// preserve-after-deletion bits to the property base hash.
    var feedsVersionHash: Bool {
        switch self {
        case .attributeType, .flags: true
        case .valueClassName, .defaultValue, .valueTransformerName, .isIndexed, .minValue, .maxValue: false
        }
    }

    var sourceName: String? {
        switch self {
        case .attributeType: "attributeType"
        case .valueClassName: "customClassName"
        case .defaultValue: "defaultValueString"
        case .valueTransformerName: "valueTransformerName"
        case .isIndexed: "indexed"
        // `allowsExternalBinaryDataStorage` and `preserveAfterDeletion`.
        case .flags: nil
        case .minValue: "minValueString"
        case .maxValue: "maxValueString"
        }
    }
}

/// NSDerivedAttributeDescription's own keys, after the attribute keys. Archived read-only and
/// never transient, whatever the source says.
enum DerivedAttributeField: String, ArchivedFields {
    /// As Core Data rewrites it (`x.@count` → `count:(x)`).
    case derivationExpression = "NSDerivationExpression"
    case filteringPredicate = "NSFilteringPredicate"

    static let classChain = [ArchiveClass.derivedAttribute] + AttributeField.classChain

    var kind: ArchivedValueKind {
        switch self {
        case .derivationExpression: .object(ArchivedClassName.expression)
        case .filteringPredicate: .object(ArchivedClassName.predicate)
        }
    }

    var presence: ArchivedPresence { self == .derivationExpression ? .always : .nullWhenAbsent }

    /// A derived attribute's hash is its printed expression (and filtering predicate) only.
    var feedsVersionHash: Bool { true }

    var sourceName: String? {
        switch self {
        case .derivationExpression: "derivationExpression"
        // The source format has no place for it.
        case .filteringPredicate: nil
        }
    }
}

/// NSCompositeAttributeDescription's own key, after the attribute keys.
enum CompositeAttributeField: String, ArchivedFields {
    /// Attribute descriptions (themselves composite or not) with no entity of their own.
    case elements = "NSCompositeElements"

    static let classChain = [ArchiveClass.compositeAttribute] + AttributeField.classChain

    var kind: ArchivedValueKind { .array }
    var presence: ArchivedPresence { .always }
    /// The composite's hash is its non-transient leaves' hashes.
    var feedsVersionHash: Bool { true }
    /// The source's `<composite>` names the elements; their attributes are the composite's.
    var sourceName: String? { "composite" }
}

/// NSExpressionDescription (an expression fetch-index element's indexed property): the property
/// keys of an optional property named by its expression text, then these.
enum ExpressionDescriptionField: String, ArchivedFields {
    case expression = "NSExpression"
    case resultType = "NSExpressionType"

    static let classChain = [ArchiveClass.expressionDescription, ArchiveClass.property, ArchiveClass.object]

    var kind: ArchivedValueKind {
        switch self {
        case .expression: .object(ArchivedClassName.expression)
        case .resultType: .integer
        }
    }

    var presence: ArchivedPresence { .always }
    var feedsVersionHash: Bool { false }

    var sourceName: String? {
        switch self {
        case .expression: "expression"
        case .resultType: "expressionType"
        }
    }
}
