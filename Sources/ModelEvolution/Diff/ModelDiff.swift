import CompiledModel
import CoreDataModel

/// What happened to an entity or property between the old and the new model.
package enum ChangeStatus: String, Sendable, Encodable {
    case added, removed, renamed, changed, unchanged
}

/// One property's fate: matched by canonical name, with its field changes.
package struct PropertyDiff: Sendable, Encodable {
    /// The new name (the old one for a removed property).
    package var name: String
    /// `attribute`, `relationship`, `fetched property`, … (the new kind when it changed).
    package var kind: String
    package var status: ChangeStatus
    package var renamedFrom: String?
    /// True when the owning entity's version hash sees this property's change.
    package var versionHashChanged: Bool
    package var changes: [FieldChange]
}

/// One entity's fate, with its own field changes and those of its properties (inherited ones
/// included, because an entity's version hash covers them).
package struct EntityDiff: Sendable, Encodable {
    package var name: String
    package var status: ChangeStatus
    package var renamedFrom: String?
    /// Whether the entity's version hash differs (always true for added and removed entities).
    package var versionHashChanged: Bool
    package var changes: [FieldChange]
    /// Properties that are not unchanged.
    package var properties: [PropertyDiff]
}

/// The comparison of two model versions: what changed, which changes the version hashes see, and
/// what a store written by the old model needs to be opened with the new one.
package struct ModelDiff: Sendable, Encodable {
    /// Every entity of either model: new-model entities in name order, then removed ones.
    package var entities: [EntityDiff]
    /// Model-level fields (configurations, fetch request templates, version identifiers).
    package var modelChanges: [FieldChange]
    package var migration: MigrationVerdict

    /// True when every entity hash is equal, i.e. Core Data opens an old store without migrating.
    package var versionHashesEqual: Bool { !entities.contains { $0.versionHashChanged } }

    /// True when nothing at all differs.
    package var isEmpty: Bool { modelChanges.isEmpty && !entities.contains { $0.status != .unchanged } }

    /// Hash-invisible changes: real changes Core Data's version check will not notice.
    package var invisibleChanges: [(entity: String, property: String?, change: FieldChange)] {
        var out: [(String, String?, FieldChange)] = []
        for entity in entities {
            out += entity.changes.filter { !$0.altersVersionHash }.map { (entity.name, nil, $0) }
            for property in entity.properties {
                out += property.changes.filter { !$0.altersVersionHash }.map { (entity.name, property.name, $0) }
            }
        }
        return out
    }

    enum CodingKeys: String, CodingKey {
        case entities, modelChanges, migration, migrationRules, migrationBlockers, versionHashesEqual
    }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(versionHashesEqual, forKey: .versionHashesEqual)
        try container.encode(migration.kind, forKey: .migration)
        try container.encode(migration.rules.map(\.rawValue), forKey: .migrationRules)
        try container.encode(migration.blockers, forKey: .migrationBlockers)
        try container.encode(entities, forKey: .entities)
        try container.encode(modelChanges, forKey: .modelChanges)
    }

    package init(from old: ManagedObjectModel, to new: ManagedObjectModel) {
        var oldHasher = VersionHasher(), newHasher = VersionHasher()
        let byName = { (a: EntityDescription, b: EntityDescription) in utf16Precedes(a.name, b.name) }
        let matching = NameMatching(old: old.entities.sorted(by: byName), new: new.entities.sorted(by: byName),
                                    name: \.name, canonicalName: \.effectiveRenamingIdentifier)
        var diffs: [EntityDiff] = []
        for (a, b) in matching.pairs {
            let hashChanged = oldHasher.hash(of: a) != newHasher.hash(of: b)
            diffs.append(Self.entityDiff(a, b, hashChanged: hashChanged, oldHasher: &oldHasher, newHasher: &newHasher))
        }
        for entity in matching.added {
            diffs.append(EntityDiff(name: entity.name, status: .added, versionHashChanged: true, changes: [], properties: []))
        }
        diffs.sort { utf16Precedes($0.name, $1.name) }
        for entity in matching.removed {
            diffs.append(EntityDiff(name: entity.name, status: .removed, versionHashChanged: true, changes: [], properties: []))
        }
        entities = diffs
        modelChanges = ModelComparison.modelChanges(from: old, to: new)
        migration = MigrationVerdict(old: old, new: new, entities: matching.pairs, diffs: diffs)
    }

    private static func entityDiff(_ a: EntityDescription, _ b: EntityDescription, hashChanged: Bool,
                                   oldHasher: inout VersionHasher, newHasher: inout VersionHasher) -> EntityDiff {
        var changes = EntityComparison.changes(from: a, to: b)
        // An entity's hash takes in its super-entity's whole hash: a parent's own change reaches every child.
        if let oldParent = a.superentity, let newParent = b.superentity, oldParent.name == newParent.name {
            let before = oldHasher.hash(of: oldParent), after = newHasher.hash(of: newParent)
            if before != after {
                changes.append(FieldChange(field: VersionHashedField.superentityVersionHash.rawValue, oldValue: Self.shortHex(before),
                                           newValue: Self.shortHex(after), altersVersionHash: true))
            }
        }
        let indexedA = EntityComparison.singlyIndexed(a), indexedB = EntityComparison.singlyIndexed(b)
        let matching = NameMatching(old: a.allProperties, new: b.allProperties, name: \.name, canonicalName: \.effectiveRenamingIdentifier)
        var properties: [PropertyDiff] = []
        for (x, y) in matching.pairs {
            let fieldChanges = PropertyComparison.changes(from: x, to: y, indexed: (indexedA.contains(x.name), indexedB.contains(y.name)))
            let feeds = (VersionHashedFields.feedsEntityHash(x), VersionHashedFields.feedsEntityHash(y))
            let hashChanged = feeds.0 != feeds.1 || (feeds.0 && oldHasher.memoizedHash(of: x) != newHasher.memoizedHash(of: y))
            guard !fieldChanges.isEmpty || hashChanged else { continue }
            properties.append(PropertyDiff(name: y.name, kind: y.kindName, status: x.name == y.name ? .changed : .renamed,
                                           renamedFrom: x.name == y.name ? nil : x.name, versionHashChanged: hashChanged,
                                           changes: fieldChanges))
        }
        for property in matching.added {
            properties.append(PropertyDiff(name: property.name, kind: property.kindName, status: .added,
                                           versionHashChanged: VersionHashedFields.feedsEntityHash(property), changes: []))
        }
        for property in matching.removed {
            properties.append(PropertyDiff(name: property.name, kind: property.kindName, status: .removed,
                                           versionHashChanged: VersionHashedFields.feedsEntityHash(property), changes: []))
        }
        let renamed = a.name != b.name
        let status: ChangeStatus = renamed ? .renamed : (changes.isEmpty && properties.isEmpty && !hashChanged ? .unchanged : .changed)
        return EntityDiff(name: b.name, status: status, renamedFrom: renamed ? a.name : nil, versionHashChanged: hashChanged,
                          changes: changes, properties: properties)
    }

    private static func shortHex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef")
        return String(bytes.prefix(6).flatMap { [digits[Int($0 >> 4)], digits[Int($0 & 0x0F)]] }) + "…"
    }
}
