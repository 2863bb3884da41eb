import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// An attribute's min/max bounds and regular expression as the validation predicates current momc
/// writes (Documentation/Formats.md "Compiled models (`.mom`)"): min first, then max, then the pattern; each with the
/// Core Data error code as its warning. Bounds of 0 are still written.
extension ModelArchiver {
    func boundValidation(of attribute: AttributeDescription, label: ArchivingLabel, at location: SourceLocation?) throws -> [ValidationEntry] {
        // Most attributes have no rules at all: nothing to allocate for them.
        guard attribute.boundCount > 0 else { return [] }
        var entries: [ValidationEntry] = []
        let type = attribute.attributeType
        for (bound, isMin) in [(attribute.minValue, true), (attribute.maxValue, false)] {
            guard let bound else { continue }
            let op: ComparisonOperator = isMin ? .greaterThanOrEqualTo : .lessThanOrEqualTo
            let left: PredicateSyntax.Expression
            let warning: ValidationWarning
            switch type {
            case .integer16, .integer32, .integer64, .decimal, .double, .float:
                left = .evaluatedObject
                warning = isMin ? .numberTooSmall : .numberTooLarge
            case .string:
                left = .keyPath("length")
                warning = isMin ? .stringTooShort : .stringTooLong
            case .date:
                left = .keyPath(UnverifiedChoices.dateBoundKeyPath)
                warning = isMin ? .dateTooSoon : .dateTooLate
            default:
                continue
            }
            let constant = try boundConstant(bound, type: type, label: label)
            entries.append(ValidationEntry(encode: { [unowned self] in
                encodeComparison(left: { self.encodeExpression(left) }, operator: op,
                                 right: { self.encodeConstantExpression(constant) })
            }, warning: warning))
        }
        if let pattern = attribute.regularExpression, !pattern.isEmpty {
            let predicate = PredicateSyntax.Predicate.comparison(left: .evaluatedObject, operator: .matches,
                                                                 right: .constant(.string(pattern)))
            entries.append(ValidationEntry(encode: { [unowned self] in encodePredicate(predicate) }, warning: .stringPatternMismatch))
        }
        return entries
    }

    /// The constant of a bound, typed as momc writes it: integers for integer types and string
    /// lengths, reals for Float/Double and dates (seconds since 2001), NSDecimalNumber for Decimal.
    private func boundConstant(_ bound: AttributeValue, type: AttributeType, label: ArchivingLabel) throws -> () -> UID {
        switch (type, bound) {
        case (.decimal, _) where UnverifiedChoices.decimalBoundsAreDecimalNumbers:
            let decimal: DecimalNumber
            switch bound {
            case .decimal(let value): decimal = value
            case .integer(let value): decimal = DecimalNumber(isNegative: value < 0, significand: String(value.magnitude), exponent: 0)
            default:
                guard let parsed = DecimalNumber(parsing: bound.description) else {
                    throw ModelError("cannot archive \(label): bound \(bound) is not a decimal number")
                }
                decimal = parsed
            }
            _ = try DecimalComponents(checking: decimal, label: label)
            return { [unowned self] in (try? encodeDecimal(decimal, label: label)) ?? .null }
        case (.integer16, _), (.integer32, _), (.integer64, _), (.string, _):
            if case .integer(let value) = bound { return { [archive] in archive.encodeInline(.integer(value)) } }
            if let real = bound.numericValue {
                if let exact = Int64(exactly: real) { return { [archive] in archive.encodeInline(.integer(exact)) } }
                return { [archive] in archive.encodeInline(.real(real)) }
            }
        default:
            if let real = bound.numericValue { return { [archive] in archive.encodeInline(.real(real)) } }
        }
        throw ModelError("cannot archive \(label): bound \(bound) does not fit the attribute type")
    }
}

private extension DecimalComponents {
    /// Validates up front that a decimal bound fits an NSDecimalNumber, so archiving cannot fail later.
    init(checking decimal: DecimalNumber, label: ArchivingLabel) throws {
        do {
            try self.init(decimal.description)
        } catch {
            throw ModelError("cannot archive \(label): decimal bound \(decimal) does not fit an NSDecimalNumber")
        }
    }
}
