/// The class methods of `_NSPredicateUtilities` that format strings may call
/// and how each prints.
package struct BuiltinFunction: Hashable, Sendable {
    /// How `predicateFormat` renders a call.
    package enum Notation: Hashable, Sendable {
        /// `selector(arg, …)`, e.g. `sum:(items.price)`, `now()`.
        case call
        /// `a <symbol> b`, e.g. `a + b`.
        case infix(String)
        /// `<symbol>a`, e.g. `~a`.
        case prefix(String)
        /// `CAST(a, b)`.
        case cast
        /// `a[b]`.
        case index
    }

    /// The selector, e.g. `raise:toPower:` or `now`.
    package let selector: String
    /// Number of arguments (the selector's colon count).
    package let arity: Int
    package let notation: Notation

    /// The selector's first piece (`raise` for `raise:toPower:`), used for `name(args)` calls.
    package var baseName: String {
        selector.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? selector
    }

    init(_ selector: String, _ notation: Notation = .call) {
        self.selector = selector
        self.arity = selector.reduce(0) { $0 + ($1 == ":" ? 1 : 0) }
        self.notation = notation
    }

    /// Every built-in, in the reference's order.
    package static let all: [BuiltinFunction] = [
        .init("sum:"), .init("count:"), .init("min:"), .init("max:"),
        .init("average:"), .init("median:"), .init("mode:"), .init("stddev:"),
        .init("sqrt:"), .init("log:"), .init("ln:"), .init("exp:"), .init("floor:"), .init("ceiling:"),
        .init("abs:"), .init("trunc:"),
        .init("raise:toPower:", .infix("**")),
        .init("add:to:", .infix("+")),
        .init("from:subtract:", .infix("-")),
        .init("multiply:by:", .infix("*")),
        .init("divide:by:", .infix("/")),
        .init("modulus:by:"),
        .init("random"), .init("randomn:"), .init("now"),
        .init("uppercase:"), .init("lowercase:"), .init("canonical:"), .init("length:"),
        .init("noindex:"), .init("distinct:"), .init("inverseOrderKey:"),
        .init("indexed:by:"), .init("tokenize:using:"), .init("groupConcat:separator:"),
        .init("bitwiseAnd:with:", .infix("&")),
        .init("bitwiseOr:with:", .infix("|")),
        .init("bitwiseXor:with:", .infix("^")),
        .init("leftshift:by:", .infix("<<")),
        .init("rightshift:by:", .infix(">>")),
        .init("onesComplement:", .prefix("~")),
        .init("castObject:toType:", .cast),
        .init("objectFrom:withIndex:", .index),
        .init("distanceToLocation:fromLocation:"),
    ]

    private static let bySelector: [String: BuiltinFunction] =
        Dictionary(all.map { ($0.selector, $0) }, uniquingKeysWith: { first, _ in first })

    /// The built-in with exactly this selector.
    package static func named(selector: String) -> BuiltinFunction? { bySelector[selector] }

    /// Built-ins callable as `name(args)` (no colons): those whose selector's first piece is
    /// `name`. `min(x)` means `min:`; `now()` means `now`.
    static func candidates(baseName: String) -> [BuiltinFunction] {
        all.filter { $0.baseName == baseName }
    }

    /// Selectors for which the parser has dedicated syntax and that print as operators.
    static let castSelector = "castObject:toType:"
    static let indexSelector = "objectFrom:withIndex:"
}
