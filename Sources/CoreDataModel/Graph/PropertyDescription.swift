/// What every property of an entity shares (Core Data's NSPropertyDescription): attributes,
/// relationships and fetched properties are subclasses, mirroring the archived class hierarchy
/// so the compiled-model mapping is one class to one class. Only those subclasses are ever made
/// (the initializer is internal), and `kind` tells them apart.
public class PropertyDescription {
    var isFrozen = false
    public var name: String { willSet { checkEditable() } }
    public var isOptional: Bool { willSet { checkEditable() } }
    public var isTransient: Bool { willSet { checkEditable() } }
    public var isReadOnly: Bool { willSet { checkEditable() } }
    public var isIndexedBySpotlight: Bool { willSet { checkEditable() } }
    /// `storedInTruthFile` in source; `isStoredInExternalRecord` at run time.
    public var isStoredInExternalRecord: Bool { willSet { checkEditable() } }
    /// `elementID` in source. Nil means "same as the name" (what Core Data's getter returns).
    public var renamingIdentifier: String? { willSet { checkEditable() } }
    public var versionHashModifier: String? { willSet { checkEditable() } }
    public var userInfo: [String: String] { willSet { checkEditable() } }
    /// The user info keys in source order, where known (the archive enters them in that order);
    /// keys missing here follow in code-unit order.
    public var userInfoKeyOrder: [String] = [] { willSet { checkEditable() } }
    /// Explicit validation predicates (format text) with their warnings, beyond the min/max/regex
    /// rules of an attribute. Loaded models that carry predicates of an unknown shape keep them here.
    public var validationRules: [ValidationRule] { willSet { checkEditable() } }
    /// The entity that declares this property (not a sub-entity that inherits it).
    public internal(set) var entity: EntityDescription? {
        get { entityReference.target }
        set { entityReference.target = newValue }
    }
    private var entityReference = WeakReference<EntityDescription>()
    public var sourceLocation: SourceLocation? { willSet { checkEditable() } }

    init(name: String) {
        self.name = name
        self.isOptional = true
        self.isTransient = false
        self.isReadOnly = false
        self.isIndexedBySpotlight = false
        self.isStoredInExternalRecord = false
        self.renamingIdentifier = nil
        self.versionHashModifier = nil
        self.userInfo = [:]
        self.validationRules = []
    }

    /// The renaming identifier Core Data reports: the explicit one, else the name.
    public var effectiveRenamingIdentifier: String { renamingIdentifier ?? name }

    /// Which property this is, with the concrete description; every subclass overrides it.
    public var kind: PropertyKind {
        preconditionFailure("PropertyDescription is only ever instantiated as one of its subclasses")
    }

    /// A short kind word for messages and dumps.
    public var kindName: String { kind.name }
}

/// One validation predicate and the warning reported when it fails.
public struct ValidationRule: Hashable, Sendable {
    /// Predicate format text (canonical once the predicate language parses it).
    public var predicate: String
    public var warning: ValidationWarning

    public init(predicate: String, warning: ValidationWarning) {
        self.predicate = predicate
        self.warning = warning
    }
}

/// A validation warning: Core Data's error codes (CoreDataErrors.h) or a free-text message.
public enum ValidationWarning: Hashable, Sendable, CustomStringConvertible {
    case code(Int)
    case text(String)

    public static let numberTooLarge = ValidationWarning.code(1610)
    public static let numberTooSmall = ValidationWarning.code(1620)
    public static let dateTooLate = ValidationWarning.code(1630)
    public static let dateTooSoon = ValidationWarning.code(1640)
    public static let stringTooLong = ValidationWarning.code(1660)
    public static let stringTooShort = ValidationWarning.code(1670)
    public static let stringPatternMismatch = ValidationWarning.code(1680)

    public var description: String {
        switch self {
        case .code(let code): return String(code)
        case .text(let text): return text
        }
    }
}
