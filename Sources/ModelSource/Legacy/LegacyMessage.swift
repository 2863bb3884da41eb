import CoreDataModel

/// Every message text the `elements` reader emits, in one place (like `SourceMessage` for XML).
enum LegacyMessage {
    case unreadableArchive(reason: String)
    case unknownAttributeType(owner: String, code: Int64)
    case unknownDeleteRule(owner: String, code: Int64)
    case unreadableValue(owner: String, key: String, reason: String)
    case skippedFetchRequest(owner: String, reason: String)
    case skippedFetchedProperty(owner: String)

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
        case .skippedFetchedProperty(let owner):
            return "fetched property '\(owner)' left out: its fetch request is in no form modelc reads (fetched properties are not part of the version hash)"
        }
    }

    var severity: Diagnostic.Severity {
        switch self {
        case .unreadableArchive, .unknownAttributeType, .unknownDeleteRule: return .error
        case .unreadableValue, .skippedFetchRequest, .skippedFetchedProperty: return .warning
        }
    }

    func diagnostic(at location: SourceLocation) -> Diagnostic {
        Diagnostic(severity, text, at: location, category: severity == .error ? .legacyFormat : .value)
    }
}
