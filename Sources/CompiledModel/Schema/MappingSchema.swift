import PredicateSyntax

/// The archived classes of a compiled mapping model (`.cdm`), as `ArchivedFields` tables the
/// encoder walks and the decoder reads, like the model's own. An entity mapping and a property
/// mapping write every key, `$null` for what they lack. Expression classes other than
/// `NSFetchRequestExpression` are the predicate archive's own (Schema/ExpressionSchema).
enum MappingModelField: String, ArchivedFields {
    /// Immutable array in mapping order.
    case entityMappings = "NSEntityMappings"
    /// The same entity-mapping objects, in a mutable dictionary keyed by name.
    case entityMappingsByName = "NSEntityMappingsByName"

    static let classChain = ["NSMappingModel", ArchiveClass.object]

    var kind: ArchivedValueKind { self == .entityMappings ? .array : .dictionary }
    var presence: ArchivedPresence { .always }
    /// A mapping model has no version hash of its own; its entity mappings record the entities'.
    var feedsVersionHash: Bool { false }
    var sourceName: String? { self == .entityMappings ? "entitymappings" : nil }
}

/// NSEntityMapping.
enum EntityMappingField: String, ArchivedFields {
    case name = "NSMappingName"
    /// `EntityMappingType`; a 32-bit integer (`int32Keys`).
    case mappingType = "NSMappingType"
    case sourceEntityName = "NSSourceEntityName"
    case sourceEntityVersionHash = "NSSourceEntityVersionHash"
    case destinationEntityName = "NSDestinationEntityName"
    case destinationEntityVersionHash = "NSDestinationEntityVersionHash"
    case userInfo = "NSUserInfo"
    /// An expression, or an `NSFetchRequestExpression` over the source entity.
    case sourceExpression = "NSSourceExpression"
    case migrationPolicyClassName = "NSEntityMigrationPolicyClassName"
    case attributeMappings = "NSAttributeMappings"
    case relationshipMappings = "NSRelationshipMappings"

    static let classChain = ["NSEntityMapping", ArchiveClass.object]

    var kind: ArchivedValueKind {
        switch self {
        case .name, .sourceEntityName, .destinationEntityName, .migrationPolicyClassName: .string
        case .mappingType: .integer
        // 32-byte data.
        case .sourceEntityVersionHash, .destinationEntityVersionHash: .object(ArchiveClass.object)
        case .userInfo: .dictionary
        case .sourceExpression: .object(ArchivedClassName.expression)
        case .attributeMappings, .relationshipMappings: .array
        }
    }

    var presence: ArchivedPresence {
        switch self {
        case .mappingType, .attributeMappings, .relationshipMappings: .always
        case .name, .sourceEntityName, .sourceEntityVersionHash, .destinationEntityName, .destinationEntityVersionHash, .userInfo,
             .sourceExpression, .migrationPolicyClassName: .nullWhenAbsent
        }
    }

    var feedsVersionHash: Bool { false }

    /// The attribute of `XDDEVENTITYMAPPING` in `xcmapping.xml`.
    var sourceName: String? {
        switch self {
        case .name: "name"
        case .mappingType: "mappingnumber"
        case .sourceEntityName: "sourcename"
        case .destinationEntityName: "destinationname"
        case .sourceEntityVersionHash, .destinationEntityVersionHash: nil
        case .userInfo: "userinfodata"
        case .sourceExpression: "sourceexpressiondata"
        case .migrationPolicyClassName: "migrationpolicyclassname"
        case .attributeMappings: "attributemappings"
        case .relationshipMappings: "relationshipmappings"
        }
    }
}

/// NSPropertyMapping (attribute and relationship mappings alike).
enum PropertyMappingField: String, ArchivedFields {
    case name = "NSDestinationPropertyName"
    case valueExpression = "NSValueExpression"
    /// Never set by a compiled mapping model: always `$null`.
    case propertyTransforms = "NSPropertyTransforms"
    case userInfo = "NSUserInfo"

    static let classChain = ["NSPropertyMapping", ArchiveClass.object]

    var kind: ArchivedValueKind {
        switch self {
        case .name: .string
        case .valueExpression: .object(ArchivedClassName.expression)
        case .propertyTransforms: .array
        case .userInfo: .dictionary
        }
    }

    var presence: ArchivedPresence { self == .name ? .always : .nullWhenAbsent }
    var feedsVersionHash: Bool { false }

    /// The attribute of `XDDEVATTRIBUTEMAPPING`/`XDDEVRELATIONSHIPMAPPING` in `xcmapping.xml`.
    var sourceName: String? {
        switch self {
        case .name: "name"
        case .valueExpression: "valueexpressiondata"
        case .propertyTransforms: nil
        case .userInfo: "userinfodata"
        }
    }
}

/// NSFetchRequestExpression, the source of a custom entity mapping: its request and context
/// expressions, then the count flag, then — unlike every other expression class — the
/// expression type last.
enum FetchRequestExpressionField: String, ArchivedExpressionFields {
    case request = "NSFRExpression"
    case context = "NSMOCExpression"
    case countOnly = "NSCountOnlyFlag"
    /// Always `fetchRequestExpressionType`.
    case expressionType = "NSExpressionType"

    static let classChain = ArchivedClassName.expressionChain("NSFetchRequestExpression")

    /// `NSExpressionType` of an `NSFetchRequestExpression`.
    static let fetchRequestExpressionType: Int64 = 50

    var kind: ArchivedValueKind {
        switch self {
        case .request, .context: .object(ArchivedClassName.expression)
        case .countOnly: .bool
        case .expressionType: .integer
        }
    }

    var presence: ArchivedPresence { .always }
}

/// How Apple's `mapc` writes the collections and shares the objects of a `.cdm`.
enum MappingArchiveFacts {
    /// Class names Apple's writer puts anew in each class descriptor, as every compiled mapping
    /// model shows.
    static let freshClassNames: Set<String> = [MappingModelField.classChain[0], EntityMappingField.classChain[0],
                                               PropertyMappingField.classChain[0], FetchRequestExpressionField.classChain[0]]

    /// Keys `NSEntityMapping` encodes as 32-bit integers: an `NSMappingType` never shares its
    /// plist number with an equal `NSExpressionType`.
    static let int32Keys: Set<String> = [EntityMappingField.mappingType.key]

    /// Collections: the entity-mapping list and each property-mapping list are immutable arrays,
    /// the by-name index a mutable dictionary holding the very same entity-mapping objects.
    static let entityMappingsChain = ["NSArray", "NSObject"]
    static let propertyMappingsChain = ["NSArray", "NSObject"]
    static let entityMappingsByNameChain = ["NSMutableDictionary", "NSDictionary", "NSObject"]
}
