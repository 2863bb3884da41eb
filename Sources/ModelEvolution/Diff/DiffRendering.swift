import FoundationEssentials
import HostSystem

/// The two printed forms of a `ModelDiff`: lines for people, JSON for tools. Both are
/// deterministic (entities and properties in name order, JSON keys sorted).
extension ModelDiff {
    /// One line per change, then the verdict and a summary line. Unchanged entities are left out.
    package func renderText(oldName: String, newName: String) -> String {
        var lines = ["--- \(oldName)", "+++ \(newName)"]
        for entity in entities where entity.status != .unchanged {
            var head = "entity \(entity.name): \(entity.status.rawValue)"
            if let from = entity.renamedFrom { head += " from \(from)" }
            head += entity.versionHashChanged ? " (version hash changed)" : " (version hash unchanged)"
            lines.append(head)
            for change in entity.changes { lines.append("    " + Self.line(change)) }
            for property in entity.properties {
                var text = "  \(property.kind) \(property.name): \(property.status.rawValue)"
                if let from = property.renamedFrom { text += " from \(from)" }
                if property.status == .added || property.status == .removed {
                    text += property.versionHashChanged ? " [hash]" : " [invisible to version hash]"
                }
                lines.append(text)
                for change in property.changes { lines.append("    " + Self.line(change)) }
            }
        }
        for change in modelChanges { lines.append("model " + Self.line(change)) }
        if !invisibleChanges.isEmpty {
            lines.append("note: \(invisibleChanges.count) change(s) are invisible to Core Data's version check; if one alters stored data, set a versionHashModifier on its entity or property so stores are migrated")
        }
        lines.append("migration: \(migration.kind.rawValue)")
        for rule in migration.rules { lines.append("  rule: \(rule.rawValue)") }
        for blocker in migration.blockers { lines.append("  needs a mapping model: \(blocker)") }
        lines.append(summary)
        return lines.joined(separator: "\n") + "\n"
    }

    /// `N entities changed, …; version hashes equal|differ`.
    package var summary: String {
        let count = { (status: ChangeStatus) in self.entities.filter { $0.status == status }.count }
        let hashed = entities.filter(\.versionHashChanged).count
        return "\(count(.changed)) changed, \(count(.added)) added, \(count(.removed)) removed, \(count(.renamed)) renamed; "
            + (versionHashesEqual ? "version hashes equal" : "version hashes differ for \(hashed) entit\(hashed == 1 ? "y" : "ies")")
            + "; migration: \(migration.kind.rawValue)"
    }

    private static func line(_ change: FieldChange) -> String {
        "\(change.field): \(change.oldValue) → \(change.newValue)"
            + (change.altersVersionHash ? " [hash]" : " [invisible to version hash]")
    }
}
