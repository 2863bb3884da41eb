import PredicateSyntax

/// A value for a `$VARIABLE` of a fetch request template (`substitutionVariables`): what an app
/// passes as an `NSString`, `NSNumber`, `NSDate`, `NSNull` or `NSArray`. CoreDataModel's own type,
/// so a client needs no other module to fill a template.
public enum SubstitutionValue: Hashable, Sendable {
    /// `NSNull`: substitutes a null constant.
    case null
    case string(String)
    case integer(Int64)
    case real(Double)
    case boolean(Bool)
    /// Seconds since 2001-01-01 00:00:00 UTC.
    case date(secondsSinceReferenceDate: Double)
    case array([SubstitutionValue])

    var constantValue: ConstantValue {
        switch self {
        case .null: return .null
        case .string(let text): return .string(text)
        case .integer(let number): return .integer(number)
        case .real(let number): return .real(number)
        case .boolean(let flag): return .boolean(flag)
        case .date(let seconds): return .date(secondsSinceReferenceDate: seconds)
        case .array(let members): return .array(members.map(\.constantValue))
        }
    }
}
