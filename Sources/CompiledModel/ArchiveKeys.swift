/// The archived keys of the classes not yet described by an `ArchivedFields` schema (see
/// Schema/): encoder and decoder both spell those keys only through these constants.
enum Key {
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

/// Archived class names: what the encoders write into `$classes` and what the decoders test with
/// `isKind(of:)`, spelled once for both.
enum ArchiveClass {
    static let object = "NSObject"
    static let model = "NSManagedObjectModel"
    static let entity = "NSEntityDescription"
    static let property = "NSPropertyDescription"
    static let attribute = "NSAttributeDescription"
    static let derivedAttribute = "NSDerivedAttributeDescription"
    static let compositeAttribute = "NSCompositeAttributeDescription"
    static let relationship = "NSRelationshipDescription"
    static let fetchedProperty = "NSFetchedPropertyDescription"
    static let expressionDescription = "NSExpressionDescription"
    static let fetchRequest = "NSFetchRequest"
    static let persistentStoreRequest = "NSPersistentStoreRequest"
    static let fetchIndex = "NSFetchIndexDescription"
    static let fetchIndexElement = "NSFetchIndexElementDescription"

    static let predicate = "NSPredicate"
    static let comparisonPredicate = "NSComparisonPredicate"
    static let compoundPredicate = "NSCompoundPredicate"
    static let truePredicate = "NSTruePredicate"
    static let falsePredicate = "NSFalsePredicate"
    static let predicateOperator = "NSPredicateOperator"
    static let comparisonOperator = "NSComparisonPredicateOperator"
    static let matchingOperator = "NSMatchingPredicateOperator"

    static let expression = "NSExpression"
    static let constantValueExpression = "NSConstantValueExpression"
    static let selfExpression = "NSSelfExpression"
    static let variableExpression = "NSVariableExpression"
    static let keyPathSpecifierExpression = "NSKeyPathSpecifierExpression"
    static let keyPathExpression = "NSKeyPathExpression"
    static let functionExpression = "NSFunctionExpression"
    static let setExpression = "NSSetExpression"
    static let symbolicExpression = "NSSymbolicExpression"
    static let variableAssignmentExpression = "NSVariableAssignmentExpression"
    static let subqueryExpression = "NSSubqueryExpression"
    static let aggregateExpression = "NSAggregateExpression"
    static let anyKeyExpression = "NSAnyKeyExpression"
    static let ternaryExpression = "NSTernaryExpression"

    /// `[X, NSExpression, NSObject]`, the chain of every expression class but key paths.
    static func expressionChain(_ className: String) -> [String] { [className, expression, object] }

    /// Foundation value classes (KeyedArchive writes them; the decoders tell them apart).
    static let decimalNumber = "NSDecimalNumber"
    static let date = "NSDate"
    static let uuid = "NSUUID"
    static let url = "NSURL"
    static let dictionary = "NSDictionary"
    static let array = "NSArray"
    static let set = "NSSet"
    static let orderedSet = "NSOrderedSet"
}

/// Archived class chains (`$classes`, most specific first).
enum ClassChain {
    private typealias Name = ArchiveClass

    static let comparisonPredicate = [Name.comparisonPredicate, Name.predicate, Name.object]
    static let compoundPredicate = [Name.compoundPredicate, Name.predicate, Name.object]
    static let truePredicate = [Name.truePredicate, Name.predicate, Name.object]
    static let falsePredicate = [Name.falsePredicate, Name.predicate, Name.object]
    static let keyPathExpression = [Name.keyPathExpression, Name.functionExpression, Name.expression, Name.object]
    static let keyPathSpecifier = [Name.keyPathSpecifierExpression, Name.expression, Name.object]

    /// `[X, NSExpression, NSObject]`, the chain of every expression class but key paths.
    static func expression(_ className: String) -> [String] {
        className == Name.keyPathExpression ? keyPathExpression : [className, Name.expression, Name.object]
    }
}

/// Names with a fixed meaning inside archives.
enum ArchiveNames {
    /// Core Data's implicit configuration, never archived under `NSConfigurations`.
    static let defaultConfiguration = "PF_DEFAULT_CONFIGURATION_NAME"
    /// Name of a fetched property's request in the source (`fetchedPropertyFetchRequest`).
    static let fetchedPropertyRequestName = "fetchedPropertyFetchRequest"
}
