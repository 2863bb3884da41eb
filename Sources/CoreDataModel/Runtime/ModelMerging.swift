/// Merging models (Core Data's `modelByMergingModels:` and `mergedModelFromBundles:`): the union
/// of their entities, configurations and fetch request templates. An entity present in several
/// models merges when it is the same entity (same version hash and class); two *different*
/// entities of one name are an error, with Core Data's wording.
extension ManagedObjectModel {
    public static func merging(_ models: [ManagedObjectModel]) throws -> ManagedObjectModel {
        let merged = ManagedObjectModel()
        var chosen: [String: (entity: EntityDescription, hash: [UInt8])] = [:]
        var templates: [String: FetchRequest] = [:]
        for model in models {
            var hasher = VersionHasher()
            for entity in model.entities {
                let hash = hasher.hash(of: entity)
                if let existing = chosen[entity.name] {
                    guard existing.hash == hash, existing.entity.managedObjectClassName == entity.managedObjectClassName else {
                        throw ModelMergeError(message: "Can't merge models with two different entities named '\(entity.name)'")
                    }
                    continue
                }
                chosen[entity.name] = (entity, hash)
                merged.addEntity(entity.copyEntity())
            }
            for configuration in model.configurations {
                if let index = merged.configurations.firstIndex(where: { $0.name == configuration.name }) {
                    let missing = configuration.entityNames.filter { !merged.configurations[index].entityNames.contains($0) }
                    merged.configurations[index].entityNames += missing
                } else {
                    merged.configurations.append(configuration)
                }
            }
            for template in model.fetchRequestTemplates {
                if let existing = templates[template.name] {
                    guard existing.entityName == template.entityName, existing.predicate == template.predicate else {
                        throw ModelMergeError(message: "Can't merge models with two different fetch request templates named '\(template.name)'")
                    }
                    continue
                }
                let copy = template.copy()
                copy.entity = nil
                templates[template.name] = copy
                merged.fetchRequestTemplates.append(copy)
            }
            merged.versionIdentifiers.formUnion(model.versionIdentifiers)
            merged.localizationDictionary.merge(model.localizationDictionary) { first, _ in first }
        }
        let problems = ModelResolver.resolve(merged).filter { $0.severity == .error }
        if let first = problems.first {
            throw ModelMergeError(message: "merged model is inconsistent: \(first.message)")
        }
        return merged
    }
}

public struct ModelMergeError: Error, CustomStringConvertible, Equatable {
    public var message: String
    public var description: String { message }
}
