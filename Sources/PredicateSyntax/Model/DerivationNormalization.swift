/// Core Data's rewrite of derived-attribute expressions (Documentation/Formats.md "Predicates and expressions"):
/// `NSDerivedAttributeDescription.setDerivationExpression:` turns a key path ending in
/// `.@count` into `count:(prefix)` and one ending in `.@sum` / `.@total` into `sum:(prefix)`.
/// The archived expression and the version hash use the rewritten form.
extension Expression {
    /// This expression as Core Data stores it for a derived attribute.
    package var normalizedForDerivedAttribute: Expression {
        guard case .keyPath(let path, let operand) = self,
              let lastDot = path.lastIndex(of: ".") else { return self }
        let prefix = String(path[..<lastDot])
        let last = path[path.index(after: lastDot)...]
        guard !prefix.isEmpty else { return self }
        switch last {
        case "@count": return .builtin("count:", [.keyPath(prefix, operand: operand)])
        case "@sum", "@total": return .builtin("sum:", [.keyPath(prefix, operand: operand)])
        default: return self
        }
    }
}
