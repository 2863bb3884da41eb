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
        if let unknown = unknownNames(in: model, choice: choice) {
            outcome.diagnostics.append(unknown)
            return outcome
        }
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

    /// An error naming the entities `--entity` asked for that the model does not have, with the
    /// names it does have (a typo would otherwise generate nothing and pass).
    private static func unknownNames(in model: ManagedObjectModel, choice: EntityChoice) -> Diagnostic? {
        guard case .named(let names) = choice else { return nil }
        let known = model.entities.map(\.name)
        let unknown = names.filter { !known.contains($0) }
        guard !unknown.isEmpty else { return nil }
        let listed = unknown.map { "'\($0)'" }.joined(separator: ", ")
        let choices = known.isEmpty ? "the model has no entities" : "its entities are " + known.sorted(by: utf16Precedes).joined(separator: ", ")
        return .error("no entity named \(listed) in the model; \(choices)", at: model.sourceLocation)
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
