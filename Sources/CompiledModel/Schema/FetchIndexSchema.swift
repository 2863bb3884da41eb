import PredicateSyntax

/// NSFetchIndexDescription.
enum FetchIndexField: String, ArchivedFields {
    case name = "NSIndexName"
    case elements = "NSIndexElements"
    case entity = "NSEntity"
    case partialIndexPredicate = "NSPartialIndexPredicate"

    static let classChain = [ArchiveClass.fetchIndex, ArchiveClass.object]

    var kind: ArchivedValueKind {
        switch self {
        case .name: .string
        case .elements: .array
        case .entity: .backReference(ArchiveClass.entity)
        case .partialIndexPredicate: .object(ArchivedClassName.predicate)
        }
    }

    var presence: ArchivedPresence { self == .partialIndexPredicate ? .nullWhenAbsent : .always }

    /// Indexes are a store matter: the entity's version hash does not see them.
    var feedsVersionHash: Bool { false }

    var sourceName: String? {
        switch self {
        case .name: "name"
        case .elements: "fetchIndexElement"
        case .entity: nil
        case .partialIndexPredicate: "partialIndexPredicate"
        }
    }
}

/// NSFetchIndexElementDescription: a property by name, or an expression (named by its text) with
/// its NSExpressionDescription.
enum FetchIndexElementField: String, ArchivedFields {
    case propertyName = "NSPropertyName"
    case indexedProperty = "NSIndexedProperty"
    case collationType = "NSFetchIndexElementType"
    case index = "NSFetchIndexDescription"
    case ascending = "NSAscending"

    static let classChain = [ArchiveClass.fetchIndexElement, ArchiveClass.object]

    var kind: ArchivedValueKind {
        switch self {
        case .propertyName: .string
        case .indexedProperty: .object(ArchiveClass.expressionDescription)
        case .collationType: .integer
        case .index: .backReference(ArchiveClass.fetchIndex)
        case .ascending: .bool
        }
    }

    var presence: ArchivedPresence { self == .indexedProperty ? .whenSet : .always }

    var feedsVersionHash: Bool { false }

    var sourceName: String? {
        switch self {
        case .propertyName: "property"
        case .indexedProperty: "expression"
        case .collationType: "type"
        case .index: nil
        case .ascending: "order"
        }
    }
}
