import CoreDataModel
import Foundation

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
    static func attributeValue(_ json: Any, for attribute: AttributeDescription) throws -> AttributeValue? {
        if json is NSNull { return nil }
        let type = attribute.attributeType
        switch type {
        case .integer16, .integer32, .integer64:
            guard let number = number(json) else {
                throw Mismatch("expected a whole number (\(type.sourceName ?? "")), found \(kind(of: json))")
            }
            let bits = type == .integer16 ? 16 : type == .integer32 ? 32 : 64
            let limit = bits == 64 ? Int64.max : (Int64(1) << (bits - 1)) - 1
            guard let value = json as? Int64, value >= -limit - 1, value <= limit else {
                let integral = number.doubleValue.rounded() == number.doubleValue
                throw Mismatch(integral ? "\(number) does not fit in \(type.sourceName ?? "")" : "\(number) is not a whole number")
            }
            return .integer(value)
        case .double, .float:
            guard let number = number(json) else { throw Mismatch("expected a number, found \(kind(of: json))") }
            return .real(type == .float ? Double(Float(number.doubleValue)) : number.doubleValue)
        case .decimal:
            let text: String
            if let string = json as? String { text = string } else if let number = number(json) { text = number.stringValue } else {
                throw Mismatch("expected a decimal number (a string or a number), found \(kind(of: json))")
            }
            guard let decimal = DecimalNumber(parsing: text) else { throw Mismatch("\"\(text)\" is not a decimal number") }
            return .decimal(decimal)
        case .string:
            return .string(try string(json, "a string"))
        case .boolean:
            guard let number = json as? NSNumber, isBoolean(number) else { throw Mismatch("expected true or false, found \(kind(of: json))") }
            return .boolean(number.boolValue)
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
            guard let members = json as? [String: Any], let composite = attribute.kind.compositeAttribute else {
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
    static func kind(of json: Any) -> String {
        switch json {
        case is NSNull: return "null"
        case let number as NSNumber: return isBoolean(number) ? "a boolean" : "a number"
        case is String: return "a string"
        case is [Any]: return "an array"
        case is [String: Any]: return "an object"
        default: return "a value"
        }
    }

    /// JSONSerialization gives `true`/`false` as NSNumbers of C type `char`, numbers never so.
    static func isBoolean(_ number: NSNumber) -> Bool { String(cString: number.objCType) == "c" }

    /// A JSON number (not a boolean).
    private static func number(_ json: Any) -> NSNumber? {
        guard let number = json as? NSNumber, !isBoolean(number) else { return nil }
        return number
    }

    private static func string(_ json: Any, _ expected: String) throws -> String {
        guard let text = json as? String else { throw Mismatch("expected \(expected), found \(kind(of: json))") }
        return text
    }

    private static func abbreviated(_ text: String) -> String {
        text.count > 40 ? String(text.prefix(40)) + "…" : text
    }

    private static func parseDate(_ text: String) -> Date? {
        let formatter = ISO8601DateFormatter()
        for options: ISO8601DateFormatter.Options in [[.withInternetDateTime, .withFractionalSeconds], [.withInternetDateTime], [.withFullDate]] {
            formatter.formatOptions = options
            if let date = formatter.date(from: text) { return date }
        }
        return nil
    }
}
