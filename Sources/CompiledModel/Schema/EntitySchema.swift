/// NSEntityDescription.
package enum EntityField: String, ArchivedFields {
    case name = "NSEntityName"
    case className = "NSClassNameForEntity"
    case isAbstract = "NSIsAbstract"
    case model = "NSManagedObjectModel"
    case superentity = "NSSuperentity"
    case subentities = "NSSubentities"
    case properties = "NSProperties"
    case userInfo = "NSUserInfo"
    case versionHashModifier = "NSVersionHashModifier"
    case renamingIdentifier = "NSRenamingIdentifier"
    case uniquenessConstraints = "NSUniqueTuples"
    /// Xcode 9 and later.
    case fetchIndexes = "NSFetchIndexDescriptions"
    /// The legacy projection of the fetch indexes (before Xcode 9: the source's compound indexes only).
    case compoundIndexes = "NSCompoundIndexes"

    package static let classChain = [ArchiveClass.entity, ArchiveClass.object]

    package var kind: ArchivedValueKind {
        switch self {
        case .name, .className, .versionHashModifier, .renamingIdentifier: .string
        case .isAbstract: .bool
        case .model: .backReference(ArchiveClass.model)
        case .superentity: .backReference(ArchiveClass.entity)
        case .subentities, .properties, .userInfo: .dictionary
        case .uniquenessConstraints, .fetchIndexes, .compoundIndexes: .array
        }
    }

    package var presence: ArchivedPresence {
        switch self {
        case .name, .model, .subentities, .properties, .userInfo, .renamingIdentifier: .always
        case .className, .superentity, .versionHashModifier: .nullWhenAbsent
        case .isAbstract, .uniquenessConstraints, .fetchIndexes, .compoundIndexes: .whenSet
        }
    }

    /// The entity hash: name, abstract flag, superentity, modifier, constraints, and the hashes of
    /// its stored properties.
    package var feedsVersionHash: Bool {
        switch self {
        case .name, .isAbstract, .superentity, .properties, .versionHashModifier, .uniquenessConstraints: true
        case .className, .model, .subentities, .userInfo, .renamingIdentifier, .fetchIndexes, .compoundIndexes: false
        }
    }

    package var sourceName: String? {
        switch self {
        case .name: "name"
        case .className: "representedClassName"
        case .isAbstract: "isAbstract"
        case .model, .subentities: nil
        case .superentity: "parentEntity"
        case .properties: "attribute"
        case .userInfo: "userInfo"
        case .versionHashModifier: "versionHashModifier"
        case .renamingIdentifier: "elementID"
        case .uniquenessConstraints: "uniquenessConstraints"
        case .fetchIndexes: "fetchIndex"
        case .compoundIndexes: "compoundIndexes"
        }
    }
}
