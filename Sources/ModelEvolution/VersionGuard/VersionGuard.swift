import CoreDataModel

/// The rules of `modelc check-versions`: a model version that has shipped is frozen. Stores on
/// users' devices were written by it, so editing it (instead of adding a new version) makes Core
/// Data refuse those stores ("The model used to open the store is incompatible with the one used
/// to create the store") or, when the hashes cannot see the edit, skip a migration silently.
package enum VersionGuard {
    /// What the work tree offers beyond its snapshot.
    package struct Surroundings {
        /// True when an `.xcmappingmodel` sits beside the model.
        package var hasMappingModel: Bool
        package init(hasMappingModel: Bool) { self.hasMappingModel = hasMappingModel }
    }

    package static func check(baseline: BundleSnapshot, current: BundleSnapshot, surroundings: Surroundings) -> [GuardFinding] {
        var findings: [GuardFinding] = []
        for old in baseline.versions {
            guard let now = current.version(named: old.name) else {
                findings.append(GuardFinding("version-removed", .error,
                    "model version '\(old.name)' of \(current.path) was deleted or renamed; it has shipped, and stores written by it can no longer be opened or migrated; restore it",
                    at: current.location))
                continue
            }
            findings += shippedVersionFindings(old, now, bundle: current.path)
        }
        findings += currentVersionFindings(baseline: baseline, current: current)
        findings += migrationFindings(baseline: baseline, current: current, surroundings: surroundings)
        return findings
    }

    /// A version present in both: hash changes are errors; invisible changes warnings.
    private static func shippedVersionFindings(_ old: VersionSnapshot, _ now: VersionSnapshot, bundle: String) -> [GuardFinding] {
        if old.entityHashes != now.entityHashes {
            let names = Set(old.entityHashes.keys).union(now.entityHashes.keys).sorted(by: utf16Precedes)
            let changed = names.filter { old.entityHashes[$0] != now.entityHashes[$0] }.map { name -> String in
                old.entityHashes[name] == nil ? "\(name) (added)" : now.entityHashes[name] == nil ? "\(name) (removed)" : name
            }
            return [GuardFinding("shipped-version-changed", .error,
                "model version '\(now.name)' has shipped but its entity hashes changed (\(changed.joined(separator: ", "))); stores written by it would no longer open: revert the edit and add a new model version instead",
                at: now.location)]
        }
        let edits = invisibleEdits(old, now)
        guard !edits.isEmpty else { return [] }
        let listed = edits.prefix(5).joined(separator: ", ") + (edits.count > 5 ? ", …" : "")
        return [GuardFinding("shipped-version-edited-invisibly", .warning,
            "model version '\(now.name)' has shipped but was edited in ways its version hashes cannot see (\(listed)); existing stores will not be migrated for them: add a new model version instead",
            at: now.location)]
    }

    /// What changed that the hashes miss: each field by name when both graphs are at hand (a git
    /// baseline); against a lock file, which keeps fingerprints instead of the graph, each entity
    /// (`Book`) or property (`Book.isbn`) whose fingerprint changed. Properties added or removed
    /// are left out either way (adding one that is not hashed changes no stored data).
    private static func invisibleEdits(_ old: VersionSnapshot, _ now: VersionSnapshot) -> [String] {
        guard let newModel = now.model else { return [] }
        if let oldModel = old.model {
            return ModelDiff(from: oldModel, to: newModel).invisibleChanges.map { item in
                "\(item.entity)\(item.property.map { "." + $0 } ?? "") \(item.change.field)"
            }
        }
        let before = old.recordedFieldDigests
        guard !before.isEmpty else { return [] }
        let after = FieldDigests.of(newModel)
        return before.keys.filter { key in after[key].map { $0 != before[key] } ?? false }.sorted(by: utf16Precedes)
    }

    /// Added versions must end with the current one; the current version never goes back.
    private static func currentVersionFindings(baseline: BundleSnapshot, current: BundleSnapshot) -> [GuardFinding] {
        let shipped = Set(baseline.versions.map(\.name))
        let added = current.versions.filter { !shipped.contains($0.name) }
        guard let now = current.currentVersionName else { return [] }
        if let newest = added.last, newest.name != now {
            return [GuardFinding("added-version-not-current", .error,
                "model version '\(newest.name)' was added but the current version is '\(now)'; mark the newest version current (in Xcode: Model Version in the File inspector)",
                at: current.currentVersionLocation)]
        }
        guard let before = baseline.currentVersionName, before != now, shipped.contains(now) else { return [] }
        let order = current.versions.map(\.name)
        if let oldIndex = order.firstIndex(of: before), let newIndex = order.firstIndex(of: now), newIndex < oldIndex {
            return [GuardFinding("current-version-rolled-back", .error,
                "the current model version went back from '\(before)' to '\(now)'; stores already migrated to '\(before)' cannot be opened by an older model",
                at: current.currentVersionLocation)]
        }
        return []
    }

    /// The new current version against the previous one: lightweight, or a mapping model at hand;
    /// and no stored-data change the hashes miss.
    private static func migrationFindings(baseline: BundleSnapshot, current: BundleSnapshot, surroundings: Surroundings) -> [GuardFinding] {
        guard let before = baseline.currentVersionName, let now = current.currentVersionName, before != now,
              let previous = current.version(named: before)?.model ?? baseline.version(named: before)?.model,
              let next = current.version(named: now) else { return [] }
        guard let nextModel = next.model else { return [] }
        let diff = ModelDiff(from: previous, to: nextModel)
        var findings: [GuardFinding] = []
        if diff.migration.kind == .custom, !surroundings.hasMappingModel {
            findings.append(GuardFinding("needs-mapping-model", .warning,
                "stores of '\(before)' cannot be migrated lightweight to '\(now)' (\(diff.migration.blockers.joined(separator: "; "))) and no .xcmappingmodel sits beside the model",
                at: next.location))
        }
        // Only where the entity's hash stayed the same: otherwise its stores are migrated anyway.
        let unmigrated = Set(diff.entities.filter { !$0.versionHashChanged }.map(\.name))
        for item in diff.invisibleChanges where unmigrated.contains(item.entity) && UnverifiedChoices.storedDataFields.contains(item.change.field) {
            let owner = item.entity + (item.property.map { "." + $0 } ?? "")
            findings.append(GuardFinding("needs-version-hash-modifier", .warning,
                "\(owner): \(item.change.field) changed from \(item.change.oldValue) to \(item.change.newValue) between '\(before)' and '\(now)', which changes stored data but not the version hash; set a versionHashModifier on \(owner) so existing stores are migrated",
                at: next.location))
        }
        return findings
    }
}
