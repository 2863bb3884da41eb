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
