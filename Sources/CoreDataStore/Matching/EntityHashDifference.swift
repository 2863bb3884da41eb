import CoreDataModel

/// Why one entity's version hash differs between the store's cached model and a model version,
/// told by the hashes of its parts only: which properties exist on one side, which have different
/// hashes, and whether the entity's own hashed fields changed. A structural diff (what changed in a
/// property, and whether lightweight migration can bridge it) is `ModelEvolution`'s job.
package struct EntityHashDifference: Equatable, Sendable {
    package var entity: String
    package var onlyInStore: [String]
    package var onlyInModel: [String]
    /// Properties on both sides with different version hashes.
    package var changed: [String]
    /// Every property hash agrees, so the entity's own hashed fields (name, parent, abstractness,
    /// version hash modifier, …) differ.
    package var entityFieldsDiffer: Bool { onlyInStore.isEmpty && onlyInModel.isEmpty && changed.isEmpty }

    package init(store: EntityDescription, model: EntityDescription) {
        entity = model.name
        let stored = Dictionary(store.allProperties.map { ($0.name, $0.versionHash) }, uniquingKeysWith: { first, _ in first })
        let current = Dictionary(model.allProperties.map { ($0.name, $0.versionHash) }, uniquingKeysWith: { first, _ in first })
        onlyInStore = stored.keys.filter { current[$0] == nil }.sorted(by: utf16Precedes)
        onlyInModel = current.keys.filter { stored[$0] == nil }.sorted(by: utf16Precedes)
        changed = stored.keys.filter { name in current[name].map { $0 != stored[name] } ?? false }.sorted(by: utf16Precedes)
    }
}
