import PredicateSyntax

/// `modelc predicate`: each format string printed in Apple's canonical form (what
/// `predicateFormat` returns), so fetch templates and derivations can be checked by hand.
public enum PredicateFormatting {
    public enum Kind {
        case predicate, expression
    }

    /// The canonical text, or the syntax error (printed as `column N: message`).
    public static func canonical(_ text: String, as kind: Kind) -> Result<String, PredicateFormatError> {
        do {
            switch kind {
            case .predicate: return .success(try parsePredicate(text).format)
            case .expression: return .success(try parseExpression(text).format)
            }
        } catch let error as PredicateSyntaxError {
            return .failure(PredicateFormatError(message: error.message, column: error.column))
        } catch {
            return .failure(PredicateFormatError(message: "\(error)", column: 1))
        }
    }

    /// Canonical text for display; the text itself when it does not parse.
    public static func display(_ text: String?, as kind: Kind) -> String? {
        guard let text else { return nil }
        return (try? canonical(text, as: kind).get()) ?? text
    }
}

/// A format string that is not valid predicate or expression syntax: ModelCompiler's own type,
/// so a client needs no other module to handle it.
public struct PredicateFormatError: Error, CustomStringConvertible, Hashable, Sendable {
    /// What was wrong, without the position.
    public let message: String
    /// 1-based character column of the offending token.
    public let column: Int

    public var description: String { "column \(column): \(message)" }
}
