import CompiledModel
import CoreDataModel

/// Field-by-field comparison of two entities' own fields (not their properties, which
/// `ModelDiff` matches and compares one by one).
package enum EntityComparison {
    package static func changes(from a: EntityDescription, to b: EntityDescription) -> [FieldChange] {
        changes(from: a, to: b, recordsEveryField: false)
    }

    static func changes(from a: EntityDescription, to b: EntityDescription, recordsEveryField: Bool) -> [FieldChange] {
        var out = ChangeCollector(hashed: VersionHashedField.entity)
        out.recordsEveryField = recordsEveryField
        out.check(a.name, b.name, "name")
        out.check(a.managedObjectClassName, b.managedObjectClassName, "class name")
        out.check(a.isAbstract, b.isAbstract, "abstract")
        out.check(a.superentity?.name, b.superentity?.name, "superentity")
        out.check(a.userInfo, b.userInfo, "user info")
        out.check(NormalForms.nonEmpty(a.versionHashModifier), NormalForms.nonEmpty(b.versionHashModifier), "version hash modifier")
        out.check(a.effectiveRenamingIdentifier, b.effectiveRenamingIdentifier, "renaming identifier")
        out.check(constraintSet(a), constraintSet(b), "uniqueness constraints")
        out.check(a.fetchIndexes.map(indexSummary), b.fetchIndexes.map(indexSummary), "fetch indexes")
        out.check(compoundGroups(a), compoundGroups(b), "compound indexes")
        return out.changes
    }

    /// An entity's hash takes in constraints joined with "." and sorted, so only that set matters.
    private static func constraintSet(_ entity: EntityDescription) -> [String] {
        entity.uniquenessConstraints.map { $0.joined(separator: ".") }.filter { !$0.isEmpty }.sorted(by: utf16Precedes)
    }

    /// Property names indexed by a one-element ascending binary fetch index (the archive folds
    /// those into the attribute's `indexed` flag).
    package static func singlyIndexed(_ entity: EntityDescription) -> Set<String> {
        Set(entity.fetchIndexes.compactMap { index in
            guard index.elements.count == 1, let element = index.elements.first, element.collationType == .binary,
                  element.isAscending else { return nil }
            return element.propertyName
        })
    }

    private static func indexSummary(_ index: FetchIndexDescription) -> String {
        let elements = index.elements.map { element -> String in
            let target: String
            switch element.target {
            case .property(let name): target = name
            case .expression(let text, let type): target = "expr \(NormalForms.derivation(text)) \(type)"
            }
            return "\(target) \(element.collationType) \(element.isAscending)"
        }
        return "\(index.name)[\(elements.joined(separator: ", "))] \(NormalForms.predicate(index.partialIndexPredicate) ?? "-")"
    }

    private static func compoundGroups(_ entity: EntityDescription) -> [String] {
        var groups = entity.compoundIndexes
        for index in entity.fetchIndexes where index.elements.count > 1 {
            let names = index.elements.compactMap { $0.collationType == .binary ? $0.propertyName : nil }
            if names.count == index.elements.count, !groups.contains(names) { groups.append(names) }
        }
        // A set of groups: the same groups in any order are the same indexes.
        return Set(groups.map { $0.joined(separator: ", ") }).sorted(by: utf16Precedes)
    }
}
