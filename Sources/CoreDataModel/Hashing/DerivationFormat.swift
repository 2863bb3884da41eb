import PredicateSyntax

/// The printed (`predicateFormat`) text of derivation expressions and filtering predicates, which
/// derived-attribute version hashes are computed from.
///
/// Core Data's `setDerivationExpression:` rewrites key paths ending in `.@count`, `.@sum` or
/// `.@total` into `count:(prefix)` / `sum:(prefix)`, and the hash is taken over the printed text of
/// the rewritten expression, so both the rewrite and Apple's canonical spelling matter here.
/// Text that does not parse is hashed as written (the compiler reports the syntax error elsewhere).
public enum DerivationFormat {
    public static func canonical(_ text: String) -> String {
        guard let expression = try? parseExpression(text) else { return text }
        return expression.normalizedForDerivedAttribute.format
    }

    public static func canonicalPredicate(_ text: String) -> String {
        guard let predicate = try? parsePredicate(text) else { return text }
        return predicate.format
    }
}
