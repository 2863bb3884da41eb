import CoreDataModel

/// Every message text this module emits, in one place (a table, so that
/// texts can be swapped for Apple's once they are captured). Each case also names its category.
enum SourceMessage {
    // Files and XML
    case unreadableFile(reason: String)
    case missingContents(directory: String)
    case malformedXML(String)
    case unsafeXML(String)
    case wrongRoot(found: String)
    case wrongModelType(String)
    // Names and structure
    case entityWithoutName
    case propertyWithoutName(kind: String, entity: String)
    case unknownAttributeType(owner: String, type: String)
    case unknownDeleteRule(owner: String, rule: String)
    case missingDestination(owner: String)
    case derivedWithoutExpression(owner: String)
    case fetchedPropertyWithoutRequest(owner: String)
    case fetchRequestWithoutName
    case fetchRequestWithoutEntity(owner: String)
    case configurationWithoutName
    case memberEntityWithoutName(configuration: String)
    case compositeWithoutName
    case compositeAttributeWithoutType(owner: String)
    case undefinedComposite(owner: String, composite: String)
    case compositeCycle(path: [String])
    case indexWithoutName(entity: String)
    case unknownElement(name: String, parent: String)
    case unknownAttribute(name: String, element: String, elementName: String?, suggestion: String?)
    case persistentUndefinedAttribute(owner: String)
    // Lenient value handling
    case invalidDefault(owner: String, value: String, type: String)
    case invalidUUIDDefault(owner: String, value: String)
    case defaultNotSupported(owner: String, value: String, type: String)
    case dateDefaultWithoutInterval(owner: String, value: String)
    case invalidBound(owner: String, which: String, value: String, type: String)
    case dateBoundWithoutInterval(owner: String, which: String, value: String)
    case customClassNameDot(owner: String)
    case invalidNumber(owner: String, attribute: String, value: String)
    case unknownResultType(owner: String, value: String)
    case unknownCollation(owner: String, value: String)
    case unknownIndexOrder(owner: String, value: String)
    case unknownCodeGenerationType(owner: String, value: String)
    case unknownSourceLanguage(value: String)
    // Bundles
    case bundleWithoutVersions
    case currentVersionMissing(name: String)
    case currentVersionOutsideBundle(name: String)
    case noCurrentVersion(picked: String)
    case binaryCurrentVersionMarker
    case malformedCurrentVersionMarker(String)

    var text: String {
        switch self {
        case .unreadableFile(let reason):
            return "cannot read the model file: \(reason)"
        case .missingContents(let directory):
            return "no model 'contents' file in '\(directory)'"
        case .malformedXML(let message):
            return "malformed XML: \(message)"
        case .unsafeXML(let message):
            return "refused unsafe XML: \(message)"
        case .wrongRoot(let found):
            return "root element is <\(found)>, expected <model>"
        case .wrongModelType(let type):
            return "model type '\(type)' is not supported; expected 'com.apple.IDECoreDataModeler.DataModel'"
        case .entityWithoutName:
            return "entity without a name"
        case .propertyWithoutName(let kind, let entity):
            return "\(kind) without a name in entity '\(entity)'"
        case .unknownAttributeType(let owner, let type):
            return "attribute '\(owner)' has unknown type '\(type)'"
        case .unknownDeleteRule(let owner, let rule):
            return "relationship '\(owner)' has unknown deletion rule '\(rule)'"
        case .missingDestination(let owner):
            return "relationship '\(owner)' has no destination entity"
        case .derivedWithoutExpression(let owner):
            return "derived attribute '\(owner)' has no derivation expression"
        case .fetchedPropertyWithoutRequest(let owner):
            return "fetched property '\(owner)' has no fetch request"
        case .fetchRequestWithoutName:
            return "fetch request without a name"
        case .fetchRequestWithoutEntity(let owner):
            return "\(owner) has no entity"
        case .configurationWithoutName:
            return "configuration without a name"
        case .memberEntityWithoutName(let configuration):
            return "configuration '\(configuration)' has a member entity without a name; ignoring it"
        case .compositeWithoutName:
            return "composite type without a name"
        case .compositeAttributeWithoutType(let owner):
            return "composite attribute '\(owner)' does not name its composite type"
        case .undefinedComposite(let owner, let composite):
            return "composite attribute '\(owner)' uses composite type '\(composite)', which is not defined"
        case .compositeCycle(let path):
            return "composite type '\(path.first ?? "")' contains itself: \(path.joined(separator: " → "))"
        case .indexWithoutName(let entity):
            return "fetch index without a name in entity '\(entity)'"
        case .unknownElement(let name, let parent):
            return "ignoring unknown element <\(name)> in <\(parent)>"
        case .unknownAttribute(let name, let element, let elementName, let suggestion):
            let owner = elementName.map { "<\(element) name=\"\($0)\">" } ?? "<\(element)>"
            return "ignoring unknown XML attribute '\(name)' on \(owner)" + (suggestion.map { "; did you mean '\($0)'?" } ?? "")
        case .persistentUndefinedAttribute(let owner):
            return "attribute '\(owner)' has no type (no attributeType): only a transient attribute may be Undefined"
        case .invalidDefault(let owner, let value, let type):
            return "attribute '\(owner)': default value '\(value)' is not a valid \(type); ignoring it"
        case .invalidUUIDDefault(let owner, let value):
            return "attribute '\(owner)': default value '\(value)' is not a valid UUID; ignoring it"
        case .defaultNotSupported(let owner, let value, let type):
            return "attribute '\(owner)': \(type) attributes cannot have a default value; ignoring '\(value)'"
        case .dateDefaultWithoutInterval(let owner, let value):
            return "attribute '\(owner)': date default '\(value)' has no defaultDateTimeInterval; ignoring it"
        case .invalidBound(let owner, let which, let value, let type):
            return "attribute '\(owner)': \(which) value '\(value)' is not a valid \(type); ignoring it"
        case .dateBoundWithoutInterval(let owner, let which, let value):
            return "attribute '\(owner)': date \(which) value '\(value)' has no \(which)DateTimeInterval; ignoring it"
        case .customClassNameDot(let owner):
            return "attribute '\(owner)': customClassName '.' names no class; ignoring it"
        case .invalidNumber(let owner, let attribute, let value):
            return "\(owner): \(attribute) '\(value)' is not an integer; ignoring it"
        case .unknownResultType(let owner, let value):
            return "\(owner): unknown resultType '\(value)'; using managed objects (0)"
        case .unknownCollation(let owner, let value):
            return "\(owner): unknown index type '\(value)'; using Binary"
        case .unknownIndexOrder(let owner, let value):
            return "\(owner): unknown index order '\(value)'; using ascending"
        case .unknownCodeGenerationType(let owner, let value):
            return "entity '\(owner)': unknown codeGenerationType '\(value)'; using manual (no generated code)"
        case .unknownSourceLanguage(let value):
            return "unknown sourceLanguage '\(value)'; ignoring it"
        case .bundleWithoutVersions:
            return "model bundle contains no .xcdatamodel versions"
        case .currentVersionMissing(let name):
            return "current version '\(name)' named in .xccurrentversion does not exist in the bundle"
        case .currentVersionOutsideBundle(let name):
            return ".xccurrentversion names '\(name)', which is not a version directory inside the bundle"
        case .noCurrentVersion(let picked):
            return "no current version is marked (.xccurrentversion missing or empty); using '\(picked)'"
        case .binaryCurrentVersionMarker:
            return ".xccurrentversion is a binary property list, which is not supported; save it as an XML property list (Xcode writes XML)"
        case .malformedCurrentVersionMarker(let message):
            return ".xccurrentversion is not a valid property list: \(message)"
        }
    }

    var severity: Diagnostic.Severity {
        switch self {
        case .unknownElement:
            return .note
        case .unknownAttribute, .memberEntityWithoutName, .invalidDefault, .invalidUUIDDefault, .defaultNotSupported,
             .dateDefaultWithoutInterval, .invalidBound, .dateBoundWithoutInterval, .customClassNameDot,
             .invalidNumber, .unknownResultType, .unknownCollation, .unknownIndexOrder, .unknownCodeGenerationType,
             .unknownSourceLanguage, .noCurrentVersion:
            return .warning
        default:
            return .error
        }
    }

    var category: DiagnosticCategory {
        switch self {
        case .unreadableFile, .missingContents, .malformedXML, .unsafeXML, .wrongRoot, .wrongModelType: return .source
        case .unknownElement: return .unknownElement
        case .unknownAttribute: return .unknownAttribute
        case .invalidDefault, .invalidUUIDDefault, .defaultNotSupported, .dateDefaultWithoutInterval,
             .invalidBound, .dateBoundWithoutInterval, .customClassNameDot, .invalidNumber,
             .unknownResultType, .unknownCollation, .unknownIndexOrder, .unknownCodeGenerationType, .unknownSourceLanguage:
            return .value
        case .bundleWithoutVersions, .currentVersionMissing, .currentVersionOutsideBundle, .noCurrentVersion,
             .binaryCurrentVersionMarker, .malformedCurrentVersionMarker:
            return .bundle
        default: return .model
        }
    }

    func diagnostic(at location: SourceLocation?) -> Diagnostic {
        Diagnostic(severity, text, at: location, category: category)
    }
}
