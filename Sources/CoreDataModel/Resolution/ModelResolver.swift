/// Turns the names a reader collected (parent, destination, inverse, fetch-request entity,
/// configuration members) into object references, and reports every reference that cannot be
/// made. Readers of source and of compiled models both end here, so the graph that leaves is
/// always fully connected or accompanied by errors.
public enum ModelResolver {
    /// Resolves `model` in place and returns what is wrong with it, in model order.
    public static func resolve(_ model: ManagedObjectModel) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        let entitiesByName = uniqueEntities(of: model, into: &diagnostics)
        resolveInheritance(of: model, entitiesByName, into: &diagnostics)
        let entitySplit = VersionParallelism.entitySplit(of: model)
        // Each entity's pass touches only its own properties and requests, and reads what the
        // passes before it settled, so a large model's halves run side by side.
        diagnostics += VersionParallelism.halves(of: model.entities, splitAt: entitySplit) { entity, diagnostics in
            checkPropertyNames(of: entity, into: &diagnostics)
            for property in entity.properties {
                switch property.kind {
                case .relationship(let relationship):
                    resolveDestination(of: relationship, in: entity, entitiesByName, into: &diagnostics)
                case .fetchedProperty(let fetched):
                    resolveEntity(of: fetched.fetchRequest, owner: "fetched property '\(entity.name).\(fetched.name)'",
                                  entitiesByName, into: &diagnostics)
                case .attribute, .derivedAttribute, .compositeAttribute:
                    break
                }
            }
        }
        // The predicate texts are checked in the same pass (one walk over the properties instead of
        // two); their findings are reported after the others, as they always were. Nearly every
        // entity finds nothing, so its findings are joined only when there are some.
        let inversesAndTexts = VersionParallelism.halves(of: model.entities, splitAt: entitySplit) { entity, found in
            var inverses: [Diagnostic] = []
            for property in entity.properties {
                if case .relationship(let relationship) = property.kind {
                    resolveInverse(of: relationship, in: entity, entitiesByName, into: &inverses)
                }
            }
            var texts: [Diagnostic] = []
            PredicateChecks.check(entity, of: model, into: &texts)
            if !inverses.isEmpty { found += inverses.map { (isText: false, diagnostic: $0) } }
            if !texts.isEmpty { found += texts.map { (isText: true, diagnostic: $0) } }
        }
        diagnostics += inversesAndTexts.filter { !$0.isText }.map(\.diagnostic)
        for template in model.fetchRequestTemplates {
            resolveEntity(of: template, owner: "fetch request '\(template.name)'", entitiesByName, into: &diagnostics)
        }
        checkConfigurations(of: model, entitiesByName, into: &diagnostics)
        diagnostics += inversesAndTexts.filter(\.isText).map(\.diagnostic)
        // A large model's many templates are checked side by side too (a parse takes some 20µs).
        let templates = model.fetchRequestTemplates
        let templateSplit = entitySplit != nil && templates.count >= 100 ? templates.count / 2 : nil
        diagnostics += VersionParallelism.halves(of: templates, splitAt: templateSplit) {
            PredicateChecks.checkTemplate($0, of: model, into: &$1)
        }
        return diagnostics
    }

    private static func uniqueEntities(of model: ManagedObjectModel, into diagnostics: inout [Diagnostic]) -> EntitiesByName {
        EntitiesByName(of: model) { entity, first in
            diagnostics.append(.error("duplicate entity name '\(entity.name)'\(firstDeclared(first.sourceLocation))",
                                      at: entity.sourceLocation))
        }
    }

    private static func resolveInheritance(of model: ManagedObjectModel, _ byName: EntitiesByName,
                                           into diagnostics: inout [Diagnostic]) {
        for entity in model.entities {
            entity.subentityList = []
            guard let parentName = entity.superentityName, !parentName.isEmpty else {
                entity.superentity = nil
                continue
            }
            guard let parent = byName[parentName] else {
                entity.superentity = nil
                diagnostics.append(.error("entity '\(entity.name)' has parent entity '\(parentName)', which does not exist",
                                          at: entity.sourceLocation))
                continue
            }
            entity.superentity = parent
        }
        // A cycle is reported once, at its first entity in model order, and then broken there so
        // that nothing downstream walks it forever. Only that entity's parent changes, so each
        // entity joins its parent's sub-entities in the same pass, in model order.
        let entityCount = model.entities.count
        for entity in model.entities {
            if !reachesRoot(from: entity, within: entityCount) { breakCycle(at: entity, into: &diagnostics) }
            entity.superentity?.subentityList.append(entity)
        }
    }

    /// Whether the chain of parents above `entity` ends within `steps` parents: without a cycle it
    /// always does, since no chain is longer than the model has entities.
    private static func reachesRoot(from entity: EntityDescription, within steps: Int) -> Bool {
        var next = entity.superentity
        var remaining = steps
        while let current = next {
            guard remaining > 0 else { return false }
            remaining -= 1
            next = current.superentity
        }
        return true
    }

    /// Reports and breaks the cycle `entity` is part of, if any (its chain may instead run into a
    /// cycle above it, reported at that cycle's own first entity).
    private static func breakCycle(at entity: EntityDescription, into diagnostics: inout [Diagnostic]) {
        var chain = [entity]
        var next = entity.superentity
        while let current = next {
            if current === entity {
                let names = (chain + [entity]).map(\.name).joined(separator: " → ")
                diagnostics.append(.error("entity '\(entity.name)' is part of an inheritance cycle: \(names)",
                                          at: entity.sourceLocation))
                entity.superentity = nil
                return
            }
            if chain.contains(where: { $0 === current }) { return }
            chain.append(current)
            next = current.superentity
        }
    }

    private static func checkPropertyNames(of entity: EntityDescription, into diagnostics: inout [Diagnostic]) {
        let properties = entity.properties
        let ancestors = entity.ancestors
        // For each property, the first earlier one of its name and the nearest ancestor with one
        // of its name: found by comparing names for the usual handful of properties (hashing every
        // name into dictionaries took most of resolving a large model), through dictionaries
        // gathered once per entity for wide or deep ones (comparing pairs would grow quadratic).
        let isSmall = properties.count + ancestors.reduce(0) { $0 + $1.properties.count } <= smallEntityPropertyCount
        var firstByName: [String: PropertyDescription] = [:]
        var inheritedFrom: [String: EntityDescription] = [:]
        // The names, each read and prepared once rather than once per pair or check.
        let keys = properties.map { PropertyNameKey($0.name) }
        let inheritedKeys = isSmall ? ancestors.map { $0.properties.map { PropertyNameKey($0.name) } } : []
        if !isSmall {
            for ancestor in ancestors.reversed() {
                for inherited in ancestor.properties { inheritedFrom[inherited.name] = ancestor }
            }
        }
        for (index, property) in properties.enumerated() {
            let first: PropertyDescription?
            if isSmall {
                first = keys[..<index].firstIndex { $0.names(keys[index]) }.map { properties[$0] }
            } else {
                first = firstByName[property.name]
                if first == nil { firstByName[property.name] = property }
            }
            if let first {
                diagnostics.append(.error("entity '\(entity.name)' has two properties named '\(property.name)'\(firstDeclared(first.sourceLocation))",
                                          at: property.sourceLocation))
                continue
            }
            if ReservedPropertyNames.contains(keys[index]) {
                diagnostics.append(.error(ReservedPropertyNames.message(entity: entity.name, property: property.name),
                                          at: property.sourceLocation, category: .reservedName))
            }
            let ancestor = isSmall
                ? inheritedKeys.firstIndex { $0.contains { $0.names(keys[index]) } }.map { ancestors[$0] }
                : inheritedFrom[property.name]
            if let ancestor {
                diagnostics.append(.error("property '\(entity.name).\(property.name)' repeats the property '\(property.name)' inherited from entity '\(ancestor.name)'",
                                          at: property.sourceLocation))
            }
        }
    }

    /// Up to this many own and inherited properties, names are compared pair by pair.
    private static let smallEntityPropertyCount = 32

    private static func resolveDestination(of relationship: RelationshipDescription, in entity: EntityDescription,
                                           _ byName: EntitiesByName, into diagnostics: inout [Diagnostic]) {
        guard let destination = byName[relationship.destinationEntityName] else {
            relationship.destinationEntity = nil
            diagnostics.append(.error("relationship '\(entity.name).\(relationship.name)' has destination entity '\(relationship.destinationEntityName)', which does not exist",
                                      at: relationship.sourceLocation))
            return
        }
        relationship.destinationEntity = destination
    }

    private static func resolveInverse(of relationship: RelationshipDescription, in entity: EntityDescription,
                                       _ byName: EntitiesByName, into diagnostics: inout [Diagnostic]) {
        relationship.inverseRelationship = nil
        guard let inverseName = relationship.inverseName, !inverseName.isEmpty,
              let destination = relationship.destinationEntity else { return }
        // Made only for a message: most relationships resolve, and building the text for each of a
        // large model's ten thousand cost more than finding their inverses.
        var label: String { "\(entity.name).\(relationship.name)" }
        let inverseEntityName = relationship.inverseEntityName ?? destination.name
        guard let inverseEntity = byName[inverseEntityName] else {
            diagnostics.append(.error("relationship '\(label)' has inverse entity '\(inverseEntityName)', which does not exist",
                                      at: relationship.sourceLocation))
            return
        }
        guard destination.isKind(of: inverseEntity) || inverseEntity.isKind(of: destination) else {
            diagnostics.append(.error("relationship '\(label)' has inverse entity '\(inverseEntityName)', which is not its destination '\(destination.name)' or related to it by inheritance",
                                      at: relationship.sourceLocation))
            return
        }
        guard let found = inverseEntity.property(named: inverseName) else {
            diagnostics.append(.error("relationship '\(label)' has inverse '\(inverseEntityName).\(inverseName)', which does not exist",
                                      at: relationship.sourceLocation))
            return
        }
        guard let inverse = found.kind.relationship else {
            diagnostics.append(.error("relationship '\(label)' has inverse '\(inverseEntityName).\(inverseName)', which is not a relationship",
                                      at: relationship.sourceLocation))
            return
        }
        if let inverseDestination = inverse.destinationEntity,
           !(entity.isKind(of: inverseDestination) || inverseDestination.isKind(of: entity)) {
            diagnostics.append(.error("relationship '\(label)' and its inverse '\(inverseEntityName).\(inverseName)' do not point at each other: the inverse leads to entity '\(inverseDestination.name)', not '\(entity.name)'",
                                      at: relationship.sourceLocation))
            return
        }
        relationship.inverseRelationship = inverse
        // Xcode keeps inverse pairs symmetric; hand-edited files sometimes do not (artsy/energy). Apple
        // compiles them, so this is a warning: each side keeps the inverse it names.
        if let back = inverse.inverseName, back != relationship.name {
            diagnostics.append(.warning("relationship '\(label)' names '\(inverseEntityName).\(inverseName)' as its inverse, but that relationship names '\(back)' as its own inverse",
                                        at: relationship.sourceLocation, category: .inverse))
        }
    }

    private static func resolveEntity(of request: FetchRequest, owner: String,
                                      _ byName: EntitiesByName, into diagnostics: inout [Diagnostic]) {
        guard let entity = byName[request.entityName] else {
            request.entity = nil
            diagnostics.append(.error("\(owner) fetches entity '\(request.entityName)', which does not exist",
                                      at: request.sourceLocation))
            return
        }
        request.entity = entity
    }

    private static func checkConfigurations(of model: ManagedObjectModel, _ byName: EntitiesByName,
                                            into diagnostics: inout [Diagnostic]) {
        var seen: Set<String> = []
        for configuration in model.configurations {
            if !seen.insert(configuration.name).inserted {
                diagnostics.append(.error("duplicate configuration name '\(configuration.name)'", at: configuration.sourceLocation))
            }
            for member in configuration.entityNames where byName[member] == nil {
                diagnostics.append(.error("configuration '\(configuration.name)' lists entity '\(member)', which does not exist",
                                          at: configuration.sourceLocation))
            }
        }
    }

    private static func firstDeclared(_ location: SourceLocation?) -> String {
        guard let location, location.line > 0 else { return "" }
        return " (first declared on line \(location.line))"
    }
}
