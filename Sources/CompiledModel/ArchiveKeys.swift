/// Every archived key and class name of a compiled model (`compiled-model-format.md` §2, §10;
/// `predicate-format.md` §7). Encoder and decoder both spell keys only through these constants,
/// so a reader can check one side against the other.
enum Key {
    // NSManagedObjectModel
    static let entities = "NSEntities"
    static let configurations = "NSConfigurations"
    static let fetchRequestTemplates = "NSFetchRequestTemplates"
    static let versionIdentifiers = "NSVersionIdentifiers"

    // NSEntityDescription
    static let entityName = "NSEntityName"
    static let classNameForEntity = "NSClassNameForEntity"
    static let isAbstract = "NSIsAbstract"
    static let managedObjectModel = "NSManagedObjectModel"
    static let superentity = "NSSuperentity"
    static let subentities = "NSSubentities"
    static let properties = "NSProperties"
    static let userInfo = "NSUserInfo"
    static let versionHashModifier = "NSVersionHashModifier"
    static let renamingIdentifier = "NSRenamingIdentifier"
    static let uniqueTuples = "NSUniqueTuples"
    static let fetchIndexDescriptions = "NSFetchIndexDescriptions"
    static let compoundIndexes = "NSCompoundIndexes"

    // NSPropertyDescription
    static let propertyFlags = "_P"
    static let isOptional = "NSIsOptional"
    static let isReadOnly = "NSIsReadOnly"
    static let isTransient = "NSIsTransient"
    static let indexedBySpotlight = "NSIndexedBySpotlight"
    static let isStoredInTruth = "NSIsStoredInTruth"
    static let isOrdered = "NSIsOrdered"
    static let allowsCloudEncryption = "NSAllowsCloudEncryption"
    static let propertyName = "NSPropertyName"
    static let entity = "NSEntity"
    static let validationPredicates = "NSValidationPredicates"
    static let validationWarnings = "NSValidationWarnings"

    // NSAttributeDescription
    static let attributeType = "NSAttributeType"
    static let attributeValueClassName = "NSAttributeValueClassName"
    static let defaultValue = "NSDefaultValue"
    static let valueTransformerName = "NSValueTransformerName"
    static let isIndexed = "NSIsIndexed"
    static let attributeFlags = "NSFlagsKey"
    static let minValue = "NSMinValueName"
    static let maxValue = "NSMaxValueName"
    static let derivationExpression = "NSDerivationExpression"
    static let filteringPredicate = "NSFilteringPredicate"
    static let compositeElements = "NSCompositeElements"

    // NSRelationshipDescription
    static let minCount = "NSMinCount"
    static let maxCount = "NSMaxCount"
    static let deleteRule = "NSDeleteRule"
    static let destinationEntity = "NSDestinationEntity"
    static let destinationEntityName = "_NSDestinationEntityName"
    static let inverseRelationship = "NSInverseRelationship"
    static let inverseRelationshipName = "_NSInverseRelationshipName"

    // NSFetchedPropertyDescription
    static let fetchRequest = "NSFetchRequest"
    static let fetchRequestEntityName = "_NSFetchRequestEntityName"

    // NSFetchRequest
    static let predicate = "NSPredicate"
    static let sortDescriptors = "NSSortDescriptors"
    static let valuesToFetch = "NSValuesToFetch"
    static let valuesToGroupBy = "NSValuesToGroupBy"
    static let havingPredicate = "NSHavingPredicate"
    static let relationshipKeyPathsForPrefetching = "NSRelationshipKeyPathsForPrefetching"
    static let fetchOffset = "NSFetchOffset"
    static let fetchLimit = "NSFetchLimit"
    static let batchSize = "NSBatchSize"
    static let resultType = "NSResultType"
    static let hasFetchRequestFlags = "NSHasFetchRequestFlags"
    static let fetchRequestFlags = "NSFetchRequestFlags"
    static let allocationType = "NSAllocationType"

    // NSFetchIndexDescription / NSFetchIndexElementDescription / NSExpressionDescription
    static let indexName = "NSIndexName"
    static let indexElements = "NSIndexElements"
    static let partialIndexPredicate = "NSPartialIndexPredicate"
    static let fetchIndexElementType = "NSFetchIndexElementType"
    static let fetchIndexDescription = "NSFetchIndexDescription"
    static let ascending = "NSAscending"
    static let indexedProperty = "NSIndexedProperty"
    static let expressionDescriptionExpression = "NSExpression"
    static let expressionDescriptionResultType = "NSExpressionType"

    // Predicates
    static let leftExpression = "NSLeftExpression"
    static let rightExpression = "NSRightExpression"
    static let predicateOperator = "NSPredicateOperator"
    static let subpredicates = "NSSubpredicates"
    static let compoundPredicateType = "NSCompoundPredicateType"
    // Operators
    static let operatorType = "NSOperatorType"
    static let modifier = "NSModifier"
    static let variant = "NSVariant"
    static let options = "NSOptions"
    static let negate = "NSNegate"
    static let flags = "NSFlags"
    static let position = "NSPosition"
    static let selectorName = "NSSelectorName"
    // Expressions
    static let expressionType = "NSExpressionType"
    static let constantValue = "NSConstantValue"
    static let constantValueClassName = "NSConstantValueClassName"
    static let variable = "NSVariable"
    static let keyPath = "NSKeyPath"
    static let operand = "NSOperand"
    static let arguments = "NSArguments"
    static let token = "NSToken"
    static let assignmentVariable = "NSAssignmentVariable"
    static let subexpression = "NSSubexpression"
    static let subqueryCollection = "NSExpression"
    static let subqueryPredicate = "NSSubpredicate"
    static let collection = "NSCollection"
    static let ternaryPredicate = "NSPredicate"
    static let trueExpression = "NSTrueExpression"
    static let falseExpression = "NSFalseExpression"
}

/// Archived class chains (`$classes`, most specific first).
enum ClassChain {
    static let model = ["NSManagedObjectModel", "NSObject"]
    static let entity = ["NSEntityDescription", "NSObject"]
    static let attribute = ["NSAttributeDescription", "NSPropertyDescription", "NSObject"]
    static let derivedAttribute = ["NSDerivedAttributeDescription", "NSAttributeDescription", "NSPropertyDescription", "NSObject"]
    static let compositeAttribute = ["NSCompositeAttributeDescription", "NSAttributeDescription", "NSPropertyDescription", "NSObject"]
    static let relationship = ["NSRelationshipDescription", "NSPropertyDescription", "NSObject"]
    static let fetchedProperty = ["NSFetchedPropertyDescription", "NSPropertyDescription", "NSObject"]
    static let expressionDescription = ["NSExpressionDescription", "NSPropertyDescription", "NSObject"]
    static let fetchRequest = ["NSFetchRequest", "NSPersistentStoreRequest", "NSObject"]
    static let fetchIndex = ["NSFetchIndexDescription", "NSObject"]
    static let fetchIndexElement = ["NSFetchIndexElementDescription", "NSObject"]

    static let comparisonPredicate = ["NSComparisonPredicate", "NSPredicate", "NSObject"]
    static let compoundPredicate = ["NSCompoundPredicate", "NSPredicate", "NSObject"]
    static let truePredicate = ["NSTruePredicate", "NSPredicate", "NSObject"]
    static let falsePredicate = ["NSFalsePredicate", "NSPredicate", "NSObject"]
    static let keyPathExpression = ["NSKeyPathExpression", "NSFunctionExpression", "NSExpression", "NSObject"]
    static let keyPathSpecifier = ["NSKeyPathSpecifierExpression", "NSExpression", "NSObject"]

    /// `[X, NSExpression, NSObject]`, the chain of every expression class but key paths.
    static func expression(_ className: String) -> [String] {
        className == "NSKeyPathExpression" ? keyPathExpression : [className, "NSExpression", "NSObject"]
    }
}

/// Names with a fixed meaning inside archives.
enum ArchiveNames {
    /// Core Data's implicit configuration, never archived under `NSConfigurations`.
    static let defaultConfiguration = "PF_DEFAULT_CONFIGURATION_NAME"
    /// The alias Core Data normalises on set and decode.
    static let secureUnarchiveAlias = "NSSecureUnarchiveFromDataTransformerName"
    static let secureUnarchive = "NSSecureUnarchiveFromData"
    /// Every spelling of the secure-unarchiving transformer: a Transformable attribute using it
    /// keeps its custom class as `NSAttributeValueClassName` (Apple-compiled goldens: `NSSet`,
    /// `NSArray`, `[String: Any]`, `[String]`); only a custom transformer hides it (`$null`).
    static let secureUnarchiveSpellings: Set<String> = [secureUnarchive, secureUnarchiveAlias,
                                                        UnverifiedChoices.secureUnarchiveTransformerKeptVerbatim]
    /// Name of a fetched property's request in the source (`fetchedPropertyFetchRequest`).
    static let fetchedPropertyRequestName = "fetchedPropertyFetchRequest"
}
