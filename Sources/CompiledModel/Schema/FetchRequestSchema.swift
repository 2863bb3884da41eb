import PredicateSyntax

/// NSFetchRequest as momc writes fetch request templates and fetched properties' requests: every
/// key present (the collections a model cannot set as `$null`). Which integers are 32-bit is a
/// fact of Apple's writer (`AppleWriterFacts.int32Keys`).
enum FetchRequestField: String, ArchivedFields {
    case valuesToGroupBy = "NSValuesToGroupBy"
    case havingPredicate = "NSHavingPredicate"
    case fetchOffset = "NSFetchOffset"
    case valuesToFetch = "NSValuesToFetch"
    case entity = "NSEntity"
    case predicate = "NSPredicate"
    case sortDescriptors = "NSSortDescriptors"
    case fetchLimit = "NSFetchLimit"
    case batchSize = "NSBatchSize"
    case relationshipKeyPathsForPrefetching = "NSRelationshipKeyPathsForPrefetching"
    case resultType = "NSResultType"
    case allocationType = "NSAllocationType"
    case hasFlags = "NSHasFetchRequestFlags"
    case flags = "NSFetchRequestFlags"

    static let classChain = [ArchiveClass.fetchRequest, ArchiveClass.persistentStoreRequest, ArchiveClass.object]

    var kind: ArchivedValueKind {
        switch self {
        case .valuesToGroupBy, .valuesToFetch, .sortDescriptors, .relationshipKeyPathsForPrefetching: .array
        case .havingPredicate, .predicate: .object(ArchivedClassName.predicate)
        case .entity: .backReference(ArchiveClass.entity)
        case .fetchOffset, .fetchLimit, .batchSize, .resultType, .allocationType, .flags: .integer
        case .hasFlags: .bool
        }
    }

    var presence: ArchivedPresence {
        switch self {
        case .allocationType: .fromXcode13
        case .valuesToGroupBy, .havingPredicate, .valuesToFetch, .predicate, .sortDescriptors, .relationshipKeyPathsForPrefetching: .nullWhenAbsent
        case .fetchOffset, .entity, .fetchLimit, .batchSize, .resultType, .hasFlags, .flags: .always
        }
    }

    /// Requests belong to the model or to fetched properties, which no version hash sees.
    var feedsVersionHash: Bool { false }

    var sourceName: String? {
        switch self {
        case .entity: "entity"
        case .predicate: "predicateString"
        case .fetchOffset: "fetchOffset"
        case .fetchLimit: "fetchLimit"
        case .batchSize: "fetchBatchSize"
        case .resultType: "resultType"
        case .valuesToGroupBy, .havingPredicate, .valuesToFetch, .sortDescriptors, .relationshipKeyPathsForPrefetching,
             .allocationType, .hasFlags: nil
        // One bit per boolean attribute of the source request (`FetchRequestFlags`).
        case .flags: nil
        }
    }
}
