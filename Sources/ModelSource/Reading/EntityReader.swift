import CoreDataModel

/// Reads one `<entity>` and everything inside it.
enum EntityReader {
    /// Consumes the `<entity>` just started. An entity without a name is reported and its content
    /// skipped; properties that cannot be built are reported and left out.
    static func read(_ element: XMLElement, in context: ReadingContext) throws -> EntityDescription? {
        guard let name = context.name(of: element) else {
            context.report(.entityWithoutName, at: element)
            return nil
        }
        let entity = EntityDescription(name: name)
        entity.sourceLocation = context.location(element)
        if let className = element[SourceAttribute.representedClassName] { entity.managedObjectClassName = className }
        if let parent = element[SourceAttribute.parentEntity], !parent.isEmpty { entity.superentityName = parent }
        entity.isAbstract = element.flag(SourceAttribute.isAbstract)
        if let identifier = element[SourceAttribute.elementID], !identifier.isEmpty { entity.renamingIdentifier = identifier }
        if let modifier = element[SourceAttribute.versionHashModifier], !modifier.isEmpty { entity.versionHashModifier = modifier }
        if let codegen = element[SourceAttribute.codeGenerationType], !codegen.isEmpty {
            entity.codeGenerationType = CodeGenerationType(sourceName: codegen)
            if entity.codeGenerationType == nil { context.report(.unknownCodeGenerationType(owner: name, value: codegen), at: element) }
        }

        try context.xml.forEachChild { child in
            switch child.name {
            case SourceElement.attribute:
                if let attribute = try AttributeReader.read(child, owner: name, in: context) {
                    entity.addProperty(attribute)
                }
            case SourceElement.relationship:
                if let relationship = try RelationshipReader.read(child, entity: name, in: context) {
                    entity.addProperty(relationship)
                }
            case SourceElement.fetchedProperty:
                if let fetched = try FetchRequestReader.readFetchedProperty(child, entity: name, in: context) {
                    entity.addProperty(fetched)
                }
            case SourceElement.fetchIndex:
                if let index = try IndexReader.readFetchIndex(child, entity: name, in: context) {
                    entity.fetchIndexes.append(index)
                }
            case SourceElement.compoundIndexes:
                entity.compoundIndexes += try IndexReader.readNameGroups(group: SourceElement.compoundIndex, member: SourceElement.index, in: context)
            case SourceElement.uniquenessConstraints:
                entity.uniquenessConstraints += try IndexReader.readNameGroups(
                    group: SourceElement.uniquenessConstraint, member: SourceElement.constraint, in: context)
            case SourceElement.userInfo:
                UserInfoReader.add(try UserInfoReader.read(in: context), to: &entity.userInfo, order: &entity.userInfoKeyOrder)
            default:
                context.report(.unknownElement(name: child.name, parent: SourceElement.entity), at: child)
            }
        }
        return entity
    }
}
