/// `SourceVocabulary.attributes` as masks, looked up the way a document asks: every start tag is
/// checked, and elements of a few kinds take turns. So each element name's mask is made once and
/// found again by a short scan, and an element whose keys all lie inside its mask (nearly every
/// one) is passed in one step.
struct KnownAttributes {
    private struct Vocabulary {
        let element: String
        /// The keys `element` may carry; nil for an element outside the table, which allows anything.
        let known: Set<SourceAttribute>?
        let mask: SourceAttributeMask
    }

    private var vocabularies: [Vocabulary] = []

    /// Calls `report` with each attribute name `element` may not carry and the keys it may.
    mutating func forEachUnknown(of element: XMLElement, _ report: (String, Set<SourceAttribute>) -> Void) {
        let vocabulary = vocabularies[vocabularyIndex(of: element.name)]
        guard let known = vocabulary.known else { return }
        // XML allows no attribute twice, so as many keys as attributes means every name is a key.
        if element.keys.isSubset(of: vocabulary.mask), element.keys.count == element.attributes.count { return }
        for attribute in element.attributes where attribute.key.map({ !vocabulary.mask.contains($0) }) ?? true {
            report(attribute.name, known)
        }
    }

    private mutating func vocabularyIndex(of element: String) -> Int {
        if let index = vocabularies.firstIndex(where: { $0.element == element }) { return index }
        let known = SourceVocabulary.attributes[element]
        vocabularies.append(Vocabulary(element: element, known: known, mask: known.map(SourceAttributeMask.init) ?? SourceAttributeMask()))
        return vocabularies.count - 1
    }
}
