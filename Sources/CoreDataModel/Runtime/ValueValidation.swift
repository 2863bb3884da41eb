import FoundationEssentials
import HostSystem

/// Checks a value against an attribute's rules — required, min/max (value, length or date),
/// regular expression and explicit text-warning rules — the way Core Data validates a property
/// before saving, with messages that use the model's localized names.
public struct ValidationFailure: Hashable, Sendable, CustomStringConvertible {
    /// Core Data's error code (CoreDataErrors.h), e.g. 1570 missing mandatory property.
    public var code: Int
    public var entityName: String
    public var propertyName: String
    public var message: String

    public var description: String { message }

    public static let missingMandatoryProperty = 1570
}

extension AttributeDescription {
    /// Every rule `value` breaks (empty when valid). Predicate rules whose warning is a code are
    /// covered by min/max/regex; free-text warnings are reported through `ErrorString/` lookup.
    public func validationFailures(for value: AttributeValue?) -> [ValidationFailure] {
        let model = entity?.model
        let label = model?.localizedName(of: self) ?? name
        let entityName = entity?.name ?? ""
        func failure(_ code: Int, _ text: String) -> ValidationFailure {
            ValidationFailure(code: code, entityName: entityName, propertyName: name,
                              message: model?.localizedErrorString(text) ?? text)
        }
        guard let value else {
            return isOptional || isTransient ? [] : [failure(ValidationFailure.missingMandatoryProperty, "\(label) is a required value.")]
        }
        var failures: [ValidationFailure] = []
        switch (attributeType, value) {
        case (.string, .string(let text)):
            let length = text.utf16.count
            if let minimum = minValue?.numericValue, Double(length) < minimum {
                failures.append(failure(1670, "\(label) is too short."))
            }
            if let maximum = maxValue?.numericValue, Double(length) > maximum {
                failures.append(failure(1660, "\(label) is too long."))
            }
            if let pattern = regularExpression, !Self.matchesWhole(text, pattern) {
                failures.append(failure(1680, "\(label) does not match the required pattern."))
            }
        case (.date, .date(let seconds)):
            if let minimum = minValue?.numericValue, seconds < minimum { failures.append(failure(1640, "\(label) is too soon.")) }
            if let maximum = maxValue?.numericValue, seconds > maximum { failures.append(failure(1630, "\(label) is too late.")) }
        default:
            if let number = value.numericValue, attributeType.isNumeric {
                if let minimum = minValue?.numericValue, number < minimum { failures.append(failure(1620, "\(label) is too small.")) }
                if let maximum = maxValue?.numericValue, number > maximum { failures.append(failure(1610, "\(label) is too large.")) }
            }
        }
        return failures
    }

    /// `SELF MATCHES pattern`: the whole string must match. Swift's regular expressions read ICU's
    /// syntax; matching by Unicode scalar is how ICU matches (a `.` is one code point, not one
    /// character). A pattern that does not compile matches nothing.
    private static func matchesWhole(_ text: String, _ pattern: String) -> Bool {
        guard let expression = try? Regex(pattern) else { return false }
        return (try? expression.matchingSemantics(.unicodeScalar).wholeMatch(in: text)) != nil
    }
}

extension EntityDescription {
    /// Validates a set of attribute values (name → value; a missing key is a nil value) against
    /// every attribute of the entity, inherited ones included.
    public func validationFailures(for values: [String: AttributeValue]) -> [ValidationFailure] {
        attributes.filter { $0.kind.derivedAttribute == nil }.flatMap { attribute in
            attribute.validationFailures(for: values[attribute.name])
        }
    }
}
