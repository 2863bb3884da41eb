/// A reference to an entry of a keyed archive's `$objects` array (a bplist `UID` object, `CF$UID`).
///
/// `UID(0)` always refers to the `"$null"` placeholder and therefore stands for `nil`.
package struct UID: Hashable, Sendable, Comparable, CustomStringConvertible {
    /// The index into `$objects`.
    package var value: UInt32

    /// Creates a UID for index `value`.
    package init(_ value: UInt32) { self.value = value }

    /// The reference that stands for `nil` (`$objects[0]` is `"$null"`).
    package static let null = UID(0)

    /// The index as an `Int`, convenient for array subscripting.
    package var index: Int { Int(value) }

    package static func < (lhs: UID, rhs: UID) -> Bool { lhs.value < rhs.value }
    package var description: String { "UID(\(value))" }
}

/// One value of a property list, as stored in a binary property list (`bplist00`).
///
/// Dictionaries are an *ordered* list of key/value pairs rather than a Swift `Dictionary`: the
/// writer must be deterministic, and callers that emulate Apple's byte layout need to choose the
/// key order themselves.
///
/// Equality is *exact*: strings compare by their Unicode scalars (not canonical equivalence),
/// reals and dates by bit pattern (so `NaN == NaN` and `0.0 != -0.0`), dictionaries by key order
/// too. That is what "the same plist" means when comparing writer output.
package enum PropertyListValue: Sendable {
    /// A string (written as ASCII when possible, otherwise UTF-16BE).
    case string(String)
    /// A signed integer. Non-negative values are written in the smallest of 1, 2, 4 or 8 bytes.
    case integer(Int64)
    /// An integer above `Int64.max`: CoreFoundation writes unsigned 64-bit values in 16 bytes.
    case unsignedInteger(UInt64)
    /// A double-precision real.
    case real(Double)
    /// A boolean.
    case boolean(Bool)
    /// Raw bytes.
    case data([UInt8])
    /// A date, as seconds since 2001-01-01 00:00:00 UTC.
    case date(Double)
    /// An ordered array.
    case array([PropertyListValue])
    /// A dictionary with string keys, in the order given.
    case dictionary([(key: String, value: PropertyListValue)])
    /// A keyed-archiver object reference.
    case uid(UID)
}

extension PropertyListValue {
    /// A short English name of the value's kind, used in error messages ("expected a string, found integer").
    package var kindName: String {
        switch self {
        case .string: return "string"
        case .integer, .unsignedInteger: return "integer"
        case .real: return "real"
        case .boolean: return "boolean"
        case .data: return "data"
        case .date: return "date"
        case .array: return "array"
        case .dictionary: return "dictionary"
        case .uid: return "UID"
        }
    }

    /// The kind name with its indefinite article ("an integer", "a string").
    package var kindWithArticle: String {
        switch self {
        case .integer, .unsignedInteger, .array: return "an \(kindName)"
        default: return "a \(kindName)"
        }
    }

    /// The string payload, or `nil` for other kinds.
    package var stringValue: String? { if case .string(let v) = self { return v } else { return nil } }
    /// The integer payload, or `nil` for other kinds.
    package var integerValue: Int64? { if case .integer(let v) = self { return v } else { return nil } }
    /// The real payload, or `nil` for other kinds.
    package var realValue: Double? { if case .real(let v) = self { return v } else { return nil } }
    /// The boolean payload, or `nil` for other kinds.
    package var booleanValue: Bool? { if case .boolean(let v) = self { return v } else { return nil } }
    /// The data payload, or `nil` for other kinds.
    package var dataValue: [UInt8]? { if case .data(let v) = self { return v } else { return nil } }
    /// The UID payload, or `nil` for other kinds.
    package var uidValue: UID? { if case .uid(let v) = self { return v } else { return nil } }
    /// The array payload, or `nil` for other kinds.
    package var arrayValue: [PropertyListValue]? { if case .array(let v) = self { return v } else { return nil } }
    /// The dictionary payload, or `nil` for other kinds.
    package var dictionaryValue: [(key: String, value: PropertyListValue)]? {
        if case .dictionary(let v) = self { return v } else { return nil }
    }

    /// The value stored under `key` when `self` is a dictionary (first match), otherwise `nil`.
    package subscript(key: String) -> PropertyListValue? {
        guard case .dictionary(let pairs) = self else { return nil }
        return pairs.first(where: { $0.key.unicodeScalars.elementsEqual(key.unicodeScalars) })?.value
    }
}

extension PropertyListValue: Hashable {
    package static func == (lhs: PropertyListValue, rhs: PropertyListValue) -> Bool {
        switch (lhs, rhs) {
        case let (.string(a), .string(b)): return a.unicodeScalars.elementsEqual(b.unicodeScalars)
        case let (.integer(a), .integer(b)): return a == b
        case let (.unsignedInteger(a), .unsignedInteger(b)): return a == b
        case let (.real(a), .real(b)): return a.bitPattern == b.bitPattern
        case let (.boolean(a), .boolean(b)): return a == b
        case let (.data(a), .data(b)): return a == b
        case let (.date(a), .date(b)): return a.bitPattern == b.bitPattern
        case let (.array(a), .array(b)): return a == b
        case let (.dictionary(a), .dictionary(b)):
            return a.count == b.count && zip(a, b).allSatisfy {
                $0.key.unicodeScalars.elementsEqual($1.key.unicodeScalars) && $0.value == $1.value
            }
        case let (.uid(a), .uid(b)): return a == b
        default: return false
        }
    }

    package func hash(into hasher: inout Hasher) {
        switch self {
        case .string(let v): hasher.combine(0); hasher.combine(v)
        case .integer(let v): hasher.combine(1); hasher.combine(v)
        case .real(let v): hasher.combine(2); hasher.combine(v.bitPattern)
        case .boolean(let v): hasher.combine(3); hasher.combine(v)
        case .data(let v): hasher.combine(4); hasher.combine(v)
        case .date(let v): hasher.combine(5); hasher.combine(v.bitPattern)
        case .array(let v): hasher.combine(6); hasher.combine(v)
        case .dictionary(let v):
            hasher.combine(7)
            hasher.combine(v.count)
            for pair in v { hasher.combine(pair.key); hasher.combine(pair.value) }
        case .uid(let v): hasher.combine(8); hasher.combine(v)
        case .unsignedInteger(let v): hasher.combine(9); hasher.combine(v)
        }
    }
}
