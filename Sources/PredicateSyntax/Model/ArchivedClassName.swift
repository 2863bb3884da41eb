/// The Foundation classes Apple archives predicates, their operators and expressions as, spelled
/// once: the AST picks one per node (`archivedClassName`), the compiled-model archive writes and
/// recognises them.
package enum ArchivedClassName {
    package static let object = "NSObject"

    package static let predicate = "NSPredicate"
    package static let comparisonPredicate = "NSComparisonPredicate"
    package static let compoundPredicate = "NSCompoundPredicate"
    package static let truePredicate = "NSTruePredicate"
    package static let falsePredicate = "NSFalsePredicate"

    package static let predicateOperator = "NSPredicateOperator"
    package static let comparisonOperator = "NSComparisonPredicateOperator"
    package static let equalityOperator = "NSEqualityPredicateOperator"
    package static let stringOperator = "NSStringPredicateOperator"
    package static let matchingOperator = "NSMatchingPredicateOperator"
    package static let likeOperator = "NSLikePredicateOperator"
    package static let substringOperator = "NSSubstringPredicateOperator"
    package static let inOperator = "NSInPredicateOperator"
    package static let betweenOperator = "NSBetweenPredicateOperator"
    package static let utiOperator = "NSUTIPredicateOperator"
    package static let customOperator = "NSCustomPredicateOperator"

    package static let expression = "NSExpression"
    package static let constantValueExpression = "NSConstantValueExpression"
    package static let selfExpression = "NSSelfExpression"
    package static let variableExpression = "NSVariableExpression"
    package static let keyPathSpecifierExpression = "NSKeyPathSpecifierExpression"
    package static let keyPathExpression = "NSKeyPathExpression"
    package static let functionExpression = "NSFunctionExpression"
    package static let setExpression = "NSSetExpression"
    package static let symbolicExpression = "NSSymbolicExpression"
    package static let variableAssignmentExpression = "NSVariableAssignmentExpression"
    package static let subqueryExpression = "NSSubqueryExpression"
    package static let aggregateExpression = "NSAggregateExpression"
    package static let anyKeyExpression = "NSAnyKeyExpression"
    package static let ternaryExpression = "NSTernaryExpression"

    /// `[X, NSExpression, NSObject]`, the chain of every expression class but key paths.
    package static func expressionChain(_ className: String) -> [String] { [className, expression, object] }
}

/// The `$classes` chains of the archived predicate operators and expressions, most derived first:
/// one constant array per class, which the AST (`archivedClassChain`) and the compiled model's
/// schema tables both hand out. The archive encoder remembers class descriptors by the array's
/// address, so a chain built anew per node would miss it every time.
package enum ArchivedClassChain {
    private typealias Name = ArchivedClassName

    package static let comparisonOperator = [Name.comparisonOperator, Name.predicateOperator, Name.object]
    package static let equalityOperator = [Name.equalityOperator, Name.predicateOperator, Name.object]
    package static let matchingOperator = [Name.matchingOperator, Name.stringOperator, Name.predicateOperator, Name.object]
    package static let likeOperator = [Name.likeOperator] + matchingOperator
    package static let substringOperator = [Name.substringOperator, Name.stringOperator, Name.predicateOperator, Name.object]
    package static let inOperator = [Name.inOperator, Name.predicateOperator, Name.object]
    package static let betweenOperator = [Name.betweenOperator, Name.predicateOperator, Name.object]
    package static let utiOperator = [Name.utiOperator, Name.predicateOperator, Name.object]
    package static let customOperator = [Name.customOperator, Name.predicateOperator, Name.object]

    package static let constantValueExpression = Name.expressionChain(Name.constantValueExpression)
    package static let selfExpression = Name.expressionChain(Name.selfExpression)
    package static let variableExpression = Name.expressionChain(Name.variableExpression)
    package static let functionExpression = Name.expressionChain(Name.functionExpression)
    /// A key path is a function expression of its own class.
    package static let keyPathExpression = [Name.keyPathExpression] + functionExpression
    package static let setExpression = Name.expressionChain(Name.setExpression)
    package static let symbolicExpression = Name.expressionChain(Name.symbolicExpression)
    package static let variableAssignmentExpression = Name.expressionChain(Name.variableAssignmentExpression)
    package static let subqueryExpression = Name.expressionChain(Name.subqueryExpression)
    package static let aggregateExpression = Name.expressionChain(Name.aggregateExpression)
    package static let anyKeyExpression = Name.expressionChain(Name.anyKeyExpression)
    package static let ternaryExpression = Name.expressionChain(Name.ternaryExpression)
}
