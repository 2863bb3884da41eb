import CoreDataModel

/// What a store written by the old model needs before the new model can open it.
package enum MigrationKind: String, Sendable, Encodable {
    /// Every entity hash is equal: Core Data opens the store as it is.
    case none
    /// Core Data can infer the mapping (lightweight migration).
    case lightweight
    /// A mapping model is needed: some change fits no inferred-migration rule.
    case custom
}

/// The migration verdict with its reasons: the rules that make it lightweight, or the changes
/// that prevent inference.
package struct MigrationVerdict: Sendable, Encodable {
    package var kind: MigrationKind
    /// The inferred-migration rules the changes use (empty for `none`).
    package var rules: [InferredMigrationRule]
    /// Why no mapping can be inferred (empty unless `custom`).
    package var blockers: [String]

    enum CodingKeys: String, CodingKey { case kind, rules, blockers }

    package func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(kind, forKey: .kind)
        try container.encode(rules.map(\.rawValue), forKey: .rules)
        try container.encode(blockers, forKey: .blockers)
    }

    init(old: ManagedObjectModel, new: ManagedObjectModel, entities pairs: [(old: EntityDescription, new: EntityDescription)],
         diffs: [EntityDiff]) {
        guard diffs.contains(where: \.versionHashChanged) else {
            self.kind = .none
            self.rules = []
            self.blockers = []
            return
        }
        var rules = Set<InferredMigrationRule>()
        var blockers: [String] = []
        let newEntities = new.entitiesByName
        // New entity name → the old entity it continues (renames included).
        let continues = Dictionary(pairs.map { ($0.new.name, $0.old.name) }, uniquingKeysWith: { first, _ in first })
        for entity in diffs where entity.versionHashChanged {
            switch entity.status {
            case .added: rules.insert(.entityAdded)
            case .removed: rules.insert(.entityRemoved)
            case .renamed, .changed, .unchanged:
                if entity.status == .renamed { rules.insert(.entityRenamed) }
                for change in entity.changes where change.altersVersionHash {
                    switch change.field {
                    case "superentity": rules.insert(.hierarchyChanged)
                    case "name": break
                    default: Self.classifyOther(change, entity.name, rules: &rules, blockers: &blockers)
                    }
                }
                let owner = newEntities[entity.name]
                for property in entity.properties where property.versionHashChanged {
                    Self.classify(property, in: entity.name, newProperty: owner?.property(named: property.name),
                                  continues: continues, rules: &rules, blockers: &blockers)
                }
            }
        }
        if let merged = Self.mergedHierarchy(pairs) { blockers.append(merged) }
        self.kind = blockers.isEmpty ? .lightweight : .custom
        self.rules = InferredMigrationRule.allCases.filter(rules.contains)
        self.blockers = blockers
    }

    private static func classify(_ property: PropertyDiff, in entity: String, newProperty: PropertyDescription?,
                                 continues: [String: String], rules: inout Set<InferredMigrationRule>, blockers: inout [String]) {
        let isRelationship = property.kind == "relationship"
        switch property.status {
        case .added:
            if isRelationship {
                rules.insert(.relationshipAdded)
            } else if let attribute = newProperty?.kind.attribute, !attribute.isOptional,
                      attribute.defaultValue == nil, newProperty?.kind.derivedAttribute == nil {
                blockers.append("\(entity).\(property.name): a non-optional attribute was added without a default value, so existing rows have no value for it")
            } else {
                rules.insert(.attributeAdded)
            }
            return
        case .removed:
            rules.insert(isRelationship ? .relationshipRemoved : .attributeRemoved)
            return
        case .renamed:
            rules.insert(.propertyRenamed)
        case .changed, .unchanged:
            break
        }
        for change in property.changes where change.altersVersionHash {
            switch change.field {
            case "name": break
            case "kind":
                blockers.append("\(entity).\(property.name): changed from \(change.oldValue) to \(change.newValue)")
            case "type":
                blockers.append("\(entity).\(property.name): attribute type changed from \(change.oldValue) to \(change.newValue), which no inferred mapping converts")
            case "destination" where continues[change.newValue] == change.oldValue:
                break  // the destination entity was renamed; the relationship still points at it
            case "destination":
                blockers.append("\(entity).\(property.name): relationship destination changed from \(change.oldValue) to \(change.newValue)")
            case "optional":
                if change.newValue == "true" {
                    rules.insert(.becameOptional)
                } else if let attribute = newProperty?.kind.attribute, attribute.defaultValue != nil {
                    rules.insert(.becameRequiredWithDefault)
                } else if newProperty?.kind.relationship != nil {
                    blockers.append("\(entity).\(property.name): relationship became non-optional; existing objects without a destination cannot be migrated")
                } else {
                    blockers.append("\(entity).\(property.name): became non-optional without a default value")
                }
            case "max count":
                let toMany = { (text: String) in text != "1" }
                if toMany(change.oldValue) != toMany(change.newValue) { rules.insert(.cardinalityChanged) } else { rules.insert(.identityMapped) }
            case "ordered":
                rules.insert(.orderingChanged)
            default:
                classifyOther(change, "\(entity).\(property.name)", rules: &rules, blockers: &blockers)
            }
        }
    }

    /// A hash-visible change no documented rule names: inferable when the inferred mapping can copy
    /// values unchanged (UnverifiedChoices.identityMappedFields; composite elements likewise), else
    /// a blocker.
    private static func classifyOther(_ change: FieldChange, _ owner: String, rules: inout Set<InferredMigrationRule>,
                                      blockers: inout [String]) {
        if UnverifiedChoices.identityMappedFields.contains(change.field) || change.field.contains(".") {
            rules.insert(.identityMapped)
        } else {
            blockers.append("\(owner): \(change.field) changed from \(change.oldValue) to \(change.newValue), which no inferred-migration rule covers")
        }
    }

    /// "If two existing entities do not share a common parent in the source, they cannot share a
    /// common parent in the destination" (Lightweight Migration, Core Data Model Versioning and
    /// Data Migration Programming Guide).
    private static func mergedHierarchy(_ pairs: [(old: EntityDescription, new: EntityDescription)]) -> String? {
        func root(_ entity: EntityDescription) -> EntityDescription { entity.ancestors.last ?? entity }
        var oldRootsByNewRoot: [String: (oldRoot: String, entity: String)] = [:]
        for (old, new) in pairs.sorted(by: { utf16Precedes($0.new.name, $1.new.name) }) {
            let newRoot = root(new).name, oldRoot = root(old).name
            if let seen = oldRootsByNewRoot[newRoot] {
                if seen.oldRoot != oldRoot {
                    return "entities \(seen.entity) and \(new.name) share the parent \(newRoot) but did not share one before: inferred migration cannot merge entity hierarchies"
                }
            } else {
                oldRootsByNewRoot[newRoot] = (oldRoot, new.name)
            }
        }
        return nil
    }
}
