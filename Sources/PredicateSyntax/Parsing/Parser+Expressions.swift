/// Expression levels of the grammar, loosest first:
/// assignment `:=` → set operators → `|` → `^` → `&` → `<<` `>>` → `+` `-` → `*` `/` → `**`
/// → prefix `-` `~` → postfix `.key` `[index]` → primary.
extension Parser {
    /// What a missing expression was expected after, for the error message.
    enum ExpressionContext {
        case predicate
        case after(String)
    }

    /// Fails with a precise message unless the current token can begin an expression.
    /// Reserved words are let through so `parsePrimary` can explain them.
    mutating func requireExpressionStart(context: ExpressionContext?) throws {
        switch current.kind {
        case .string, .integer, .real, .variable, .atKey, .identifier, .escapedIdentifier: return
        case .keyword(let keyword):
            switch keyword {
            case .true, .yes, .false, .no, .null, .nil, .self, .anyKey, .subquery, .cast,
                 .first, .last, .size, .fetch, .ci, .caseInsensitive:
                return
            default: break
            }
        case .punctuation(let punctuation):
            if [.leftParen, .leftBrace, .minus, .tilde].contains(punctuation) { return }
        case .invalid, .end: break
        }
        let what: String
        switch context {
        case .predicate?: what = "a predicate"
        case .after?, nil: what = "an expression"
        }
        var message = "expected \(what)"
        if case .after(let operatorText)? = context {
            message += " after \(operatorText)"
        } else if case .predicate? = context, let previous {
            message += " after \(spelling(of: previous))"
        }
        if case .end = current.kind {} else { message += ", found \(spelling(of: current))" }
        throw failure(message, at: current)
    }

    /// `expression = variable ":=" expression | set_expression`.
    mutating func parseExpression() throws -> Expression {
        try enterNesting()
        defer { depth -= 1 }
        if case .variable(let name) = current.kind, isPunctuation(.assign, next) {
            try advance()
            let assignToken = current
            try advance()
            try requireExpressionStart(context: .after(spelling(of: assignToken)))
            return .assignment(variable: name, value: try parseExpression())
        }
        return try parseBinary(level: 0)
    }

    // MARK: - Binary operators

    private enum BinaryOperator {
        case set(SetOperation)
        case function(String)
    }

    /// Number of binary precedence levels handled by `parseBinary`.
    private static let binaryLevelCount = 8

    /// The binary operator at `level` that the current token spells, if any.
    private func binaryOperator(atLevel level: Int) -> BinaryOperator? {
        switch level {
        case 0:
            guard UnverifiedChoices.acceptsSetOperators else { return nil }
            for operation in SetOperation.allCases where isContextualWord(operation.keyword) {
                return .set(operation)
            }
            return nil
        case 1: return isPunctuation(.pipe) ? .function("bitwiseOr:with:") : nil
        case 2: return isPunctuation(.caret) ? .function("bitwiseXor:with:") : nil
        case 3: return isPunctuation(.ampersand) ? .function("bitwiseAnd:with:") : nil
        case 4:
            if isPunctuation(.shiftLeft) { return .function("leftshift:by:") }
            if isPunctuation(.shiftRight) { return .function("rightshift:by:") }
            return nil
        case 5:
            if isPunctuation(.plus) { return .function("add:to:") }
            if isPunctuation(.minus) { return .function("from:subtract:") }
            return nil
        case 6:
            if isPunctuation(.star) { return .function("multiply:by:") }
            if isPunctuation(.slash) { return .function("divide:by:") }
            return nil
        case 7: return isPunctuation(.power) ? .function("raise:toPower:") : nil
        default: return nil
        }
    }

    /// One left-associative precedence level (`**` may be right-associative by choice).
    /// Every applied operator counts as one nesting level, bounding the tree's depth.
    private mutating func parseBinary(level: Int) throws -> Expression {
        guard level < Self.binaryLevelCount else { return try parseUnary() }
        var left = try parseBinary(level: level + 1)
        var applied = 0
        defer { depth -= applied }
        while let binaryOperator = binaryOperator(atLevel: level) {
            let operatorToken = current
            try advance()
            try enterNesting()
            applied += 1
            try requireExpressionStart(context: .after(spelling(of: operatorToken)))
            let rightAssociative = level == 7 && !UnverifiedChoices.powerIsLeftAssociative
            let right = try parseBinary(level: rightAssociative ? level : level + 1)
            switch binaryOperator {
            case .set(let operation): left = .setOperation(operation, left, right)
            case .function(let selector): left = .builtin(selector, [left, right])
            }
        }
        return left
    }

    // MARK: - Prefix and postfix

    /// `unary = "-" unary | "~" unary | postfix`.
    private mutating func parseUnary() throws -> Expression {
        let isMinus = isPunctuation(.minus)
        guard isMinus || isPunctuation(.tilde) else { return try parsePostfix() }
        let operatorToken = current
        try advance()
        try enterNesting()
        defer { depth -= 1 }
        try requireExpressionStart(context: .after(spelling(of: operatorToken)))
        if isMinus, UnverifiedChoices.foldsNegativeNumericLiterals, case .integer(let magnitude) = current.kind,
           magnitude == UInt64(Int64.max) + 1, !isPunctuation(.dot, next), !isPunctuation(.leftBracket, next) {
            try advance()  // -9223372036854775808 is representable although its magnitude is not
            return .constant(.integer(.min))
        }
        let operand = try parseUnary()
        guard isMinus else { return .builtin("onesComplement:", [operand]) }
        if UnverifiedChoices.foldsNegativeNumericLiterals {
            switch operand {
            case .constant(.integer(let value)) where value != Int64.min: return .constant(.integer(-value))
            case .constant(.real(let value)): return .constant(.real(-value))
            default: break
            }
        }
        return .builtin(UnverifiedChoices.unaryMinusSelector, [.constant(.integer(0)), operand])
    }

    /// `postfix = primary { "." key_component | "[" index "]" }`.
    private mutating func parsePostfix() throws -> Expression {
        var expression = try parsePrimary()
        while true {
            if isPunctuation(.dot) {
                try advance()
                expression = Self.appendingKey(try parseKeyComponent(), to: expression)
            } else if isPunctuation(.leftBracket) {
                let opening = current
                try advance()
                let indexExpression: Expression
                if case .keyword(let keyword) = current.kind,
                   let symbol = SymbolicIndex(rawValue: keyword.rawValue), isPunctuation(.rightBracket, next) {
                    try advance()
                    indexExpression = .symbolic(symbol)
                } else {
                    try requireExpressionStart(context: .after("'['"))
                    indexExpression = try parseExpression()
                }
                try expectClosing(.rightBracket, opening: opening)
                expression = .builtin(BuiltinFunction.indexSelector, [expression, indexExpression])
            } else {
                return expression
            }
        }
    }

    /// Extends a key path, or starts one on a non-key-path operand (`$x.name`).
    private static func appendingKey(_ key: String, to expression: Expression) -> Expression {
        switch expression {
        case .keyPath(let path, let operand):
            return .keyPath(path + "." + key, operand: operand)
        case .evaluatedObject where UnverifiedChoices.foldsSelfKeyPathOperand:
            return .keyPath(key)
        default:
            return .keyPath(key, operand: expression)
        }
    }

    /// A key after `.`: a name, a `#`-escaped word or an `@operator`.
    private mutating func parseKeyComponent() throws -> String {
        switch current.kind {
        case .identifier(let name), .escapedIdentifier(let name), .atKey(let name):
            try advance()
            return name
        case .keyword:
            let word = sourceText(from: current.start, to: current.end)
            throw failure("'\(word)' is a reserved word; write '#\(word)' to use it as a key", at: current)
        default:
            throw failure("expected a key name after '.', found \(spelling(of: current))", at: current)
        }
    }

    // MARK: - Primaries

    private mutating func parsePrimary() throws -> Expression {
        let token = current
        switch token.kind {
        case .string(let value):
            try advance()
            return .constant(.string(value))
        case .integer(let magnitude):
            try advance()
            if magnitude <= UInt64(Int64.max) { return .constant(.integer(Int64(magnitude))) }
            guard UnverifiedChoices.overflowingIntegersBecomeReals else {
                throw failure("integer literal \(spelling(of: token)) is too large", at: token)
            }
            return .constant(.real(Double(magnitude)))
        case .real(let value):
            try advance()
            return .constant(.real(value))
        case .variable(let name):
            try advance()
            return .variable(name)
        case .atKey(let name), .escapedIdentifier(let name):
            try advance()
            return .keyPath(name)
        case .identifier(let name):
            return try parseIdentifierPrimary(name)
        case .keyword(let keyword):
            return try parseKeywordPrimary(keyword)
        case .punctuation(.leftParen):
            try advance()
            try enterNesting()
            defer { depth -= 1 }
            try requireExpressionStart(context: .after("'('"))
            let inner = try parseExpression()
            try expectClosing(.rightParen, opening: token)
            return inner
        case .punctuation(.leftBrace):
            return .aggregate(try parseList(opening: token, closing: .rightBrace, construct: "'{…}'"))
        default:
            try requireExpressionStart(context: nil)
            throw failure("expected an expression, found \(spelling(of: token))", at: token)
        }
    }

    private mutating func parseKeywordPrimary(_ keyword: Keyword) throws -> Expression {
        let token = current
        switch keyword {
        case .true, .yes: try advance(); return .constant(.boolean(true))
        case .false, .no: try advance(); return .constant(.boolean(false))
        case .null, .nil: try advance(); return .constant(.null)
        case .self: try advance(); return .evaluatedObject
        case .anyKey: try advance(); return .anyKey
        case .subquery: return try parseSubquery()
        case .cast: return try parseCast()
        case .first, .last, .size:
            throw failure("\(spelling(of: token)) can only be used as an index inside '[…]'; write "
                          + "'#\(sourceText(from: token.start, to: token.end))' to use it as a key", at: token)
        default:
            throw failure("\(spelling(of: token)) is a reserved word; write "
                          + "'#\(sourceText(from: token.start, to: token.end))' to use it as a key", at: token)
        }
    }

    /// A key path, `FUNCTION(…)`, `TERNARY(…)`, `name(…)` or `selector:(…)`.
    private mutating func parseIdentifierPrimary(_ name: String) throws -> Expression {
        let token = current
        if isPunctuation(.leftParen, next) {
            if isContextualWord("FUNCTION") { return try parseFunctionConstruct() }
            if isContextualWord("TERNARY") { return try parseTernary() }
            try advance()
            let arguments = try parseList(opening: current, closing: .rightParen, construct: "the arguments of '\(name)'")
            let candidates = BuiltinFunction.candidates(baseName: name)
            guard let function = candidates.first(where: { $0.arity == arguments.count }) else {
                if let expected = candidates.first {
                    throw failure("function '\(name)' takes \(expected.arity) argument"
                                  + (expected.arity == 1 ? "" : "s") + ", not \(arguments.count)", at: token)
                }
                throw failure("unknown function '\(name)'", at: token)
            }
            return Self.makeBuiltin(function.selector, arguments)
        }
        if isPunctuation(.colon, next) { return try parseSelectorCall() }
        try advance()
        return .keyPath(name)
    }

    /// `sum:(x)`, `raise:toPower:(a, b)`: a selector spelled in full, then its arguments.
    private mutating func parseSelectorCall() throws -> Expression {
        let start = current
        var selector = ""
        while case .identifier(let piece) = current.kind, isPunctuation(.colon, next) {
            selector += piece + ":"
            try advance()
            try advance()
        }
        guard isPunctuation(.leftParen) else {
            throw failure("expected '(' after the function name '\(selector)', found \(spelling(of: current))",
                          at: current)
        }
        guard let function = BuiltinFunction.named(selector: selector) else {
            throw failure("unknown function '\(selector)'", at: start)
        }
        let arguments = try parseList(opening: current, closing: .rightParen, construct: "the arguments of '\(selector)'")
        guard arguments.count == function.arity else {
            throw failure("function '\(selector)' takes \(function.arity) argument"
                          + (function.arity == 1 ? "" : "s") + ", not \(arguments.count)", at: start)
        }
        return Self.makeBuiltin(selector, arguments)
    }

    /// Built-ins with dedicated syntax share it: `castObject:toType:(…)` behaves like `CAST(…)`.
    private static func makeBuiltin(_ selector: String, _ arguments: [Expression]) -> Expression {
        if selector == BuiltinFunction.castSelector, arguments.count == 2 {
            return makeCast(arguments[0], arguments[1])
        }
        return .builtin(selector, arguments)
    }

    /// `CAST(value, type)`, folding a numeric literal cast to `NSDate` into a date constant.
    private static func makeCast(_ value: Expression, _ type: Expression) -> Expression {
        if UnverifiedChoices.foldsNumericCastToDate, case .constant(.string("NSDate")) = type {
            switch value {
            case .constant(.integer(let seconds)): return .constant(.date(secondsSinceReferenceDate: Double(seconds)))
            case .constant(.real(let seconds)): return .constant(.date(secondsSinceReferenceDate: seconds))
            default: break
            }
        }
        return .builtin(BuiltinFunction.castSelector, [value, type])
    }

    /// `"(" [ expression { "," expression } ] closing`, starting at the opening token.
    private mutating func parseList(opening: Token, closing: Punctuation, construct: String) throws -> [Expression] {
        try advance()
        try enterNesting()
        defer { depth -= 1 }
        var elements: [Expression] = []
        if isPunctuation(closing) {
            try advance()
            return elements
        }
        while true {
            try requireExpressionStart(context: .after(elements.isEmpty ? spelling(of: opening) : "','"))
            elements.append(try parseExpression())
            if isPunctuation(.comma) {
                try advance()
                continue
            }
            try expectClosing(closing, opening: opening)
            return elements
        }
    }

    /// `CAST "(" expression "," expression ")"`.
    private mutating func parseCast() throws -> Expression {
        try advance()
        let arguments = try parseFixedArguments(construct: "CAST", count: 2)
        return Self.makeCast(arguments[0], arguments[1])
    }

    /// `FUNCTION "(" receiver "," "selector" { "," argument } ")"`.
    private mutating func parseFunctionConstruct() throws -> Expression {
        try advance()
        let opening = current
        let arguments = try parseList(opening: opening, closing: .rightParen, construct: "FUNCTION")
        guard arguments.count >= 2 else {
            throw failure("FUNCTION needs a receiver and a selector name", at: opening)
        }
        guard case .constant(.string(let selector)) = arguments[1] else {
            throw failure("FUNCTION's second argument must be a selector name in quotes", at: opening)
        }
        return .function(receiver: arguments[0], selector: selector, arguments: Array(arguments.dropFirst(2)))
    }

    /// Exactly `count` comma-separated expressions in parentheses.
    private mutating func parseFixedArguments(construct: String, count: Int) throws -> [Expression] {
        let opening = current
        guard isPunctuation(.leftParen) else {
            throw failure("expected '(' after \(construct), found \(spelling(of: current))", at: current)
        }
        let arguments = try parseList(opening: opening, closing: .rightParen, construct: construct)
        guard arguments.count == count else {
            throw failure("\(construct) takes \(count) arguments, not \(arguments.count)", at: opening)
        }
        return arguments
    }

    /// `TERNARY "(" predicate "," expression "," expression ")"`.
    private mutating func parseTernary() throws -> Expression {
        try advance()
        let opening = current
        try advance()
        try enterNesting()
        defer { depth -= 1 }
        let condition = try parseOrPredicate()
        try expectComma(in: "TERNARY")
        try requireExpressionStart(context: .after("','"))
        let ifTrue = try parseExpression()
        try expectComma(in: "TERNARY")
        try requireExpressionStart(context: .after("','"))
        let ifFalse = try parseExpression()
        try expectClosing(.rightParen, opening: opening)
        return .ternary(condition: condition, ifTrue: ifTrue, ifFalse: ifFalse)
    }

    /// `SUBQUERY "(" expression "," variable "," predicate ")"`.
    private mutating func parseSubquery() throws -> Expression {
        try advance()
        guard isPunctuation(.leftParen) else {
            throw failure("expected '(' after SUBQUERY, found \(spelling(of: current))", at: current)
        }
        let opening = current
        try advance()
        try enterNesting()
        defer { depth -= 1 }
        try requireExpressionStart(context: .after("'SUBQUERY('"))
        let collection = try parseExpression()
        try expectComma(in: "SUBQUERY")
        guard case .variable(let variable) = current.kind else {
            throw failure("expected a variable such as '$x' as the second argument of SUBQUERY, found "
                          + spelling(of: current), at: current)
        }
        try advance()
        try expectComma(in: "SUBQUERY")
        let predicate = try parseOrPredicate()
        try expectClosing(.rightParen, opening: opening)
        return .subquery(collection: collection, variable: variable, predicate: predicate)
    }
}
