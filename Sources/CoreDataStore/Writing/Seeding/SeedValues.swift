import CoreDataModel
import FoundationEssentials
import HostSystem

/// JSON values into attribute values (numbers, strings, booleans, null; dates as ISO 8601, binary
/// and transformable data as base64, UUIDs and URIs as text, decimals as a string or a number),
/// and attribute values into what Core Data stores in the column.
enum SeedValues {
    struct Mismatch: Error {
        var message: String
        init(_ message: String) { self.message = message }
    }

    /// - Returns: nil for JSON null.
    /// - Throws: `Mismatch` saying what was expected.
    static func attributeValue(_ json: SeedJSON, for attribute: AttributeDescription) throws -> AttributeValue? {
        if case .null = json { return nil }
        let type = attribute.attributeType
        switch type {
        case .integer16, .integer32, .integer64:
            guard let number = number(json) else {
                throw Mismatch("expected a whole number (\(type.sourceName ?? "")), found \(kind(of: json))")
            }
            let bits = type == .integer16 ? 16 : type == .integer32 ? 32 : 64
            let limit = bits == 64 ? Int64.max : (Int64(1) << (bits - 1)) - 1
            guard let value = number.int64Value, value >= -limit - 1, value <= limit else {
                let integral = number.doubleValue.rounded() == number.doubleValue
                throw Mismatch(integral ? "\(number) does not fit in \(type.sourceName ?? "")" : "\(number) is not a whole number")
            }
            return .integer(value)
        case .double, .float:
            guard let number = number(json) else { throw Mismatch("expected a number, found \(kind(of: json))") }
            return .real(type == .float ? Double(Float(number.doubleValue)) : number.doubleValue)
        case .decimal:
            let text: String
            if case .string(let string) = json { text = string } else if let number = number(json) { text = number.description } else {
                throw Mismatch("expected a decimal number (a string or a number), found \(kind(of: json))")
            }
            guard let decimal = DecimalNumber(parsing: text) else { throw Mismatch("\"\(text)\" is not a decimal number") }
            return .decimal(decimal)
        case .string:
            return .string(try string(json, "a string"))
        case .boolean:
            guard case .boolean(let flag) = json else { throw Mismatch("expected true or false, found \(kind(of: json))") }
            return .boolean(flag)
        case .date:
            let text = try string(json, "a date (ISO 8601 text)")
            guard let date = parseDate(text) else {
                throw Mismatch("\"\(text)\" is not an ISO 8601 date (like 2024-05-01T12:30:00Z or 2024-05-01)")
            }
            return .date(date.timeIntervalSinceReferenceDate)
        case .binaryData, .transformable:
            let text = try string(json, "base64 text")
            guard let data = Data(base64Encoded: text) else { throw Mismatch("\"\(abbreviated(text))\" is not base64") }
            return .data([UInt8](data))
        case .uuid:
            let text = try string(json, "a UUID")
            guard let uuid = UUID(uuidString: text) else { throw Mismatch("\"\(abbreviated(text))\" is not a UUID") }
            return .uuid(uuid)
        case .uri:
            let text = try string(json, "a URI")
            guard !text.isEmpty, URL(string: text) != nil else { throw Mismatch("\"\(abbreviated(text))\" is not a URI") }
            return .url(text)
        case .composite:
            guard case .object(let members) = json, let composite = attribute.kind.compositeAttribute else {
                throw Mismatch("expected an object of the composite's elements, found \(kind(of: json))")
            }
            var values: [String: AttributeValue] = [:]
            for key in members.keys.sorted(by: utf16Precedes) {
                guard let element = composite.elements.first(where: { $0.name == key }) else {
                    throw Mismatch("the composite has no element \"\(key)\"")
                }
                do {
                    if let member = members[key], let value = try attributeValue(member, for: element) { values[key] = value }
                } catch let mismatch as Mismatch {
                    throw Mismatch("element \"\(key)\": \(mismatch.message)")
                }
            }
            return .dictionary(values)
        case .undefined, .objectID:
            throw Mismatch("attributes of type \(type.sourceName ?? "undefined") are not stored")
        }
    }

    /// What the column holds for `value` of `attribute`: binary data that may be stored outside the
    /// store is kept inline with a marker byte in front.
    static func columnValue(_ value: AttributeValue, of attribute: AttributeDescription) -> SQLiteValue? {
        let stored = columnValue(value, type: attribute.attributeType)
        if attribute.allowsExternalBinaryDataStorage, case .blob(let bytes)? = stored {
            return .blob([UnverifiedChoices.inlineExternalDataMarker] + bytes)
        }
        return stored
    }

    /// What the column holds for `value` of an attribute of `type` (nil: NULL).
    static func columnValue(_ value: AttributeValue, type: AttributeType) -> SQLiteValue? {
        switch (type, value) {
        case (.boolean, .boolean(let flag)): return .integer(flag ? 1 : 0)
        case (.integer16, _), (.integer32, _), (.integer64, _), (.boolean, _):
            if case .integer(let integer) = value { return .integer(integer) }
            if case .boolean(let flag) = value { return .integer(flag ? 1 : 0) }
            return value.numericValue.flatMap { Int64(exactly: $0.rounded(.towardZero)) }.map(SQLiteValue.integer)
        case (.double, _), (.float, _):
            return value.numericValue.map { .real(type == .float ? Double(Float($0)) : $0) }
        case (.decimal, .decimal(let decimal)):
            return UnverifiedChoices.decimalsBoundAsText ? .text(decimal.description) : .real(decimal.doubleValue)
        case (.decimal, _):
            return value.numericValue.map(SQLiteValue.real)
        case (.date, .date(let seconds)): return .real(seconds)
        case (.string, .string(let text)), (.uri, .url(let text)), (.uri, .string(let text)): return .text(text)
        case (.binaryData, .data(let bytes)), (.transformable, .data(let bytes)): return .blob(bytes)
        case (.uuid, .uuid(let uuid)): return .blob(withUnsafeBytes(of: uuid.uuid) { Array($0) })
        default: return nil
        }
    }

    /// "a string", "a number", … for messages.
    static func kind(of json: SeedJSON) -> String {
        switch json {
        case .null: return "null"
        case .boolean: return "a boolean"
        case .number: return "a number"
        case .string: return "a string"
        case .array: return "an array"
        case .object: return "an object"
        }
    }

    /// A JSON number (not a boolean).
    private static func number(_ json: SeedJSON) -> SeedJSON.Number? {
        guard case .number(let number) = json else { return nil }
        return number
    }

    private static func string(_ json: SeedJSON, _ expected: String) throws -> String {
        guard case .string(let text) = json else { throw Mismatch("expected \(expected), found \(kind(of: json))") }
        return text
    }

    private static func abbreviated(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    /// A date and time (`2024-05-01T12:30:00.250+02:00`, `…Z`) or a date (`2024-05-01`, midnight
    /// UTC). The fraction is kept to the millisecond, cut (not rounded) and counted from 1970 as
    /// ICU does behind Foundation's `ISO8601DateFormatter`, so the stored seconds are the same.
    private static func parseDate(_ text: String) -> Date? {
        var whole = Substring(text), milliseconds = 0
        if let dot = text.firstIndex(of: ".") {
            let digits = text[text.index(after: dot)...].prefix { $0.isASCII && $0.isNumber }
            if !digits.isEmpty {
                milliseconds = Int(String((digits + "00").prefix(3))) ?? 0
                whole = text[..<dot] + text[digits.endIndex...]
            }
        }
        for style in [Date.ISO8601FormatStyle(), Date.ISO8601FormatStyle().year().month().day()] {
            guard let date = try? style.parse(String(whole)) else { continue }
            let sinceUnixEpoch = (date.timeIntervalSince1970 * 1000 + Double(milliseconds)) / 1000
            return Date(timeIntervalSinceReferenceDate: sinceUnixEpoch - Date.timeIntervalBetween1970AndReferenceDate)
        }
        return nil
    }
}
