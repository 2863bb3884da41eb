import PredicateSyntax

/// NSComparisonPredicate: both sides, then the operator object (`PredicateOperatorField`).
enum ComparisonPredicateField: String, ArchivedExpressionFields {
    case leftExpression = "NSLeftExpression"
    case rightExpression = "NSRightExpression"
    case predicateOperator = "NSPredicateOperator"

    static let classChain = [ArchivedClassName.comparisonPredicate, ArchivedClassName.predicate, ArchiveClass.object]

    var kind: ArchivedValueKind {
        switch self {
        case .leftExpression, .rightExpression: .object(ArchivedClassName.expression)
        case .predicateOperator: .object(ArchivedClassName.predicateOperator)
        }
    }

    var presence: ArchivedPresence { .always }
}

/// NSCompoundPredicate: NOT, AND or OR over its subpredicates.
enum CompoundPredicateField: String, ArchivedExpressionFields {
    case type = "NSCompoundPredicateType"
    case subpredicates = "NSSubpredicates"

    static let classChain = [ArchivedClassName.compoundPredicate, ArchivedClassName.predicate, ArchiveClass.object]

    var kind: ArchivedValueKind { self == .type ? .integer : .array }
    var presence: ArchivedPresence { .always }
}

/// The operator object of a comparison, every NSPredicateOperator subclass in one table (the
/// class comes from the operator, `ComparisonOperator.archivedClassChain`): the base keys, then
/// the subclass's own, which no two subclasses write together in a conflicting order.
enum PredicateOperatorField: String, ArchivedExpressionFields {
    case operatorType = "NSOperatorType"
    case modifier = "NSModifier"
    /// NSComparisonPredicateOperator: the type once more.
    case variant = "NSVariant"
    /// NSEqualityPredicateOperator: whether it is `!=`.
    case negate = "NSNegate"
    /// NSComparisonPredicateOperator and NSEqualityPredicateOperator.
    case options = "NSOptions"
    /// The string operators (matching, like, substring) and NSInPredicateOperator.
    case flags = "NSFlags"
    /// NSSubstringPredicateOperator: 0 begins, 1 ends.
    case position = "NSPosition"
    /// NSCustomPredicateOperator.
    case selectorName = "NSSelectorName"

    static let classChain = [ArchivedClassName.predicateOperator, ArchiveClass.object]

    var kind: ArchivedValueKind {
        switch self {
        case .operatorType, .modifier, .variant, .options, .flags, .position: .integer
        case .negate: .bool
        case .selectorName: .string
        }
    }

    var presence: ArchivedPresence {
        switch self {
        case .operatorType, .modifier: .always
        case .variant, .negate, .options, .flags, .position, .selectorName: .whenSet
        }
    }
}
