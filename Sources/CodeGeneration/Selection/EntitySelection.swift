import CoreDataModel

/// One entity to write code for, and what to write.
struct EntityJob {
    var entity: EntityDescription
    var kind: CodeGenerationKind
    var names: ClassNames
}

/// Which entities get files: those marked Class Definition or Category/Extension (or all, for the
/// editor command), in the model's entity order, each with a class name to write.
enum EntitySelection {
    static func jobs(in model: ManagedObjectModel, options: GenerationOptions) -> (jobs: [EntityJob], skipped: [Diagnostic]) {
        var jobs: [EntityJob] = []
        var skipped: [Diagnostic] = []
        for entity in model.entities {
            if !options.entityNames.isEmpty, !options.entityNames.contains(entity.name) { continue }
            var kind = CodeGenerationKind(of: entity)
            if options.allEntities || !options.entityNames.isEmpty { kind = .classDefinition }
            guard kind != .manual else { continue }
            guard let names = ClassNames(entity: entity) else {
                skipped.append(.warning("entity '\(entity.name)' has no class name (representedClassName); no code generated for it",
                                        at: entity.sourceLocation ?? model.sourceLocation))
                continue
            }
            jobs.append(EntityJob(entity: entity, kind: kind, names: names))
        }
        return (jobs, skipped)
    }
}
