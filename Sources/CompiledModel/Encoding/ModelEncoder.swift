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
        let order = entityOrder
        return try encodeNamedDictionary(order.inserted, name: \.name, order: order.positions, valuesInOrder: { positions, _ in
            let entities = positions.map { order.inserted[$0] }
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
