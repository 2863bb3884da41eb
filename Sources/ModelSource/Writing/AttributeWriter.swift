import CoreDataModel

/// Writes one `<attribute>` (of an entity or of a `<composite>` definition) — the mirror of
/// `AttributeReader`, in the XML attribute order Xcode writes (seen in real models).
enum AttributeWriter {
    static func write(_ attribute: AttributeDescription, owner: String, in context: WritingContext) {
        let label = "attribute '\(owner).\(attribute.name)'"
        var written: [(SourceAttribute, String)] = [(SourceAttribute.name, attribute.name)]
        written += PropertyCommonWriter.leadingFlags(of: attribute)
        if let typeName = attribute.attributeType.sourceName { written.append((SourceAttribute.attributeType, typeName)) }
        if attribute.attributeType == .undefined, !attribute.isTransient {
            context.report(.persistentUndefinedWithoutSource(owner: label))
        }
        written += AttributeValueWriter.bounds(of: attribute, label: label, in: context)
        if let pattern = attribute.regularExpression, !pattern.isEmpty { written.append((SourceAttribute.regularExpressionString, pattern)) }
        written += AttributeValueWriter.defaultValue(of: attribute, label: label, in: context)
        if attribute.allowsExternalBinaryDataStorage { written.append((SourceAttribute.allowsExternalBinaryDataStorage, "YES")) }
        if let transformer = attribute.valueTransformerName { written.append((SourceAttribute.valueTransformerName, transformer)) }
        if attribute.attributeType == .transformable, let className = attribute.customClassName {
            written.append((SourceAttribute.customClassName, className))
        }
        switch attribute.kind {
        case .derivedAttribute(let derived):
            written += [(SourceAttribute.derived, "YES"), (SourceAttribute.derivationExpression, derived.derivationExpression)]
            if let filter = derived.filteringPredicate, !filter.isEmpty {
                context.report(.filteringPredicateWithoutSource(owner: label))
            }
        case .compositeAttribute(let composite):
            written.append((SourceAttribute.composite, context.composites.definitionName(of: composite)))
        case .attribute, .relationship, .fetchedProperty:
            break
        }
        if let scalar = attribute.usesScalarValueType { written.append((SourceAttribute.usesScalarValueType, scalar ? "YES" : "NO")) }
        if attribute.isIndexed { written.append((SourceAttribute.indexed, "YES")) }
        written += PropertyCommonWriter.trailingAttributes(of: attribute)
        if attribute.preservesValueInHistoryOnDeletion { written.append((SourceAttribute.preserveAfterDeletion, "YES")) }
        if attribute.allowsCloudEncryption { written.append((SourceAttribute.allowsCloudEncryption, "YES")) }
        context.xml.element(SourceElement.attribute, written) {
            PropertyCommonWriter.writeChildren(of: attribute, label: label, in: context)
        }
    }
}
