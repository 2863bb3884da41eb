/// The semantic checks momc makes on a resolved model (and the opt-in CloudKit and SwiftData
/// groups). Runs over the graph only — no source text — so models read from XML and from
/// compiled `.mom` files are linted alike. Every check is linear in the size of the model
/// (names are looked up in sets built once), so a 5,000-entity model lints in milliseconds.
///
/// Texts and categories come from `DiagnosticCatalog.swift`; nothing here spells a message.
public enum ModelLinter {
    /// Lints a model that `ModelResolver` has connected. Diagnostics come in model order: each
    /// entity's own findings, then configuration findings.
    public static func lint(_ model: ManagedObjectModel, options: LintOptions = LintOptions()) -> [Diagnostic] {
        var linter = Linter(model: model, options: options)
        linter.run()
        return linter.diagnostics
    }
}

private struct Linter {
    let model: ManagedObjectModel
    let options: LintOptions
    var diagnostics: [Diagnostic] = []

    init(model: ManagedObjectModel, options: LintOptions) {
        self.model = model
        self.options = options
    }

    mutating func report(_ message: LintMessage, at location: SourceLocation?) {
        let category = message.category
        guard options.isEnabled(category) else { return }
        diagnostics.append(Diagnostic(category.severity, message.text, at: location ?? model.sourceLocation, category: category))
    }

    mutating func run() {
        // Only configurations that list entities look entities up by name.
        let byName = model.configurations.contains { !$0.entityNames.isEmpty } ? model.entitiesByName : [:]
        let cloudKitScope = cloudKitEntities(byName)
        let swiftData = options.forcedGroups.contains(.swiftdata) || model.sourceInfo.usedWithSwiftData
        var cloudKitChecked: Set<ObjectIdentifier> = []
        for entity in model.entities {
            lintEntity(entity)
            for property in entity.properties {
                lintProperty(property, of: entity)
            }
            if cloudKitScope.contains(ObjectIdentifier(entity)) {
                lintCloudKit(entity, checked: &cloudKitChecked)
            }
            if swiftData {
                lintSwiftData(entity)
            }
        }
        lintConfigurations(byName)
    }

    // MARK: momc's checks

    mutating func lintEntity(_ entity: EntityDescription) {
        if entity.isAbstract && entity.subentities.isEmpty {
            report(.abstractWithoutSubentities(entity: entity.name), at: entity.sourceLocation)
        }
        if options.isEnabled(.maxPropertyCount) {
            let count = entity.allPropertyCount
            if count > options.maxPropertyCount {
                report(.tooManyProperties(entity: entity.name, count: count, limit: options.maxPropertyCount),
                       at: entity.sourceLocation)
            }
        }
    }

    mutating func lintProperty(_ property: PropertyDescription, of entity: EntityDescription) {
        switch property.kind {
        case .relationship(let relationship):
            lintRelationship(relationship, of: entity)
        case .attribute(let attribute):
            lintAttribute(attribute, of: entity)
        case .derivedAttribute(let attribute):
            lintAttribute(attribute, of: entity)
        case .compositeAttribute(let attribute):
            lintAttribute(attribute, of: entity)
        case .fetchedProperty:
            break
        }
    }

    mutating func lintAttribute(_ attribute: AttributeDescription, of entity: EntityDescription) {
        if attribute.isOptional, attribute.usesScalarValueType == true, attribute.defaultValue == nil,
           attribute.attributeType.hasScalarRepresentation,
           case .attribute = attribute.kind {
            report(.optionalScalarWithoutDefault(entity: entity.name, attribute: attribute.name,
                                                 type: attribute.attributeType.sourceName ?? "Undefined"), at: attribute.sourceLocation)
        }
        if let min = attribute.minValue, let max = attribute.maxValue,
           let low = min.numericValue, let high = max.numericValue, low > high {
            report(.minAboveMax(entity: entity.name, property: attribute.name, min: min.description, max: max.description),
                   at: attribute.sourceLocation)
        }
    }

    mutating func lintRelationship(_ relationship: RelationshipDescription, of entity: EntityDescription) {
        let location = relationship.sourceLocation
        let inverse = relationship.inverseRelationship
        let hasNamedInverse = !(relationship.inverseName ?? "").isEmpty
        if inverse == nil && !hasNamedInverse {
            if relationship.isToMany {
                report(.toManyWithoutInverse(entity: entity.name, relationship: relationship.name), at: location)
            } else {
                report(.toOneWithoutInverse(entity: entity.name, relationship: relationship.name), at: location)
            }
        }
        if let inverse, relationship.isTransient, !inverse.isTransient {
            report(.transientWithPersistentInverse(entity: entity.name, relationship: relationship.name,
                                                   inverseEntity: inverse.entity?.name ?? "?", inverse: inverse.name), at: location)
        }
        switch relationship.deleteRule {
        case .noAction:
            report(.noActionDeleteRule(entity: entity.name, relationship: relationship.name,
                                       destination: relationship.destinationEntity?.name ?? relationship.destinationEntityName), at: location)
        case .cascade:
            if let inverse, inverse.isToMany {
                report(.cascadeIntoShared(entity: entity.name, relationship: relationship.name,
                                          inverseEntity: inverse.entity?.name ?? "?", inverse: inverse.name), at: location)
            }
        case .deny:
            // Reported once per pair: on the side that sorts first.
            if let inverse, inverse.deleteRule == .deny {
                let inverseEntity = inverse.entity?.name ?? "?"
                if (entity.name, relationship.name) <= (inverseEntity, inverse.name) {
                    report(.denyBothWays(entity: entity.name, relationship: relationship.name,
                                         inverseEntity: inverseEntity, inverse: inverse.name), at: location)
                }
            }
        case .nullify:
            break
        }
        if relationship.maxCount > 0, relationship.minCount > relationship.maxCount {
            report(.minCountAboveMaxCount(entity: entity.name, relationship: relationship.name,
                                          min: relationship.minCount, max: relationship.maxCount), at: location)
        }
    }

    /// A relationship of an entity listed in a configuration must lead to an entity of the same
    /// configuration (each configuration is one store; relationships cannot cross stores).
    mutating func lintConfigurations(_ byName: [String: EntityDescription]) {
        for configuration in model.configurations where !configuration.entityNames.isEmpty {
            let members = Set(configuration.entityNames)
            var seen: Set<ObjectIdentifier> = []
            var listed: Set<String> = []
            for name in configuration.entityNames where listed.insert(name).inserted {
                guard let entity = byName[name] else { continue }
                for relationship in entity.relationships where seen.insert(ObjectIdentifier(relationship)).inserted {
                    let destination = relationship.destinationEntity?.name ?? relationship.destinationEntityName
                    if !members.contains(destination) {
                        report(.relationshipLeavesConfiguration(entity: entity.name, relationship: relationship.name,
                                                                destination: destination, configuration: configuration.name),
                               at: relationship.sourceLocation ?? configuration.sourceLocation)
                    }
                }
            }
        }
    }

    // MARK: CloudKit (Documentation/Formats.md "Model sources")

    /// Every entity when forced or when the model is marked `usedWithCloudKit`; otherwise the
    /// members of configurations marked `usedWithCloudKit`.
    func cloudKitEntities(_ byName: [String: EntityDescription]) -> Set<ObjectIdentifier> {
        if options.forcedGroups.contains(.cloudkit) || model.sourceInfo.usedWithCloudKit {
            return Set(model.entities.map(ObjectIdentifier.init))
        }
        var scope: Set<ObjectIdentifier> = []
        for configuration in model.configurations where configuration.usedWithCloudKit {
            for name in configuration.entityNames {
                if let entity = byName[name] { scope.insert(ObjectIdentifier(entity)) }
            }
        }
        return scope
    }

    mutating func lintCloudKit(_ entity: EntityDescription, checked: inout Set<ObjectIdentifier>) {
        for constraint in entity.uniquenessConstraints where !constraint.isEmpty {
            report(.cloudKitUniqueConstraint(entity: entity.name, properties: constraint.joined(separator: ", ")), at: entity.sourceLocation)
        }
        // Own properties, and inherited ones not already checked through their own entity.
        for property in entity.allProperties where checked.insert(ObjectIdentifier(property)).inserted {
            let owner = property.entity?.name ?? entity.name
            let location = property.sourceLocation
            switch property.kind {
            case .attribute(let attribute):
                lintCloudKitAttribute(attribute, owner: owner)
            case .derivedAttribute(let attribute):
                lintCloudKitAttribute(attribute, owner: owner)
            case .compositeAttribute(let attribute):
                lintCloudKitAttribute(attribute, owner: owner)
            case .relationship(let relationship):
                guard !relationship.isTransient else { continue }
                if !relationship.isOptional {
                    report(.cloudKitRequiredRelationship(entity: owner, relationship: relationship.name), at: location)
                }
                if relationship.inverseRelationship == nil && (relationship.inverseName ?? "").isEmpty {
                    report(.cloudKitMissingInverse(entity: owner, relationship: relationship.name), at: location)
                }
                if relationship.isOrdered {
                    report(.cloudKitOrderedRelationship(entity: owner, relationship: relationship.name), at: location)
                }
                if relationship.deleteRule == .deny {
                    report(.cloudKitDenyRule(entity: owner, relationship: relationship.name), at: location)
                }
            case .fetchedProperty:
                break
            }
        }
    }

    mutating func lintCloudKitAttribute(_ attribute: AttributeDescription, owner: String) {
        guard !attribute.isTransient else { return }
        let location = attribute.sourceLocation
        if attribute.attributeType == .undefined || attribute.attributeType == .objectID {
            report(.cloudKitAttributeType(entity: owner, attribute: attribute.name,
                                          type: attribute.attributeType == .undefined ? "Undefined" : "ObjectID"), at: location)
        }
        if !attribute.isOptional, attribute.defaultValue == nil, attribute.kind.derivedAttribute == nil {
            report(.cloudKitRequiredAttribute(entity: owner, attribute: attribute.name), at: location)
        }
    }

    // MARK: SwiftData

    mutating func lintSwiftData(_ entity: EntityDescription) {
        if let parent = entity.superentity {
            report(.swiftDataSubentity(entity: entity.name, parent: parent.name), at: entity.sourceLocation)
        } else if entity.isAbstract {
            report(.swiftDataAbstract(entity: entity.name), at: entity.sourceLocation)
        }
        for property in entity.properties {
            let location = property.sourceLocation
            switch property.kind {
            case .fetchedProperty:
                report(.swiftDataFetchedProperty(entity: entity.name, property: property.name), at: location)
            case .derivedAttribute:
                report(.swiftDataDerivedAttribute(entity: entity.name, attribute: property.name), at: location)
            case .attribute(let attribute) where attribute.attributeType == .undefined:
                report(.swiftDataUndefinedAttribute(entity: entity.name, attribute: property.name), at: location)
            case .relationship(let relationship) where relationship.isOrdered:
                report(.swiftDataOrderedRelationship(entity: entity.name, relationship: property.name), at: location)
            case .attribute, .compositeAttribute, .relationship:
                break
            }
        }
    }
}
