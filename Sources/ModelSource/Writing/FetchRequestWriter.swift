import CoreDataModel

/// Writes `<fetchRequest>` elements and `<fetchedProperty>` (the mirror of `FetchRequestReader`).
/// Flags are written only where they differ from the `NSFetchRequest` defaults the reader keeps
/// for absent flags, in Xcode's spellings (`includeSubentities`, `returnObjectsAsFaults`, …).
enum FetchRequestWriter {
    static func writeRequest(_ request: FetchRequest, in context: WritingContext) {
        var written: [(String, String)] = [("name", request.name), ("entity", request.entity?.name ?? request.entityName)]
        if let predicate = request.predicate { written.append(("predicateString", predicate)) }
        if request.fetchLimit > 0 { written.append(("fetchLimit", String(request.fetchLimit))) }
        if request.fetchOffset > 0 { written.append(("fetchOffset", String(request.fetchOffset))) }
        if request.fetchBatchSize > 0 { written.append(("fetchBatchSize", String(request.fetchBatchSize))) }
        let flags: [(String, Bool, Bool)] = [
            ("includeSubentities", request.includesSubentities, true),
            ("includePropertyValues", request.includesPropertyValues, true),
            ("includesPendingChanges", request.includesPendingChanges, true),
            ("returnObjectsAsFaults", request.returnsObjectsAsFaults, true),
        ]
        for (name, value, byDefault) in flags where value != byDefault { written.append((name, value ? "YES" : "NO")) }
        if request.resultType != .managedObjects { written.append(("resultType", String(request.resultType.rawValue))) }
        if request.returnsDistinctResults { written.append(("returnDistinctResults", "YES")) }
        context.xml.element("fetchRequest", written)
    }

    /// `<fetchedProperty>` with its one `<fetchRequest>` (Xcode names it
    /// `fetchedPropertyFetchRequest`) and its user info.
    static func writeFetchedProperty(_ property: FetchedPropertyDescription, entity: String, in context: WritingContext) {
        var written: [(String, String)] = [("name", property.name)]
        written += PropertyCommonWriter.leadingFlags(of: property)
        written += PropertyCommonWriter.trailingAttributes(of: property)
        context.xml.element("fetchedProperty", written) {
            writeRequest(property.fetchRequest, in: context)
            PropertyCommonWriter.writeChildren(of: property, label: "fetched property '\(entity).\(property.name)'", in: context)
        }
    }
}
