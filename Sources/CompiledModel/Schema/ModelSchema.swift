/// NSManagedObjectModel.
package enum ModelField: String, ArchivedFields {
    case entities = "NSEntities"
    case configurations = "NSConfigurations"
    case fetchRequestTemplates = "NSFetchRequestTemplates"
    case versionIdentifiers = "NSVersionIdentifiers"
    case compilerToolVersion = "CDMCompilerToolVersion"
    case compilerXcodeVersion = "CDMCompilerXcodeVersion"

    package static let classChain = [ArchiveClass.model, ArchiveClass.object]

    package var kind: ArchivedValueKind {
        switch self {
        case .entities, .configurations, .fetchRequestTemplates: .dictionary
        case .versionIdentifiers: .set
        case .compilerToolVersion: .real
        case .compilerXcodeVersion: .integer
        }
    }

    package var presence: ArchivedPresence {
        switch self {
        case .entities, .versionIdentifiers: .always
        case .configurations: .whenSet
        case .fetchRequestTemplates: .nullWhenAbsent
        case .compilerToolVersion, .compilerXcodeVersion: .fromXcode13
        }
    }

    /// The model's hash is built from its entities' hashes (and nothing else here).
    package var feedsVersionHash: Bool { self == .entities }

    package var sourceName: String? {
        switch self {
        case .entities: "entity"
        case .configurations: "configuration"
        case .fetchRequestTemplates: "fetchRequest"
        case .versionIdentifiers: "userDefinedModelVersionIdentifier"
        case .compilerToolVersion, .compilerXcodeVersion: nil
        }
    }
}
