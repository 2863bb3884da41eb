/// Renders predicates and expressions exactly as Apple's `predicateFormat` /
/// `NSExpression.description` do (Documentation/Formats.md "Predicates and expressions";
/// settled by Apple's observed vectors).
/// Core Data hashes this text (derived attributes), so every space and parenthesis matters.
struct CanonicalPrinter {
    private(set) var output = ""
    /// Prints boolean constants as `TRUE`/`FALSE` instead of Apple's `1`/`0` (see `sourceFormat`).
    var booleansAsKeywords = false
    /// Prints real and date constants with every digit a double needs and a real always with a
    /// fraction or exponent (`10.0`, not Apple's `10`), so they parse back as the same reals.
    var exactNumbers = false

    static func format(_ predicate: Predicate) -> String {
        var printer = CanonicalPrinter()
        printer.write(predicate)
        return printer.output
    }

    static func format(_ expression: Expression) -> String {
        var printer = CanonicalPrinter()
        printer.write(expression)
        return printer.output
    }

    // MARK: - Predicates

    mutating func write(_ predicate: Predicate) {
        switch predicate {
        case .truePredicate:
            output += "TRUEPREDICATE"
        case .falsePredicate:
            output += "FALSEPREDICATE"
        case .comparison(let left, let comparisonOperator, let right, let modifier, let options):
            switch modifier {
            case .direct: break
            case .all: output += "ALL "
            case .any: output += "ANY "
            }
            write(left)
            output += " " + comparisonOperator.symbol
            if comparisonOperator.carriesOptions { output += options.bracketedLetters }
            output += " "
            write(right)
        case .compound(let type, let subpredicates):
            writeCompound(type, subpredicates)
        }
    }

    /// 0 children print as TRUE/FALSEPREDICATE, 1 child as itself (NOT prefixes it),
    /// ≥2 children joined by the connective; compound children are parenthesised.
    private mutating func writeCompound(_ type: CompoundPredicateType, _ subpredicates: [Predicate]) {
        switch (type, subpredicates.count) {
        case (.and, 0):
            output += "TRUEPREDICATE"
        case (.or, 0):
            output += "FALSEPREDICATE"
        case (.not, 0):
            // Apple throws when printing an empty NOT (API-built only); print its meaning.
            output += "NOT TRUEPREDICATE"
        case (.not, 1):
            output += "NOT "
            writeParenthesizingCompound(subpredicates[0])
        case (.not, _):
            // API-built NOT over several predicates: NOT of their conjunction.
            output += "NOT ("
            writeJoined(subpredicates, connective: " AND ")
            output += ")"
        case (_, 1):
            write(subpredicates[0])
        default:
            writeJoined(subpredicates, connective: type == .and ? " AND " : " OR ")
        }
    }

    private mutating func writeJoined(_ subpredicates: [Predicate], connective: String) {
        for (position, subpredicate) in subpredicates.enumerated() {
            if position > 0 { output += connective }
            writeParenthesizingCompound(subpredicate)
        }
    }

    private mutating func writeParenthesizingCompound(_ predicate: Predicate) {
        if case .compound = predicate {
            output += "("
            write(predicate)
            output += ")"
        } else {
            write(predicate)
        }
    }

    // MARK: - Expressions

    mutating func write(_ expression: Expression) {
        switch expression {
        case .constant(let value):
            write(value)
        case .evaluatedObject:
            output += "SELF"
        case .variable(let name):
            output += "$" + Self.escapedName(name)
        case .keyPath(let path, let operand):
            if case .evaluatedObject = operand {} else {
                writeOperand(operand)
                output += "."
            }
            output += Self.escapedKeyPath(path)
        case .function(let receiver, let selector, let arguments):
            writeFunction(receiver: receiver, selector: selector, arguments: arguments, whole: expression)
        case .setOperation(let operation, let left, let right):
            writeOperand(left)
            output += " " + operation.keyword + " "
            writeOperand(right)
        case .symbolic(let symbol):
            output += symbol.rawValue
        case .assignment(let variable, let value):
            output += "$" + Self.escapedName(variable) + " := "
            write(value)
        case .subquery(let collection, let variable, let predicate):
            output += "SUBQUERY("
            write(collection)
            output += ", $" + Self.escapedName(variable) + ", "
            write(predicate)
            output += ")"
        case .aggregate(let elements):
            output += "{"
            writeList(elements)
            output += "}"
        case .anyKey:
            output += "ANYKEY"
        case .ternary(let condition, let ifTrue, let ifFalse):
            output += "TERNARY("
            write(condition)
            output += ", "
            write(ifTrue)
            output += ", "
            write(ifFalse)
            output += ")"
        }
    }

    private mutating func writeList(_ elements: [Expression]) {
        for (position, element) in elements.enumerated() {
            if position > 0 { output += ", " }
            write(element)
        }
    }

    /// Arithmetic/bitwise built-ins print as operators, CAST and index with their own
    /// syntax, other built-ins as `selector(args)`, other receivers as `FUNCTION(…)`.
    private mutating func writeFunction(receiver: Expression, selector: String, arguments: [Expression],
                                        whole: Expression) {
        guard whole.isBuiltinFunction else {
            output += "FUNCTION("
            write(receiver)
            output += ", "
            writeQuoted(selector)
            if !arguments.isEmpty {
                output += " , "
                for (position, argument) in arguments.enumerated() {
                    if position > 0 { output += UnverifiedChoices.functionArgumentSeparator }
                    write(argument)
                }
            }
            output += ")"
            return
        }
        let notation = BuiltinFunction.named(selector: selector)?.notation ?? .call
        switch (notation, arguments.count) {
        case (.infix(let symbol), 2):
            writeOperand(arguments[0])
            output += " " + symbol + " "
            writeOperand(arguments[1])
        case (.prefix(let symbol), 1):
            output += symbol
            writeOperand(arguments[0])
        case (.cast, 2):
            output += "CAST("
            write(arguments[0])
            output += ", "
            write(arguments[1])
            output += ")"
        case (.index, 2):
            writeOperand(arguments[0])
            output += "["
            write(arguments[1])
            output += "]"
        default:
            output += selector + "("
            writeList(arguments)
            output += ")"
        }
    }

    /// An operand of an operator, key path or index: parenthesised when it prints as an
    /// operator expression itself (Apple parenthesises nested infix functions regardless of
    /// precedence: `(a + b) + c`).
    private mutating func writeOperand(_ operand: Expression) {
        if Self.printsAsOperator(operand) {
            output += "("
            write(operand)
            output += ")"
        } else {
            write(operand)
        }
    }

    private static func printsAsOperator(_ expression: Expression) -> Bool {
        switch expression {
        case .function(_, let selector, let arguments) where expression.isBuiltinFunction:
            switch BuiltinFunction.named(selector: selector)?.notation {
            case .infix?: return arguments.count == 2
            case .prefix?: return arguments.count == 1 && UnverifiedChoices.parenthesizesPrefixAndSetOperands
            default: return false
            }
        case .setOperation, .assignment:
            return UnverifiedChoices.parenthesizesPrefixAndSetOperands
        default:
            return false
        }
    }

    // MARK: - Constants

    mutating func write(_ value: ConstantValue) {
        switch value {
        case .null:
            output += "nil"
        case .string(let text):
            writeQuoted(text)
        case .integer(let number):
            output += String(number)
        case .real(let number):
            output += exactNumbers && number.isFinite && number != 0 ? number.description : NumberFormatting.realDescription(number)
        case .boolean(let flag):
            output += booleansAsKeywords ? (flag ? "TRUE" : "FALSE") : (flag ? "1" : "0")
        case .date(let seconds):
            output += "CAST(" + (exactNumbers && seconds.isFinite ? seconds.description : NumberFormatting.dateSeconds(seconds)) + ", \"NSDate\")"
        case .array(let elements):
            output += "{"
            for (position, element) in elements.enumerated() {
                if position > 0 { output += ", " }
                write(element)
            }
            output += "}"
        case .classObject(let name):
            output += name
        }
    }

    /// Double quotes; only `\` and `"` are escaped (a TAB or newline prints raw).
    private mutating func writeQuoted(_ text: String) {
        output += "\""
        for scalar in text.unicodeScalars {
            if scalar == "\\" || scalar == "\"" { output.unicodeScalars.append("\\") }
            output.unicodeScalars.append(scalar)
        }
        output += "\""
    }

    // MARK: - Names

    /// A variable or key name with `#` re-added when it is a reserved word.
    static func escapedName(_ name: String) -> String {
        ReservedWords.contains(name) ? "#" + name : name
    }

    /// A key path with `#` before each reserved component.
    static func escapedKeyPath(_ path: String) -> String {
        guard path.utf8.contains(where: { $0 == UInt8(ascii: ".") }) else { return escapedName(path) }
        return path.split(separator: ".", omittingEmptySubsequences: false)
            .map { escapedName(String($0)) }
            .joined(separator: ".")
    }
}
