import CoreDataModel

/// One entity to write code for, and what to write.
struct EntityJob {
    var entity: EntityDescription
    var kind: CodeGenerationKind
    var names: ClassNames
}

/// Which entities get files (see `EntityChoice`), in the model's entity order, each with a class
/// name to write.
enum EntitySelection {
    struct Outcome {
        var jobs: [EntityJob] = []
        var diagnostics: [Diagnostic] = []
    }

    static func jobs(in model: ManagedObjectModel, choice: EntityChoice) -> Outcome {
        var outcome = Outcome()
        let marksNone = model.entities.allSatisfy { CodeGenerationKind(of: $0) == .manual }
        for entity in model.entities {
            guard let kind = kind(of: entity, choice: choice, modelMarksNone: marksNone) else { continue }
            guard let names = ClassNames(entity: entity) else {
                outcome.diagnostics.append(.warning("entity '\(entity.name)' has no class name (representedClassName); no code generated for it",
                                                    at: entity.sourceLocation ?? model.sourceLocation))
                continue
            }
            outcome.jobs.append(EntityJob(entity: entity, kind: kind, names: names))
        }
        if marksNone, choice == .markedElseEveryEntity, !outcome.jobs.isEmpty {
            outcome.diagnostics.append(.note("no entity is marked Class Definition or Category/Extension; generating every entity, as Xcode's Create NSManagedObject Subclass… does (momc, and --marked-only, generate none)",
                                             at: model.sourceLocation))
        }
        return outcome
    }

    /// What to write for one entity, or nil for nothing.
    private static func kind(of entity: EntityDescription, choice: EntityChoice, modelMarksNone: Bool) -> CodeGenerationKind? {
        switch choice {
        case .everyEntity:
            return .classDefinition
        case .markedElseEveryEntity where modelMarksNone:
            return .classDefinition
        case .marked, .markedElseEveryEntity:
            let marked = CodeGenerationKind(of: entity)
            return marked == .manual ? nil : marked
        case .named(let names):
            return names.contains(entity.name) ? .classDefinition : nil
        }
    }
}
