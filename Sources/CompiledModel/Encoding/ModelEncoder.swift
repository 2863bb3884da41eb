import CoreDataModel
import KeyedArchive

/// NSManagedObjectModel (§2.1, §10): `NSEntities`, `NSConfigurations` (only with named
/// configurations), `NSFetchRequestTemplates` (`$null` when none), `NSVersionIdentifiers`.
/// From Xcode 13 on, the compiler's tool and Xcode versions (Core Data does not read them).
extension ModelArchiver {
    func encodeModel() throws -> UID {
        try checkUniqueEntityNames()
        return try archive.encodeObject(ObjectKey(model), classChain: ClassChain.model) { object in
            object.encodeReference(try encodeEntitiesDictionary(), forKey: Key.entities)
            let configurations = model.configurations.filter { $0.name != ArchiveNames.defaultConfiguration }
            if !configurations.isEmpty {
                object.encodeReference(encodeConfigurations(configurations), forKey: Key.configurations)
            }
            object.encodeReference(try encodeFetchRequestTemplates(), forKey: Key.fetchRequestTemplates)
            object.encodeReference(encodeVersionIdentifiers(), forKey: Key.versionIdentifiers)
            if let compiler = layout.compilerVersions {
                object.encode(compiler.tool, forKey: Key.compilerToolVersion)
                object.encode(compiler.xcode, forKey: Key.compilerXcodeVersion)
            }
        }
    }

    private func checkUniqueEntityNames() throws {
        var seen: Set<String> = []
        for entity in model.entities where !seen.insert(entity.name).inserted {
            throw ModelError("cannot archive the model: duplicate entity name '\(entity.name)'", at: entity.sourceLocation)
        }
    }

    /// All entities (sub-entities included) by name; keys first, then values, as NSDictionary does.
    private func encodeEntitiesDictionary() throws -> UID {
        try encodeNamedDictionary(entityInsertionOrder, name: \.name) { try encodeEntity($0) }
    }

    /// The order Xcode's model reader inserts entities into the model's dictionary: entities
    /// outside any inheritance first, in source order; then each inheritance tree, in the source
    /// order of its root, sub-entities before their parent (post-order). Fits every golden with
    /// inheritance but SwiftGen's `Model 2` (see `UnverifiedChoices.entitiesOutsideInheritanceFirst`).
    var entityInsertionOrder: [EntityDescription] {
        guard UnverifiedChoices.entitiesOutsideInheritanceFirst else { return model.entities }
        func parent(of entity: EntityDescription) -> EntityDescription? {
            guard let parent = entity.superentity ?? entity.superentityName.flatMap({ entitiesByName[$0] }), parent !== entity else { return nil }
            return parent
        }
        var children: [ObjectIdentifier: [EntityDescription]] = [:]
        for entity in model.entities {
            if let parent = parent(of: entity) { children[ObjectIdentifier(parent), default: []].append(entity) }
        }
        var order = model.entities.filter { parent(of: $0) == nil && children[ObjectIdentifier($0)] == nil }
        var visited: Set<ObjectIdentifier> = []
        func visit(_ entity: EntityDescription) {
            guard visited.insert(ObjectIdentifier(entity)).inserted else { return }
            for child in children[ObjectIdentifier(entity)] ?? [] { visit(child) }
            order.append(entity)
        }
        for entity in model.entities where parent(of: entity) == nil && children[ObjectIdentifier(entity)] != nil { visit(entity) }
        // Entities in an inheritance cycle (refused by the linter, but archived by the library) keep source order.
        let placed = Set(order.map(ObjectIdentifier.init))
        return order + model.entities.filter { !placed.contains(ObjectIdentifier($0)) }
    }

    private func encodeConfigurations(_ configurations: [Configuration]) -> UID {
        encodeNamedDictionary(configurations, name: \.name) { configuration in
            archive.encodeSet {
                configuration.entityNames.compactMap { entitiesByName[$0] }.map { archive.reserveUID(for: ObjectKey($0)) }
            }
        }
    }

    private func encodeFetchRequestTemplates() throws -> UID {
        let templates = model.fetchRequestTemplates
        guard !templates.isEmpty else { return .null }
        let inserted = UnverifiedChoices.templatesEnterInReverseSourceOrder ? templates.reversed() : templates
        return try encodeNamedDictionary(inserted, name: \.name) { try encodeFetchRequest($0, owner: PredicateText.templateOwner($0)) }
    }

    /// `userDefinedModelVersionIdentifier` values; `{""}` when there are none, as momc writes.
    private func encodeVersionIdentifiers() -> UID {
        var identifiers = model.versionIdentifiers.sorted(by: codeUnitLess)
        if identifiers.isEmpty { identifiers = [""] }
        return archive.encodeSet { hashOrdered(identifiers, name: { $0 }).map { sourceString($0) } }
    }
}
