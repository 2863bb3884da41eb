/// A stored fetch request: a model's named template or the request behind a fetched property.
public final class FetchRequest {
    var isFrozen = false
    public enum ResultType: Int, Hashable, Sendable {
        case managedObjects = 0
        case managedObjectIDs = 1
        case dictionaries = 2
        case count = 4
    }

    /// The template name (`fetchedPropertyFetchRequest` for fetched properties, as Xcode writes).
    public var name: String { willSet { checkEditable() } }
    public var entityName: String { willSet { checkEditable() } }
    /// The fetched entity; setting it also sets `entityName`.
    public var entity: EntityDescription? {
        get { entityReference.target }
        set {
            checkEditable()
            entityReference.point(at: newValue, naming: &entityName)
        }
    }
    private var entityReference = WeakReference<EntityDescription>()
    /// Predicate format text as written in the source; nil when the request has none.
    public var predicate: String? { willSet { checkEditable() } }
    public var fetchLimit: Int { willSet { checkEditable() } }
    public var fetchOffset: Int { willSet { checkEditable() } }
    public var fetchBatchSize: Int { willSet { checkEditable() } }
    public var resultType: ResultType { willSet { checkEditable() } }
    public var includesSubentities: Bool { willSet { checkEditable() } }
    public var includesPropertyValues: Bool { willSet { checkEditable() } }
    public var returnsObjectsAsFaults: Bool { willSet { checkEditable() } }
    public var includesPendingChanges: Bool { willSet { checkEditable() } }
    public var returnsDistinctResults: Bool { willSet { checkEditable() } }
    public var sourceLocation: SourceLocation? { willSet { checkEditable() } }

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
    }

    /// An independent copy (not frozen, not shared with the model).
    public func copy() -> FetchRequest {
        let copy = FetchRequest(name: name, entityName: entityName, predicate: predicate)
        copy.entity = entity
        copy.fetchLimit = fetchLimit
        copy.fetchOffset = fetchOffset
        copy.fetchBatchSize = fetchBatchSize
        copy.resultType = resultType
        copy.includesSubentities = includesSubentities
        copy.includesPropertyValues = includesPropertyValues
        copy.returnsObjectsAsFaults = returnsObjectsAsFaults
        copy.includesPendingChanges = includesPendingChanges
        copy.returnsDistinctResults = returnsDistinctResults
        copy.sourceLocation = sourceLocation
        return copy
    }
}
