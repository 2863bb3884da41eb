import CoreDataModel
import KeyedArchive

/// NSManagedObjectModel: `NSEntities`, `NSConfigurations` (only with named
/// configurations), `NSFetchRequestTemplates` (`$null` when none), `NSVersionIdentifiers`.
/// No `CDMCompiler*` keys: Core Data does not read them and they would pin a fake Xcode version.
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
        try archive.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
            let keys = model.entities.map { entityNameUID($0.name) }
            let values = try model.entities.map { try encodeEntity($0) }
            return zip(keys, values).map { (key: $0.0, value: $0.1) }
        }
    }

    private func encodeConfigurations(_ configurations: [Configuration]) -> UID {
        archive.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
            let keys = configurations.map { archive.encodeString($0.name) }
            let values = configurations.map { configuration in
                archive.encodeSet {
                    configuration.entityNames.compactMap { entitiesByName[$0] }.map { archive.reserveUID(for: ObjectKey($0)) }
                }
            }
            return zip(keys, values).map { (key: $0.0, value: $0.1) }
        }
    }

    private func encodeFetchRequestTemplates() throws -> UID {
        let templates = model.fetchRequestTemplates
        guard !templates.isEmpty else { return .null }
        return try archive.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
            let keys = templates.map { archive.encodeString($0.name) }
            let values = try templates.map { try encodeFetchRequest($0, owner: PredicateText.templateOwner($0)) }
            return zip(keys, values).map { (key: $0.0, value: $0.1) }
        }
    }

    /// `userDefinedModelVersionIdentifier` values; `{""}` when there are none, as momc writes.
    private func encodeVersionIdentifiers() -> UID {
        var identifiers = model.versionIdentifiers.sorted(by: codeUnitLess)
        if identifiers.isEmpty { identifiers = [""] }
        return archive.encodeSet { identifiers.map { archive.encodeString($0) } }
    }
}
