/// An `NSPredicate` object graph, as Apple's format parser builds it.
///
/// Cases mirror the archived classes (`NSTruePredicate`, `NSFalsePredicate`,
/// `NSComparisonPredicate`, `NSCompoundPredicate`) so the archiver can map them one to one.
/// `NONE x op y` has no case of its own: like Apple, the parser builds `NOT (ANY x op y)`.
package indirect enum Predicate: Hashable, Sendable {
    /// `TRUEPREDICATE` (`NSTruePredicate`).
    case truePredicate
    /// `FALSEPREDICATE` (`NSFalsePredicate`).
    case falsePredicate
    /// `[ANY|ALL] left op[options] right` (`NSComparisonPredicate`).
    case comparison(
        left: Expression,
        operator: ComparisonOperator,
        right: Expression,
        modifier: ComparisonModifier = .direct,
        options: ComparisonOptions = []
    )
    /// `AND` / `OR` / `NOT` over subpredicates (`NSCompoundPredicate`).
    case compound(CompoundPredicateType, [Predicate])
}

extension Predicate {
    /// `NOT p`.
    package static func not(_ predicate: Predicate) -> Predicate { .compound(.not, [predicate]) }
    /// `p1 AND p2 AND …`.
    package static func and(_ predicates: [Predicate]) -> Predicate { .compound(.and, predicates) }
    /// `p1 OR p2 OR …`.
    package static func or(_ predicates: [Predicate]) -> Predicate { .compound(.or, predicates) }

    /// The archived class name of this node.
    package var archivedClassName: String {
        switch self {
        case .truePredicate: return ArchivedClassName.truePredicate
        case .falsePredicate: return ArchivedClassName.falsePredicate
        case .comparison: return ArchivedClassName.comparisonPredicate
        case .compound: return ArchivedClassName.compoundPredicate
        }
    }
}

/// `NSCompoundPredicateType`; the raw value is the archived `NSCompoundPredicateType` integer.
package enum CompoundPredicateType: Int, Hashable, Sendable, CaseIterable {
    case not = 0
    case and = 1
    case or = 2

    /// The connective as printed (`NOT`, `AND`, `OR`).
    package var keyword: String {
        switch self {
        case .not: return "NOT"
        case .and: return "AND"
        case .or: return "OR"
        }
    }
}

/// `NSComparisonPredicateModifier`; the raw value is the archived `NSModifier` integer.
/// (`SOME` parses as `.any`; `NONE` as `NOT` around `.any`.)
package enum ComparisonModifier: Int, Hashable, Sendable, CaseIterable {
    case direct = 0
    case all = 1
    case any = 2
}

/// `NSComparisonPredicateOptions`; the raw value is the archived `NSOptions`/`NSFlags` bitmask.
package struct ComparisonOptions: OptionSet, Hashable, Sendable {
    package let rawValue: Int
    package init(rawValue: Int) { self.rawValue = rawValue }

    /// `[c]`
    package static let caseInsensitive = ComparisonOptions(rawValue: 1)
    /// `[d]`
    package static let diacriticInsensitive = ComparisonOptions(rawValue: 2)
    /// `[n]`
    package static let normalized = ComparisonOptions(rawValue: 4)
    /// `[l]` (undocumented)
    package static let localeSensitive = ComparisonOptions(rawValue: 8)
    /// `[w]` (undocumented)
    package static let wordBoundary = ComparisonOptions(rawValue: 0x10)

    /// Option letters in Apple's printing order (c d l n w) with their flags.
    static let lettersInPrintOrder: [(letter: Character, option: ComparisonOptions)] = [
        ("c", .caseInsensitive), ("d", .diacriticInsensitive), ("l", .localeSensitive),
        ("n", .normalized), ("w", .wordBoundary),
    ]

    /// The option for one bracket letter (case-insensitive), or nil.
    static func option(forLetter scalar: Unicode.Scalar) -> ComparisonOptions? {
        switch scalar {
        case "c", "C": return .caseInsensitive
        case "d", "D": return .diacriticInsensitive
        case "n", "N": return .normalized
        case "l", "L": return .localeSensitive
        case "w", "W": return .wordBoundary
        default: return nil
        }
    }

    /// `[cd]`-style suffix, empty when there are no options.
    package var bracketedLetters: String {
        if isEmpty { return "" }
        var letters = ""
        for (letter, option) in Self.lettersInPrintOrder where contains(option) {
            letters.append(letter)
        }
        return "[" + letters + "]"
    }
}
