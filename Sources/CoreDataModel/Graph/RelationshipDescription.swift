/// What happens to the destination objects when the source object is deleted.
public enum DeleteRule: Int, Hashable, Sendable, CaseIterable {
    case noAction = 0
    case nullify = 1
    case cascade = 2
    case deny = 3

    /// Xcode's spelling in `deletionRule="…"` (note the space in `No Action`).
    public var sourceName: String {
        switch self {
        case .noAction: return "No Action"
        case .nullify: return "Nullify"
        case .cascade: return "Cascade"
        case .deny: return "Deny"
        }
    }

    public init?(sourceName: String) {
        guard let match = DeleteRule.allCases.first(where: { $0.sourceName == sourceName }) else { return nil }
        self = match
    }
}

/// A relationship between entities (NSRelationshipDescription).
///
/// Destination and inverse are kept both as names (what the source and the archive say) and as
/// resolved objects (what the model means); `ModelResolver` connects the two.
public final class RelationshipDescription: PropertyDescription, WeaklyReferenced {
    let weakAnchor = WeakAnchor<RelationshipDescription>()
    public var destinationEntityName: String { willSet { checkEditable() } }
    public var inverseName: String? { willSet { checkEditable() } }
    /// The entity that declares the inverse (may be a super-entity of the destination).
    public var inverseEntityName: String? { willSet { checkEditable() } }
    public var minCount: Int { willSet { checkEditable() } }
    /// 1 for to-one; 0 means an unbounded to-many.
    public var maxCount: Int { willSet { checkEditable() } }
    public var deleteRule: DeleteRule { willSet { checkEditable() } }
    public var isOrdered: Bool { willSet { checkEditable() } }
    /// The legacy single-property index flag.
    public var isIndexed: Bool { willSet { checkEditable() } }

    /// The destination; setting it also sets `destinationEntityName`.
    public var destinationEntity: EntityDescription? {
        get { destinationReference.target }
        set {
            checkEditable()
            destinationReference.point(at: newValue, naming: &destinationEntityName)
        }
    }
    private var destinationReference = WeakReference<EntityDescription>()
    /// The inverse; setting it also sets `inverseName` and `inverseEntityName`.
    public var inverseRelationship: RelationshipDescription? {
        get { inverseReference.target }
        set {
            checkEditable()
            inverseReference.target = newValue
            guard let newValue else { return }
            inverseName = newValue.name
            inverseEntityName = newValue.entity?.name ?? inverseEntityName
        }
    }
    private var inverseReference = WeakReference<RelationshipDescription>()

    public init(name: String, destination: String, toMany: Bool = false) {
        self.destinationEntityName = destination
        self.minCount = 0
        self.maxCount = toMany ? 0 : 1
        self.deleteRule = .nullify
        self.isOrdered = false
        self.isIndexed = false
        super.init(name: name)
        weakAnchor.target = self
    }

    deinit {
        weakAnchor.target = nil
    }

    public var isToMany: Bool { maxCount != 1 }

    override public var kind: PropertyKind { .relationship(self) }

    /// Points this relationship at its destination and makes `inverse` (when given) its inverse
    /// and this relationship the inverse's inverse, as the Xcode editor does for a pair.
    public func connect(destination: EntityDescription, inverse: RelationshipDescription?) {
        destinationEntity = destination
        inverseRelationship = inverse
        if inverse == nil {
            inverseName = nil
            inverseEntityName = nil
        }
        if let inverse, let owner = entity {
            inverse.destinationEntity = owner
            inverse.inverseRelationship = self
        }
    }
}

/// A weak, lazily evaluated relationship defined by a fetch request (NSFetchedPropertyDescription).
public final class FetchedPropertyDescription: PropertyDescription {
    public var fetchRequest: FetchRequest { willSet { checkEditable() } }

    public init(name: String, fetchRequest: FetchRequest) {
        self.fetchRequest = fetchRequest
        super.init(name: name)
    }

    override public var kind: PropertyKind { .fetchedProperty(self) }
}
