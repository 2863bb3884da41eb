import CoreDataModel
import KeyedArchive

/// Typed attribute values in the archive (Documentation/Formats.md "Compiled models (`.mom`)"): integers, reals and booleans as plist
/// scalars, NSDecimalNumber, NSDate, NSUUID and NSURL objects, NSDictionary for composites. The
/// value is coerced to the attribute's type (a Double default "0" is the real 0.0).
extension ModelArchiver {
    func encodeAttributeValue(_ value: AttributeValue, type: AttributeType, label: ArchivingLabel) throws -> UID {
        switch value {
        case .integer(let integer):
            switch type {
            case .float: return archive.encodeFloat(Float(integer))
            case .double, .date: return archive.encodeInline(.real(Double(integer)))
            case .decimal: return try encodeDecimal(DecimalNumber(isNegative: integer < 0, significand: String(integer.magnitude), exponent: 0), label: label)
            case .boolean: return archive.encodeInline(.boolean(integer != 0))
            default: return archive.encodeInline(.integer(integer))
            }
        case .real(let real):
            if type.isInteger, let exact = Int64(exactly: real) { return archive.encodeInline(.integer(exact)) }
            if type == .float { return archive.encodeFloat(Float(real)) }
            return archive.encodeInline(.real(real))
        case .decimal(let decimal):
            switch type {
            case .float: return archive.encodeFloat(Float(decimal.doubleValue))
            case .double: return archive.encodeInline(.real(decimal.doubleValue))
            default: return try encodeDecimal(decimal, label: label)
            }
        case .string(let string):
            return archive.encodeString(string)
        case .boolean(let flag):
            return archive.encodeInline(.boolean(flag))
        case .date(let seconds):
            return archive.encodeDate(timeIntervalSinceReferenceDate: seconds)
        case .data(let bytes):
            return archive.encodeInline(.data(bytes))
        case .uuid(let uuid):
            return archive.encodeUUID(uuid)
        case .url(let text):
            return archive.encodeURL(relativeString: text)
        case .dictionary(let entries):
            let keys = entries.keys.sorted(by: codeUnitLess)
            return try archive.encodeDictionary {
                let keyUIDs = keys.map { archive.encodeString($0) }
                let valueUIDs = try keys.map { key -> UID in
                    guard let member = entries[key] else { return .null }
                    return try encodeAttributeValue(member, type: .undefined, label: label)
                }
                return zip(keyUIDs, valueUIDs).map { (key: $0.0, value: $0.1) }
            }
        case .opaque(let className):
            throw ModelError("cannot archive \(label): its value is an object of class \(className), which modelc keeps only by name")
        }
    }

    func encodeDecimal(_ decimal: DecimalNumber, label: ArchivingLabel) throws -> UID {
        do {
            return archive.encodeDecimalNumber(try DecimalComponents(decimal.description))
        } catch {
            throw ModelError("cannot archive \(label): decimal value \(decimal) does not fit an NSDecimalNumber (\(error))")
        }
    }
}
