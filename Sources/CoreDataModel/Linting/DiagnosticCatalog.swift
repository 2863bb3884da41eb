/// Every semantic diagnostic modelc's linter can emit: its category (a stable ID printed by
/// `--print-diagnostic-categories`, used in JSON output and for suppression), its default severity,
/// the momc flag that turns it off, and its message text.
///
/// This file is the ONE table of message texts. Each category says where its text comes from:
/// `.verified(source)` texts were read in a public source and must
/// not be reworded; `.adapted(source)` texts reuse the wording of a verified Core Data runtime
/// message for a single property; `.ours` texts are modelc's own and should be swapped for
/// Apple's once a real `xcrun momc` run captures them. Change a text here and nowhere else.

/// Where a message text comes from.
public enum TextProvenance: Hashable, Sendable, CustomStringConvertible {
    /// The exact text was read in the named source.
    case verified(String)
    /// Reworded from the verified runtime message in the named source.
    case adapted(String)
    /// modelc's own wording; Apple's text is unknown.
    case ours

    public var description: String {
        switch self {
        case .verified(let source): return "verified (\(source))"
        case .adapted(let source): return "adapted (\(source))"
        case .ours: return "ours"
        }
    }
}

/// A family of rules that is switched on as a whole.
public enum LintGroup: String, Hashable, Sendable, CaseIterable {
    /// What momc itself checks: always on (individual categories can be suppressed).
    case momc
    /// Apple's CloudKit model rules: on for models/configurations marked `usedWithCloudKit`, or
    /// for every entity with `--lint cloudkit`.
    case cloudkit
    /// What SwiftData cannot represent: on for models marked `usedWithSwiftData`, or with `--lint swiftdata`.
    case swiftdata
}

/// One row of the category table, and the typed category a `Diagnostic` carries. Two rows are the
/// same category when their IDs are equal. The module that raises a category declares it as a
/// static constant in an extension (`DiagnosticCategory.inverseRelationship` here, `.source` in
/// ModelSource, `.output` in ModelCompiler).
public struct DiagnosticCategory: Hashable, Sendable, CustomStringConvertible {
    public let id: String
    public let title: String
    /// Nil for categories raised while reading (not by the linter).
    public let group: LintGroup?
    public let severity: Diagnostic.Severity
    /// The momc flag that suppresses this category, if any (besides `--no-warnings` for warnings).
    public let suppressedBy: String?
    public let provenance: TextProvenance

    public init(id: String, title: String, group: LintGroup?, severity: Diagnostic.Severity,
                suppressedBy: String? = nil, provenance: TextProvenance) {
        self.id = id
        self.title = title
        self.group = group
        self.severity = severity
        self.suppressedBy = suppressedBy
        self.provenance = provenance
    }

    public static func == (lhs: DiagnosticCategory, rhs: DiagnosticCategory) -> Bool { lhs.id == rhs.id }

    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The ID, as printed.
    public var description: String { id }
}

extension DiagnosticCategory {
    // momc's own checks.
    public static let inverseRelationship = DiagnosticCategory(
        id: "inverse-relationship", title: "Relationship without an inverse", group: .momc, severity: .warning,
        suppressedBy: "--no-inverse-relationship-warnings",
        provenance: .verified("MIT-Mobile-for-iOS#938/#939; a public project README"))
    public static let maxPropertyCount = DiagnosticCategory(
        id: "max-property-count", title: "Entity with more than 100 properties", group: .momc, severity: .warning,
        suppressedBy: "--no-max-property-count-warnings", provenance: .ours)
    public static let deleteRule = DiagnosticCategory(
        id: "delete-rule", title: "Dangerous delete rule", group: .momc, severity: .warning,
        suppressedBy: "--no-delete-rule-warnings", provenance: .ours)
    public static let transientInverse = DiagnosticCategory(
        id: "transient-inverse", title: "Transient relationship with a persistent inverse", group: .momc, severity: .error,
        suppressedBy: "--suppress-inverse-transient-error", provenance: .ours)
    public static let abstractEntity = DiagnosticCategory(
        id: "abstract-entity", title: "Abstract entity without sub-entities", group: .momc, severity: .warning,
        provenance: .ours)
    public static let optionalScalar = DiagnosticCategory(
        id: "optional-scalar", title: "Optional scalar attribute without a default value", group: .momc, severity: .warning,
        provenance: .ours)
    /// Raised by `ModelResolver` (its text lives in `ReservedPropertyNames.message`), listed here so
    /// that the category table is complete.
    public static let reservedName = DiagnosticCategory(
        id: "reserved-name", title: "Property name reserved by NSObject or NSManagedObject", group: nil, severity: .error,
        provenance: .ours)
    public static let minMax = DiagnosticCategory(
        id: "min-max", title: "Minimum greater than maximum", group: .momc, severity: .warning,
        provenance: .ours)
    public static let configurationRelationship = DiagnosticCategory(
        id: "configuration-relationship", title: "Relationship crossing configurations", group: .momc, severity: .warning,
        provenance: .adapted("Apple \"Creating a Core Data Model for CloudKit\""))

    // CloudKit (Documentation/Formats.md "Model sources"; runtime texts of NSCocoaErrorDomain 134060).
    public static let cloudKitOptionalAttribute = DiagnosticCategory(
        id: "cloudkit-optional-attribute", title: "CloudKit: attribute neither optional nor defaulted", group: .cloudkit,
        severity: .warning, provenance: .adapted("Apple's CloudKit rules; CubeLabsNZ/CubeTime#131"))
    public static let cloudKitOptionalRelationship = DiagnosticCategory(
        id: "cloudkit-optional-relationship", title: "CloudKit: required relationship", group: .cloudkit,
        severity: .warning, provenance: .adapted("Apple's CloudKit rules"))
    public static let cloudKitInverse = DiagnosticCategory(
        id: "cloudkit-inverse", title: "CloudKit: relationship without an inverse", group: .cloudkit,
        severity: .warning, provenance: .adapted("Apple's CloudKit rules"))
    public static let cloudKitOrdered = DiagnosticCategory(
        id: "cloudkit-ordered", title: "CloudKit: ordered relationship", group: .cloudkit,
        severity: .warning, provenance: .adapted("Apple's CloudKit rules"))
    public static let cloudKitUniqueConstraint = DiagnosticCategory(
        id: "cloudkit-unique-constraint", title: "CloudKit: uniqueness constraint", group: .cloudkit,
        severity: .warning, provenance: .ours)
    public static let cloudKitDeny = DiagnosticCategory(
        id: "cloudkit-deny", title: "CloudKit: Deny delete rule", group: .cloudkit,
        severity: .warning, provenance: .ours)
    public static let cloudKitAttributeType = DiagnosticCategory(
        id: "cloudkit-attribute-type", title: "CloudKit: Undefined or ObjectID attribute", group: .cloudkit,
        severity: .warning, provenance: .ours)

    // SwiftData (Xcode warns on inheritance in usedWithSwiftData models; texts unknown).
    public static let swiftDataInheritance = DiagnosticCategory(
        id: "swiftdata-inheritance", title: "SwiftData: entity inheritance", group: .swiftdata,
        severity: .warning, provenance: .ours)
    public static let swiftDataUnsupported = DiagnosticCategory(
        id: "swiftdata-unsupported", title: "SwiftData: feature without a SwiftData equivalent", group: .swiftdata,
        severity: .warning, provenance: .ours)

    /// Every category the linter can emit, in the order `--print-diagnostic-categories` lists them.
    public static let lintCategories: [DiagnosticCategory] = [
        .inverseRelationship, .maxPropertyCount, .deleteRule, .transientInverse, .abstractEntity, .optionalScalar,
        .minMax, .configurationRelationship,
        .cloudKitOptionalAttribute, .cloudKitOptionalRelationship, .cloudKitInverse, .cloudKitOrdered,
        .cloudKitUniqueConstraint, .cloudKitDeny, .cloudKitAttributeType,
        .swiftDataInheritance, .swiftDataUnsupported,
    ]
}

/// One semantic finding with its parameters; `text` renders it from the table below.
public enum LintMessage: Hashable, Sendable {
    case toManyWithoutInverse(entity: String, relationship: String)
    case toOneWithoutInverse(entity: String, relationship: String)
    case tooManyProperties(entity: String, count: Int, limit: Int)
    case noActionDeleteRule(entity: String, relationship: String, destination: String)
    case cascadeIntoShared(entity: String, relationship: String, inverseEntity: String, inverse: String)
    case denyBothWays(entity: String, relationship: String, inverseEntity: String, inverse: String)
    case transientWithPersistentInverse(entity: String, relationship: String, inverseEntity: String, inverse: String)
    case abstractWithoutSubentities(entity: String)
    case optionalScalarWithoutDefault(entity: String, attribute: String, type: String)
    case minAboveMax(entity: String, property: String, min: String, max: String)
    case minCountAboveMaxCount(entity: String, relationship: String, min: Int, max: Int)
    case relationshipLeavesConfiguration(entity: String, relationship: String, destination: String, configuration: String)
    case cloudKitRequiredAttribute(entity: String, attribute: String)
    case cloudKitRequiredRelationship(entity: String, relationship: String)
    case cloudKitMissingInverse(entity: String, relationship: String)
    case cloudKitOrderedRelationship(entity: String, relationship: String)
    case cloudKitUniqueConstraint(entity: String, properties: String)
    case cloudKitDenyRule(entity: String, relationship: String)
    case cloudKitAttributeType(entity: String, attribute: String, type: String)
    case swiftDataSubentity(entity: String, parent: String)
    case swiftDataAbstract(entity: String)
    case swiftDataFetchedProperty(entity: String, property: String)
    case swiftDataDerivedAttribute(entity: String, attribute: String)
    case swiftDataUndefinedAttribute(entity: String, attribute: String)
    case swiftDataOrderedRelationship(entity: String, relationship: String)

    public var category: DiagnosticCategory {
        switch self {
        case .toManyWithoutInverse, .toOneWithoutInverse: return .inverseRelationship
        case .tooManyProperties: return .maxPropertyCount
        case .noActionDeleteRule, .cascadeIntoShared, .denyBothWays: return .deleteRule
        case .transientWithPersistentInverse: return .transientInverse
        case .abstractWithoutSubentities: return .abstractEntity
        case .optionalScalarWithoutDefault: return .optionalScalar
        case .minAboveMax, .minCountAboveMaxCount: return .minMax
        case .relationshipLeavesConfiguration: return .configurationRelationship
        case .cloudKitRequiredAttribute: return .cloudKitOptionalAttribute
        case .cloudKitRequiredRelationship: return .cloudKitOptionalRelationship
        case .cloudKitMissingInverse: return .cloudKitInverse
        case .cloudKitOrderedRelationship: return .cloudKitOrdered
        case .cloudKitUniqueConstraint: return .cloudKitUniqueConstraint
        case .cloudKitDenyRule: return .cloudKitDeny
        case .cloudKitAttributeType: return .cloudKitAttributeType
        case .swiftDataSubentity, .swiftDataAbstract: return .swiftDataInheritance
        case .swiftDataFetchedProperty, .swiftDataDerivedAttribute, .swiftDataUndefinedAttribute,
             .swiftDataOrderedRelationship:
            return .swiftDataUnsupported
        }
    }

    /// The message text. The provenance of each text is its category's (see the table above).
    public var text: String {
        switch self {
        // VERIFIED (momc's texts in public build logs): keep byte for byte.
        case let .toManyWithoutInverse(entity, relationship):
            return "\(entity).\(relationship) does not have an inverse; this is an advanced setting (no object can be in multiple destinations for a specific relationship)"
        case let .toOneWithoutInverse(entity, relationship):
            return "\(entity).\(relationship) should have an inverse"

        // OURS (Apple's texts unknown).
        case let .tooManyProperties(entity, count, limit):
            return "\(entity) has \(count) properties, more than the recommended maximum of \(limit)"
        case let .noActionDeleteRule(entity, relationship, destination):
            return "\(entity).\(relationship) uses the No Action delete rule; deleting a \(entity) leaves related \(destination) objects pointing at a deleted object unless your code updates them"
        case let .cascadeIntoShared(entity, relationship, inverseEntity, inverse):
            return "\(entity).\(relationship) uses the Cascade delete rule, but its inverse \(inverseEntity).\(inverse) is to-many; deleting one \(entity) also deletes \(inverseEntity) objects that other \(entity) objects may still reference"
        case let .denyBothWays(entity, relationship, inverseEntity, inverse):
            return "\(entity).\(relationship) and its inverse \(inverseEntity).\(inverse) both use the Deny delete rule; while two objects are related, neither can be deleted"
        case let .transientWithPersistentInverse(entity, relationship, inverseEntity, inverse):
            return "\(entity).\(relationship) is transient but its inverse \(inverseEntity).\(inverse) is not; a relationship and its inverse must both be transient or both be persistent"
        case let .abstractWithoutSubentities(entity):
            return "\(entity) is abstract but has no sub-entities; no object of it can ever be created"
        case let .optionalScalarWithoutDefault(entity, attribute, type):
            return "\(entity).\(attribute) is optional and uses a scalar type (\(type)) but has no default value; generated code cannot represent nil, so a missing value reads as zero"
        case let .minAboveMax(entity, property, min, max):
            return "\(entity).\(property) has a minimum (\(min)) greater than its maximum (\(max)); no value can be valid"
        case let .minCountAboveMaxCount(entity, relationship, min, max):
            return "\(entity).\(relationship) has a minimum count (\(min)) greater than its maximum count (\(max)); no value can be valid"

        // ADAPTED from Apple's documentation and Core Data's runtime texts.
        case let .relationshipLeavesConfiguration(entity, relationship, destination, configuration):
            return "\(entity).\(relationship) leads to \(destination), which is not in configuration '\(configuration)'; entities in a configuration must not have relationships to entities in another configuration"
        case let .cloudKitRequiredAttribute(entity, attribute):
            return "CloudKit integration requires that all attributes be optional, or have a default value set: \(entity).\(attribute) is non-optional and has no default value"
        case let .cloudKitRequiredRelationship(entity, relationship):
            return "CloudKit integration requires that all relationships be optional: \(entity).\(relationship) is not"
        case let .cloudKitMissingInverse(entity, relationship):
            return "CloudKit integration requires that all relationships have an inverse: \(entity).\(relationship) does not"
        case let .cloudKitOrderedRelationship(entity, relationship):
            return "CloudKit integration does not support ordered relationships: \(entity).\(relationship) is marked ordered"

        // OURS.
        case let .cloudKitUniqueConstraint(entity, properties):
            return "CloudKit integration does not support unique constraints: \(entity) has a uniqueness constraint on \(properties)"
        case let .cloudKitDenyRule(entity, relationship):
            return "CloudKit integration does not support the Deny delete rule: \(entity).\(relationship) uses it"
        case let .cloudKitAttributeType(entity, attribute, type):
            return "CloudKit integration does not support \(type) attributes: \(entity).\(attribute)"
        case let .swiftDataSubentity(entity, parent):
            return "SwiftData does not support entity inheritance before iOS 26 / macOS 26: \(entity) has parent entity \(parent)"
        case let .swiftDataAbstract(entity):
            return "SwiftData does not support abstract entities before iOS 26 / macOS 26: \(entity) is abstract"
        case let .swiftDataFetchedProperty(entity, property):
            return "SwiftData has no fetched properties: \(entity).\(property) is not available to a SwiftData model"
        case let .swiftDataDerivedAttribute(entity, attribute):
            return "SwiftData has no derived attributes: \(entity).\(attribute) is not available to a SwiftData model"
        case let .swiftDataUndefinedAttribute(entity, attribute):
            return "SwiftData needs a type for every attribute: \(entity).\(attribute) has the Undefined type"
        case let .swiftDataOrderedRelationship(entity, relationship):
            return "SwiftData has no ordered relationships: \(entity).\(relationship) loses its order in a SwiftData model"
        }
    }
}
