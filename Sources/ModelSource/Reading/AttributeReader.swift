import CoreDataModel

/// Reads one `<attribute>` (of an entity or of a `<composite>` definition) into an
/// `AttributeDescription`, `DerivedAttributeDescription` or `CompositeAttributeDescription`.
enum AttributeReader {
    /// Consumes the `<attribute>` just started. Returns nil (after reporting an error) when the
    /// attribute cannot be built: no name, unknown type, or derived without an expression.
    static func read(_ element: XMLElement, owner: String, in context: ReadingContext) throws -> AttributeDescription? {
        guard let name = context.name(of: element) else {
            context.report(.propertyWithoutName(kind: "attribute", entity: owner), at: element)
            return nil
        }
        let label = PropertyLabel(owner: owner, name: name)
        let type: AttributeType
        if let typeName = element[SourceAttribute.attributeType], !typeName.isEmpty {
            guard let known = AttributeType(sourceName: typeName) else {
                context.report(.unknownAttributeType(owner: label.description, type: typeName), at: element)
                return nil
            }
            type = known
        } else {
            type = .undefined   // Xcode writes Undefined by omitting attributeType
        }

        guard let attribute = makeAttribute(name: name, type: type, label: label, element, in: context) else { return nil }
        PropertyCommonReader.apply(element, to: attribute, in: context)
        if type == .undefined, !attribute.isTransient {
            // Core Data stores no value of an unknown type: Undefined exists for transient values only.
            context.report(.persistentUndefinedAttribute(owner: label.description), at: element)
        }
        // A new attribute has none of these: only what is there is set.
        if element.flag(SourceAttribute.indexed) { attribute.isIndexed = true }
        if element.flag(SourceAttribute.allowsExternalBinaryDataStorage) { attribute.allowsExternalBinaryDataStorage = true }
        if element.flag(SourceAttribute.allowsCloudEncryption) { attribute.allowsCloudEncryption = true }
        if element.flag(SourceAttribute.preserveAfterDeletion) { attribute.preservesValueInHistoryOnDeletion = true }
        if let scalar = element.optionalFlag(SourceAttribute.usesScalarValueType) { attribute.usesScalarValueType = scalar }
        if let regex = element[SourceAttribute.regularExpressionString], !regex.isEmpty { attribute.regularExpression = regex }
        if let transformer = element[SourceAttribute.valueTransformerName] {
            // "" (17 corpus files) names no transformer, but momc archives it as "", not nil.
            attribute.valueTransformerName = transformer
        }
        readCustomClassName(element, into: attribute, label: label, in: context)
        AttributeValueReader.readDefault(element, into: attribute, label: label, in: context)
        AttributeValueReader.readBounds(element, into: attribute, label: label, in: context)
        try PropertyCommonReader.readChildren(of: element, into: attribute, in: context)
        return attribute
    }

    private static func makeAttribute(name: String, type: AttributeType, label: PropertyLabel, _ element: XMLElement,
                                      in context: ReadingContext) -> AttributeDescription? {
        if element.flag(SourceAttribute.derived) {
            guard let expression = element[SourceAttribute.derivationExpression], !expression.isEmpty else {
                context.report(.derivedWithoutExpression(owner: label.description), at: element)
                return nil
            }
            let derived = DerivedAttributeDescription(name: name, type: type, derivationExpression: expression)
            return derived
        }
        if type == .composite {
            guard let compositeName = element[SourceAttribute.composite], !compositeName.isEmpty else {
                context.report(.compositeAttributeWithoutType(owner: label.description), at: element)
                return nil
            }
            context.readCompositeAttribute = true
            return CompositeAttributeDescription(name: name, compositeName: compositeName)
        }
        return AttributeDescription(name: name, type: type)
    }

    /// `customClassName` matters only for Transformable; Xcode leaves it behind on Binary and
    /// integer attributes after a type change, so elsewhere it is dropped quietly. `"."` (12 corpus
    /// files) names no class and is dropped with a warning.
    private static func readCustomClassName(_ element: XMLElement, into attribute: AttributeDescription,
                                            label: PropertyLabel, in context: ReadingContext) {
        guard attribute.attributeType == .transformable, let className = element[SourceAttribute.customClassName],
              !className.isEmpty else { return }
        if className == "." {
            context.report(.customClassNameDot(owner: label.description), at: element)
            return
        }
        attribute.customClassName = className
    }
}
