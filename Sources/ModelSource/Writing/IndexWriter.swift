import CoreDataModel

/// Writes an entity's `<fetchIndex>`, `<compoundIndexes>` and `<uniquenessConstraints>` (the
/// mirror of `IndexReader`).
enum IndexWriter {
    static func writeFetchIndex(_ index: FetchIndexDescription, in context: WritingContext) {
        var written: [(SourceAttribute, String)] = [(SourceAttribute.name, index.name)]
        if let predicate = index.partialIndexPredicate { written.append((SourceAttribute.partialIndexPredicate, predicate)) }
        context.xml.element(SourceElement.fetchIndex, written) {
            for element in index.elements { writeElement(element, in: context) }
        }
    }

    private static func writeElement(_ element: FetchIndexElement, in context: WritingContext) {
        var written: [(SourceAttribute, String)] = []
        switch element.target {
        case .property(let name):
            written.append((SourceAttribute.property, name))
        case .expression(let text, let type):
            written.append((SourceAttribute.expression, text))
            if let typeName = type.sourceName { written.append((SourceAttribute.expressionType, typeName)) }
        }
        written.append((SourceAttribute.type, element.collationType == .binary ? SourceValue.binaryIndexAsWritten : UnverifiedChoices.rTreeCollationName))
        written.append((SourceAttribute.order, element.isAscending ? SourceValue.ascending : SourceValue.descending))
        context.xml.element(SourceElement.fetchIndexElement, written)
    }

    /// `<compoundIndexes>` (`compoundIndex` → `index value=…`) or `<uniquenessConstraints>`
    /// (`uniquenessConstraint` → `constraint value=…`); nothing when there are no groups.
    static func writeNameGroups(_ groups: [[String]], container: String, group: String, member: String,
                                in context: WritingContext) {
        let groups = groups.filter { !$0.isEmpty }
        guard !groups.isEmpty else { return }
        context.xml.element(container) {
            for names in groups {
                context.xml.element(group) {
                    for name in names { context.xml.element(member, [(SourceAttribute.value, name)]) }
                }
            }
        }
    }
}
