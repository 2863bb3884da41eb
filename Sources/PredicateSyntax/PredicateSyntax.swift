/// Front door of the module: parse format strings, print them canonically.
///
/// Note: Foundation (and FoundationEssentials) also declare types named `Predicate` and
/// `Expression`; a file importing both modules should spell `PredicateSyntax.Predicate`.

/// Parses an `NSPredicate` format string (as stored in model files: no `%@` arguments).
/// - Throws: `PredicateSyntaxError` with the 1-based column of the problem.
package func parsePredicate(_ format: String) throws -> Predicate {
    try predicateMemo.value(for: format, parseUnmemoizedPredicate)
}

/// Parses an `NSExpression` format string (e.g. a derived attribute's `derivationExpression`).
/// - Throws: `PredicateSyntaxError` with the 1-based column of the problem.
package func parseExpression(_ format: String) throws -> Expression {
    try expressionMemo.value(for: format, parseUnmemoizedExpression)
}

private let predicateMemo = ParseMemo<Predicate>()
private let expressionMemo = ParseMemo<Expression>()

private func parseUnmemoizedPredicate(_ format: String) throws -> Predicate {
    var parser = Parser(format)
    let predicate = try parser.parseCompletePredicate()
    if parser.deepestNesting > canonicalCheckDepth {
        try requireCanonicalTextParses(predicate.format) { try $0.parseCompletePredicate() }
    }
    return predicate
}

private func parseUnmemoizedExpression(_ format: String) throws -> Expression {
    var parser = Parser(format)
    let expression = try parser.parseCompleteExpression()
    if parser.deepestNesting > canonicalCheckDepth {
        try requireCanonicalTextParses(expression.format) { try $0.parseCompleteExpression() }
    }
    return expression
}

/// Canonical text can nest deeper than its input: the printer parenthesises every operand that is
/// an operator or compound (`--x` prints as `0 - (0 - x)`, `!!p` as `NOT (NOT p)`), up to about three
/// levels per input level. Input nested beyond this depth is therefore accepted only when its
/// canonical text stays within the nesting limit, so that whatever parses also parses once printed
/// (found by the `FuzzPredicate` fuzz target); shallower input cannot reach the limit when printed.
private let canonicalCheckDepth = Parser.maximumNestingDepth / 8

/// Throws the nesting error when `canonicalText` exceeds the parser's limits; any other failure is
/// left to the caller's tests (it would be a printer bug, not a property of the input).
private func requireCanonicalTextParses<T>(_ canonicalText: String, _ parse: (inout Parser) throws -> T) throws {
    var parser = Parser(canonicalText)
    do {
        _ = try parse(&parser)
    } catch let error as PredicateSyntaxError
                where error.message.hasPrefix("nesting deeper than") || error.message.hasPrefix("predicate is too complex") {
        throw PredicateSyntaxError(
            message: "nesting deeper than \(Parser.maximumNestingDepth) levels once printed canonically", column: 1)
    }
}

extension Predicate: CustomStringConvertible {
    /// Parses a predicate format string; see `parsePredicate(_:)`.
    package init(parsing format: String) throws {
        self = try parsePredicate(format)
    }

    /// Apple's `predicateFormat` text for this predicate.
    package var format: String { CanonicalPrinter.format(self) }

    package var description: String { format }
}

extension Expression: CustomStringConvertible {
    /// Parses an expression format string; see `parseExpression(_:)`.
    package init(parsing format: String) throws {
        self = try parseExpression(format)
    }

    /// Apple's `NSExpression.description` text (what `predicateFormat` embeds).
    package var format: String { CanonicalPrinter.format(self) }

    package var description: String { format }
}

extension ConstantValue: CustomStringConvertible {
    /// The constant as it prints inside a predicate.
    package var description: String { CanonicalPrinter.format(.constant(self)) }
}
