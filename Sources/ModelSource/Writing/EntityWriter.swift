import CoreDataModel

/// Writes one `<entity>` and everything inside it (the mirror of `EntityReader`), children in
/// Xcode's order: attributes, relationships, fetched properties, fetch indexes, compound indexes,
/// uniqueness constraints, user info. Properties keep the graph's order within each kind.
enum EntityWriter {
    static func write(_ entity: EntityDescription, in context: WritingContext) {
        var written: [(SourceAttribute, String)] = [(SourceAttribute.name, entity.name)]
        if let className = entity.managedObjectClassName { written.append((SourceAttribute.representedClassName, className)) }
        if let parent = entity.superentity?.name ?? entity.superentityName, !parent.isEmpty { written.append((SourceAttribute.parentEntity, parent)) }
        if entity.isAbstract { written.append((SourceAttribute.isAbstract, "YES")) }
        if let identifier = entity.renamingIdentifier, !identifier.isEmpty, identifier != entity.name {
            written.append((SourceAttribute.elementID, identifier))
        }
        if let modifier = entity.versionHashModifier, !modifier.isEmpty { written.append((SourceAttribute.versionHashModifier, modifier)) }
        if UnverifiedChoices.entitySyncable { written.append((SourceAttribute.syncable, "YES")) }
        if let codegen = entity.codeGenerationType { written.append((SourceAttribute.codeGenerationType, codegen.sourceName)) }

        context.xml.element(SourceElement.entity, written) {
            for attribute in entity.properties.compactMap(\.kind.attribute) {
                AttributeWriter.write(attribute, owner: entity.name, in: context)
            }
            for relationship in entity.properties.compactMap(\.kind.relationship) {
                RelationshipWriter.write(relationship, entity: entity.name, in: context)
            }
            for fetched in entity.properties.compactMap(\.kind.fetchedProperty) {
                FetchRequestWriter.writeFetchedProperty(fetched, entity: entity.name, in: context)
            }
            for index in entity.fetchIndexes { IndexWriter.writeFetchIndex(index, in: context) }
            IndexWriter.writeNameGroups(entity.compoundIndexes, container: SourceElement.compoundIndexes, group: SourceElement.compoundIndex,
                                        member: SourceElement.index, in: context)
            IndexWriter.writeNameGroups(entity.uniquenessConstraints, container: SourceElement.uniquenessConstraints,
                                        group: SourceElement.uniquenessConstraint, member: SourceElement.constraint, in: context)
            UserInfoWriter.write(entity.userInfo, order: entity.userInfoKeyOrder, in: context)
        }
    }
}
