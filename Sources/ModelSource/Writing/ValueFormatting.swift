import CoreDataModel
import FoundationEssentials
import HostSystem

/// Turns typed values back into the text of `defaultValueString`, `minValueString`,
/// `maxValueString` and `*DateTimeInterval` (the mirror of `ValueParsing`): each spelling parses
/// back to the same value for the attribute's type.
enum ValueFormatting {
    /// The `defaultValueString` of `value` for an attribute of `type`, or nil when the source
    /// format cannot spell it (Binary, Transformable and composite defaults; dates use `interval`).
    static func defaultText(_ value: AttributeValue, for type: AttributeType) -> String? {
        switch (type, value) {
        case (.string, .string(let text)): return text
        case (.boolean, .boolean(let flag)): return flag ? "YES" : "NO"
        case (.boolean, _): return value.numericValue.map { $0 != 0 ? "YES" : "NO" }
        case (.uuid, .uuid(let uuid)): return uuid.uuidString
        case (.uri, .url(let text)), (.uri, .string(let text)): return text
        case (.integer16, _), (.integer32, _), (.integer64, _), (.decimal, _), (.double, _), (.float, _):
            return number(value, for: type)
        default: return nil
        }
    }

    /// A min/max bound: a number for numeric types, a length for strings.
    static func boundText(_ value: AttributeValue, for type: AttributeType) -> String? {
        switch type {
        case .string: return number(value, for: .integer64)
        case .integer16, .integer32, .integer64, .decimal, .double, .float: return number(value, for: type)
        default: return nil
        }
    }

    /// Seconds since 2001-01-01 for `*DateTimeInterval`.
    static func interval(_ value: AttributeValue) -> String? {
        switch value {
        case .date(let seconds), .real(let seconds): return real(seconds)
        case .integer(let seconds): return String(seconds)
        default: return nil
        }
    }

    private static func number(_ value: AttributeValue, for type: AttributeType) -> String? {
        switch value {
        case .integer(let integer): return String(integer)
        case .decimal(let decimal): return decimal.description
        case .real(let double):
            if type.isInteger, let exact = Int64(exactly: double) { return String(exact) }
            return type.isInteger ? nil : real(double)
        case .boolean(let flag): return flag ? "1" : "0"
        default: return nil
        }
    }

    /// The shortest spelling that parses back to the same Double (`0.0`, `1.5`, `1e+20`).
    static func real(_ value: Double) -> String? {
        guard value.isFinite else { return nil }
        if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) + ".0" }
        return "\(value)"
    }
}

private extension AttributeType {
    var isInteger: Bool { self == .integer16 || self == .integer32 || self == .integer64 }
}
