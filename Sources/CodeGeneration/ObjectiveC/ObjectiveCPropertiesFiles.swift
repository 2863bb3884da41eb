import CoreDataModel

/// `<Class>+CoreDataProperties.h` / `.m`: the `CoreDataProperties` category with `fetchRequest`,
/// one `@property` per own property, the `CoreDataGeneratedAccessors` category, and `@dynamic`.
enum ObjectiveCPropertiesFiles {
    static func header(_ job: EntityJob, era: TemplateEra) -> GeneratedFile {
        let name = job.names.propertiesFileBase + ".h"
        let className = job.names.className
        var text = FileHeader.block(fileName: name)
        let imported = job.kind == .classDefinition ? job.names.classFileBase : UnverifiedChoices.objectiveCCategoryImport(className)
        text += "#import \"\(imported).h\"\n\n\n"
        text += "NS_ASSUME_NONNULL_BEGIN\n\n"
        text += "@interface \(className) (CoreDataProperties)\n\n"
        text += "+ (NSFetchRequest<\(className) *> *)fetchRequest\(era.objectiveCWritesSwiftName ? " NS_SWIFT_NAME(fetchRequest())" : "");\n\n"
        let properties = PropertyOrder.ownProperties(of: job.entity)
        for property in properties {
            text += ObjectiveCProperty.of(property).line(property.name) + "\n"
        }
        text += "\n@end\n\n"
        let toMany = PropertyOrder.toManyRelationships(of: job.entity)
        if !toMany.isEmpty {
            text += "@interface \(className) (CoreDataGeneratedAccessors)\n\n"
            text += toMany.map(accessors).joined(separator: "\n")
            text += "\n@end\n\n"
        }
        text += "NS_ASSUME_NONNULL_END\n"
        return GeneratedFile(name: name, contents: text)
    }

    static func implementation(_ job: EntityJob, era: TemplateEra) -> GeneratedFile {
        let name = job.names.propertiesFileBase + ".m"
        let className = job.names.className
        var text = FileHeader.block(fileName: name)
        text += "#import \"\(job.names.propertiesFileBase).h\"\n\n"
        text += "@implementation \(className) (CoreDataProperties)\n\n"
        text += "+ (NSFetchRequest<\(className) *> *)fetchRequest {\n"
        let entityName = "@\"\(SwiftPropertiesFile.swiftStringLiteral(job.names.entityName))\""
        text += era.objectiveCAllocatesFetchRequest ? "\treturn [[NSFetchRequest alloc] initWithEntityName:\(entityName)];\n"
            : "\treturn [NSFetchRequest fetchRequestWithEntityName:\(entityName)];\n"
        text += "}\n\n"
        let properties = PropertyOrder.ownProperties(of: job.entity)
        for property in properties { text += "@dynamic \(property.name);\n" }
        text += "\n@end\n"
        return GeneratedFile(name: name, contents: text)
    }

    /// One relationship's KVC mutators, a line each.
    static func accessors(_ relationship: RelationshipDescription) -> String {
        let name = PropertyOrder.capitalized(relationship.name)
        let destination = SwiftTypeMapping.destinationClass(relationship)
        var lines: [String] = []
        if relationship.isOrdered {
            lines += [
                "- (void)insertObject:(\(destination) *)value in\(name)AtIndex:(NSUInteger)idx;",
                "- (void)removeObjectFrom\(name)AtIndex:(NSUInteger)idx;",
                "- (void)insert\(name):(NSArray<\(destination) *> *)value atIndexes:(NSIndexSet *)indexes;",
                "- (void)remove\(name)AtIndexes:(NSIndexSet *)indexes;",
                "- (void)replaceObjectIn\(name)AtIndex:(NSUInteger)idx withObject:(\(destination) *)value;",
                "- (void)replace\(name)AtIndexes:(NSIndexSet *)indexes with\(name):(NSArray<\(destination) *> *)values;",
            ]
        }
        let collection = "\(relationship.isOrdered ? "NSOrderedSet" : "NSSet")<\(destination) *>"
        lines += [
            "- (void)add\(name)Object:(\(destination) *)value;",
            "- (void)remove\(name)Object:(\(destination) *)value;",
            "- (void)add\(name):(\(collection) *)values;",
            "- (void)remove\(name):(\(collection) *)values;",
        ]
        return lines.map { $0 + "\n" }.joined()
    }
}
