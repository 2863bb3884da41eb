/// A stored fetch request: a model's named template or the request behind a fetched property.
public final class FetchRequest {
    public enum ResultType: Int, Hashable, Sendable {
        case managedObjects = 0
        case managedObjectIDs = 1
        case dictionaries = 2
        case count = 4
    }

    /// The template name (`fetchedPropertyFetchRequest` for fetched properties, as Xcode writes).
    public var name: String
    public var entityName: String
    public internal(set) weak var entity: EntityDescription?
    /// Predicate format text as written in the source; nil when the request has none.
    public var predicate: String?
    public var fetchLimit: Int
    public var fetchOffset: Int
    public var fetchBatchSize: Int
    public var resultType: ResultType
    public var includesSubentities: Bool
    public var includesPropertyValues: Bool
    public var returnsObjectsAsFaults: Bool
    public var includesPendingChanges: Bool
    public var returnsDistinctResults: Bool
    public var sourceLocation: SourceLocation?

    public init(name: String, entityName: String, predicate: String? = nil) {
        self.name = name
        self.entityName = entityName
        self.predicate = predicate
        self.fetchLimit = 0
        self.fetchOffset = 0
        self.fetchBatchSize = 0
        self.resultType = .managedObjects
        self.includesSubentities = true
        self.includesPropertyValues = true
        self.returnsObjectsAsFaults = true
        self.includesPendingChanges = true
        self.returnsDistinctResults = false
    }

    public func connect(entity: EntityDescription) {
        self.entity = entity
        self.entityName = entity.name
    }
}
