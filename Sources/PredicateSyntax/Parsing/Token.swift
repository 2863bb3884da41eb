/// One lexical token; positions are offsets into the input's unicode scalars.
struct Token {
    enum Kind: Equatable {
        /// A C identifier that is not a reserved word.
        case identifier(String)
        /// `#word`: an identifier (reserved or not) forced to be a key (stored without `#`).
        case escapedIdentifier(String)
        /// A reserved word or a keyword operator (case-insensitive).
        case keyword(Keyword)
        /// `$name` (stored without `$` and without an escaping `#`).
        case variable(String)
        /// `@count`, `@sum`, … (stored with the `@`).
        case atKey(String)
        case string(String)
        /// A decimal/hex/octal/binary integer literal's magnitude.
        case integer(UInt64)
        case real(Double)
        case punctuation(Punctuation)
        /// Unlexable input; the parser reports `message` when it reaches this token.
        case invalid(message: String)
        case end
    }

    var kind: Kind
    /// Scalar offsets `[start, end)` in the input.
    var start: Int
    var end: Int
    /// Whether whitespace separates this token from the previous one.
    var followsWhitespace: Bool
}

/// Punctuation and operator symbols.
enum Punctuation: String, Equatable {
    case leftParen = "(", rightParen = ")", leftBrace = "{", rightBrace = "}"
    case leftBracket = "[", rightBracket = "]", comma = ",", dot = ".", colon = ":"
    case assign = ":="
    case plus = "+", minus = "-", star = "*", slash = "/", power = "**"
    case equal = "==", singleEqual = "="
    case notEqual = "!=", lessGreater = "<>"
    case less = "<", lessEqual = "<=", equalLess = "=<"
    case greater = ">", greaterEqual = ">=", equalGreater = "=>"
    case doubleAmpersand = "&&", doublePipe = "||", bang = "!"
    case ampersand = "&", pipe = "|", caret = "^", tilde = "~"
    case shiftLeft = "<<", shiftRight = ">>"
}

/// Reserved words (DOC-SYN list) and keyword operators; matched case-insensitively.
enum Keyword: String, CaseIterable {
    case and = "AND", or = "OR", `in` = "IN", not = "NOT", all = "ALL", any = "ANY", some = "SOME"
    case none = "NONE", like = "LIKE", caseInsensitive = "CASEINSENSITIVE", ci = "CI"
    case matches = "MATCHES", contains = "CONTAINS", beginsWith = "BEGINSWITH", endsWith = "ENDSWITH"
    case between = "BETWEEN", null = "NULL", `nil` = "NIL", `self` = "SELF", `true` = "TRUE"
    case yes = "YES", `false` = "FALSE", no = "NO", first = "FIRST", last = "LAST", size = "SIZE"
    case anyKey = "ANYKEY", subquery = "SUBQUERY", fetch = "FETCH", cast = "CAST"
    case truePredicate = "TRUEPREDICATE", falsePredicate = "FALSEPREDICATE"
    case utiConformsTo = "UTI-CONFORMS-TO", utiEquals = "UTI-EQUALS"

    private static let byUppercasedSpelling: [String: Keyword] =
        Dictionary(uniqueKeysWithValues: allCases.map { ($0.rawValue, $0) })

    /// The keyword spelled by `word` in any letter case.
    static func matching(_ word: String) -> Keyword? {
        // Longest reserved word is 15 scalars; skip the uppercasing allocation for longer words.
        guard word.utf8.count <= 15 else { return nil }
        return byUppercasedSpelling[word.uppercased()]
    }
}

/// The reserved-word test the printer uses to decide where `#` is needed.
enum ReservedWords {
    static func contains(_ word: String) -> Bool { Keyword.matching(word) != nil }
}
