import CoreDataModel

/// Every message text the `elements` reader emits, in one place (like `SourceMessage` for XML).
enum LegacyMessage {
    case unreadableArchive(reason: String)
    case unknownAttributeType(owner: String, code: Int64)
    case unknownDeleteRule(owner: String, code: Int64)
    case unreadableValue(owner: String, key: String, reason: String)
    case skippedFetchRequest(owner: String, reason: String)
    case skippedFetchedProperty(owner: String)
    case generalizationWithoutParent(entity: String)

    var text: String {
        switch self {
        case .unreadableArchive(let reason):
            return "cannot read the Xcode 3 model archive: \(reason)"
        case .unknownAttributeType(let owner, let code):
            return "attribute '\(owner)' has unknown attribute type code \(code)"
        case .unknownDeleteRule(let owner, let code):
            return "relationship '\(owner)' has unknown delete rule code \(code)"
        case .unreadableValue(let owner, let key, let reason):
            return "\(owner): value of '\(key)' ignored: \(reason)"
        case .skippedFetchRequest(let owner, let reason):
            return "fetch request of \(owner) ignored: \(reason)"
        case .generalizationWithoutParent(let entity):
            return "entity '\(entity)' has a generalization with no parent entity (Xcode 3 leaves one behind when the parent is removed); reading '\(entity)' as having no parent"
        case .skippedFetchedProperty(let owner):
            return "fetched property '\(owner)' left out: its fetch request is in no form modelc reads (fetched properties are not part of the version hash)"
        }
    }

    var severity: Diagnostic.Severity {
        switch self {
        case .unreadableArchive, .unknownAttributeType, .unknownDeleteRule: return .error
        case .unreadableValue, .skippedFetchRequest, .skippedFetchedProperty, .generalizationWithoutParent: return .warning
        }
    }

    /// Values that cannot be read are `value` warnings; what is about the archive's shape is `legacy-format`.
    var category: DiagnosticCategory {
        switch self {
        case .unreadableArchive, .unknownAttributeType, .unknownDeleteRule, .generalizationWithoutParent: return .legacyFormat
        case .unreadableValue, .skippedFetchRequest, .skippedFetchedProperty: return .value
        }
    }

    func diagnostic(at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity, text, at: location, category: category)
    }
}
