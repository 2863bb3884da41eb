import CoreDataModel
import FoundationEssentials
import HostSystem

/// The whole model graph as a `DumpValue` tree: every entity, property (with every field),
/// fetch request and configuration, in model order. Dictionaries (user info) are sorted by key so
/// the output is stable.
public enum ModelDump {
    public static func tree(of model: ManagedObjectModel, name: String? = nil) -> DumpValue {
        let (skeleton, entities) = document(of: model, name: name, listIndex: 0)
        return DumpDocument(skeleton: skeleton, lists: [entities]).materialized()
    }

    /// The tree of `model` with its entity list deferred: `DeferredList.marker(listIndex)` stands
    /// where the list goes.
    static func document(of model: ManagedObjectModel, name: String?, listIndex: Int) -> (skeleton: DumpValue, entities: DeferredList) {
        let entities = entityList(of: model)
        var members: [(String, DumpValue)] = []
        if let name { members.append(("name", .string(name))) }
        members.append(("versionIdentifiers", .list(model.versionIdentifiers.sorted().map(DumpValue.string))))
        members.append(("versionChecksum", .string(entities.checksum)))
        members.append(("entityCount", .integer(model.entities.count)))
        members.append(("entities", DeferredList.marker(listIndex, count: entities.list.count)))
        members.append(("fetchRequests", .list(model.fetchRequestTemplates.map(fetchRequestTree))))
        members.append(("configurations", .list(model.configurations.map { configuration in
            .object([
                ("name", .string(configuration.name)),
                ("usedWithCloudKit", .boolean(configuration.usedWithCloudKit)),
                ("entities", .list(configuration.entityNames.map(DumpValue.string))),
            ])
        })))
        if !model.localizationDictionary.isEmpty {
            members.append(("localization", dictionary(model.localizationDictionary)))
        }
        return (.object(members), entities.list)
    }

    /// The model's entity list, each entity's tree made when it is written, and the model's
    /// checksum. Every hash is worked out first (the checksum comes before the entities), a large
    /// model's two halves side by side, each with its own hasher; the half's trees are then made
    /// with that hasher, which already knows their hashes. A hash depends only on the resolved
    /// graph, which making a tree only reads.
    private static func entityList(of model: ManagedObjectModel) -> (list: DeferredList, checksum: String) {
        let entities = model.entities
        let split = VersionParallelism.entitySplit(of: model)
        let middle = split ?? entities.count
        func hashes(_ part: ArraySlice<EntityDescription>) -> VersionHasher {
            // A model not worth splitting has an empty second half, which needs no tables.
            var hasher = part.isEmpty ? VersionHasher() : VersionHasher(reservingCapacityFor: model, keepingEveryPropertyHash: true)
            hasher.hashEntities(part)
            for entity in part {
                for property in entity.properties { _ = hasher.memoizedHash(of: property) }
            }
            return hasher
        }
        let (first, second) = SideBySide.both(concurrently: split != nil,
                                                      { hashes(entities[..<middle]) }, { hashes(entities[middle...]) })
        var all = first
        all.absorb(second)
        let list = DeferredList(count: entities.count, split: split) { start in
            var hasher = start < middle ? first : second
            return { index in entityTree(entities[index], hasher: &hasher) }
        }
        return (list, all.checksum(of: model))
    }

    static func entityTree(_ entity: EntityDescription, hasher: inout VersionHasher) -> DumpValue {
        var members: [(String, DumpValue)] = [
            ("name", .string(entity.name)),
            ("className", optional(entity.managedObjectClassName)),
            ("abstract", .boolean(entity.isAbstract)),
            ("parent", optional(entity.superentity?.name ?? entity.superentityName)),
            ("subentities", .list(entity.subentities.map { .string($0.name) })),
            ("renamingIdentifier", .string(entity.effectiveRenamingIdentifier)),
            ("versionHashModifier", optional(entity.versionHashModifier)),
            ("versionHash", .string(Data(hasher.hash(of: entity)).base64EncodedString())),
            ("userInfo", dictionary(entity.userInfo)),
            ("uniquenessConstraints", .list(entity.uniquenessConstraints.map { .list($0.map(DumpValue.string)) })),
            ("compoundIndexes", .list(entity.compoundIndexes.map { .list($0.map(DumpValue.string)) })),
            ("fetchIndexes", .list(entity.fetchIndexes.map(fetchIndexTree))),
            ("propertyCount", .integer(entity.properties.count)),
            ("attributeCount", .integer(entity.properties.count { $0.kind.attribute != nil })),
            ("relationshipCount", .integer(entity.properties.count { $0.kind.relationship != nil })),
            ("fetchedPropertyCount", .integer(entity.properties.count { $0.kind.fetchedProperty != nil })),
        ]
        members.append(("properties", .list(entity.properties.map { propertyTree($0, hasher: &hasher) })))
        return .object(members)
    }

    static func propertyTree(_ property: PropertyDescription, hasher: inout VersionHasher) -> DumpValue {
        var members: [(String, DumpValue)] = [
            ("name", .string(property.name)),
            ("kind", .string(property.kindName)),
            ("optional", .boolean(property.isOptional)),
            ("transient", .boolean(property.isTransient)),
            ("readOnly", .boolean(property.isReadOnly)),
            ("indexedBySpotlight", .boolean(property.isIndexedBySpotlight)),
            ("storedInExternalRecord", .boolean(property.isStoredInExternalRecord)),
            ("renamingIdentifier", .string(property.effectiveRenamingIdentifier)),
            ("versionHashModifier", optional(property.versionHashModifier)),
            ("versionHash", .string(Data(hasher.memoizedHash(of: property)).base64EncodedString())),
            ("userInfo", dictionary(property.userInfo)),
        ]
        if !property.validationRules.isEmpty {
            members.append(("validation", .list(property.validationRules.map { rule in
                .object([("predicate", .string(PredicateFormatting.display(rule.predicate, as: .predicate) ?? rule.predicate)), ("warning", .string(rule.warning.description))])
            })))
        }
        switch property.kind {
        case .attribute(let attribute):
            members += attributeMembers(attribute)
        case .derivedAttribute(let derived):
            members += attributeMembers(derived)
            members.append(("derivationExpression", .string(DerivationFormat.canonical(derived.derivationExpression))))
            members.append(("filteringPredicate", optional(PredicateFormatting.display(derived.filteringPredicate, as: .predicate))))
        case .compositeAttribute(let composite):
            members += attributeMembers(composite)
            members.append(("composite", .string(composite.compositeName)))
            members.append(("elements", .list(composite.elements.map { propertyTree($0, hasher: &hasher) })))
        case .relationship(let relationship):
            members += [
                ("destination", .string(relationship.destinationEntity?.name ?? relationship.destinationEntityName)),
                ("inverse", optional(relationship.inverseRelationship.map { "\($0.entity?.name ?? "?").\($0.name)" }
                    ?? relationship.inverseName.map { "\(relationship.inverseEntityName ?? relationship.destinationEntityName).\($0)" })),
                ("toMany", .boolean(relationship.isToMany)),
                ("minCount", .integer(relationship.minCount)),
                ("maxCount", .integer(relationship.maxCount)),
                ("deleteRule", .string(relationship.deleteRule.sourceName)),
                ("ordered", .boolean(relationship.isOrdered)),
                ("indexed", .boolean(relationship.isIndexed)),
            ]
        case .fetchedProperty(let fetched):
            members.append(("fetchRequest", fetchRequestTree(fetched.fetchRequest)))
        }
        return .object(members)
    }

    /// The members every attribute kind shares; the kinds add theirs after these.
    static func attributeMembers(_ attribute: AttributeDescription) -> [(String, DumpValue)] {
        [
            ("type", .string(attribute.attributeType.sourceName ?? "Undefined")),
            ("typeCode", .integer(attribute.attributeType.rawValue)),
            ("valueClassName", optional(attribute.attributeValueClassName)),
            ("defaultValue", value(attribute.defaultValue)),
            ("minValue", value(attribute.minValue)),
            ("maxValue", value(attribute.maxValue)),
            ("regularExpression", optional(attribute.regularExpression)),
            ("valueTransformerName", optional(attribute.valueTransformerName)),
            ("allowsExternalBinaryDataStorage", .boolean(attribute.allowsExternalBinaryDataStorage)),
            ("preservesValueInHistoryOnDeletion", .boolean(attribute.preservesValueInHistoryOnDeletion)),
            ("allowsCloudEncryption", .boolean(attribute.allowsCloudEncryption)),
            ("indexed", .boolean(attribute.isIndexed)),
        ]
    }

    static func fetchRequestTree(_ request: FetchRequest) -> DumpValue {
        .object([
            ("name", .string(request.name)),
            ("entity", .string(request.entity?.name ?? request.entityName)),
            ("predicate", optional(PredicateFormatting.display(request.predicate, as: .predicate))),
            ("fetchLimit", .integer(request.fetchLimit)),
            ("fetchOffset", .integer(request.fetchOffset)),
            ("fetchBatchSize", .integer(request.fetchBatchSize)),
            ("resultType", .integer(request.resultType.rawValue)),
            ("includesSubentities", .boolean(request.includesSubentities)),
            ("includesPropertyValues", .boolean(request.includesPropertyValues)),
            ("returnsObjectsAsFaults", .boolean(request.returnsObjectsAsFaults)),
            ("includesPendingChanges", .boolean(request.includesPendingChanges)),
            ("returnsDistinctResults", .boolean(request.returnsDistinctResults)),
        ])
    }

    static func fetchIndexTree(_ index: FetchIndexDescription) -> DumpValue {
        .object([
            ("name", .string(index.name)),
            ("partialIndexPredicate", optional(PredicateFormatting.display(index.partialIndexPredicate, as: .predicate))),
            ("elements", .list(index.elements.map { element in
                var members: [(String, DumpValue)] = []
                switch element.target {
                case .property(let name):
                    members.append(("property", .string(name)))
                case .expression(let text, let type):
                    members.append(("expression", .string(text)))
                    members.append(("expressionType", .string(type.sourceName ?? "Undefined")))
                }
                members.append(("collation", .string(element.collationType == .binary ? "Binary" : "RTree")))
                members.append(("ascending", .boolean(element.isAscending)))
                return .object(members)
            })),
        ])
    }

    static func optional(_ text: String?) -> DumpValue {
        text.map(DumpValue.string) ?? .null
    }

    static func dictionary(_ entries: [String: String]) -> DumpValue {
        .object(entries.keys.sorted().map { ($0, .string(entries[$0] ?? "")) })
    }

    static func value(_ value: AttributeValue?) -> DumpValue {
        guard let value else { return .null }
        switch value {
        case .integer(let number): return .integer(Int(number))
        case .boolean(let flag): return .boolean(flag)
        case .real(let number): return .real(number)
        default: return .string(value.description)
        }
    }
}
