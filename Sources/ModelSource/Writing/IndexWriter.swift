import CoreDataModel

/// Writes an entity's `<fetchIndex>`, `<compoundIndexes>` and `<uniquenessConstraints>` (the
/// mirror of `IndexReader`).
enum IndexWriter {
    static func writeFetchIndex(_ index: FetchIndexDescription, in context: WritingContext) {
        var written: [(String, String)] = [("name", index.name)]
        if let predicate = index.partialIndexPredicate { written.append(("partialIndexPredicate", predicate)) }
        context.xml.element("fetchIndex", written) {
            for element in index.elements { writeElement(element, in: context) }
        }
    }

    private static func writeElement(_ element: FetchIndexElement, in context: WritingContext) {
        var written: [(String, String)] = []
        switch element.target {
        case .property(let name):
            written.append(("property", name))
        case .expression(let text, let type):
            written.append(("expression", text))
            if let typeName = type.sourceName { written.append(("expressionType", typeName)) }
        }
        written.append(("type", element.collationType == .binary ? "Binary" : UnverifiedChoices.rTreeCollationName))
        written.append(("order", element.isAscending ? "ascending" : "descending"))
        context.xml.element("fetchIndexElement", written)
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
                    for name in names { context.xml.element(member, [("value", name)]) }
                }
            }
        }
    }
}
