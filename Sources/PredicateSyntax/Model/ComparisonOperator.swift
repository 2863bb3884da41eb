/// A comparison predicate's operator, with the numbers and class names Apple archives for it
/// (Documentation/Formats.md "Predicates and expressions").
package enum ComparisonOperator: Hashable, Sendable {
    case lessThan
    case lessThanOrEqualTo
    case greaterThan
    case greaterThanOrEqualTo
    case equalTo
    case notEqualTo
    case matches
    case like
    case beginsWith
    case endsWith
    case `in`
    case contains
    case between
    case utiEquals
    case utiConformsTo
    /// API-only `NSCustomSelectorPredicateOperatorType` (not parseable).
    case customSelector(String)

    /// `NSPredicateOperatorType` (archived as `NSOperatorType`).
    package var typeNumber: Int {
        switch self {
        case .lessThan: return 0
        case .lessThanOrEqualTo: return 1
        case .greaterThan: return 2
        case .greaterThanOrEqualTo: return 3
        case .equalTo: return 4
        case .notEqualTo: return 5
        case .matches: return 6
        case .like: return 7
        case .beginsWith: return 8
        case .endsWith: return 9
        case .in: return 10
        case .customSelector: return 11
        case .contains: return 99
        case .between: return 100
        case .utiEquals: return 1100
        case .utiConformsTo: return 1101
        }
    }

    /// The canonical printed spelling (`==`, `BEGINSWITH`, …; the selector for custom operators).
    package var symbol: String {
        switch self {
        case .lessThan: return "<"
        case .lessThanOrEqualTo: return "<="
        case .greaterThan: return ">"
        case .greaterThanOrEqualTo: return ">="
        case .equalTo: return "=="
        case .notEqualTo: return "!="
        case .matches: return "MATCHES"
        case .like: return "LIKE"
        case .beginsWith: return "BEGINSWITH"
        case .endsWith: return "ENDSWITH"
        case .in: return "IN"
        case .contains: return "CONTAINS"
        case .between: return "BETWEEN"
        case .utiEquals: return "UTI-EQUALS"
        case .utiConformsTo: return "UTI-CONFORMS-TO"
        case .customSelector(let selector): return selector
        }
    }

    /// The archived operator object's class (`NSPredicateOperator` key of the comparison).
    package var archivedClassName: String { archivedClassChain.first ?? ArchivedClassName.predicateOperator }

    /// `$classes` chain of the archived operator object, most derived first (one constant array
    /// per class, see `ArchivedClassChain`).
    package var archivedClassChain: [String] {
        switch self {
        case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo: return ArchivedClassChain.comparisonOperator
        case .equalTo, .notEqualTo: return ArchivedClassChain.equalityOperator
        case .matches: return ArchivedClassChain.matchingOperator
        case .like: return ArchivedClassChain.likeOperator
        case .beginsWith, .endsWith: return ArchivedClassChain.substringOperator
        case .in, .contains: return ArchivedClassChain.inOperator
        case .between: return ArchivedClassChain.betweenOperator
        case .utiEquals, .utiConformsTo: return ArchivedClassChain.utiOperator
        case .customSelector: return ArchivedClassChain.customOperator
        }
    }

    /// `NSVariant` of `NSComparisonPredicateOperator` (equals the type 0…3), nil for other classes.
    package var comparisonVariant: Int? {
        switch self {
        case .lessThan, .lessThanOrEqualTo, .greaterThan, .greaterThanOrEqualTo: return typeNumber
        default: return nil
        }
    }

    /// `NSNegate` of `NSEqualityPredicateOperator`, nil for other classes.
    package var equalityNegates: Bool? {
        switch self {
        case .equalTo: return false
        case .notEqualTo: return true
        default: return nil
        }
    }

    /// `NSPosition` of `NSSubstringPredicateOperator` (0 begins, 1 ends), nil for other classes.
    package var substringPosition: Int? {
        switch self {
        case .beginsWith: return 0
        case .endsWith: return 1
        default: return nil
        }
    }

    /// `NSVariant`-like selector of `NSUTIPredicateOperator` (0 equals, 1 conforms-to).
    package var utiVariant: Int? {
        switch self {
        case .utiEquals: return 0
        case .utiConformsTo: return 1
        default: return nil
        }
    }

    /// Whether the archived operator object carries options (`NSOptions` or `NSFlags`).
    /// `BETWEEN`, UTI and custom operators drop them.
    package var carriesOptions: Bool {
        switch self {
        case .between, .utiEquals, .utiConformsTo, .customSelector: return false
        default: return true
        }
    }
}

