import CoreDataModel

/// Writes one `<entity>` and everything inside it (the mirror of `EntityReader`), children in
/// Xcode's order: attributes, relationships, fetched properties, fetch indexes, compound indexes,
/// uniqueness constraints, user info. Properties keep the graph's order within each kind.
enum EntityWriter {
    static func write(_ entity: EntityDescription, in context: WritingContext) {
        var written: [(String, String)] = [("name", entity.name)]
        if let className = entity.managedObjectClassName, !className.isEmpty { written.append(("representedClassName", className)) }
        if let parent = entity.superentity?.name ?? entity.superentityName, !parent.isEmpty { written.append(("parentEntity", parent)) }
        if entity.isAbstract { written.append(("isAbstract", "YES")) }
        if let identifier = entity.renamingIdentifier, !identifier.isEmpty, identifier != entity.name {
            written.append(("elementID", identifier))
        }
        if let modifier = entity.versionHashModifier, !modifier.isEmpty { written.append(("versionHashModifier", modifier)) }
        if UnverifiedChoices.entitySyncable { written.append(("syncable", "YES")) }
        if let codegen = entity.codeGenerationType { written.append(("codeGenerationType", codegen.sourceName)) }

        context.xml.element("entity", written) {
            for case let attribute as AttributeDescription in entity.properties {
                AttributeWriter.write(attribute, owner: entity.name, in: context)
            }
            for case let relationship as RelationshipDescription in entity.properties {
                RelationshipWriter.write(relationship, entity: entity.name, in: context)
            }
            for case let fetched as FetchedPropertyDescription in entity.properties {
                FetchRequestWriter.writeFetchedProperty(fetched, entity: entity.name, in: context)
            }
            for index in entity.fetchIndexes { IndexWriter.writeFetchIndex(index, in: context) }
            IndexWriter.writeNameGroups(entity.compoundIndexes, container: "compoundIndexes", group: "compoundIndex",
                                        member: "index", in: context)
            IndexWriter.writeNameGroups(entity.uniquenessConstraints, container: "uniquenessConstraints",
                                        group: "uniquenessConstraint", member: "constraint", in: context)
            UserInfoWriter.write(entity.userInfo, in: context)
        }
    }
}
