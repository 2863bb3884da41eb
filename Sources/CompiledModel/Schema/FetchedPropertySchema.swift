/// NSFetchedPropertyDescription's own keys, after the NSPropertyDescription keys (a fetched
/// property is always optional, transient and read-only).
enum FetchedPropertyField: String, ArchivedFields {
    case fetchRequest = "NSFetchRequest"
    /// The request's entity by name: Core Data resolves it lazily.
    case fetchRequestEntityName = "_NSFetchRequestEntityName"

    static let classChain = [ArchiveClass.fetchedProperty, ArchiveClass.property, ArchiveClass.object]

    var kind: ArchivedValueKind {
        switch self {
        case .fetchRequest: .object(ArchiveClass.fetchRequest)
        case .fetchRequestEntityName: .string
        }
    }

    var presence: ArchivedPresence { .always }

    /// Fetched properties feed no entity hash.
    var feedsVersionHash: Bool { false }

    var sourceName: String? {
        switch self {
        case .fetchRequest: "fetchRequest"
        case .fetchRequestEntityName: "entity"
        }
    }
}
