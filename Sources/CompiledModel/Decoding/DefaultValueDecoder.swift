import CoreDataModel
import KeyedArchive

/// Archived attribute values back into `AttributeValue`, typed by the attribute's type where the
/// archive is ambiguous (a real on an Integer attribute, an integer on a Double one).
extension ModelUnarchiver {
    func attributeValue(_ value: ArchivedValue, type: AttributeType, what: @autoclosure () -> String) throws -> AttributeValue {
        switch value {
        case .integer(let integer):
            switch type {
            case .double, .float: return .real(Double(integer))
            case .boolean: return .boolean(integer != 0)
            case .date: return .date(Double(integer))
            case .decimal: return .decimal(DecimalNumber(isNegative: integer < 0, significand: String(integer.magnitude), exponent: 0))
            default: return .integer(integer)
            }
        case .real(let real):
            if type.isInteger, let exact = Int64(exactly: real) { return .integer(exact) }
            if type == .date { return .date(real) }
            return .real(real)
        case .boolean(let flag):
            if type.isInteger { return .integer(flag ? 1 : 0) }
            return .boolean(flag)
        case .string(let text):
            return type == .uri ? .url(text) : .string(text)
        case .data(let bytes):
            return .data(bytes)
        case .date(let seconds):
            return .date(seconds)
        case .object(let object):
            return try objectValue(object, what: what())
        }
    }

    private func objectValue(_ object: ArchivedObject, what: String) throws -> AttributeValue {
        do {
            if object.isKind(of: ArchiveClass.decimalNumber) { return .decimal(try decimalNumber(object.decimalComponents(), what: what)) }
            if object.isKind(of: ArchiveClass.date) { return .date(try object.dateTimeInterval()) }
            if object.isKind(of: ArchiveClass.uuid) { return .uuid(try object.uuid()) }
            if object.isKind(of: ArchiveClass.url) { return .url(try object.urlComponents().relativeString) }
        } catch let error as KeyedArchiveError {
            throw failure("\(what): \(error.message)")
        }
        if object.isKind(of: ArchiveClass.dictionary) {
            var result: [String: AttributeValue] = [:]
            for (key, member) in try object.stringKeyedEntries() {
                guard let member else { continue }
                result[key] = try attributeValue(member, type: .undefined, what: "\(what), key '\(key)'")
            }
            return .dictionary(result)
        }
        // An app's own class (a Transformable default in a store's cache): kept, not interpreted.
        return .opaque(className: object.className)
    }

    /// NSDecimal's 128-bit mantissa (eight little-endian UInt16 words) as decimal digits.
    func decimalNumber(_ components: DecimalComponents, what: String) throws -> DecimalNumber {
        guard !components.isNaN else { throw failure("\(what) is NaN") }
        var words = components.mantissa.map(UInt32.init)
        var digits: [Character] = []
        while words.contains(where: { $0 != 0 }) {
            var remainder: UInt32 = 0
            for index in words.indices.reversed() {
                let current = remainder << 16 | words[index]
                words[index] = current / 10
                remainder = current % 10
            }
            digits.append(Character(String(remainder)))
        }
        let significand = digits.isEmpty ? "0" : String(digits.reversed())
        return DecimalNumber(isNegative: components.isNegative, significand: significand, exponent: Int(components.exponent))
    }
}
