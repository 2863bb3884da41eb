/// What an object reference (or an inline field) of a keyed archive resolves to: a plain value
/// stored directly in `$objects` (NSString, NSNumber, NSData), or an archived object with a class.
package enum ArchivedValue: Sendable {
    /// An NSString.
    case string(String)
    /// An integer NSNumber (or an inline `encodeInteger:` value).
    case integer(Int64)
    /// A floating-point NSNumber (or an inline `encodeDouble:` value).
    case real(Double)
    /// A boolean NSNumber (or an inline `encodeBool:` value).
    case boolean(Bool)
    /// NSData (or inline `encodeBytes:` bytes).
    case data([UInt8])
    /// Seconds since 2001-01-01 (a bplist date; `NSKeyedArchiver` itself archives NSDate as an object).
    case date(Double)
    /// An object with a `$class`: everything that is not a plain value.
    case object(ArchivedObject)

    /// A short English description of the kind, for error messages.
    package var kindName: String {
        switch self {
        case .string: return "string"
        case .integer: return "integer"
        case .real: return "real"
        case .boolean: return "boolean"
        case .data: return "data"
        case .date: return "date"
        case .object(let object): return "object of class \(object.className)"
        }
    }

    /// The string, or `nil` for other kinds.
    package var stringValue: String? { if case .string(let v) = self { return v } else { return nil } }
    /// The integer, or `nil` for other kinds.
    package var integerValue: Int64? { if case .integer(let v) = self { return v } else { return nil } }
    /// The real (integers converted), or `nil` for other kinds.
    package var realValue: Double? {
        switch self {
        case .real(let v): return v
        case .integer(let v): return Double(v)
        default: return nil
        }
    }
    /// The boolean, or `nil` for other kinds.
    package var booleanValue: Bool? { if case .boolean(let v) = self { return v } else { return nil } }
    /// The bytes, or `nil` for other kinds.
    package var dataValue: [UInt8]? { if case .data(let v) = self { return v } else { return nil } }
    /// The archived object, or `nil` for plain values.
    package var objectValue: ArchivedObject? { if case .object(let v) = self { return v } else { return nil } }

    /// The equivalent plain property-list value, or `nil` for archived objects.
    package var propertyListValue: PropertyListValue? {
        switch self {
        case .string(let v): return .string(v)
        case .integer(let v): return .integer(v)
        case .real(let v): return .real(v)
        case .boolean(let v): return .boolean(v)
        case .data(let v): return .data(v)
        case .date(let v): return .date(v)
        case .object: return nil
        }
    }
}
