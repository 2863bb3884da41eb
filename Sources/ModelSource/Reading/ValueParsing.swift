import CoreDataModel
import FoundationEssentials
import HostSystem

/// Turns the text of `defaultValueString`, `minValueString` and `maxValueString` into typed values
/// for an attribute's type. Parsing never traps; a value that does not
/// parse yields nil and the caller warns and drops it.
enum ValueParsing {
    /// A default value of `type` written as `text`, or nil when `text` does not spell one.
    /// Dates, Binary and Transformable are handled by the caller (they have no textual default).
    static func defaultValue(_ text: String, for type: AttributeType) -> AttributeValue? {
        switch type {
        case .integer16, .integer32, .integer64:
            return integer(text, for: type).map(AttributeValue.integer)
        case .decimal:
            return DecimalNumber(parsing: text).map(AttributeValue.decimal)
        case .double, .float:
            return real(text).map(AttributeValue.real)
        case .boolean:
            return BooleanParsing.parse(text).map(AttributeValue.boolean)
        case .string:
            return .string(text)
        case .uuid:
            return UUID(uuidString: String(text.trimmingSpaces())).map(AttributeValue.uuid)
        case .uri:
            return .url(text)
        case .date, .binaryData, .transformable, .undefined, .objectID, .composite:
            return nil
        }
    }

    /// A min/max bound: a value for numbers, a length (non-negative integer) for strings.
    /// Dates use `*DateTimeInterval` instead (see `interval`).
    static func bound(_ text: String, for type: AttributeType) -> AttributeValue? {
        switch type {
        case .integer16, .integer32, .integer64:
            return integer(text, for: .integer64).map(AttributeValue.integer)
        case .decimal:
            return DecimalNumber(parsing: text).map(AttributeValue.decimal)
        case .double, .float:
            return real(text).map(AttributeValue.real)
        case .string:
            guard let length = Int64(text.trimmingSpaces()), length >= 0 else { return nil }
            return .integer(length)
        default:
            return nil
        }
    }

    /// Seconds since 2001-01-01 (a `*DateTimeInterval` attribute), as a date value.
    static func interval(_ text: String) -> AttributeValue? {
        real(text).map(AttributeValue.date)
    }

    /// A base-10 integer that fits the width of `type`.
    static func integer(_ text: String, for type: AttributeType) -> Int64? {
        guard let value = Int64(text.trimmingSpaces()) else { return nil }
        switch type {
        case .integer16: return Int64(Int16.min)...Int64(Int16.max) ~= value ? value : nil
        case .integer32: return Int64(Int32.min)...Int64(Int32.max) ~= value ? value : nil
        default: return value
        }
    }

    /// A C-locale floating-point number (finite; `inf`/`nan` spellings are refused).
    static func real(_ text: String) -> Double? {
        let trimmed = text.trimmingSpaces()
        guard let first = trimmed.first, first.isNumber || first == "-" || first == "+" || first == ".",
              let value = Double(trimmed), value.isFinite else { return nil }
        return value
    }
}
