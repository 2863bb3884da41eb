import ArgumentParser
import CodeGeneration
import CompiledModel
import ModelCompiler

/// modelc's own code-generation options (momc has none of them).
struct CodeGenerationOptions: ParsableArguments {
    @Option(name: .customLong("xcode-version"),
            help: ArgumentHelp("Write what this Xcode writes: compiled files byte for byte as its momc (\(ArchiveLayout.knownVersions.joined(separator: ", ")); default \(ArchiveLayout.newest.xcodeVersion)), generated code as its templates (default \(XcodeVersion.newest)).", valueName: "X.Y"))
    var xcodeVersion: String?

    @Flag(name: .customLong("all-entities"),
          help: "Code generation: every entity gets Class and Properties files, whatever its Codegen setting (Xcode's Create NSManagedObject Subclass…).")
    var allEntities = false

    @Option(name: .customLong("entity"), help: ArgumentHelp("Code generation: only this entity, as a class (repeatable).", valueName: "name"))
    var entities: [String] = []

    @Flag(name: .customLong("marked-only"),
          help: "Code generation as momc: only entities marked Class Definition or Category/Extension, so a model that marks none gets no files (the default when run as momc; without it modelc generates such a model whole).")
    var markedOnly = false

    func validate() throws {
        if [allEntities, markedOnly, !entities.isEmpty].filter({ $0 }).count > 1 {
            throw ValidationError("choose one of --all-entities, --entity and --marked-only")
        }
        if let xcodeVersion {
            guard let version = XcodeVersion(xcodeVersion) else {
                throw ValidationError("--xcode-version takes X.Y (for example 12.4), not '\(xcodeVersion)'")
            }
            guard version >= XcodeVersion.oldestSupported else {
                throw ValidationError("--xcode-version \(xcodeVersion): code generation starts with Xcode \(XcodeVersion.oldestSupported)")
            }
        }
    }

    /// - Parameter unmarkedModels: what a model that marks no entity gets when no option says:
    ///   `.marked` (nothing) run as momc, `.markedElseEveryEntity` run as modelc.
    func options(momc: MomcOptions, unmarkedModels: EntityChoice) -> GenerateOptions {
        var options = GenerateOptions()
        options.dryRun = momc.dryRun
        if let xcodeVersion, let version = XcodeVersion(xcodeVersion) { options.generation.xcodeVersion = version }
        options.generation.swiftVersion = momc.swiftVersion
        options.generation.entities = entityChoice(default: unmarkedModels)
        var targets: [String: String] = [:]
        for target in momc.deploymentTargets {
            let parts = target.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { targets[parts[0]] = parts[1] }
        }
        options.generation.deploymentTargets = DeploymentTargets(targets)
        return options
    }

    private func entityChoice(default choice: EntityChoice) -> EntityChoice {
        if !entities.isEmpty { return .named(entities) }
        if allEntities { return .everyEntity }
        if markedOnly { return .marked }
        return choice
    }
}
