import CoreDataModel
import KeyedArchive

/// NSManagedObjectModel: `NSEntities`, `NSConfigurations` (only with named
/// configurations), `NSFetchRequestTemplates` (`$null` when none), `NSVersionIdentifiers`.
/// From Xcode 13 on, the compiler's tool and Xcode versions (Core Data does not read them).
extension ModelArchiver {
    func encodeModel() throws -> UID {
        try checkUniqueEntityNames()
        return try archive.encodeObject(ObjectKey(model), classChain: ModelField.classChain) { object in
            try object.encodeFields(ModelField.self) { field in
                switch field {
                case .entities:
                    return .reference(try encodeEntitiesDictionary())
                case .configurations:
                    let configurations = model.configurations.filter { $0.name != ArchiveNames.defaultConfiguration }
                    return configurations.isEmpty ? nil : .reference(encodeConfigurations(configurations))
                case .fetchRequestTemplates:
                    return .reference(try encodeFetchRequestTemplates())
                case .versionIdentifiers:
                    return .reference(encodeVersionIdentifiers())
                case .compilerToolVersion:
                    return layout.compilerToolVersion(savedBy: [model.sourceInfo.lastSavedToolsVersion]).map(ArchivedFieldValue.real)
                case .compilerXcodeVersion:
                    return layout.compilerVersions.map { .integer($0.xcode) }
                }
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
    /// The last entities may have been archived by another thread meanwhile: they are taken in
    /// where this thread would have archived them.
    private func encodeEntitiesDictionary() throws -> UID {
        let inserted = Self.entityInsertionOrder(of: model)
        return try encodeNamedDictionary(inserted, name: \.name, valuesInOrder: { order in
            let entities = order.map { inserted[$0] }
            guard let laterEntities, laterEntities.start < entities.count else { return try entities.map(encodeEntity) }
            var values = try entities[..<laterEntities.start].map(encodeEntity)
            if let later = try laterEntities.archived() {
                values += try archive.absorb(later.archive, uids: later.uids)
                laterEntities.wereTakenIn = true
            } else {
                values += try entities[laterEntities.start...].map(encodeEntity)
            }
            return values
        })
    }

    /// The entities in the order the model's dictionary archives its values (and keys): the
    /// dictionary's iteration order (see `entityInsertionOrder(of:)`), as `encodeNamedDictionary`
    /// orders them.
    static func entityValueOrder(of model: ManagedObjectModel) -> [EntityDescription] {
        hashOrdered(entityInsertionOrder(of: model), name: \.name)
    }

    /// The order entities enter the model's dictionary: the iteration order of a dictionary that
    /// took them in source order (momc builds the model from such a dictionary). It fits every
    /// golden, with and without inheritance.
    static func entityInsertionOrder(of model: ManagedObjectModel) -> [EntityDescription] {
        hashOrdered(model.entities, name: \.name)
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
        return archive.encodeSet { Self.hashOrdered(identifiers, name: { $0 }).map { sourceString($0) } }
    }
}
