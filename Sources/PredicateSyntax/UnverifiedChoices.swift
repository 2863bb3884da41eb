/// Every behaviour of Apple's parser/printer that the reference marks as unverified, decided in
/// one place. Each constant says what was chosen and why; flip it here (and only here) once a
/// real Apple-built `.mom` or a run on Apple platforms settles the question.
///
/// See Documentation/Formats.md "Predicates and expressions".
package enum UnverifiedChoices {
    /// `(a AND b) AND c`: are explicitly parenthesised groups of the same connective merged into
    /// one flat compound? Chosen: **no** — the parser flattens only the chain it is building
    /// and the three low-confidence vectors print API-built nested groups and
    /// agree with this.
    package static let mergesParenthesizedSameConnectiveGroups = false

    /// `CAST(726000000.0, "NSDate")`: is a cast of a numeric literal to `NSDate` folded into a
    /// date constant at parse time? Chosen: **yes**. Xcode writes model predicates from
    /// `predicateFormat`, where a date constant prints `CAST(726000000.000000, "NSDate")`; folding
    /// makes such strings round-trip to the same constant and the same text (hash-stable).
    package static let foldsNumericCastToDate = true

    /// `-5`: a unary minus directly applied to a numeric literal becomes a negative constant
    /// (vectors show `yearRaw == -1` printing as written). Chosen: fold any numeric constant.
    package static let foldsNegativeNumericLiterals = true

    /// `-x` for a non-constant `x` has no documented object graph. Chosen: `from:subtract:(0, x)`,
    /// which prints `0 - x` and re-parses to the same graph.
    package static let unaryMinusSelector = "from:subtract:"

    /// `a ** b ** c`: chosen **left**-associative (APRT's grammar).
    package static let powerIsLeftAssociative = true

    /// Real literals: Apple's parser is assumed to make a double `NSNumber`, which prints with
    /// NSNumber's documented `%0.16g` (`10.0` → `10`, `9.2e-5` → `9.2e-05`). An
    /// `NSDecimalNumber` would print `0.000092` instead.
    package static let realNumberPrintFormat = "%0.16g"

    /// Decimal integer literals beyond `Int64` become real constants (no big-integer type).
    package static let overflowingIntegersBecomeReals = true

    /// `SELF.name`: chosen to mean the same as `name` (a key path whose operand is SELF), so it
    /// prints `name`.
    package static let foldsSelfKeyPathOperand = true

    /// `.5` and `5.`: leading- and trailing-dot decimals are accepted (strtod accepts both).
    package static let acceptsBareDotDecimals = true

    /// Non-ASCII letters in identifiers (`größe == 1`): accepted.
    package static let acceptsUnicodeIdentifiers = true

    /// `UNION`, `INTERSECT`, `MINUS` as infix expression operators: accepted (Apple prints them
    /// that way), binding looser than every arithmetic/bitwise operator.
    package static let acceptsSetOperators = true

    /// Bitwise operators `| ^ & << >>` bind C-like: looser than `+ -`, with `|` loosest; `~` is a
    /// prefix operator like unary minus.
    package static let bitwiseOperatorsBindLooserThanAdditive = true

    /// An unknown backslash escape in a string literal (`"\w"`) yields the character itself.
    package static let unknownStringEscapeKeepsCharacter = true

    /// `NSExpressionType` of a key path whose operand is not SELF (`$x.name`): 4, as every
    /// `$source.x` and `$manager.sourceContext` in Apple-compiled mapping models (`.cdm`) has it
    /// (no longer unverified; kept here so the one place that decides it stays put).
    package static let keyPathOnOperandExpressionType = 4

    /// Comparison option brackets may be separated from the operator by whitespace
    /// (`LIKE [c] "x"`); `[` cannot start an expression, so this is unambiguous.
    package static let allowsSpaceBeforeOptions = true

    /// `FUNCTION(receiver, "selector", args…)` prints a space before the comma that follows the
    /// selector (vector-verified) and `", "` between the remaining arguments (unverified).
    package static let functionArgumentSeparator = ", "

    /// `~x` and arithmetic operands that are assignments or set expressions are parenthesised
    /// like infix arithmetic so printing re-parses identically.
    package static let parenthesizesPrefixAndSetOperands = true
}
