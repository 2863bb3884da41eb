/// A whole Core Data model (NSManagedObjectModel): the one graph that every reader produces
/// and every writer consumes.
public final class ManagedObjectModel: WeaklyReferenced {
    let weakAnchor = WeakAnchor<ManagedObjectModel>()
    /// Set by `freeze()`; see Immutability.swift.
    var isFrozen = false
    /// Every entity, sub-entities included, in declaration order; setting them makes this model
    /// their owner.
    public var entities: [EntityDescription] {
        get { entityList }
        set {
            checkEditable()
            for entity in newValue { entity.model = self }
            entityList = newValue
        }
    }
    private var entityList: [EntityDescription]
    public var configurations: [Configuration] { willSet { checkEditable() } }
    /// Model-level fetch request templates in declaration order.
    public var fetchRequestTemplates: [FetchRequest] { willSet { checkEditable() } }
    /// `userDefinedModelVersionIdentifier`; Xcode's empty string is kept as a member, as momc does.
    public var versionIdentifiers: Set<String> { willSet { checkEditable() } }
    /// Named `<composite>` definitions (Xcode 15+), kept for writing the source back.
    public var compositeDefinitions: [CompositeDefinition] { willSet { checkEditable() } }
    /// Localized names (`Entity/X`, `Property/p`, `Property/p/Entity/X`, `ErrorString/…`).
    public var localizationDictionary: [String: String] { willSet { checkEditable() } }
    /// What the source says about its own origin and editor settings (no effect on the compiled model).
    public var sourceInfo: SourceInfo { willSet { checkEditable() } }
    public var sourceLocation: SourceLocation? { willSet { checkEditable() } }

    public init(entities: [EntityDescription] = []) {
        self.entityList = []
        self.configurations = []
        self.fetchRequestTemplates = []
        self.versionIdentifiers = []
        self.compositeDefinitions = []
        self.localizationDictionary = [:]
        self.sourceInfo = SourceInfo()
        weakAnchor.target = self
        for entity in entities { addEntity(entity) }
    }

    deinit {
        weakAnchor.target = nil
    }

    public func addEntity(_ entity: EntityDescription) {
        checkEditable()
        entity.model = self
        entityList.append(entity)
    }

    public func removeEntity(named name: String) {
        checkEditable()
        entityList.removeAll { $0.name == name }
    }

    /// Entities by name (the first of duplicates wins; duplicates are reported by validation).
    public var entitiesByName: [String: EntityDescription] {
        var result: [String: EntityDescription] = [:]
        for entity in entities where result[entity.name] == nil { result[entity.name] = entity }
        return result
    }

    public func entity(named name: String) -> EntityDescription? {
        entities.first { $0.name == name }
    }

    public func fetchRequestTemplate(named name: String) -> FetchRequest? {
        fetchRequestTemplates.first { $0.name == name }
    }

    public func configuration(named name: String) -> Configuration? {
        configurations.first { $0.name == name }
    }
}

/// A named subset of the model's entities (a store can be opened with one configuration).
public struct Configuration: Hashable, Sendable {
    public var name: String
    public var entityNames: [String]
    public var usedWithCloudKit: Bool
    public var sourceLocation: SourceLocation?

    public init(name: String, entityNames: [String], usedWithCloudKit: Bool = false) {
        self.name = name
        self.entityNames = entityNames
        self.usedWithCloudKit = usedWithCloudKit
    }
}

/// A top-level `<composite>` type definition that composite attributes copy their elements from.
public struct CompositeDefinition {
    public var name: String
    public var attributes: [AttributeDescription]
    public var sourceLocation: SourceLocation?

    public init(name: String, attributes: [AttributeDescription]) {
        self.name = name
        self.attributes = attributes
    }
}

/// Source-only facts about a model (editor and tool versions, CloudKit/SwiftData flags).
public struct SourceInfo: Hashable, Sendable {
    public var lastSavedToolsVersion: String?
    public var systemVersion: String?
    public var minimumToolsVersion: String?
    public var sourceLanguage: SourceLanguage?
    public var usedWithCloudKit: Bool
    public var usedWithSwiftData: Bool

    public init() {
        self.usedWithCloudKit = false
        self.usedWithSwiftData = false
    }
}
