/// A recursive-descent parser for Apple's predicate format-string grammar
/// (Documentation/Formats.md "Predicates and expressions"). This file holds the shared machinery and the predicate
/// levels; `Parser+Expressions.swift` holds the expression levels.
///
/// Robustness: nesting (parentheses, NOT, prefix operators, operator chains) is limited to
/// `maximumNestingDepth` levels, the backtracking at `(` (nested predicate or parenthesised
/// expression?) is memoised per position, and a work budget bounds total token visits, so no
/// input can crash, recurse without bound or take super-linear time in practice.
struct Parser {
    /// Deeper nesting is a syntax error (protects the stack here and in later tree walks).
    static let maximumNestingDepth = 256

    /// An internal failure at a scalar offset; converted to `PredicateSyntaxError` at the end.
    struct Failure: Error {
        var message: String
        var offset: Int
    }

    let scalars: [Unicode.Scalar]
    let tokens: [Token]
    var index = 0
    var depth = 0
    /// The deepest `depth` reached so far.
    private(set) var deepestNesting = 0
    private var workBudget: Int
    /// Token indices where `"(" predicate ")"` was already tried and failed, with the failure.
    private var failedParenthesizedPredicates: [Int: Failure] = [:]

    init(_ text: String) {
        scalars = Array(text.unicodeScalars)
        tokens = Lexer.tokenize(scalars)
        workBudget = 256 * tokens.count + 4096
    }

    // MARK: - Entry points

    /// Parses the whole input as one predicate.
    mutating func parseCompletePredicate() throws -> Predicate {
        try convertingFailures {
            let predicate = try $0.parseOrPredicate()
            try $0.expectEndOfInput(after: "predicate")
            return predicate
        }
    }

    /// Parses the whole input as one expression.
    mutating func parseCompleteExpression() throws -> Expression {
        try convertingFailures {
            try $0.requireExpressionStart(context: nil)
            let expression = try $0.parseExpression()
            try $0.expectEndOfInput(after: "expression")
            return expression
        }
    }

    private mutating func convertingFailures<T>(_ body: (inout Parser) throws -> T) throws -> T {
        do {
            return try body(&self)
        } catch let failure as Failure {
            throw PredicateSyntaxError(message: failure.message, column: column(ofOffset: failure.offset))
        }
    }

    private mutating func expectEndOfInput(after what: String) throws {
        if case .end = current.kind { return }
        if case .punctuation(.rightParen) = current.kind {
            throw failure("unexpected ')' without a matching '('", at: current)
        }
        throw failure("unexpected \(spelling(of: current)) after the end of the \(what)", at: current)
    }

    // MARK: - Token access

    var current: Token { tokens[index] }

    var next: Token { tokens[min(index + 1, tokens.count - 1)] }

    var previous: Token? { index > 0 ? tokens[index - 1] : nil }

    mutating func advance() throws {
        workBudget -= 1
        if workBudget < 0 {
            throw Failure(message: "predicate is too complex to parse", offset: current.start)
        }
        if case .end = current.kind { return }
        index += 1
    }

    func isPunctuation(_ punctuation: Punctuation, _ token: Token? = nil) -> Bool {
        if case .punctuation(let actual) = (token ?? current).kind { return actual == punctuation }
        return false
    }

    func isKeyword(_ keyword: Keyword, _ token: Token? = nil) -> Bool {
        if case .keyword(let actual) = (token ?? current).kind { return actual == keyword }
        return false
    }

    /// An identifier used as a contextual keyword (`FUNCTION`, `TERNARY`, `UNION`, …).
    func isContextualWord(_ uppercasedWord: String, _ token: Token? = nil) -> Bool {
        if case .identifier(let word) = (token ?? current).kind {
            return word.utf8.count == uppercasedWord.utf8.count && word.uppercased() == uppercasedWord
        }
        return false
    }

    /// The source text of a token, quoted, for messages ("'=='", "end of input").
    func spelling(of token: Token) -> String {
        if case .end = token.kind { return "end of input" }
        return "'" + sourceText(from: token.start, to: token.end) + "'"
    }

    func sourceText(from start: Int, to end: Int) -> String {
        Lexer.string(of: scalars[max(0, start)..<min(end, scalars.count)])
    }

    func column(ofOffset offset: Int) -> Int {
        sourceText(from: 0, to: offset).count + 1
    }

    // MARK: - Failures

    /// A failure at `token`; an unlexable token reports the lexer's message instead.
    func failure(_ message: String, at token: Token) -> Failure {
        if case .invalid(let lexerMessage) = token.kind {
            return Failure(message: lexerMessage, offset: token.start)
        }
        return Failure(message: message, offset: token.start)
    }

    mutating func enterNesting() throws {
        depth += 1
        deepestNesting = max(deepestNesting, depth)
        if depth > Self.maximumNestingDepth {
            throw failure("nesting deeper than \(Self.maximumNestingDepth) levels", at: current)
        }
    }

    /// Consumes `punctuation` or fails with "expected X to close Y at column N".
    mutating func expectClosing(_ punctuation: Punctuation, opening: Token) throws {
        guard isPunctuation(punctuation) else {
            throw failure("expected '\(punctuation.rawValue)' to close \(spelling(of: opening)) at column "
                          + "\(column(ofOffset: opening.start)), found \(spelling(of: current))", at: current)
        }
        try advance()
    }

    mutating func expectComma(in construct: String) throws {
        guard isPunctuation(.comma) else {
            throw failure("expected ',' in \(construct), found \(spelling(of: current))", at: current)
        }
        try advance()
    }

    // MARK: - Predicates

    /// `or_pred = and_pred { (OR | ||) and_pred }`, flattened into one n-ary OR.
    mutating func parseOrPredicate() throws -> Predicate {
        try enterNesting()
        defer { depth -= 1 }
        var terms = [try parseAndPredicate()]
        while isKeyword(.or) || isPunctuation(.doublePipe) {
            try advance()
            terms.append(try parseAndPredicate())
        }
        return Self.connect(.or, terms)
    }

    /// `and_pred = not_pred { (AND | &&) not_pred }`, flattened into one n-ary AND.
    mutating func parseAndPredicate() throws -> Predicate {
        var terms = [try parseNotPredicate()]
        while isKeyword(.and) || isPunctuation(.doubleAmpersand) {
            try advance()
            terms.append(try parseNotPredicate())
        }
        return Self.connect(.and, terms)
    }

    /// Builds the compound for one chain; a single term stands for itself.
    private static func connect(_ type: CompoundPredicateType, _ terms: [Predicate]) -> Predicate {
        guard terms.count > 1 else { return terms[0] }
        guard UnverifiedChoices.mergesParenthesizedSameConnectiveGroups else { return .compound(type, terms) }
        // A same-type compound inside a chain can only come from parentheses.
        var merged: [Predicate] = []
        for term in terms {
            if case .compound(type, let children) = term { merged += children } else { merged.append(term) }
        }
        return .compound(type, merged)
    }

    /// `not_pred = (NOT | !) not_pred | primary_pred`.
    mutating func parseNotPredicate() throws -> Predicate {
        guard isKeyword(.not) || isPunctuation(.bang) else { return try parsePrimaryPredicate() }
        try advance()
        try enterNesting()
        defer { depth -= 1 }
        return .compound(.not, [try parseNotPredicate()])
    }

    /// `TRUEPREDICATE | FALSEPREDICATE | "(" predicate ")" | comparison`, resolving the `(`
    /// ambiguity by trying the nested predicate first and falling back to a comparison whose
    /// left side is a parenthesised expression.
    mutating func parsePrimaryPredicate() throws -> Predicate {
        if isKeyword(.truePredicate) { try advance(); return .truePredicate }
        if isKeyword(.falsePredicate) { try advance(); return .falsePredicate }
        guard isPunctuation(.leftParen) else { return try parseComparison() }

        let start = index
        let savedDepth = depth
        let predicateFailure: Failure
        if let known = failedParenthesizedPredicates[start] {
            predicateFailure = known
        } else {
            do {
                let opening = current
                try advance()
                let inner = try parseOrPredicate()
                try expectClosing(.rightParen, opening: opening)
                if endsPredicate(current) { return inner }
                throw failure("unexpected \(spelling(of: current)) after a parenthesised predicate", at: current)
            } catch let failure as Failure {
                predicateFailure = failure
                failedParenthesizedPredicates[start] = failure
                index = start
                depth = savedDepth
            }
        }
        do {
            return try parseComparison()
        } catch let comparisonFailure as Failure {
            throw predicateFailure.offset > comparisonFailure.offset ? predicateFailure : comparisonFailure
        }
    }

    /// Tokens that may follow a complete predicate.
    private func endsPredicate(_ token: Token) -> Bool {
        switch token.kind {
        case .end: return true
        case .keyword(let keyword): return keyword == .and || keyword == .or
        case .punctuation(let punctuation):
            return [.rightParen, .comma, .doubleAmpersand, .doublePipe].contains(punctuation)
        default: return false
        }
    }

    /// `comparison = [ANY|SOME|ALL|NONE] expression operator [options] expression`.
    mutating func parseComparison() throws -> Predicate {
        var modifier = ComparisonModifier.direct
        var negated = false
        if case .keyword(let keyword) = current.kind {
            switch keyword {
            case .any, .some: modifier = .any
            case .all: modifier = .all
            case .none: modifier = .any; negated = true
            default: break
            }
            if modifier != .direct { try advance() }
        }
        try requireExpressionStart(context: .predicate)
        let left = try parseExpression()

        let operatorToken = current
        guard let comparisonOperator = Self.comparisonOperator(for: operatorToken) else {
            if case .end = current.kind, let previous {
                throw failure("expected a comparison operator after \(spelling(of: previous))", at: current)
            }
            throw failure("expected a comparison operator, found \(spelling(of: current))", at: current)
        }
        try advance()
        var options = try parseOptions()
        if !comparisonOperator.carriesOptions { options = [] }
        let operatorText = "'" + sourceText(from: operatorToken.start, to: previous?.end ?? operatorToken.end) + "'"
        try requireExpressionStart(context: .after(operatorText))
        let right = try parseExpression()

        let comparison = Predicate.comparison(
            left: left, operator: comparisonOperator, right: right, modifier: modifier, options: options)
        return negated ? .compound(.not, [comparison]) : comparison
    }

    private static func comparisonOperator(for token: Token) -> ComparisonOperator? {
        switch token.kind {
        case .punctuation(let punctuation):
            switch punctuation {
            case .equal, .singleEqual: return .equalTo
            case .notEqual, .lessGreater: return .notEqualTo
            case .less: return .lessThan
            case .lessEqual, .equalLess: return .lessThanOrEqualTo
            case .greater: return .greaterThan
            case .greaterEqual, .equalGreater: return .greaterThanOrEqualTo
            default: return nil
            }
        case .keyword(let keyword):
            switch keyword {
            case .in: return .in
            case .contains: return .contains
            case .beginsWith: return .beginsWith
            case .endsWith: return .endsWith
            case .like: return .like
            case .matches: return .matches
            case .between: return .between
            case .utiEquals: return .utiEquals
            case .utiConformsTo: return .utiConformsTo
            default: return nil
            }
        default: return nil
        }
    }

    /// `options = "[" letter { letter } "]"` with letters c, d, n, l, w.
    private mutating func parseOptions() throws -> ComparisonOptions {
        guard isPunctuation(.leftBracket),
              UnverifiedChoices.allowsSpaceBeforeOptions || !current.followsWhitespace else { return [] }
        let opening = current
        try advance()
        var options: ComparisonOptions = []
        var sawLetter = false
        while !isPunctuation(.rightBracket) {
            switch current.kind {
            case .identifier, .keyword:
                for offset in current.start..<current.end {
                    guard let option = ComparisonOptions.option(forLetter: scalars[offset]) else {
                        throw Failure(message: "unknown comparison option '\(scalars[offset])' (expected c, d, n, l or w)",
                                      offset: offset)
                    }
                    options.insert(option)
                }
                sawLetter = true
                try advance()
            default:
                if sawLetter { try expectClosing(.rightBracket, opening: opening) }
                throw failure("expected comparison options such as 'c' or 'cd' after '[', found "
                              + spelling(of: current), at: current)
            }
        }
        if !sawLetter { throw failure("expected comparison options such as 'c' or 'cd' inside '[]'", at: current) }
        try advance()
        return options
    }
}
