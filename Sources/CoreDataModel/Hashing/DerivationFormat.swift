/// The printed (`predicateFormat`) text of derivation expressions and filtering predicates, which
/// derived-attribute version hashes are computed from.
///
/// Core Data's `setDerivationExpression:` rewrites key paths ending in `.@count`, `.@sum` or
/// `.@total` into `count:(prefix)` / `sum:(prefix)`; the hash is taken over the rewritten text.
/// This is the one place that knows the rewrite; the canonical spelling of everything else comes
/// from the predicate language's printer once it is wired in.
enum DerivationFormat {
    static func canonical(_ text: String) -> String {
        let trimmed = String(text.trimmingSpaces())
        let rewrites: [(suffix: String, function: String)] = [(".@count", "count:"), (".@sum", "sum:"), (".@total", "sum:")]
        for rewrite in rewrites where trimmed.hasSuffix(rewrite.suffix) {
            let prefix = trimmed.dropLast(rewrite.suffix.count)
            if !prefix.isEmpty, !prefix.contains(" ") {
                return "\(rewrite.function)(\(prefix))"
            }
        }
        return trimmed
    }

    static func canonicalPredicate(_ text: String) -> String {
        String(text.trimmingSpaces())
    }
}
