import CoreDataModel
import KeyedArchive

/// NSAttributeDescription and its subclasses: type code (unknown codes are errors), value class
/// (kept only as a Transformable's custom class), typed default, transformer (alias normalised),
/// `NSFlagsKey`, legacy min/max keys, bounds recovered from validation predicates, derived
/// expressions as canonical text, composite elements.
extension ModelUnarchiver {
    func decodeAttribute(_ object: ArchivedObject, name: String, label: String) throws -> AttributeDescription {
        let code = try object.integer(forKey: Key.attributeType) ?? 0
        guard let type = AttributeType(rawValue: Int(clamping: code)) else {
            throw failure("attribute \(label) has unknown attribute type code \(code)")
        }
        let attribute: AttributeDescription
        if object.isKind(of: ArchiveClass.derivedAttribute) {
            let expressionObject = try require(object.object(forKey: Key.derivationExpression), "the derivation expression of derived attribute \(label)")
            let derived = DerivedAttributeDescription(name: name, type: type,
                                                      derivationExpression: try decodeExpression(expressionObject, depth: 0).format)
            if let filter = try object.object(forKey: Key.filteringPredicate) {
                derived.filteringPredicate = try decodePredicate(filter, depth: 0).format
            }
            attribute = derived
        } else if object.isKind(of: ArchiveClass.compositeAttribute) {
            let composite = CompositeAttributeDescription(name: name, compositeName: "")
            composite.elements = try objects(in: object, forKey: Key.compositeElements).map { element in
                let elementName = try require(element.string(forKey: Key.propertyName), "the name of an element of composite attribute \(label)")
                guard element.isKind(of: ArchiveClass.attribute) else {
                    throw failure("element '\(elementName)' of composite attribute \(label) is an \(element.className)")
                }
                return try decodeAttribute(element, name: elementName, label: "\(label).\(elementName)")
            }
            attribute = composite
        } else {
            attribute = AttributeDescription(name: name, type: type)
        }
        let validation = try decodeCommonKeys(object, into: attribute)
        if type == .transformable { attribute.customClassName = try object.string(forKey: Key.attributeValueClassName) }
        if let value = try object.value(forKey: Key.defaultValue) {
            attribute.defaultValue = try attributeValue(value, type: type, what: "the default value of attribute \(label)")
        }
        attribute.valueTransformerName = ArchiveNames.normalizedTransformerName(try object.string(forKey: Key.valueTransformerName))
        attribute.isIndexed = try object.bool(forKey: Key.isIndexed) ?? false
        attribute.allowsCloudEncryption = try propertyFlag(object, .allowsCloudEncryption, legacyKey: Key.allowsCloudEncryption)
        let flags = AttributeFlags(rawValue: try object.integer(forKey: Key.attributeFlags) ?? 0)
        attribute.allowsExternalBinaryDataStorage = flags.contains(.allowsExternalBinaryDataStorage)
        attribute.preservesValueInHistoryOnDeletion = flags.contains(.preservesValueInHistoryOnDeletion)
        if flags.contains(.hasMinValue), let value = try object.value(forKey: Key.minValue) {
            attribute.minValue = try attributeValue(value, type: type, what: "the minimum of attribute \(label)")
        }
        if flags.contains(.hasMaxValue), let value = try object.value(forKey: Key.maxValue) {
            attribute.maxValue = try attributeValue(value, type: type, what: "the maximum of attribute \(label)")
        }
        attribute.validationRules = try validationRules(recoverBounds(from: validation, into: attribute))
        return attribute
    }
}
