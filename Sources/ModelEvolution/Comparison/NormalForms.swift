import CoreDataModel

/// The forms fields are compared in: what the compiled model can express, so a source model and
/// the `.mom` compiled from it compare equal (predicates printed canonically, values coerced as
/// the archive stores them for their attribute type, empty strings as absent).
enum NormalForms {
    static func predicate(_ text: String?) -> String? {
        text.flatMap(nonBlank).map(DerivationFormat.canonicalPredicate)
    }

    static func derivation(_ text: String) -> String { DerivationFormat.canonical(text) }

    static func nonEmpty(_ text: String?) -> String? { text.flatMap { $0.isEmpty ? nil : $0 } }

    static func nonBlank(_ text: String) -> String? { text.allSatisfy(\.isWhitespace) ? nil : text }

    static func transformer(_ name: String?) -> String? {
        nonEmpty(ValueTransformerName.normalized(name))
    }

    /// The value class the archive records.
    static func archivedClassName(_ attribute: AttributeDescription) -> String? { attribute.archivedValueClassName }

    /// Min/max of a string are lengths, stored as integers.
    static func boundType(_ type: AttributeType) -> AttributeType { type == .string ? .integer64 : type }

    /// A value as the archive holds it for `type` (numbers coerced as the encoder coerces them).
    static func value(_ value: AttributeValue?, _ type: AttributeType) -> String {
        guard let value else { return "nil" }
        switch (type, value) {
        case (.double, _), (.float, _):
            return value.numericValue.map { "\($0)" } ?? value.description
        case (.integer16, .real(let r)), (.integer32, .real(let r)), (.integer64, .real(let r)):
            return Int64(exactly: r).map { "\($0)" } ?? "\(r)"
        case (.decimal, .integer(let i)):
            return "\(i)"
        case (.decimal, .decimal(let d)):
            return "\(d)"
        case (.date, _):
            return value.numericValue.map { "date(\($0))" } ?? value.description
        default:
            return "\(value)"
        }
    }
}
