import CoreDataModel

/// Writes one `<attribute>` (of an entity or of a `<composite>` definition) — the mirror of
/// `AttributeReader`, in the XML attribute order Xcode writes (source-format §2, corpus pairs).
enum AttributeWriter {
    static func write(_ attribute: AttributeDescription, owner: String, in context: WritingContext) {
        let label = "attribute '\(owner).\(attribute.name)'"
        var written: [(String, String)] = [("name", attribute.name)]
        written += PropertyCommonWriter.leadingFlags(of: attribute)
        if let typeName = attribute.attributeType.sourceName { written.append(("attributeType", typeName)) }
        written += AttributeValueWriter.bounds(of: attribute, label: label, in: context)
        if let pattern = attribute.regularExpression, !pattern.isEmpty { written.append(("regularExpressionString", pattern)) }
        written += AttributeValueWriter.defaultValue(of: attribute, label: label, in: context)
        if attribute.allowsExternalBinaryDataStorage { written.append(("allowsExternalBinaryDataStorage", "YES")) }
        if let transformer = attribute.valueTransformerName { written.append(("valueTransformerName", transformer)) }
        if attribute.attributeType == .transformable, let className = attribute.customClassName {
            written.append(("customClassName", className))
        }
        if let derived = attribute as? DerivedAttributeDescription {
            written += [("derived", "YES"), ("derivationExpression", derived.derivationExpression)]
            if let filter = derived.filteringPredicate, !filter.isEmpty {
                context.report(.filteringPredicateWithoutSource(owner: label))
            }
        }
        if let composite = attribute as? CompositeAttributeDescription {
            written.append(("composite", context.composites.definitionName(of: composite)))
        }
        if let scalar = attribute.usesScalarValueType { written.append(("usesScalarValueType", scalar ? "YES" : "NO")) }
        if attribute.isIndexed { written.append(("indexed", "YES")) }
        written += PropertyCommonWriter.trailingAttributes(of: attribute)
        if attribute.preservesValueInHistoryOnDeletion { written.append(("preserveAfterDeletion", "YES")) }
        if attribute.allowsCloudEncryption { written.append(("allowsCloudEncryption", "YES")) }
        context.xml.element("attribute", written) {
            PropertyCommonWriter.writeChildren(of: attribute, label: label, in: context)
        }
    }
}
