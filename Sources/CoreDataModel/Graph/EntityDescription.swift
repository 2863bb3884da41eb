/// An entity of the model (NSEntityDescription).
public final class EntityDescription: WeaklyReferenced {
    var isFrozen = false
    let weakAnchor = WeakAnchor<EntityDescription>()
    public var name: String { willSet { checkEditable() } }
    /// `representedClassName`; nil means `NSManagedObject`.
    public var managedObjectClassName: String? { willSet { checkEditable() } }
    public var isAbstract: Bool { willSet { checkEditable() } }
    /// The parent's name as written; `superentity` is the resolved object.
    public var superentityName: String? { willSet { checkEditable() } }
    public internal(set) var superentity: EntityDescription? {
        get { superentityReference.target }
        set { superentityReference.target = newValue }
    }
    private var superentityReference = WeakReference<EntityDescription>()
    /// Direct sub-entities, in model order. Setting them makes this entity their parent, as
    /// Core Data's `subentities` setter does (top-down building in code).
    public var subentities: [EntityDescription] {
        get { subentityList }
        set {
            checkEditable()
            for old in subentityList where old.superentity === self {
                old.superentity = nil
                old.superentityName = nil
            }
            subentityList = newValue
            for child in newValue {
                child.superentity = self
                child.superentityName = name
            }
        }
    }
    var subentityList: [EntityDescription]
    /// Own properties only, in declaration order; setting them makes this entity their owner.
    public var properties: [PropertyDescription] {
        get { propertyList }
        set {
            checkEditable()
            for property in newValue { property.entity = self }
            propertyList = newValue
        }
    }
    private var propertyList: [PropertyDescription]
    public var userInfo: [String: String] { willSet { checkEditable() } }
    /// The user info keys in source order, where known (the archive enters them in that order);
    /// keys missing here follow in code-unit order.
    public var userInfoKeyOrder: [String] = [] { willSet { checkEditable() } }
    public var versionHashModifier: String? { willSet { checkEditable() } }
    /// `elementID` in source; nil means "same as the name".
    public var renamingIdentifier: String? { willSet { checkEditable() } }
    /// Each inner array is one (possibly compound) constraint of property names.
    public var uniquenessConstraints: [[String]] { willSet { checkEditable() } }
    /// Legacy `<compoundIndexes>`: each inner array is one index of property names.
    public var compoundIndexes: [[String]] { willSet { checkEditable() } }
    public var fetchIndexes: [FetchIndexDescription] { willSet { checkEditable() } }
    /// Code generation only; nil means manual (no generated code).
    public var codeGenerationType: CodeGenerationType? { willSet { checkEditable() } }
    public internal(set) var model: ManagedObjectModel? {
        get { modelReference.target }
        set { modelReference.target = newValue }
    }
    private var modelReference = WeakReference<ManagedObjectModel>()
    public var sourceLocation: SourceLocation? { willSet { checkEditable() } }

    public init(name: String, className: String? = nil, isAbstract: Bool = false) {
        self.name = name
        self.managedObjectClassName = className
        self.isAbstract = isAbstract
        self.subentityList = []
        self.propertyList = []
        self.userInfo = [:]
        self.uniquenessConstraints = []
        self.compoundIndexes = []
        self.fetchIndexes = []
        weakAnchor.target = self
    }

    deinit {
        weakAnchor.target = nil
    }

    /// Adds an own property; the property's `entity` becomes this entity.
    public func addProperty(_ property: PropertyDescription) {
        checkEditable()
        property.entity = self
        propertyList.append(property)
    }

    public func removeProperty(named name: String) {
        checkEditable()
        propertyList.removeAll { $0.name == name }
    }

    /// The renaming identifier Core Data reports: the explicit one, else the name.
    public var effectiveRenamingIdentifier: String { renamingIdentifier ?? name }

    /// Super-entities from the direct parent up to the root (stops on a cycle).
    public var ancestors: [EntityDescription] {
        var chain: [EntityDescription] = []
        var next = superentity
        while let entity = next, !chain.contains(where: { $0 === entity }), entity !== self {
            chain.append(entity)
            next = entity.superentity
        }
        return chain
    }

    /// Inherited properties first (root first), then own ones: what Core Data's `properties` returns.
    public var allProperties: [PropertyDescription] {
        ancestors.reversed().flatMap(\.properties) + properties
    }

    /// `allProperties.count`, without gathering them.
    package var allPropertyCount: Int {
        ancestors.reduce(properties.count) { $0 + $1.properties.count }
    }

    /// Own and inherited properties by name (an own property shadows nothing: duplicates are errors).
    public var propertiesByName: [String: PropertyDescription] {
        var result: [String: PropertyDescription] = [:]
        for property in allProperties { result[property.name] = property }
        return result
    }

    public func property(named name: String) -> PropertyDescription? {
        if let own = properties.first(where: { $0.name == name }) { return own }
        return superentity.flatMap { $0 === self ? nil : $0.property(named: name) }
    }

    public var attributes: [AttributeDescription] { allProperties.compactMap(\.kind.attribute) }
    public var relationships: [RelationshipDescription] { allProperties.compactMap(\.kind.relationship) }
    public var fetchedProperties: [FetchedPropertyDescription] { allProperties.compactMap(\.kind.fetchedProperty) }

    /// True when `other` is this entity or one of its descendants.
    public func isKind(of other: EntityDescription) -> Bool {
        self === other || ancestors.contains { $0 === other }
    }
}
