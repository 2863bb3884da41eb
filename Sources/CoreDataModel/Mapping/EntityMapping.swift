/// One `NSEntityMapping`: which source entity becomes which destination entity, and how.
public struct EntityMapping: Hashable, Sendable {
    public var name: String
    public var mappingType: EntityMappingType
    /// Nil for an Add mapping (the destination objects have no source).
    public var sourceEntityName: String?
    /// The source entity's 32-byte version hash: the migration manager picks a mapping model whose
    /// hashes match the store's model, so a stale hash makes the mapping model invisible.
    public var sourceEntityVersionHash: [UInt8]?
    /// Nil for a Remove mapping.
    public var destinationEntityName: String?
    public var destinationEntityVersionHash: [UInt8]?
    /// How the source objects are fetched; nil for an Add mapping.
    public var sourceExpression: MappingSourceExpression?
    /// The `NSEntityMigrationPolicy` subclass, as written (a module prefix included).
    public var migrationPolicyClassName: String?
    /// One per destination attribute, in property-name order.
    public var attributeMappings: [PropertyMapping]
    /// One per destination relationship, in property-name order.
    public var relationshipMappings: [PropertyMapping]
    public var userInfo: [String: String]?

    public init(name: String, mappingType: EntityMappingType, sourceEntityName: String? = nil,
                sourceEntityVersionHash: [UInt8]? = nil, destinationEntityName: String? = nil,
                destinationEntityVersionHash: [UInt8]? = nil, sourceExpression: MappingSourceExpression? = nil,
                migrationPolicyClassName: String? = nil, attributeMappings: [PropertyMapping] = [],
                relationshipMappings: [PropertyMapping] = [], userInfo: [String: String]? = nil) {
        self.name = name
        self.mappingType = mappingType
        self.sourceEntityName = sourceEntityName
        self.sourceEntityVersionHash = sourceEntityVersionHash
        self.destinationEntityName = destinationEntityName
        self.destinationEntityVersionHash = destinationEntityVersionHash
        self.sourceExpression = sourceExpression
        self.migrationPolicyClassName = migrationPolicyClassName
        self.attributeMappings = attributeMappings
        self.relationshipMappings = relationshipMappings
        self.userInfo = userInfo
    }
}

/// `NSEntityMappingType`, with its archived numbers.
public enum EntityMappingType: Int, Hashable, Sendable, CaseIterable {
    case undefined = 0
    case custom = 1
    case add = 2
    case remove = 3
    case copy = 4
    case transform = 5

    /// The name Xcode's mapping editor shows (`Custom`, `Add`, …).
    public var name: String {
        switch self {
        case .undefined: return "Undefined"
        case .custom: return "Custom"
        case .add: return "Add"
        case .remove: return "Remove"
        case .copy: return "Copy"
        case .transform: return "Transform"
        }
    }
}

/// An entity mapping's source expression (`NSSourceExpression`).
public enum MappingSourceExpression: Hashable, Sendable {
    /// An `NSFetchRequestExpression`: `request` evaluates to the fetch request, `context` to the
    /// context it runs in.
    case fetchRequest(request: String, context: String, countOnly: Bool)
    /// Any other expression (a custom source expression).
    case expression(String)
}
