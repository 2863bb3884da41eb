/// An `NSExpression` object graph, as Apple's format parser builds it.
///
/// Each case corresponds to one archived expression class (see `expressionType` and
/// `archivedClassName`). Built-in functions, arithmetic, `CAST` and index operators are all
/// `function` nodes whose receiver is the `_NSPredicateUtilities` class constant — exactly what
/// `+[NSExpression expressionForFunction:arguments:]` creates — so the archiver needs no
/// special cases.
package indirect enum Expression: Hashable, Sendable {
    /// A literal value (`NSConstantValueExpression`, type 0).
    case constant(ConstantValue)
    /// `SELF` (`NSSelfExpression`, type 1).
    case evaluatedObject
    /// `$name` (`NSVariableExpression`, type 2); the name is stored without `$`.
    case variable(String)
    /// A key path such as `mainAuthor.firstName` or `items.@count` (`NSKeyPathExpression`,
    /// type 3). The operand is SELF for ordinary key paths and another expression for
    /// `$x.name` or `SUBQUERY(…).@count`.
    case keyPath(String, operand: Expression = .evaluatedObject)
    /// A function call (`NSFunctionExpression`, type 4): a built-in (receiver = the
    /// `_NSPredicateUtilities` class constant) or `FUNCTION(receiver, "selector", args…)`.
    case function(receiver: Expression, selector: String, arguments: [Expression])
    /// `a UNION b`, `a INTERSECT b`, `a MINUS b` (`NSSetExpression`, types 5–7).
    case setOperation(SetOperation, Expression, Expression)
    /// `FIRST` / `LAST` / `SIZE` inside `[…]` (`NSSymbolicExpression`, type 11).
    case symbolic(SymbolicIndex)
    /// `$name := value` (`NSVariableAssignmentExpression`, type 12).
    case assignment(variable: String, value: Expression)
    /// `SUBQUERY(collection, $variable, predicate)` (`NSSubqueryExpression`, type 13).
    case subquery(collection: Expression, variable: String, predicate: Predicate)
    /// `{e1, e2, …}` (`NSAggregateExpression`, type 14).
    case aggregate([Expression])
    /// `ANYKEY` (`NSAnyKeyExpression`, type 15).
    case anyKey
    /// `TERNARY(condition, ifTrue, ifFalse)` (`NSTernaryExpression`, type 20).
    case ternary(condition: Predicate, ifTrue: Expression, ifFalse: Expression)
}

/// `NSSetExpression` kinds; the raw value is the expression type number.
package enum SetOperation: Int, Hashable, Sendable, CaseIterable {
    case union = 5
    case intersect = 6
    case minus = 7

    /// The infix keyword as printed.
    package var keyword: String {
        switch self {
        case .union: return "UNION"
        case .intersect: return "INTERSECT"
        case .minus: return "MINUS"
        }
    }
}

/// The tokens of `NSSymbolicExpression` (`NSToken`).
package enum SymbolicIndex: String, Hashable, Sendable, CaseIterable {
    case first = "FIRST"
    case last = "LAST"
    case size = "SIZE"
}

/// The value held by a constant expression (`NSConstantValue`).
package enum ConstantValue: Hashable, Sendable {
    /// `nil` / `NULL`.
    case null
    case string(String)
    /// An integer `NSNumber` (archived as a plist integer).
    case integer(Int64)
    /// A floating-point `NSNumber` (archived as a plist real).
    case real(Double)
    /// A boolean `NSNumber` from `TRUE`/`YES`/`FALSE`/`NO`; prints `1`/`0`.
    case boolean(Bool)
    /// An `NSDate`, as seconds since 2001-01-01 00:00:00 UTC.
    case date(secondsSinceReferenceDate: Double)
    /// An `NSArray` constant (from substitution values; parsed `{…}` are aggregates).
    case array([ConstantValue])
    /// A class object, stored by name (`NSConstantValueClassName`); in practice only
    /// `_NSPredicateUtilities`, the receiver of built-in functions.
    case classObject(String)

    /// The receiver of every built-in function.
    package static let predicateUtilitiesClass = ConstantValue.classObject("_NSPredicateUtilities")
}

extension Expression {
    /// A built-in function call: receiver `_NSPredicateUtilities`, e.g. `.builtin("sum:", [x])`.
    package static func builtin(_ selector: String, _ arguments: [Expression]) -> Expression {
        .function(receiver: .constant(.predicateUtilitiesClass), selector: selector, arguments: arguments)
    }

    /// Whether this is a function whose receiver is `_NSPredicateUtilities`.
    package var isBuiltinFunction: Bool {
        if case .function(.constant(.predicateUtilitiesClass), _, _) = self { return true }
        return false
    }

    /// `NSExpressionType` as archived (`NSExpressionType` key).
    package var expressionType: Int {
        switch self {
        case .constant: return 0
        case .evaluatedObject: return 1
        case .variable: return 2
        case .keyPath(_, let operand):
            if case .evaluatedObject = operand { return 3 }
            return UnverifiedChoices.keyPathOnOperandExpressionType
        case .function: return 4
        case .setOperation(let operation, _, _): return operation.rawValue
        case .symbolic: return 11
        case .assignment: return 12
        case .subquery: return 13
        case .aggregate: return 14
        case .anyKey: return 15
        case .ternary: return 20
        }
    }

    /// The archived class name.
    package var archivedClassName: String { archivedClassChain.first ?? ArchivedClassName.expression }

    /// `$classes` chain of the archived expression object, most derived first: `[X, NSExpression,
    /// NSObject]`, and for key paths the function expression's chain under `NSKeyPathExpression`
    /// (one constant array per class, see `ArchivedClassChain`).
    package var archivedClassChain: [String] {
        switch self {
        case .constant: return ArchivedClassChain.constantValueExpression
        case .evaluatedObject: return ArchivedClassChain.selfExpression
        case .variable: return ArchivedClassChain.variableExpression
        case .keyPath: return ArchivedClassChain.keyPathExpression
        case .function: return ArchivedClassChain.functionExpression
        case .setOperation: return ArchivedClassChain.setExpression
        case .symbolic: return ArchivedClassChain.symbolicExpression
        case .assignment: return ArchivedClassChain.variableAssignmentExpression
        case .subquery: return ArchivedClassChain.subqueryExpression
        case .aggregate: return ArchivedClassChain.aggregateExpression
        case .anyKey: return ArchivedClassChain.anyKeyExpression
        case .ternary: return ArchivedClassChain.ternaryExpression
        }
    }

    /// For key paths: the selector `NSKeyPathExpression` archives (`NSSelectorName`):
    /// `valueForKey:` for a single component on SELF, else `valueForKeyPath:`.
    package var keyPathSelectorName: String? {
        guard case .keyPath(let path, let operand) = self else { return nil }
        if case .evaluatedObject = operand, !path.contains(".") { return "valueForKey:" }
        return "valueForKeyPath:"
    }
}

