import CoreDataModel
import HostSystem

/// Reads `<fetchRequest>` elements: model-level templates and the request inside a
/// `<fetchedProperty>`, plus the fetched property itself.
enum FetchRequestReader {
    /// Reads a `<fetchRequest>`'s attributes (its content, if any, is left to the caller to skip).
    /// Flags keep the `NSFetchRequest` defaults unless written; both Xcode's spellings
    /// (`includeSubentities`, `returnObjectsAsFaults`, …) and the API's are accepted.
    static func readRequest(_ element: XMLElement, defaultName: String?, owner: String,
                            in context: ReadingContext) -> FetchRequest? {
        guard let name = context.name(of: element) ?? defaultName else {
            context.report(.fetchRequestWithoutName, at: element)
            return nil
        }
        let label = defaultName == nil ? "fetch request '\(name)'" : owner
        guard let entity = element[SourceAttribute.entity], !entity.isEmpty else {
            context.report(.fetchRequestWithoutEntity(owner: label), at: element)
            return nil
        }
        let request = FetchRequest(name: name, entityName: entity, predicate: element[SourceAttribute.predicateString])
        request.sourceLocation = context.location(element)
        if let limit = context.integer(SourceAttribute.fetchLimit, of: element, owner: label) { request.fetchLimit = max(0, limit) }
        if let offset = context.integer(SourceAttribute.fetchOffset, of: element, owner: label) { request.fetchOffset = max(0, offset) }
        if let size = context.integer(SourceAttribute.fetchBatchSize, of: element, owner: label) { request.fetchBatchSize = max(0, size) }
        if let text = element[SourceAttribute.resultType], !text.isEmpty {
            if let raw = Int(text.trimmingSpaces()), let type = FetchRequest.ResultType(rawValue: raw) {
                request.resultType = type
            } else {
                context.report(.unknownResultType(owner: label, value: text), at: element)
            }
        }
        if let flag = element.optionalFlag(SourceAttribute.includeSubentities, SourceAttribute.includesSubentities) { request.includesSubentities = flag }
        if let flag = element.optionalFlag(SourceAttribute.includePropertyValues, SourceAttribute.includesPropertyValues) { request.includesPropertyValues = flag }
        if let flag = element.optionalFlag(SourceAttribute.returnObjectsAsFaults, SourceAttribute.returnsObjectsAsFaults) { request.returnsObjectsAsFaults = flag }
        if let flag = element.optionalFlag(SourceAttribute.includesPendingChanges, SourceAttribute.includePendingChanges) { request.includesPendingChanges = flag }
        if let flag = element.optionalFlag(SourceAttribute.returnDistinctResults, SourceAttribute.returnsDistinctResults) { request.returnsDistinctResults = flag }
        return request
    }

    /// Consumes a `<fetchedProperty>`; its single `<fetchRequest>` child is required.
    static func readFetchedProperty(_ element: XMLElement, entity: String,
                                    in context: ReadingContext) throws -> FetchedPropertyDescription? {
        guard let name = context.name(of: element) else {
            context.report(.propertyWithoutName(kind: "fetched property", entity: entity), at: element)
            try context.xml.forEachChild { _ in }
            return nil
        }
        let label = "\(entity).\(name)"
        // The request is read among the children, so the property starts with a stand-in request.
        let property = FetchedPropertyDescription(name: name, fetchRequest: FetchRequest(name: SourceValue.fetchedPropertyRequestName, entityName: ""))
        var request: FetchRequest?
        var sawRequest = false
        try PropertyCommonReader.readChildren(of: element, into: property, in: context) { child in
            guard child.name == SourceElement.fetchRequest else { return false }
            if !sawRequest {
                sawRequest = true
                request = readRequest(child, defaultName: SourceValue.fetchedPropertyRequestName,
                                      owner: "fetched property '\(label)'", in: context)
            }
            return true
        }
        guard sawRequest else {
            context.report(.fetchedPropertyWithoutRequest(owner: label), at: element)
            return nil
        }
        guard let request else { return nil }
        property.fetchRequest = request
        PropertyCommonReader.apply(element, to: property, in: context)
        return property
    }
}
