import CoreDataModel

/// Writes `<fetchRequest>` elements and `<fetchedProperty>` (the mirror of `FetchRequestReader`).
/// Flags are written only where they differ from the `NSFetchRequest` defaults the reader keeps
/// for absent flags, in Xcode's spellings (`includeSubentities`, `returnObjectsAsFaults`, …).
enum FetchRequestWriter {
    static func writeRequest(_ request: FetchRequest, in context: WritingContext) {
        var written: [(SourceAttribute, String)] = [(SourceAttribute.name, request.name), (SourceAttribute.entity, request.entity?.name ?? request.entityName)]
        if let predicate = request.predicate { written.append((SourceAttribute.predicateString, predicate)) }
        if request.fetchLimit > 0 { written.append((SourceAttribute.fetchLimit, String(request.fetchLimit))) }
        if request.fetchOffset > 0 { written.append((SourceAttribute.fetchOffset, String(request.fetchOffset))) }
        if request.fetchBatchSize > 0 { written.append((SourceAttribute.fetchBatchSize, String(request.fetchBatchSize))) }
        let flags: [(SourceAttribute, Bool, Bool)] = [
            (SourceAttribute.includeSubentities, request.includesSubentities, true),
            (SourceAttribute.includePropertyValues, request.includesPropertyValues, true),
            (SourceAttribute.includesPendingChanges, request.includesPendingChanges, true),
            (SourceAttribute.returnObjectsAsFaults, request.returnsObjectsAsFaults, true),
        ]
        for (name, value, byDefault) in flags where value != byDefault { written.append((name, value ? "YES" : "NO")) }
        if request.resultType != .managedObjects { written.append((SourceAttribute.resultType, String(request.resultType.rawValue))) }
        if request.returnsDistinctResults { written.append((SourceAttribute.returnDistinctResults, "YES")) }
        context.xml.element(SourceElement.fetchRequest, written)
    }

    /// `<fetchedProperty>` with its one `<fetchRequest>` (Xcode names it
    /// `fetchedPropertyFetchRequest`) and its user info.
    static func writeFetchedProperty(_ property: FetchedPropertyDescription, entity: String, in context: WritingContext) {
        var written: [(SourceAttribute, String)] = [(SourceAttribute.name, property.name)]
        written += PropertyCommonWriter.leadingFlags(of: property)
        written += PropertyCommonWriter.trailingAttributes(of: property)
        context.xml.element(SourceElement.fetchedProperty, written) {
            writeRequest(property.fetchRequest, in: context)
            PropertyCommonWriter.writeChildren(of: property, label: "fetched property '\(entity).\(property.name)'", in: context)
        }
    }
}
