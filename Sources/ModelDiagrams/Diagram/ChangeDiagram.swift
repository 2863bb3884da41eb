import CoreDataModel
import ModelEvolution

/// NEW's diagram with what `ModelDiff` found marked: added and changed entities, attributes and
/// relationship ends as they are in NEW; removed ones as they were in OLD, drawn beside them.
extension DiagramContent {
    package init(changesFrom old: ManagedObjectModel, to new: ManagedObjectModel, diff: ModelDiff, title: String) {
        let marks = ChangeMarks(diff: diff, old: old, new: new)
        let byName = { (a: EntityDescription, b: EntityDescription) in utf16Precedes(a.name, b.name) }
        let newEntities = new.entities.sorted(by: byName)
        let oldEntities = old.entities.sorted(by: byName)
        self.title = title
        self.showsAttributes = true
        entities = newEntities.map { entity in
            var drawn = Self.entity(entity)
            drawn.mark = marks.entity[entity.name]
            for index in drawn.attributes.indices {
                drawn.attributes[index].mark = marks.property[PropertyKey(entity.name, drawn.attributes[index].name)]
            }
            return drawn
        }
        // Removed attributes join their (new) entity's box; removed entities are drawn as in OLD.
        for (index, entity) in entities.enumerated() {
            entities[index].attributes += marks.removedProperties(of: entity.name).compactMap(\.kind.attribute).map {
                var attribute = Self.attribute($0)
                attribute.mark = .removed
                return attribute
            }
        }
        for entity in oldEntities where marks.removedEntities.contains(entity.name) {
            var drawn = Self.entity(entity)
            drawn.mark = .removed
            for index in drawn.attributes.indices { drawn.attributes[index].mark = .removed }
            entities.append(drawn)
        }
        let known = Set(entities.map(\.name))
        links = RelationshipPairs.links(of: newEntities, known: known, mark: { relationship in
            relationship.entity.flatMap { marks.property[PropertyKey($0.name, relationship.name)] }
        })
        // Removed relationships, as they were in OLD (between entities by their NEW names).
        let removedIDs = Set(marks.allRemovedProperties.map(ObjectIdentifier.init))
        let oldLinks = RelationshipPairs.links(of: oldEntities, known: Set(oldEntities.map(\.name)), include: { relationship in
            removedIDs.contains(ObjectIdentifier(relationship)) || relationship.entity.map { marks.removedEntities.contains($0.name) } == true
        }, mark: { _ in .removed })
        links += oldLinks.compactMap { link in
            var renamed = link
            renamed.source = marks.newName[link.source] ?? link.source
            renamed.destination = marks.newName[link.destination] ?? link.destination
            return known.contains(renamed.source) && known.contains(renamed.destination) ? renamed : nil
        }
    }
}

/// An entity's property by names (entity names are unique, property names unique per entity).
struct PropertyKey: Hashable {
    var entity: String
    var property: String
    init(_ entity: String, _ property: String) {
        self.entity = entity
        self.property = property
    }
}

/// The diff's statuses keyed by what the diagram draws. Properties are marked only on the entity
/// that declares them: a sub-entity's diff repeats its inherited properties, drawn in the parent.
struct ChangeMarks {
    var entity: [String: ChangeMark] = [:]
    var property: [PropertyKey: ChangeMark] = [:]
    var removedEntities: Set<String> = []
    /// Old name → new name of renamed entities.
    var newName: [String: String] = [:]
    /// New entity name → the OLD properties it declared that are gone.
    private var removed: [String: [PropertyDescription]] = [:]

    init(diff: ModelDiff, old: ManagedObjectModel, new: ManagedObjectModel) {
        for change in diff.entities {
            switch change.status {
            case .unchanged: continue
            case .removed:
                removedEntities.insert(change.name)
                continue
            case .added: entity[change.name] = .added
            case .changed, .renamed: entity[change.name] = .changed
            }
            if let from = change.renamedFrom { newName[from] = change.name }
            guard let newEntity = new.entity(named: change.name) else { continue }
            if change.status == .added {
                // The diff lists no properties of an added entity: every one of them is new.
                for declared in newEntity.properties { property[PropertyKey(change.name, declared.name)] = .added }
            }
            let oldEntity = old.entity(named: change.renamedFrom ?? change.name)
            for property in change.properties {
                switch property.status {
                case .unchanged: continue
                case .removed:
                    if let declared = oldEntity?.properties.first(where: { $0.name == property.name }) {
                        removed[change.name, default: []].append(declared)
                    }
                case .added, .changed, .renamed:
                    if newEntity.properties.contains(where: { $0.name == property.name }) {
                        self.property[PropertyKey(change.name, property.name)] = property.status == .added ? .added : .changed
                    }
                }
            }
        }
    }

    func removedProperties(of entity: String) -> [PropertyDescription] { removed[entity] ?? [] }

    var allRemovedProperties: [PropertyDescription] { removed.values.flatMap { $0 } }
}
