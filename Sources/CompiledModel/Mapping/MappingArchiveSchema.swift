/// Every class, key and encode order of a compiled mapping model (`.cdm`), in one table that the
/// encoder and the decoder both read: the encoder writes each class's keys in `keys` order (which
/// fixes the `$objects` numbering), the decoder asks for the same names. Expression classes
/// other than `NSFetchRequestExpression` are the predicate archive's own (see `ArchiveKeys`).
package enum MappingArchiveSchema {
    /// One archived class: its `$classes` chain and its keys in encode order.
    package struct ArchivedClass: Sendable {
        package let chain: [String]
        package let keys: [String]

        package var name: String { chain[0] }
    }

    package enum Key {
        // NSMappingModel
        package static let entityMappings = "NSEntityMappings"
        package static let entityMappingsByName = "NSEntityMappingsByName"
        // NSEntityMapping
        package static let mappingName = "NSMappingName"
        package static let mappingType = "NSMappingType"
        package static let sourceEntityName = "NSSourceEntityName"
        package static let sourceEntityVersionHash = "NSSourceEntityVersionHash"
        package static let destinationEntityName = "NSDestinationEntityName"
        package static let destinationEntityVersionHash = "NSDestinationEntityVersionHash"
        package static let sourceExpression = "NSSourceExpression"
        package static let migrationPolicyClassName = "NSEntityMigrationPolicyClassName"
        package static let attributeMappings = "NSAttributeMappings"
        package static let relationshipMappings = "NSRelationshipMappings"
        package static let userInfo = "NSUserInfo"
        // NSPropertyMapping
        package static let destinationPropertyName = "NSDestinationPropertyName"
        package static let valueExpression = "NSValueExpression"
        package static let propertyTransforms = "NSPropertyTransforms"
        // NSFetchRequestExpression
        package static let fetchRequestExpression = "NSFRExpression"
        package static let contextExpression = "NSMOCExpression"
        package static let countOnly = "NSCountOnlyFlag"
        package static let expressionType = "NSExpressionType"
    }

    package static let mappingModel = ArchivedClass(
        chain: ["NSMappingModel", "NSObject"],
        keys: [Key.entityMappings, Key.entityMappingsByName])

    package static let entityMapping = ArchivedClass(
        chain: ["NSEntityMapping", "NSObject"],
        keys: [Key.mappingName, Key.mappingType, Key.sourceEntityName, Key.sourceEntityVersionHash,
               Key.destinationEntityName, Key.destinationEntityVersionHash, Key.userInfo, Key.sourceExpression,
               Key.migrationPolicyClassName, Key.attributeMappings, Key.relationshipMappings])

    package static let propertyMapping = ArchivedClass(
        chain: ["NSPropertyMapping", "NSObject"],
        keys: [Key.destinationPropertyName, Key.valueExpression, Key.propertyTransforms, Key.userInfo])

    package static let fetchRequestExpression = ArchivedClass(
        chain: ["NSFetchRequestExpression", "NSExpression", "NSObject"],
        keys: [Key.fetchRequestExpression, Key.contextExpression, Key.countOnly, Key.expressionType])

    /// Class names Apple's writer puts anew in each class descriptor, as every compiled mapping
    /// model shows.
    package static let freshClassNames: Set<String> = [mappingModel.name, entityMapping.name, propertyMapping.name,
                                                        fetchRequestExpression.name]

    /// Keys `NSEntityMapping` encodes as 32-bit integers: an `NSMappingType` never shares its
    /// plist number with an equal `NSExpressionType`.
    package static let int32Keys: Set<String> = [Key.mappingType]

    /// `NSExpressionType` of an `NSFetchRequestExpression`.
    package static let fetchRequestExpressionType: Int64 = 50

    /// Collections: the entity-mapping list and each property-mapping list are immutable arrays,
    /// the by-name index a mutable dictionary holding the very same entity-mapping objects.
    package static let entityMappingsChain = ["NSArray", "NSObject"]
    package static let propertyMappingsChain = ["NSArray", "NSObject"]
    package static let entityMappingsByNameChain = ["NSMutableDictionary", "NSDictionary", "NSObject"]
}
