import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// NSFetchRequest in the order of `FetchRequestField`, flags computed by `FetchRequestFlags`.
extension ModelArchiver {
    func encodeFetchRequest(_ request: FetchRequest, owner: String) throws -> UID {
        guard let entity = request.entity ?? entitiesByName[request.entityName] else {
            throw ModelError("cannot archive \(owner): entity '\(request.entityName)' does not exist", at: request.sourceLocation)
        }
        var predicate: PredicateSyntax.Predicate?
        if let text = request.predicate, !PredicateText.isBlank(text) {
            predicate = try PredicateText.requestPredicate(text, owner: owner, of: entity, request: request)
        }
        return archive.encodeObject(ObjectKey(request), classChain: FetchRequestField.classChain) { object in
            object.encodeFields(FetchRequestField.self) { field in
                switch field {
                case .valuesToGroupBy, .havingPredicate, .valuesToFetch, .sortDescriptors, .relationshipKeyPathsForPrefetching:
                    return .null
                case .fetchOffset: return .integer(Int64(request.fetchOffset))
                case .entity: return .reference(archive.reserveUID(for: ObjectKey(entity)))
                case .predicate: return .reference(predicate.map { encodePredicate($0) } ?? .null)
                case .fetchLimit: return .integer(Int64(request.fetchLimit))
                case .batchSize: return .integer(Int64(request.fetchBatchSize))
                case .resultType: return .integer(Int64(request.resultType.rawValue))
                case .allocationType: return layout.writesAllocationType ? .integer(0) : nil
                case .hasFlags: return .bool(true)
                case .flags: return .integer(Int64(FetchRequestFlags(request).rawValue))
                }
            }
        }
    }
}
