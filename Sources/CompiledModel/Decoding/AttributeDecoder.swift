import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// NSAttributeDescription and its subclasses: type code (unknown codes are errors), value class
/// (kept only as a Transformable's custom class), typed default, transformer (alias normalised),
/// `NSFlagsKey`, legacy min/max keys, bounds recovered from validation predicates, derived
/// expressions as canonical text, composite elements.
extension ModelUnarchiver {
    func decodeAttribute(_ object: ArchivedObject, name: String, label: PropertyLabel) throws -> AttributeDescription {
        let code = try object.integer(forKey: AttributeField.attributeType.key) ?? 0
        guard let type = AttributeType(rawValue: Int(clamping: code)) else {
            throw failure("attribute \(label) has unknown attribute type code \(code)")
        }
        let attribute: AttributeDescription
        if object.isKind(of: ArchiveClass.derivedAttribute) {
            let expressionObject = try require(object.object(forKey: DerivedAttributeField.derivationExpression.key), "the derivation expression of derived attribute \(label)")
            let derived = DerivedAttributeDescription(name: name, type: type,
                                                      derivationExpression: try derivationText(expressionObject))
            if let filter = try object.object(forKey: DerivedAttributeField.filteringPredicate.key) {
                derived.filteringPredicate = try decodePredicate(filter, depth: 0).sourceFormat
            }
            attribute = derived
        } else if object.isKind(of: ArchiveClass.compositeAttribute) {
            let composite = CompositeAttributeDescription(name: name, compositeName: "")
            composite.elements = try objects(in: object, forKey: CompositeAttributeField.elements.key).map { element in
                let elementName = try require(element.string(forKey: PropertyField.name.key), "the name of an element of composite attribute \(label)")
                guard element.isKind(of: ArchiveClass.attribute) else {
                    throw failure("element '\(elementName)' of composite attribute \(label) is an \(element.className)")
                }
                return try decodeAttribute(element, name: elementName, label: label.element(elementName))
            }
            attribute = composite
        } else {
            attribute = AttributeDescription(name: name, type: type)
        }
        let validation = try decodeCommonKeys(object, into: attribute)
        if type == .transformable { attribute.customClassName = try object.string(forKey: AttributeField.valueClassName.key) }
        if let value = try object.value(forKey: AttributeField.defaultValue.key) {
            attribute.defaultValue = try attributeValue(value, type: type, what: "the default value of attribute \(label)")
        }
        attribute.valueTransformerName = ValueTransformerName.normalized(try object.string(forKey: AttributeField.valueTransformerName.key))
        attribute.isIndexed = try object.bool(forKey: AttributeField.isIndexed.key) ?? false
        attribute.allowsCloudEncryption = try propertyFlag(object, .allowsCloudEncryption, legacyKey: PropertyField.allowsCloudEncryption.key)
        let flags = AttributeFlags(rawValue: try object.integer(forKey: AttributeField.flags.key) ?? 0)
        attribute.allowsExternalBinaryDataStorage = flags.contains(.allowsExternalBinaryDataStorage)
        attribute.preservesValueInHistoryOnDeletion = flags.contains(.preservesValueInHistoryOnDeletion)
        if flags.contains(.hasMinValue), let value = try object.value(forKey: AttributeField.minValue.key) {
            attribute.minValue = try attributeValue(value, type: type, what: "the minimum of attribute \(label)")
        }
        if flags.contains(.hasMaxValue), let value = try object.value(forKey: AttributeField.maxValue.key) {
            attribute.maxValue = try attributeValue(value, type: type, what: "the maximum of attribute \(label)")
        }
        attribute.validationRules = try validationRules(recoverBounds(from: validation, into: attribute))
        return attribute
    }

    /// The derivation as its source wrote it. Core Data rewrites `x.@count` / `x.@sum` into
    /// `count:(x)` / `sum:(x)` and archives the rewritten call's arguments as an immutable
    /// `NSArray` (a call written as `count:(x)` keeps `NSMutableArray`), so that class tells the
    /// two spellings apart and the source form comes back.
    private func derivationText(_ object: ArchivedObject) throws -> String {
        let expression = try decodeExpression(object, depth: 0)
        guard try object.object(forKey: FunctionExpressionField.arguments.key)?.className == ArchiveClass.array,
              case .function(_, let selector, let arguments) = expression, expression.isBuiltinFunction,
              arguments.count == 1, case .keyPath(let path, let operand)? = arguments.first else {
            return expression.sourceFormat
        }
        switch selector {
        case "count:": return PredicateSyntax.Expression.keyPath(path + ".@count", operand: operand).sourceFormat
        case "sum:": return PredicateSyntax.Expression.keyPath(path + ".@sum", operand: operand).sourceFormat
        default: return expression.sourceFormat
        }
    }
}
