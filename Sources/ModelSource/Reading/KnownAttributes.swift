/// `SourceVocabulary.attributes`, looked up the way a document asks: every start tag is checked,
/// elements of a few kinds take turns, and each kind's attributes come as the same interned name
/// strings in much the same order. So the names found allowed are remembered per element name,
/// in the order met, and each is tried first where the previous attribute's match left off: most
/// checks are one comparison of a string with itself instead of two string hashes.
struct KnownAttributes {
    private struct Vocabulary {
        let element: String
        /// Nil: an element outside the table, which allows anything.
        let known: Set<String>?
        var allowed: [String] = []
    }

    private var vocabularies: [Vocabulary] = []

    /// Calls `report` with each attribute name `element` may not carry and the names it may.
    mutating func forEachUnknown(of element: XMLElement, _ report: (String, Set<String>) -> Void) {
        let index = vocabularyIndex(of: element.name)
        guard let known = vocabularies[index].known else { return }
        var cursor = 0
        for attribute in element.attributes {
            let name = attribute.name
            let allowedCount = vocabularies[index].allowed.count
            if cursor < allowedCount, vocabularies[index].allowed[cursor] == name {
                cursor += 1
            } else if let position = vocabularies[index].allowed.firstIndex(of: name) {
                cursor = position + 1
            } else if known.contains(name) {
                vocabularies[index].allowed.append(name)
                cursor = allowedCount + 1
            } else {
                report(name, known)
            }
        }
    }

    private mutating func vocabularyIndex(of element: String) -> Int {
        if let index = vocabularies.firstIndex(where: { $0.element == element }) { return index }
        vocabularies.append(Vocabulary(element: element, known: SourceVocabulary.attributes[element]))
        return vocabularies.count - 1
    }
}
