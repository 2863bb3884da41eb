/// Splits a format string into tokens, working on its unicode scalars (one array, no
/// per-character strings). Never throws: unlexable input becomes an `.invalid` token, after
/// which lexing stops, so the parser reports problems in source order.
struct Lexer {
    private let scalars: [Unicode.Scalar]
    private var position = 0
    private var tokens: [Token] = []

    init(scalars: [Unicode.Scalar]) {
        self.scalars = scalars
    }

    /// All tokens, ending with `.end` (or `.invalid` followed by `.end`).
    static func tokenize(_ scalars: [Unicode.Scalar]) -> [Token] {
        var lexer = Lexer(scalars: scalars)
        return lexer.run()
    }

    private mutating func run() -> [Token] {
        while true {
            let hadWhitespace = skipWhitespace()
            let start = position
            guard let scalar = peek() else {
                tokens.append(Token(kind: .end, start: start, end: start, followsWhitespace: hadWhitespace))
                return tokens
            }
            let kind = lexToken(startingWith: scalar)
            tokens.append(Token(kind: kind, start: start, end: position, followsWhitespace: hadWhitespace))
            if case .invalid = kind {
                tokens.append(Token(kind: .end, start: position, end: position, followsWhitespace: false))
                return tokens
            }
        }
    }

    // MARK: - Scalar access

    private func peek(_ offset: Int = 0) -> Unicode.Scalar? {
        let index = position + offset
        return index < scalars.count ? scalars[index] : nil
    }

    private mutating func skipWhitespace() -> Bool {
        let start = position
        while let scalar = peek(), scalar == " " || scalar == "\t" || scalar == "\n" || scalar == "\r" {
            position += 1
        }
        return position > start
    }

    private func text(_ range: Range<Int>) -> String {
        Self.string(of: scalars[range])
    }

    /// `scalars` as a string, written as UTF-8 straight into the string's storage (appending
    /// scalars to a `String.UnicodeScalarView` cost thousands of instructions a word).
    static func string(of scalars: some Collection<Unicode.Scalar>) -> String {
        let byteCount = scalars.reduce(0) { $0 + UTF8.width($1) }
        return String(unsafeUninitializedCapacity: byteCount) { bytes in
            var written = 0
            for scalar in scalars {
                UTF8.encode(scalar) { byte in
                    bytes[written] = byte
                    written += 1
                }
            }
            return written
        }
    }

    // MARK: - Character classes

    static func isIdentifierStart(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0..<0x80: return false
        default: return UnverifiedChoices.acceptsUnicodeIdentifiers && scalar.properties.isAlphabetic
        }
    }

    static func isIdentifierContinuation(_ scalar: Unicode.Scalar) -> Bool {
        isIdentifierStart(scalar) || isDecimalDigit(scalar)
    }

    static func isDecimalDigit(_ scalar: Unicode.Scalar) -> Bool { scalar.value >= 0x30 && scalar.value <= 0x39 }

    /// Whether the previous token ends an operand, so a following `.` is a key-path dot and
    /// not the start of a `.5`-style number.
    private var previousTokenEndsOperand: Bool {
        guard let last = tokens.last else { return false }
        switch last.kind {
        case .identifier, .escapedIdentifier, .variable, .atKey, .string, .integer, .real: return true
        case .punctuation(let punctuation):
            return punctuation == .rightParen || punctuation == .rightBracket || punctuation == .rightBrace
        case .keyword(let keyword):
            switch keyword {
            case .self, .true, .false, .yes, .no, .null, .nil, .first, .last, .size, .anyKey: return true
            default: return false
            }
        case .invalid, .end: return false
        }
    }

    // MARK: - Tokens

    private mutating func lexToken(startingWith scalar: Unicode.Scalar) -> Token.Kind {
        if Self.isIdentifierStart(scalar) { return lexWord() }
        if Self.isDecimalDigit(scalar) { return lexNumber() }
        switch scalar {
        case "'", "\"": return lexString(quote: scalar)
        case "$": return lexVariable()
        case "#": return lexEscapedIdentifier()
        case "@": return lexAtKey()
        case "%": return lexFormatSpecifier()
        case ".":
            if UnverifiedChoices.acceptsBareDotDecimals, let next = peek(1), Self.isDecimalDigit(next),
               !previousTokenEndsOperand {
                return lexNumber()
            }
            position += 1
            return .punctuation(.dot)
        default:
            return lexPunctuation(scalar)
        }
    }

    private mutating func readIdentifierBody() -> Range<Int> {
        let start = position
        while let scalar = peek(), Self.isIdentifierContinuation(scalar) { position += 1 }
        return start..<position
    }

    private mutating func lexWord() -> Token.Kind {
        let word = text(readIdentifierBody())
        if word.utf8.count == 3, word.uppercased() == "UTI", let utiKeyword = lexUTISuffix() {
            return .keyword(utiKeyword)
        }
        if let keyword = Keyword.matching(word) { return .keyword(keyword) }
        return .identifier(word)
    }

    /// After `UTI`: `-CONFORMS-TO` or `-EQUALS` (case-insensitive) completes a keyword.
    private mutating func lexUTISuffix() -> Keyword? {
        for (suffix, keyword) in [("-CONFORMS-TO", Keyword.utiConformsTo), ("-EQUALS", Keyword.utiEquals)] {
            var offset = 0
            var matched = true
            for expected in suffix.unicodeScalars {
                guard let actual = peek(offset),
                      actual == expected || (actual.value >= 0x61 && actual.value <= 0x7A && actual.value - 0x20 == expected.value)
                else { matched = false; break }
                offset += 1
            }
            if matched, !(peek(offset).map(Self.isIdentifierContinuation) ?? false) {
                position += offset
                return keyword
            }
        }
        return nil
    }

    private mutating func lexVariable() -> Token.Kind {
        position += 1  // $
        if peek() == "#" { position += 1 }
        guard let first = peek(), Self.isIdentifierStart(first) else {
            return .invalid(message: "expected a variable name after '$'")
        }
        return .variable(text(readIdentifierBody()))
    }

    private mutating func lexEscapedIdentifier() -> Token.Kind {
        position += 1  // #
        guard let first = peek(), Self.isIdentifierStart(first) else {
            return .invalid(message: "expected a key name after '#'")
        }
        return .escapedIdentifier(text(readIdentifierBody()))
    }

    private mutating func lexAtKey() -> Token.Kind {
        let start = position
        position += 1  // @
        guard let first = peek(), Self.isIdentifierStart(first) else {
            return .invalid(message: "expected a collection operator name after '@'")
        }
        _ = readIdentifierBody()
        return .atKey(text(start..<position))
    }

    /// `%@`, `%K`, `%d`, … have no arguments in a stored string: always an error token.
    private mutating func lexFormatSpecifier() -> Token.Kind {
        let start = position
        position += 1
        while let scalar = peek(), "hlqL".unicodeScalars.contains(scalar) { position += 1 }
        if let scalar = peek(), scalar == "@" || scalar == "%" || Self.isIdentifierStart(scalar) { position += 1 }
        let spelling = text(start..<position)
        return .invalid(message: "format specifier '\(spelling)' has no argument in a stored predicate string")
    }

    private mutating func lexPunctuation(_ scalar: Unicode.Scalar) -> Token.Kind {
        let next = peek(1)
        let twoScalarSymbols: [(Unicode.Scalar, Unicode.Scalar, Punctuation)] = [
            (":", "=", .assign), ("*", "*", .power), ("=", "=", .equal), ("!", "=", .notEqual),
            ("<", ">", .lessGreater), ("<", "=", .lessEqual), ("=", "<", .equalLess),
            (">", "=", .greaterEqual), ("=", ">", .equalGreater), ("&", "&", .doubleAmpersand),
            ("|", "|", .doublePipe), ("<", "<", .shiftLeft), (">", ">", .shiftRight),
        ]
        if let next {
            for (first, second, punctuation) in twoScalarSymbols where first == scalar && second == next {
                position += 2
                return .punctuation(punctuation)
            }
        }
        let single: Punctuation?
        switch scalar {
        case "(": single = .leftParen
        case ")": single = .rightParen
        case "{": single = .leftBrace
        case "}": single = .rightBrace
        case "[": single = .leftBracket
        case "]": single = .rightBracket
        case ",": single = .comma
        case ":": single = .colon
        case "+": single = .plus
        case "-": single = .minus
        case "*": single = .star
        case "/": single = .slash
        case "=": single = .singleEqual
        case "<": single = .less
        case ">": single = .greater
        case "!": single = .bang
        case "&": single = .ampersand
        case "|": single = .pipe
        case "^": single = .caret
        case "~": single = .tilde
        default: single = nil
        }
        if let single {
            position += 1
            return .punctuation(single)
        }
        let shown = scalar.properties.isWhitespace || scalar.value < 0x20
            ? "U+" + String(scalar.value, radix: 16, uppercase: true)
            : String(scalar)
        return .invalid(message: "unexpected character '\(shown)'")
    }

    // MARK: - Numbers

    private mutating func lexNumber() -> Token.Kind {
        let start = position
        if peek() == "0", let prefix = peek(1) {
            let radix: Int?
            switch prefix {
            case "x", "X": radix = 16
            case "o", "O": radix = 8
            case "b", "B": radix = 2
            default: radix = nil
            }
            if let radix { return lexRadixInteger(radix: radix, start: start) }
        }
        var isReal = false
        while let scalar = peek(), Self.isDecimalDigit(scalar) { position += 1 }
        if peek() == "." {
            if let next = peek(1), Self.isDecimalDigit(next) {
                isReal = true
                position += 1
                while let scalar = peek(), Self.isDecimalDigit(scalar) { position += 1 }
            } else if UnverifiedChoices.acceptsBareDotDecimals,
                      !(peek(1).map { Self.isIdentifierStart($0) || $0 == "@" || $0 == "#" || $0 == "." } ?? false) {
                isReal = true  // trailing-dot decimal `5.`
                position += 1
            }
        }
        if let e = peek(), e == "e" || e == "E" {
            var offset = 1
            if let sign = peek(1), sign == "+" || sign == "-" { offset = 2 }
            if let digit = peek(offset), Self.isDecimalDigit(digit) {
                isReal = true
                position += offset
                while let scalar = peek(), Self.isDecimalDigit(scalar) { position += 1 }
            }
        }
        if let scalar = peek(), Self.isIdentifierContinuation(scalar) {
            return invalidNumber(from: start)
        }
        let spelling = text(start..<position)
        if !isReal, let magnitude = UInt64(spelling) { return .integer(magnitude) }
        guard let value = Double(spelling) else { return invalidNumber(from: start) }
        guard value.isFinite else { return .invalid(message: "number '\(spelling)' is out of range") }
        return .real(value)
    }

    private mutating func lexRadixInteger(radix: Int, start: Int) -> Token.Kind {
        position += 2
        let digitsStart = position
        while let scalar = peek(), Self.isIdentifierContinuation(scalar) { position += 1 }
        let digits = text(digitsStart..<position)
        guard !digits.isEmpty, let magnitude = UInt64(digits, radix: radix) else {
            return invalidNumber(from: start)
        }
        return .integer(magnitude)
    }

    private mutating func invalidNumber(from start: Int) -> Token.Kind {
        while let scalar = peek(), Self.isIdentifierContinuation(scalar) || scalar == "." { position += 1 }
        position = max(position, start + 1)
        return .invalid(message: "invalid number '\(text(start..<position))'")
    }

    // MARK: - Strings

    private mutating func lexString(quote: Unicode.Scalar) -> Token.Kind {
        position += 1
        var value: [Unicode.Scalar] = []
        while let scalar = peek() {
            position += 1
            if scalar == quote { return .string(Self.string(of: value)) }
            if scalar != "\\" {
                value.append(scalar)
                continue
            }
            guard let escaped = peek() else { break }
            position += 1
            switch escaped {
            case "n": value.append("\n")
            case "t": value.append("\t")
            case "r": value.append("\r")
            case "a": value.append("\u{07}")
            case "b": value.append("\u{08}")
            case "f": value.append("\u{0C}")
            case "v": value.append("\u{0B}")
            case "u", "U":
                guard let decoded = readUnicodeEscape() else {
                    return .invalid(message: "invalid \\u escape in string literal")
                }
                value.append(decoded)
            case "x", "X":
                guard let code = readDigits(count: 2, radix: 16), let decoded = Unicode.Scalar(code) else {
                    return .invalid(message: "invalid \\x escape in string literal")
                }
                value.append(decoded)
            case "0"..."7":
                position -= 1
                if let code = readDigits(count: 3, radix: 8), let decoded = Unicode.Scalar(code) {
                    value.append(decoded)
                } else {
                    position += 1
                    value.append(escaped)
                }
            default:
                // `\\`, `\"`, `\'` and (by choice) any other escaped character stand for themselves.
                value.append(escaped)
            }
        }
        // Reported at the token start, i.e. the opening quote.
        position = scalars.count
        return .invalid(message: "unterminated string literal")
    }

    private mutating func readDigits(count: Int, radix: UInt32) -> UInt32? {
        var code: UInt32 = 0
        for offset in 0..<count {
            guard let scalar = peek(offset), let digit = Self.digitValue(scalar), digit < radix else { return nil }
            code = code * radix + digit
        }
        position += count
        return code
    }

    private mutating func readUnicodeEscape() -> Unicode.Scalar? {
        guard let unit = readDigits(count: 4, radix: 16) else { return nil }
        if (0xD800...0xDBFF).contains(unit) {
            guard peek() == "\\", let u = peek(1), u == "u" || u == "U" else { return nil }
            position += 2
            guard let low = readDigits(count: 4, radix: 16), (0xDC00...0xDFFF).contains(low) else { return nil }
            return Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00))
        }
        return Unicode.Scalar(unit)
    }

    private static func digitValue(_ scalar: Unicode.Scalar) -> UInt32? {
        switch scalar.value {
        case 0x30...0x39: return scalar.value - 0x30
        case 0x41...0x46: return scalar.value - 0x41 + 10
        case 0x61...0x66: return scalar.value - 0x61 + 10
        default: return nil
        }
    }
}
