import PredicateSyntax

/// NSExpression: the type every expression class encodes before its own keys.
enum ExpressionField: String, ArchivedExpressionFields {
    /// For NSSetExpression it is the set operation.
    case expressionType = "NSExpressionType"

    static let classChain = [ArchivedClassName.expression, ArchiveClass.object]

    var kind: ArchivedValueKind { .integer }
    var presence: ArchivedPresence { .always }
}

/// NSConstantValueExpression: the value, or for a class object (and nil) the class name.
enum ConstantExpressionField: String, ArchivedExpressionFields {
    case value = "NSConstantValue"
    case className = "NSConstantValueClassName"

    static let classChain = ArchivedClassChain.constantValueExpression

    var kind: ArchivedValueKind { self == .value ? .object(ArchiveClass.object) : .string }
    var presence: ArchivedPresence { .whenSet }
}

/// NSVariableExpression (`$name`).
enum VariableExpressionField: String, ArchivedExpressionFields {
    case variable = "NSVariable"

    static let classChain = ArchivedClassChain.variableExpression

    var kind: ArchivedValueKind { .string }
    var presence: ArchivedPresence { .always }
}

/// NSFunctionExpression, and NSKeyPathExpression below it (a `valueForKey:`/`valueForKeyPath:`
/// call with one key-path specifier argument): the selector first, then receiver and arguments.
enum FunctionExpressionField: String, ArchivedExpressionFields {
    case selectorName = "NSSelectorName"
    case operand = "NSOperand"
    case arguments = "NSArguments"

    static let classChain = ArchivedClassChain.functionExpression

    var kind: ArchivedValueKind {
        switch self {
        case .selectorName: .string
        case .operand: .object(ArchivedClassName.expression)
        case .arguments: .array
        }
    }

    var presence: ArchivedPresence { .always }
}

/// NSKeyPathSpecifierExpression: the key path an NSKeyPathExpression applies.
enum KeyPathSpecifierField: String, ArchivedExpressionFields {
    case keyPath = "NSKeyPath"

    static let classChain = ArchivedClassName.expressionChain(ArchivedClassName.keyPathSpecifierExpression)

    var kind: ArchivedValueKind { .string }
    var presence: ArchivedPresence { .always }
}

/// NSSetExpression (UNION, INTERSECT, MINUS; the operation is its expression type).
enum SetExpressionField: String, ArchivedExpressionFields {
    case leftExpression = "NSLeftExpression"
    case rightExpression = "NSRightExpression"

    static let classChain = ArchivedClassChain.setExpression

    var kind: ArchivedValueKind { .object(ArchivedClassName.expression) }
    var presence: ArchivedPresence { .always }
}

/// NSSymbolicExpression (`FIRST`, `LAST`, `SIZE`).
enum SymbolicExpressionField: String, ArchivedExpressionFields {
    case token = "NSToken"

    static let classChain = ArchivedClassChain.symbolicExpression

    var kind: ArchivedValueKind { .string }
    var presence: ArchivedPresence { .always }
}

/// NSVariableAssignmentExpression (`$x := value`).
enum AssignmentExpressionField: String, ArchivedExpressionFields {
    case variable = "NSAssignmentVariable"
    case value = "NSSubexpression"

    static let classChain = ArchivedClassChain.variableAssignmentExpression

    var kind: ArchivedValueKind { self == .variable ? .string : .object(ArchivedClassName.expression) }
    var presence: ArchivedPresence { .always }
}

/// NSSubqueryExpression (`SUBQUERY(collection, $variable, predicate)`).
enum SubqueryExpressionField: String, ArchivedExpressionFields {
    case collection = "NSExpression"
    case variable = "NSVariable"
    case predicate = "NSSubpredicate"

    static let classChain = ArchivedClassChain.subqueryExpression

    var kind: ArchivedValueKind {
        switch self {
        case .collection: .object(ArchivedClassName.expression)
        case .variable: .string
        case .predicate: .object(ArchivedClassName.predicate)
        }
    }

    var presence: ArchivedPresence { .always }
}

/// NSAggregateExpression (`{a, b}`).
enum AggregateExpressionField: String, ArchivedExpressionFields {
    case collection = "NSCollection"

    static let classChain = ArchivedClassChain.aggregateExpression

    var kind: ArchivedValueKind { .array }
    var presence: ArchivedPresence { .always }
}

/// NSTernaryExpression (`TERNARY(condition, a, b)`).
enum TernaryExpressionField: String, ArchivedExpressionFields {
    case condition = "NSPredicate"
    case ifTrue = "NSTrueExpression"
    case ifFalse = "NSFalseExpression"

    static let classChain = ArchivedClassChain.ternaryExpression

    var kind: ArchivedValueKind { self == .condition ? .object(ArchivedClassName.predicate) : .object(ArchivedClassName.expression) }
    var presence: ArchivedPresence { .always }
}
