import CoreDataModel
import KeyedArchive
import PredicateSyntax

/// NSFetchRequest as Xcode 13.4.1+ writes templates and fetched-property requests: every
/// key present, the unused collection keys `$null`, flags computed by `FetchRequestFlags`.
extension ModelArchiver {
    func encodeFetchRequest(_ request: FetchRequest, owner: String) throws -> UID {
        guard let entity = request.entity ?? entitiesByName[request.entityName] else {
            throw ModelError("cannot archive \(owner): entity '\(request.entityName)' does not exist", at: request.sourceLocation)
        }
        var predicate: PredicateSyntax.Predicate?
        if let text = request.predicate, !PredicateText.isBlank(text) {
            predicate = try PredicateText.requestPredicate(text, owner: owner, of: entity, request: request)
        }
        return archive.encodeObject(ObjectKey(request), classChain: ClassChain.fetchRequest) { object in
            // The runtime's encode order (it fits every golden request's key table).
            object.encodeNil(forKey: Key.valuesToGroupBy)
            object.encodeNil(forKey: Key.havingPredicate)
            object.encode(request.fetchOffset, forKey: Key.fetchOffset)
            object.encodeNil(forKey: Key.valuesToFetch)
            object.encodeReference(archive.reserveUID(for: ObjectKey(entity)), forKey: Key.entity)
            object.encodeReference(predicate.map { encodePredicate($0) } ?? .null, forKey: Key.predicate)
            object.encodeNil(forKey: Key.sortDescriptors)
            object.encode(request.fetchLimit, forKey: Key.fetchLimit)
            object.encode(request.fetchBatchSize, forKey: Key.batchSize)
            object.encodeNil(forKey: Key.relationshipKeyPathsForPrefetching)
            object.encode(request.resultType.rawValue, forKey: Key.resultType)
            if layout.writesAllocationType { object.encode(0, forKey: Key.allocationType) }
            object.encode(true, forKey: Key.hasFetchRequestFlags)
            object.encode(FetchRequestFlags(request).rawValue, forKey: Key.fetchRequestFlags)
        }
    }
}
