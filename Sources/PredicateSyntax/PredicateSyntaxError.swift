/// A format string that is not valid predicate/expression syntax.
///
/// `column` is 1-based and counted in characters (grapheme clusters) from the start of the
/// string, so it matches what an editor shows for a single-line predicate. A problem at the end
/// of the input reports the column just past the last character.
package struct PredicateSyntaxError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What was wrong, without the position (e.g. "expected an expression after '=='").
    package let message: String
    /// 1-based character column of the offending token.
    package let column: Int

    package init(message: String, column: Int) {
        self.message = message
        self.column = column
    }

    package var description: String { "column \(column): \(message)" }
}

/// Variable substitution found a `$VARIABLE` with no value in the bindings.
package struct PredicateSubstitutionError: Error, CustomStringConvertible, Hashable, Sendable {
    /// The variable's name without the `$`.
    package let variableName: String

    package init(variableName: String) {
        self.variableName = variableName
    }

    package var description: String { "no value for substitution variable $\(variableName)" }
}
