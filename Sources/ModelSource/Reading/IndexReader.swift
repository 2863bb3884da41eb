import CoreDataModel

/// Reads an entity's `<fetchIndex>`, `<compoundIndexes>` and `<uniquenessConstraints>`.
enum IndexReader {
    /// Consumes a `<fetchIndex>`. Elements name a `property` or an `expression` (with
    /// `expressionType`); `type` is the collation (Binary, or R-tree spelled any common way).
    static func readFetchIndex(_ element: XMLElement, entity: String, in context: ReadingContext) throws -> FetchIndexDescription? {
        let name = context.name(of: element)
        if name == nil { context.report(.indexWithoutName(entity: entity), at: element) }
        let label = "fetch index '\(entity).\(name ?? "")'"
        var elements: [FetchIndexElement] = []
        try context.xml.forEachChild { child in
            guard child.name == SourceElement.fetchIndexElement else {
                context.report(.unknownElement(name: child.name, parent: element.name), at: child)
                return
            }
            if let indexElement = readElement(child, label: label, in: context) { elements.append(indexElement) }
        }
        guard let name else { return nil }
        var index = FetchIndexDescription(name: name, elements: elements,
                                          partialIndexPredicate: element[SourceAttribute.partialIndexPredicate])
        index.sourceLocation = context.location(element)
        return index
    }

    private static func readElement(_ element: XMLElement, label: String, in context: ReadingContext) -> FetchIndexElement? {
        var collation = FetchIndexElement.CollationType.binary
        if let type = element[SourceAttribute.type], !type.isEmpty {
            switch type.lowercased() {
            case SourceValue.binaryIndex: collation = .binary
            case SourceValue.rTreeIndex, "r-tree", "r tree": collation = .rTree
            default: context.report(.unknownCollation(owner: label, value: type), at: element)
            }
        }
        var ascending = true
        if let order = element[SourceAttribute.order], !order.isEmpty {
            switch order.lowercased() {
            case SourceValue.ascending: ascending = true
            case SourceValue.descending: ascending = false
            default: context.report(.unknownIndexOrder(owner: label, value: order), at: element)
            }
        }
        if let property = element[SourceAttribute.property], !property.isEmpty {
            return FetchIndexElement(property: property, collationType: collation, isAscending: ascending)
        }
        if let expression = element[SourceAttribute.expression], !expression.isEmpty {
            let typeName = element[SourceAttribute.expressionType] ?? ""
            let resultType = AttributeType(sourceName: typeName) ?? .undefined
            return FetchIndexElement(expression: expression, resultType: resultType,
                                     collationType: collation, isAscending: ascending)
        }
        return nil
    }

    /// Consumes `<compoundIndexes>` (`compoundIndex` → `index value=…`) or `<uniquenessConstraints>`
    /// (`uniquenessConstraint` → `constraint value=…`): a list of property-name lists.
    static func readNameGroups(group: String, member: String, in context: ReadingContext) throws -> [[String]] {
        var groups: [[String]] = []
        try context.xml.forEachChild { groupElement in
            guard groupElement.name == group else { return }
            var names: [String] = []
            try context.xml.forEachChild { memberElement in
                guard memberElement.name == member, let value = memberElement[SourceAttribute.value], !value.isEmpty else { return }
                names.append(value)
            }
            if !names.isEmpty { groups.append(names) }
        }
        return groups
    }
}
