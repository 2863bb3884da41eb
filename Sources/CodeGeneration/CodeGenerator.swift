import CoreDataModel

/// Graph → the files Xcode's templates write for it (momc's `--action generate`).
package enum CodeGenerator {
    package struct Result: Sendable {
        /// In a stable order: per entity Class then Properties, then the model file.
        package var files: [GeneratedFile]
        /// Notes and warnings (an entity without a class, no entity to generate).
        package var diagnostics: [Diagnostic]
    }

    /// - Parameters:
    ///   - modelName: the base name of the `.xcdatamodeld` (or `.xcdatamodel`): names the model file.
    package static func generate(_ model: ManagedObjectModel, modelName: String, options: GenerationOptions = GenerationOptions()) -> Result {
        let era = options.era
        let selection = EntitySelection.jobs(in: model, choice: options.entities)
        let jobs = selection.jobs
        var diagnostics = selection.diagnostics
        if diagnostics.hasErrors { return Result(files: [], diagnostics: diagnostics) }
        guard !jobs.isEmpty else {
            // momc writes nothing at all then (rules_apple: "did not generate artifacts").
            diagnostics.append(.note("no entity to generate (none is marked Class Definition or Category/Extension, or none has a class name); no code generated (--all-entities generates every entity, as Create NSManagedObject Subclass… does)",
                                     at: model.sourceLocation))
            return Result(files: [], diagnostics: diagnostics)
        }
        var files: [GeneratedFile] = []
        switch model.sourceInfo.sourceLanguage ?? .swift {
        case .swift:
            let identifiable = era.swiftWritesIdentifiable && options.deploymentTargets.allowIdentifiable
            for job in jobs {
                if job.kind == .classDefinition { files.append(SwiftClassFile.file(job, era: era)) }
                // A subclass inherits the conformance; declaring it again does not compile.
                files.append(SwiftPropertiesFile.file(job, era: era, identifiable: identifiable && UnverifiedChoices.writesIdentifiable(job.entity)))
            }
            files.append(SwiftModelFile.file(modelName: modelName, era: era))
        case .objectiveC:
            let generatedClasses = Set(jobs.filter { $0.kind == .classDefinition }.map(\.entity.name))
            for job in jobs {
                if job.kind == .classDefinition {
                    files += [ObjectiveCClassFiles.header(job, generatedClasses: generatedClasses), ObjectiveCClassFiles.implementation(job)]
                }
                files += [ObjectiveCPropertiesFiles.header(job, era: era), ObjectiveCPropertiesFiles.implementation(job, era: era)]
            }
            files.append(ObjectiveCModelFile.file(modelName: modelName, jobs: jobs))
        }
        return Result(files: files, diagnostics: diagnostics)
    }
}
