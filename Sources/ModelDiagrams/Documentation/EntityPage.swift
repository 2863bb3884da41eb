import CoreDataModel

/// One entity's page: what it is, its attributes, relationships, fetched properties,
/// constraints, indexes and user info.
enum EntityPage {
    static func page(_ entity: EntityDescription, stem: String, modelTitle: String) -> Page {
        var blocks: [Block] = [
            .heading(level: 1, [.text("Entity "), .code(entity.name)]),
            .paragraph([.text("Part of "), .index(modelTitle), .text(".")]),
        ]
        var facts: [[Inline]] = []
        if entity.isAbstract { facts.append([.strong("Abstract"), .text(": cannot be instantiated, only its sub-entities")]) }
        facts.append([.text("Class: "), .code(entity.managedObjectClassName ?? "NSManagedObject")])
        if let parent = entity.superentity?.name ?? entity.superentityName { facts.append([.text("Parent entity: "), .entity(parent)]) }
        if !entity.subentities.isEmpty {
            facts.append([.text("Sub-entities: ")] + entity.subentities.map { [.entity($0.name)] }.joined(separator: ", "))
        }
        if let identifier = entity.renamingIdentifier, identifier != entity.name { facts.append([.text("Renaming identifier: "), .code(identifier)]) }
        if let modifier = entity.versionHashModifier, !modifier.isEmpty { facts.append([.text("Version hash modifier: "), .code(modifier)]) }
        blocks.append(.list(facts))

        let attributes = entity.properties.compactMap(\.kind.attribute)
        blocks.append(.heading(level: 2, [.text("Attributes")]))
        if attributes.isEmpty {
            blocks.append(.paragraph([.text("None of its own.")]))
        } else {
            blocks.append(.table(header: ["Name", "Type", "Optional", "Default", "Indexed", "Transient", "Constraints"], rows: attributes.map { attribute in
                [[.code(attribute.name)], PropertyFacts.type(attribute), PropertyFacts.yesNo(attribute.isOptional),
                 PropertyFacts.defaultValue(attribute), PropertyFacts.indexed(attribute, in: entity),
                 PropertyFacts.yesNo(attribute.isTransient), PropertyFacts.constraints(attribute)]
            }))
        }
        let inherited = entity.ancestors.flatMap { ancestor in ancestor.properties.map { (ancestor.name, $0.name) } }
        if !inherited.isEmpty {
            blocks.append(.paragraph([.text("Inherited properties: ")] + inherited.map { owner, name in [.code(name), .text(" ("), .entity(owner), .text(")")] }.joined(separator: ", ")))
        }

        let relationships = entity.properties.compactMap(\.kind.relationship)
        blocks.append(.heading(level: 2, [.text("Relationships")]))
        if relationships.isEmpty {
            blocks.append(.paragraph([.text("None of its own.")]))
        } else {
            blocks.append(.table(header: ["Name", "Destination", "Cardinality", "Inverse", "Delete rule"], rows: relationships.map { relationship in
                [[.code(relationship.name)], [.entity(relationship.destinationEntityName)],
                 [.text(Cardinality.text(of: relationship) + (relationship.isTransient ? ", transient" : ""))],
                 PropertyFacts.inverse(relationship), [.text(relationship.deleteRule.sourceName)]]
            }))
        }

        let fetched = entity.properties.compactMap(\.kind.fetchedProperty)
        if !fetched.isEmpty {
            blocks.append(.heading(level: 2, [.text("Fetched properties")]))
            blocks.append(.table(header: ["Name", "Fetches", "Predicate"], rows: fetched.map { property in
                [[.code(property.name)], [.entity(property.fetchRequest.entity?.name ?? property.fetchRequest.entityName)],
                 property.fetchRequest.predicate.map { [.code($0)] } ?? []]
            }))
        }

        let constraints = entity.uniquenessConstraints.filter { !$0.isEmpty }
        blocks.append(.heading(level: 2, [.text("Uniqueness constraints")]))
        blocks.append(constraints.isEmpty ? .paragraph([.text("None.")])
                      : .list(constraints.map { names in names.map { [.code($0)] }.joined(separator: ", ") }))

        blocks.append(.heading(level: 2, [.text("Fetch indexes")]))
        if entity.fetchIndexes.isEmpty && entity.compoundIndexes.isEmpty {
            blocks.append(.paragraph([.text("None.")]))
        } else {
            var rows = entity.fetchIndexes.map { index -> [[Inline]] in
                [[.code(index.name)], index.elements.map(element).joined(separator: ", "), index.partialIndexPredicate.map { [.code($0)] } ?? []]
            }
            rows += entity.compoundIndexes.map { names in [[.text("compound index")], names.map { [.code($0)] }.joined(separator: ", "), []] }
            blocks.append(.table(header: ["Name", "Elements", "Partial index predicate"], rows: rows))
        }

        let userInfo = entity.userInfo.sorted { $0.key < $1.key }.map { ("", $0.key, $0.value) }
            + entity.properties.flatMap { property in property.userInfo.sorted { $0.key < $1.key }.map { (property.name, $0.key, $0.value) } }
        blocks.append(.heading(level: 2, [.text("User info")]))
        blocks.append(userInfo.isEmpty ? .paragraph([.text("None.")]) : .table(header: ["Of", "Key", "Value"], rows: userInfo.map { owner, key, value in
            [owner.isEmpty ? [.text("entity")] : [.code(owner)], [.code(key)], [.code(value)]]
        }))
        return Page(stem: stem, title: entity.name, blocks: blocks)
    }

    private static func element(_ element: FetchIndexElement) -> [Inline] {
        let order = element.isAscending ? "ascending" : "descending"
        let kind = element.collationType == .rTree ? "R-tree" : "binary"
        switch element.target {
        case .property(let name): return [.code(name), .text(" (\(kind), \(order))")]
        case .expression(let text, let type): return [.code(text), .text(" (\(type.sourceName ?? "Undefined") expression, \(kind), \(order))")]
        }
    }

}
