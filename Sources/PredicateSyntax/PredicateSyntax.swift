/// Front door of the module: parse format strings, print them canonically.
///
/// Note: Foundation (and FoundationEssentials) also declare types named `Predicate` and
/// `Expression`; a file importing both modules should spell `PredicateSyntax.Predicate`.

/// Parses an `NSPredicate` format string (as stored in model files: no `%@` arguments).
/// - Throws: `PredicateSyntaxError` with the 1-based column of the problem.
public func parsePredicate(_ format: String) throws -> Predicate {
    var parser = Parser(format)
    return try parser.parseCompletePredicate()
}

/// Parses an `NSExpression` format string (e.g. a derived attribute's `derivationExpression`).
/// - Throws: `PredicateSyntaxError` with the 1-based column of the problem.
public func parseExpression(_ format: String) throws -> Expression {
    var parser = Parser(format)
    return try parser.parseCompleteExpression()
}

extension Predicate: CustomStringConvertible {
    /// Parses a predicate format string; see `parsePredicate(_:)`.
    public init(parsing format: String) throws {
        self = try parsePredicate(format)
    }

    /// Apple's `predicateFormat` text for this predicate.
    public var format: String { CanonicalPrinter.format(self) }

    public var description: String { format }
}

extension Expression: CustomStringConvertible {
    /// Parses an expression format string; see `parseExpression(_:)`.
    public init(parsing format: String) throws {
        self = try parseExpression(format)
    }

    /// Apple's `NSExpression.description` text (what `predicateFormat` embeds).
    public var format: String { CanonicalPrinter.format(self) }

    public var description: String { format }
}

extension ConstantValue: CustomStringConvertible {
    /// The constant as it prints inside a predicate.
    public var description: String { CanonicalPrinter.format(.constant(self)) }
}
