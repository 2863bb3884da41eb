import CoreDataModel

/// Table cells describing one attribute or relationship, in the words Xcode's inspector uses.
enum PropertyFacts {
    static func type(_ attribute: AttributeDescription) -> [Inline] {
        let name = attribute.attributeType.sourceName ?? "Undefined"
        switch attribute.kind {
        case .derivedAttribute(let derived):
            return [.text(name + ", derived from "), .code(derived.derivationExpression)]
        case .compositeAttribute(let composite):
            return [.text("Composite "), .code(composite.compositeName)]
        default:
            var cells: [Inline] = [.text(name)]
            if attribute.attributeType == .transformable {
                if let custom = attribute.customClassName, !custom.isEmpty { cells += [.text(" of "), .code(custom)] }
                if let transformer = attribute.valueTransformerName, !transformer.isEmpty { cells += [.text(" via "), .code(transformer)] }
            }
            return cells
        }
    }

    static func defaultValue(_ attribute: AttributeDescription) -> [Inline] {
        attribute.defaultValue.map { [.code($0.description)] } ?? []
    }

    /// `yes` for the legacy flag, else the names of the fetch indexes that include it.
    static func indexed(_ property: PropertyDescription, in entity: EntityDescription) -> [Inline] {
        let indexes = entity.fetchIndexes.filter { index in index.elements.contains { $0.propertyName == property.name } }.map(\.name)
        let flagged = property.kind.attribute?.isIndexed == true || property.kind.relationship?.isIndexed == true
        if indexes.isEmpty { return flagged ? [.text("yes")] : [.text("no")] }
        return [.text("yes (")] + indexes.map { [.code($0)] }.joined(separator: ", ") + [.text(")")]
    }

    /// Bounds, pattern, validation predicates and storage options.
    static func constraints(_ attribute: AttributeDescription) -> [Inline] {
        var parts: [[Inline]] = []
        let isLength = attribute.attributeType == .string || attribute.attributeType == .binaryData
        if let min = attribute.minValue { parts.append([.text(isLength ? "min length " : "min "), .code(min.description)]) }
        if let max = attribute.maxValue { parts.append([.text(isLength ? "max length " : "max "), .code(max.description)]) }
        if let pattern = attribute.regularExpression, !pattern.isEmpty { parts.append([.text("matches "), .code(pattern)]) }
        for rule in attribute.validationRules { parts.append([.text("valid when "), .code(rule.predicate)]) }
        if let derived = attribute.kind.derivedAttribute, let filter = derived.filteringPredicate { parts.append([.text("filter "), .code(filter)]) }
        if attribute.isReadOnly, attribute.kind.derivedAttribute == nil { parts.append([.text("read-only")]) }
        if attribute.allowsExternalBinaryDataStorage { parts.append([.text("external storage")]) }
        if attribute.allowsCloudEncryption { parts.append([.text("encrypted in CloudKit")]) }
        if attribute.preservesValueInHistoryOnDeletion { parts.append([.text("preserved after deletion")]) }
        return parts.joined(separator: "; ")
    }

    static func yesNo(_ value: Bool) -> [Inline] { [.text(value ? "yes" : "no")] }

    static func inverse(_ relationship: RelationshipDescription) -> [Inline] {
        guard let name = relationship.inverseName, !name.isEmpty else { return [.text("none")] }
        return [.entity(relationship.inverseEntityName ?? relationship.destinationEntityName), .text("."), .code(name)]
    }
}
