import CoreDataModel

/// What a change did to a drawn entity, attribute or relationship end (`modelc diff --format mermaid`).
package enum ChangeMark: String, Sendable {
    case added, changed, removed

    /// The prefix a member or relationship end carries in a change diagram.
    package var symbol: String {
        switch self {
        case .added: return "+"
        case .changed: return "~"
        case .removed: return "-"
        }
    }
}

/// One attribute line of an entity box.
package struct DiagramAttribute: Sendable {
    package var name: String
    /// The attribute type as Xcode names it (the composite's name for a composite attribute).
    package var type: String
    package var isOptional: Bool
    package var mark: ChangeMark?

    /// `name: Type` with `?` for an optional attribute, as Swift spells optionality.
    package var text: String { "\(name): \(type)\(isOptional ? "?" : "")" }
}

/// One entity box.
package struct DiagramEntity: Sendable {
    package var name: String
    package var isAbstract: Bool
    package var parent: String?
    /// Own attributes only: inherited ones are drawn in the parent's box.
    package var attributes: [DiagramAttribute]
    package var mark: ChangeMark?
}

/// One end of a relationship line: the relationship that points at this end's entity.
package struct LinkEnd: Sendable {
    package var name: String
    package var cardinality: String
    package var mark: ChangeMark?

    /// `name 0..*`, with the change prefix when marked (`+ name 0..*`).
    package var label: String { (mark.map { $0.symbol + " " } ?? "") + name + " " + cardinality }
}

/// One relationship line. `forward` is `source`'s relationship to `destination`; `inverse`,
/// when present, is its inverse, drawn on the same line so each pair appears once.
package struct DiagramLink: Sendable {
    package var source: String
    package var destination: String
    package var forward: LinkEnd
    package var inverse: LinkEnd?

    /// Drawn as removed when every end of it is.
    package var isRemoved: Bool { forward.mark == .removed && (inverse == nil || inverse?.mark == .removed) }
}

/// Everything a diagram shows, in drawing order; every renderer draws exactly this, so the
/// Mermaid and Graphviz forms never disagree about what the model contains.
package struct DiagramContent: Sendable {
    package var title: String
    /// Entities in name order.
    package var entities: [DiagramEntity]
    package var links: [DiagramLink]
    package var showsAttributes: Bool

    package init(model: ManagedObjectModel, title: String, showsAttributes: Bool = true) {
        self.title = title
        self.showsAttributes = showsAttributes
        let sorted = model.entities.sorted { utf16Precedes($0.name, $1.name) }
        entities = sorted.map(Self.entity)
        links = RelationshipPairs.links(of: sorted, known: Set(sorted.map(\.name)))
    }

    static func entity(_ entity: EntityDescription) -> DiagramEntity {
        DiagramEntity(name: entity.name, isAbstract: entity.isAbstract, parent: entity.superentity?.name ?? entity.superentityName,
                      attributes: entity.properties.compactMap { $0.kind.attribute.map(attribute) }, mark: nil)
    }

    static func attribute(_ attribute: AttributeDescription) -> DiagramAttribute {
        let type = attribute.kind.compositeAttribute?.compositeName ?? attribute.attributeType.sourceName ?? "Undefined"
        return DiagramAttribute(name: attribute.name, type: type, isOptional: attribute.isOptional, mark: nil)
    }

    /// Inheritance lines (child, parent) whose parent is drawn.
    package var inheritance: [(child: String, parent: String)] {
        let names = Set(entities.map(\.name))
        return entities.compactMap { entity in
            guard let parent = entity.parent, names.contains(parent) else { return nil }
            return (entity.name, parent)
        }
    }
}
