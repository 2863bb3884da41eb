import FoundationEssentials
import HostSystem

/// A typed value held by an attribute: its default value, or a min/max bound.
///
/// The cases mirror what the compiled model stores (plist integers, reals and booleans inline;
/// NSDecimalNumber, NSDate, NSUUID and NSURL objects), so a value survives source → `.mom` → loader.
public enum AttributeValue: Hashable, Sendable, CustomStringConvertible {
    case integer(Int64)
    case decimal(DecimalNumber)
    case real(Double)
    case string(String)
    case boolean(Bool)
    /// Seconds since the reference date 2001-01-01T00:00:00Z.
    case date(Double)
    case data([UInt8])
    case uuid(UUID)
    case url(String)
    /// Composite attribute defaults.
    case dictionary([String: AttributeValue])
    /// An archived object of a class modelc does not know — an app's own class as a Transformable
    /// default value inside a store's cached model — kept by class name, never interpreted.
    case opaque(className: String)

    public var description: String {
        switch self {
        case .integer(let value): return String(value)
        case .decimal(let value): return value.description
        case .real(let value): return formatReal(value)
        case .string(let value): return value
        case .boolean(let value): return value ? "YES" : "NO"
        case .date(let value): return "date(\(formatReal(value)))"
        case .data(let bytes): return "<\(PrintfFormat.hex(bytes))>"
        case .uuid(let value): return value.uuidString
        case .url(let value): return value
        case .dictionary(let value):
            let entries = value.keys.sorted().map { "\($0)=\(value[$0]?.description ?? "")" }
            return "{" + entries.joined(separator: ", ") + "}"
        case .opaque(let className): return "<\(className) object>"
        }
    }

    /// The value as a Double, for numeric comparisons in lints (min ≤ max and the like).
    public var numericValue: Double? {
        switch self {
        case .integer(let value): return Double(value)
        case .decimal(let value): return value.doubleValue
        case .real(let value), .date(let value): return value
        default: return nil
        }
    }
}

/// Shortest round-tripping spelling, with a `.0` on whole numbers (`0.0`, `1.5`, `-10800.0`).
func formatReal(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 {
        return String(Int64(value)) + ".0"
    }
    return "\(value)"
}
