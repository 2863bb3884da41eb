import CoreDataModel
import KeyedArchive

/// NSFetchRequest back into `FetchRequest`. `NSEntity` may be the entity object or (requests made
/// by name) a string; fetched properties also carry `_NSFetchRequestEntityName`.
extension ModelUnarchiver {
    func decodeFetchRequest(_ object: ArchivedObject, name: String, fallbackEntityName: String?) throws -> FetchRequest {
        guard object.isKind(of: ArchiveClass.fetchRequest) else {
            throw failure("fetch request '\(name)' is an \(object.className), not an NSFetchRequest")
        }
        var entityName = fallbackEntityName
        switch try object.value(forKey: FetchRequestField.entity.key) {
        case .object(let entityObject)?:
            entityName = try entitiesByUID[entityObject.uid]?.name ?? entityObject.string(forKey: EntityField.name.key) ?? entityName
        case .string(let text)?:
            entityName = text
        case nil:
            break
        case let other?:
            throw failure("the entity of fetch request '\(name)' is \(other.kindName)")
        }
        let request = FetchRequest(name: name, entityName: try require(entityName, "the entity of fetch request '\(name)'"))
        request.sourceLocation = location
        if let predicateObject = try object.object(forKey: FetchRequestField.predicate.key) {
            request.predicate = try decodePredicate(predicateObject, depth: 0).sourceFormat
        }
        request.fetchOffset = Int(clamping: try object.integer(forKey: FetchRequestField.fetchOffset.key) ?? 0)
        request.fetchLimit = Int(clamping: try object.integer(forKey: FetchRequestField.fetchLimit.key) ?? 0)
        request.fetchBatchSize = Int(clamping: try object.integer(forKey: FetchRequestField.batchSize.key) ?? 0)
        let resultCode = try object.integer(forKey: FetchRequestField.resultType.key) ?? 0
        guard let resultType = FetchRequest.ResultType(rawValue: Int(clamping: resultCode)) else {
            throw failure("fetch request '\(name)' has unknown result type \(resultCode)")
        }
        request.resultType = resultType
        if let flags = try object.integer(forKey: FetchRequestField.flags.key) {
            FetchRequestFlags(rawValue: flags).apply(to: request)
        }
        return request
    }
}
