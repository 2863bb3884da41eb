import CoreDataModel

/// The XML attributes every property kind shares.
enum PropertyCommonReader {
    /// Applies `optional`, `transient`, `spotlightIndexingEnabled`, `storedInTruthFile`, `elementID`
    /// and `versionHashModifier` to a property just made. Absent `optional` means *required*: the
    /// XML default is the opposite of `PropertyDescription`'s, so it is set wherever the source
    /// leaves it out.
    static func apply(_ element: XMLElement, to property: PropertyDescription, in context: ReadingContext) {
        // A new property is optional and has none of the other flags: only what differs is set
        // (reading a large model set each of these hundreds of thousands of times).
        if !element.flag(SourceAttribute.optional) { property.isOptional = false }
        if element.flag(SourceAttribute.transient) { property.isTransient = true }
        if element.flag(SourceAttribute.spotlightIndexingEnabled) { property.isIndexedBySpotlight = true }
        if element.flag(SourceAttribute.storedInTruthFile) { property.isStoredInExternalRecord = true }
        if let identifier = element[SourceAttribute.elementID], !identifier.isEmpty { property.renamingIdentifier = identifier }
        if let modifier = element[SourceAttribute.versionHashModifier], !modifier.isEmpty { property.versionHashModifier = modifier }
        property.sourceLocation = context.location(element)
    }

    /// Reads the children of a property element: `userInfo` everywhere, plus whatever `extra` handles
    /// (return true when handled). Anything else gets a note and is skipped.
    static func readChildren(of element: XMLElement, into property: PropertyDescription, in context: ReadingContext,
                             extra: (XMLElement) throws -> Bool = { _ in false }) throws {
        try context.xml.forEachChild { child in
            if child.name == SourceElement.userInfo {
                UserInfoReader.add(try UserInfoReader.read(in: context), to: &property.userInfo, order: &property.userInfoKeyOrder)
            } else if !(try extra(child)) {
                context.report(.unknownElement(name: child.name, parent: element.name), at: child)
            }
        }
    }
}
