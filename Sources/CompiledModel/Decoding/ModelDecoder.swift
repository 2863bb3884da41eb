import CoreDataModel
import HostSystem
import KeyedArchive

/// NSManagedObjectModel: entities (then their cross-references), configurations, fetch request
/// templates, version identifiers; finally `ModelResolver` connects names to objects and any
/// dangling reference becomes an error.
extension ModelUnarchiver {
    func decodeModel() throws -> ManagedObjectModel {
        let root = try archive.root()
        guard root.isKind(of: ArchiveClass.model) else {
            throw failure("the root object is an \(root.className), not an NSManagedObjectModel")
        }
        let model = ManagedObjectModel()
        model.sourceLocation = location

        let entityEntries = try require(dictionaryEntries(in: root, forKey: ModelField.entities.key), "the model's entity dictionary (NSEntities)")
        var entityObjects: [ArchivedObject] = []
        var listed = Set<UID>()
        for (key, value) in entityEntries {
            guard case .object(let object)? = value, object.isKind(of: ArchiveClass.entity) else {
                throw failure("NSEntities entry \(key.stringValue.map { "'\($0)'" } ?? "") is not an NSEntityDescription")
            }
            if listed.insert(object.uid).inserted { entityObjects.append(object) }
        }
        let entities = try decodeEntities(entityObjects)
        // Fetch request templates only read the archive and the decoded entities' names, so a large
        // archive decodes them while the entities are joined up; a problem of the joining is still
        // the one thrown first.
        let (joined, templates) = SideBySide.both(concurrently: archive.objectCount >= Self.minimumObjectsForTwoThreads, {
            Result {
                for entity in sortedByName(entities, \.name) { model.addEntity(entity) }
                try connectEntities()
                model.configurations = try decodeConfigurations(root)
            }
        }, {
            Result { try decodeTemplates(root) }
        })
        try joined.get()
        model.fetchRequestTemplates = try templates.get()
        if let identifiers = try root.object(forKey: ModelField.versionIdentifiers.key) {
            model.versionIdentifiers = Set(try strings(of: identifiers))
        }

        // A reserved property name is a rule of the model editor and momc, not of Core Data, which
        // loads such a model: a compiled one is taken as it is.
        let diagnostics = ModelResolver.resolve(model).filter { $0.category != .reservedName }
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty {
            throw ModelError(errors.map { .error("compiled model: \($0.message)", at: location, category: $0.category) })
        }
        return model
    }

    /// The entities in archive order. A large archive's two halves are decoded side by side, each
    /// by its own unarchiver reading the shared (immutable) archive, and then joined; when the
    /// halves share a property object, or either fails, the archive is decoded again in one pass,
    /// so that the result and the first error are what decoding in archive order gives.
    private func decodeEntities(_ objects: [ArchivedObject]) throws -> [EntityDescription] {
        let middle = objects.count / 2
        guard archive.objectCount >= Self.minimumObjectsForTwoThreads, middle > 0 else { return try decodeEntitiesInOrder(objects[...]) }
        let other = ModelUnarchiver(archive: archive.sibling(), location: location)
        let (first, second) = SideBySide.both(concurrently: true,
                                                      { Result { try self.decodeEntitiesInOrder(objects[..<middle]) } },
                                                      { Result { try other.decodeEntitiesInOrder(objects[middle...].map { try other.archive.object(at: $0.uid) }[...]) } })
        guard case .success(let firstEntities) = first, case .success(let secondEntities) = second,
              propertiesByUID.isDisjoint(with: other.propertiesByUID) else {
            reset()
            return try decodeEntitiesInOrder(objects[...])
        }
        entitiesByUID.merge(other.entitiesByUID) { mine, _ in mine }
        propertiesByUID.merge(other.propertiesByUID)
        pendingSuperentities += other.pendingSuperentities
        pendingInverses += other.pendingInverses
        return firstEntities + secondEntities
    }

    /// Below this many archived objects, a second thread costs more than it saves.
    static let minimumObjectsForTwoThreads = 20_000

    /// Forgets what a decoding pass recorded.
    private func reset() {
        entitiesByUID = [:]
        propertiesByUID = PropertiesByUID(objectCount: archive.objectCount)
        pendingInverses = []
        pendingSuperentities = []
    }

    private func decodeEntitiesInOrder(_ objects: ArraySlice<ArchivedObject>) throws -> [EntityDescription] {
        var entities: [EntityDescription] = []
        entities.reserveCapacity(objects.count)
        for object in objects {
            let entity = try decodeEntity(object)
            entitiesByUID[object.uid] = entity
            entities.append(entity)
        }
        return entities
    }

    /// Superentity names and inverse-entity names, now that every archived entity has a name.
    private func connectEntities() throws {
        for (entity, parentUID) in pendingSuperentities {
            if let parent = entitiesByUID[parentUID] {
                entity.superentityName = parent.name
            } else {
                let parent = try archive.object(at: parentUID)
                entity.superentityName = try require(parent.string(forKey: EntityField.name.key), "the name of entity '\(entity.name)''s superentity")
            }
        }
        for (relationship, inverseUID) in pendingInverses {
            if let inverse = propertiesByUID[inverseUID] {
                if relationship.inverseName == nil { relationship.inverseName = inverse.name }
                relationship.inverseEntityName = inverse.entity?.name
            }
        }
    }

    private func decodeConfigurations(_ root: ArchivedObject) throws -> [Configuration] {
        guard let entries = try dictionaryEntries(in: root, forKey: ModelField.configurations.key) else { return [] }
        var configurations: [Configuration] = []
        for (key, value) in entries {
            guard case .string(let name) = key else { throw failure("NSConfigurations has a non-string key") }
            guard name != ArchiveNames.defaultConfiguration else { continue }
            var names: [String] = []
            if case .object(let set)? = value {
                for member in try set.elements() {
                    guard case .object(let entityObject)? = member else { continue }
                    if let entity = entitiesByUID[entityObject.uid] {
                        names.append(entity.name)
                    } else if let name = try entityObject.string(forKey: EntityField.name.key) {
                        names.append(name)
                    }
                }
            }
            var configuration = Configuration(name: name, entityNames: names.sorted(by: codeUnitLess))
            configuration.sourceLocation = location
            configurations.append(configuration)
        }
        return sortedByName(configurations, \.name)
    }

    private func decodeTemplates(_ root: ArchivedObject) throws -> [FetchRequest] {
        guard let entries = try dictionaryEntries(in: root, forKey: ModelField.fetchRequestTemplates.key) else { return [] }
        var templates: [FetchRequest] = []
        for (key, value) in entries {
            guard case .string(let name) = key else { throw failure("NSFetchRequestTemplates has a non-string key") }
            guard case .object(let object)? = value else { throw failure("fetch request template '\(name)' is not an object") }
            templates.append(try decodeFetchRequest(object, name: name, fallbackEntityName: nil))
        }
        return sortedByName(templates, \.name)
    }
}
