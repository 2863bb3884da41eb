/// NSRelationshipDescription's own keys, after the NSPropertyDescription keys every property
/// writes (`PropertyField`). Destination and inverse are conditional references
/// plus their names: Core Data resolves them lazily by name.
enum RelationshipField: String, ArchivedFields {
    case destinationEntity = "NSDestinationEntity"
    case destinationEntityName = "_NSDestinationEntityName"
    /// Its key enters the object before the counts although the inverse itself is numbered first
    /// (the only order that fits every golden relationship).
    case inverseName = "_NSInverseRelationshipName"
    case minCount = "NSMinCount"
    case maxCount = "NSMaxCount"
    case deleteRule = "NSDeleteRule"
    case inverse = "NSInverseRelationship"

    static let classChain = [ArchiveClass.relationship, ArchiveClass.property, ArchiveClass.object]

    var kind: ArchivedValueKind {
        switch self {
        case .destinationEntity: .backReference(ArchiveClass.entity)
        case .destinationEntityName, .inverseName: .string
        case .minCount, .maxCount, .deleteRule: .integer
        case .inverse: .backReference(ArchiveClass.relationship)
        }
    }

    var presence: ArchivedPresence {
        switch self {
        case .inverseName, .inverse: .nullWhenAbsent
        case .destinationEntity, .destinationEntityName, .minCount, .maxCount, .deleteRule: .always
        }
    }

    /// The relationship hash: destination and inverse names and the counts (not the delete rule).
    var feedsVersionHash: Bool {
        switch self {
        case .destinationEntityName, .inverseName, .minCount, .maxCount: true
        case .destinationEntity, .deleteRule, .inverse: false
        }
    }

    var sourceName: String? {
        switch self {
        case .destinationEntity, .destinationEntityName: "destinationEntity"
        case .inverseName, .inverse: "inverseName"
        case .minCount: "minCount"
        case .maxCount: "maxCount"
        case .deleteRule: "deletionRule"
        }
    }
}
