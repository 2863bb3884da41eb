import CoreDataModel
import CoreDataStore
import ModelEvolution

/// What opening a store with the current model takes when no version matches it: `modelc diff`
/// from the store's own model (its `Z_MODELCACHE`) to the current version, so the verdict and the
/// entity changes are exactly what `modelc diff STORE MODEL` prints.
enum StoreMigration {
    /// The model that would open the store: each input's current version, merged when several
    /// inputs were given (as `mergedModelFromBundles:` merges the app's bundles).
    static func currentModel(of inputs: [[ModelCandidate]]) -> (model: ManagedObjectModel, versions: [ModelCandidate])? {
        let versions = inputs.compactMap { candidates in candidates.first(where: \.isCurrent) ?? candidates.last }
        guard let first = versions.first else { return nil }
        if versions.count == 1 { return (first.model, versions) }
        guard let merged = try? ManagedObjectModel.merging(versions.map(\.model)) else { return nil }
        return (merged, versions)
    }

    /// The `migration` member of `modelc store`'s `models` report.
    static func tree(storeModel: ManagedObjectModel?, inputs: [[ModelCandidate]]) -> DumpValue {
        guard let current = currentModel(of: inputs) else {
            return unavailable("the current versions of the given models cannot be merged into one model")
        }
        let to: DumpValue = .list(current.versions.map { .object([("model", .string($0.inputPath)), ("version", .string($0.versionName))]) })
        guard let storeModel else {
            return unavailable("the verdict needs the store's model and the store has no cached model (Z_MODELCACHE is written from framework 637, 2015, on)", to: to)
        }
        let diff = ModelDiff(from: storeModel, to: current.model)
        return .object([
            ("from", .string("the store's cached model")),
            ("to", to),
            ("migration", .string(diff.migration.kind.rawValue)),
            ("migrationRules", .list(diff.migration.rules.map { .string($0.rawValue) })),
            ("migrationBlockers", .list(diff.migration.blockers.map(DumpValue.string))),
            ("summary", .string(diff.summary)),
            ("entities", .list(diff.entities.filter { $0.status != .unchanged }.map(entityTree))),
        ])
    }

    private static func unavailable(_ reason: String, to: DumpValue = .null) -> DumpValue {
        .object([("to", to), ("migration", .null), ("unavailable", .string(reason))])
    }

    private static func entityTree(_ entity: EntityDiff) -> DumpValue {
        .object([
            ("name", .string(entity.name)),
            ("status", .string(entity.status.rawValue)),
            ("renamedFrom", entity.renamedFrom.map(DumpValue.string) ?? .null),
            ("versionHashChanged", .boolean(entity.versionHashChanged)),
            ("changes", .list(entity.changes.map(changeTree))),
            ("properties", .list(entity.properties.map { property in
                .object([
                    ("name", .string(property.name)),
                    ("kind", .string(property.kind)),
                    ("status", .string(property.status.rawValue)),
                    ("renamedFrom", property.renamedFrom.map(DumpValue.string) ?? .null),
                    ("versionHashChanged", .boolean(property.versionHashChanged)),
                    ("changes", .list(property.changes.map(changeTree))),
                ])
            })),
        ])
    }

    private static func changeTree(_ change: FieldChange) -> DumpValue {
        .object([
            ("field", .string(change.field)),
            ("oldValue", .string(change.oldValue)),
            ("newValue", .string(change.newValue)),
            ("altersVersionHash", .boolean(change.altersVersionHash)),
        ])
    }
}
