import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// Recognises the validation-predicate shapes that min/max bounds and regular expressions compile
/// to (the mirror of ValidationEncoder) and moves them back into `minValue`/`maxValue`/
/// `regularExpression`; everything else stays a validation rule.
extension ModelUnarchiver {
    func recoverBounds(from items: [ArchivedValidation], into attribute: AttributeDescription) throws -> [ArchivedValidation] {
        var rest: [ArchivedValidation] = []
        for item in items {
            if try !recover(item, into: attribute) { rest.append(item) }
        }
        return rest
    }

    /// The left side a bound of `type` compares (nil: self), and its (min, max) warning codes.
    private func boundShape(for type: AttributeType) -> (keyPath: String?, min: ValidationWarning, max: ValidationWarning)? {
        switch type {
        case .integer16, .integer32, .integer64, .decimal, .double, .float: return (nil, .numberTooSmall, .numberTooLarge)
        case .string: return ("length", .stringTooShort, .stringTooLong)
        case .date: return (UnverifiedChoices.dateBoundKeyPath, .dateTooSoon, .dateTooLate)
        default: return nil
        }
    }

    private func recover(_ item: ArchivedValidation, into attribute: AttributeDescription) throws -> Bool {
        let predicate = item.predicate
        guard predicate.isKind(of: ArchivedClassName.comparisonPredicate),
              let op = try predicate.object(forKey: ComparisonPredicateField.predicateOperator.key),
              let left = try predicate.object(forKey: ComparisonPredicateField.leftExpression.key),
              let right = try predicate.object(forKey: ComparisonPredicateField.rightExpression.key),
              try op.integer(forKey: PredicateOperatorField.modifier.key) ?? 0 == 0,
              try (op.integer(forKey: PredicateOperatorField.options.key) ?? op.integer(forKey: PredicateOperatorField.flags.key) ?? 0) == 0,
              right.isKind(of: ArchivedClassName.constantValueExpression),
              let constant = try right.value(forKey: ConstantExpressionField.value.key) else { return false }
        let operatorType = try op.integer(forKey: PredicateOperatorField.operatorType.key)

        if operatorType == 6, op.className == ArchivedClassName.matchingOperator, left.isKind(of: ArchivedClassName.selfExpression),
           item.warning == .stringPatternMismatch, attribute.regularExpression == nil, case .string(let pattern) = constant {
            attribute.regularExpression = pattern
            return true
        }
        guard op.className == ArchivedClassName.comparisonOperator, operatorType == 3 || operatorType == 1,
              let shape = boundShape(for: attribute.attributeType), try leftMatches(left, keyPath: shape.keyPath) else { return false }
        let isMin = operatorType == 3
        guard item.warning == (isMin ? shape.min : shape.max) else { return false }
        if isMin ? attribute.minValue != nil : attribute.maxValue != nil { return false }
        let type = attribute.attributeType == .string ? AttributeType.integer64 : attribute.attributeType
        let value = try attributeValue(constant, type: type, what: "a validation bound of attribute '\(attribute.name)'")
        if isMin { attribute.minValue = value } else { attribute.maxValue = value }
        return true
    }

    /// SELF for numbers; the one-component key path (`length`, `timeIntervalSinceReferenceDate`)
    /// on SELF otherwise.
    private func leftMatches(_ left: ArchivedObject, keyPath: String?) throws -> Bool {
        guard let keyPath else { return left.isKind(of: ArchivedClassName.selfExpression) }
        guard left.isKind(of: ArchivedClassName.keyPathExpression) || left.isKind(of: ArchivedClassName.functionExpression) else { return false }
        if let operand = try left.object(forKey: FunctionExpressionField.operand.key), !operand.isKind(of: ArchivedClassName.selfExpression) { return false }
        let arguments = try objects(in: left, forKey: FunctionExpressionField.arguments.key)
        guard arguments.count == 1, let specifier = arguments.first else { return false }
        let path = try specifier.string(forKey: KeyPathSpecifierField.keyPath.key) ?? specifier.string(forKey: ConstantExpressionField.value.key)
        return path == keyPath
    }
}
