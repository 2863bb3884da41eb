/// Whether a store created with one model can be opened with another: Core Data compares the
/// entity version hashes recorded in the store's metadata (`NSStoreModelVersionHashes`) with the
/// model's (or one configuration's) hashes, and refuses on any difference.
public struct StoreCompatibility: Equatable, Sendable {
    /// Entities the model has and the store does not.
    public var addedEntities: [String]
    /// Entities the store has and the model does not.
    public var removedEntities: [String]
    /// Entities in both whose hashes differ.
    public var changedEntities: [String]

    public var isCompatible: Bool { addedEntities.isEmpty && removedEntities.isEmpty && changedEntities.isEmpty }

    /// Core Data's error (NSPersistentStoreIncompatibleVersionHashError, 134100) plus what differs.
    public var message: String? {
        guard !isCompatible else { return nil }
        var parts: [String] = []
        if !changedEntities.isEmpty { parts.append("changed: " + changedEntities.joined(separator: ", ")) }
        if !addedEntities.isEmpty { parts.append("not in the store: " + addedEntities.joined(separator: ", ")) }
        if !removedEntities.isEmpty { parts.append("not in the model: " + removedEntities.joined(separator: ", ")) }
        return "The model used to open the store is incompatible with the one used to create the store (" + parts.joined(separator: "; ") + ")"
    }

    /// The metadata key under which stores record entity version hashes.
    public static let versionHashesKey = "NSStoreModelVersionHashes"
}

extension ManagedObjectModel {
    /// Compares a configuration's entities (nil: every entity) with a store's entity hashes.
    public func compatibility(withStoreVersionHashes storeHashes: [String: [UInt8]],
                              configuration: String? = nil) -> StoreCompatibility {
        var hasher = VersionHasher()
        let members = entities(forConfigurationName: configuration) ?? []
        var modelHashes: [String: [UInt8]] = [:]
        for entity in members { modelHashes[entity.name] = hasher.hash(of: entity) }
        let added = modelHashes.keys.filter { storeHashes[$0] == nil }.sorted(by: utf16Precedes)
        let removed = storeHashes.keys.filter { modelHashes[$0] == nil }.sorted(by: utf16Precedes)
        let changed = modelHashes.keys.filter { name in storeHashes[name].map { $0 != modelHashes[name] } ?? false }
            .sorted(by: utf16Precedes)
        return StoreCompatibility(addedEntities: added, removedEntities: removed, changedEntities: changed)
    }

    /// `isConfiguration(withName:compatibleWithStoreMetadata:)`: metadata as a store records it
    /// (`NSStoreModelVersionHashes`: entity name → 32-byte hash).
    public func isConfiguration(_ configuration: String?, compatibleWithStoreMetadata metadata: [String: Any]) -> Bool {
        guard let hashes = metadata[StoreCompatibility.versionHashesKey] as? [String: [UInt8]] else { return false }
        return compatibility(withStoreVersionHashes: hashes, configuration: configuration).isCompatible
    }
}
