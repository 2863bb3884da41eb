import ArgumentParser
import CodeGeneration
import ModelCompiler

/// modelc's own code-generation options (momc has none of them).
struct CodeGenerationOptions: ParsableArguments {
    @Option(name: .customLong("xcode-version"),
            help: ArgumentHelp("Code generation: write the files this Xcode writes (default \(XcodeVersion.newest)).", valueName: "X.Y"))
    var xcodeVersion: String?

    @Flag(name: .customLong("all-entities"),
          help: "Code generation: every entity gets Class and Properties files, whatever its Codegen setting (Xcode's Create NSManagedObject Subclass…).")
    var allEntities = false

    @Option(name: .customLong("entity"), help: ArgumentHelp("Code generation: only this entity, as a class (repeatable).", valueName: "name"))
    var entities: [String] = []

    func validate() throws {
        if let xcodeVersion {
            guard let version = XcodeVersion(xcodeVersion) else {
                throw ValidationError("--xcode-version takes X.Y (for example 12.4), not '\(xcodeVersion)'")
            }
            guard version >= XcodeVersion.oldestSupported else {
                throw ValidationError("--xcode-version \(xcodeVersion): code generation starts with Xcode \(XcodeVersion.oldestSupported)")
            }
        }
    }

    func options(momc: MomcOptions) -> GenerateOptions {
        var options = GenerateOptions()
        options.dryRun = momc.dryRun
        if let xcodeVersion, let version = XcodeVersion(xcodeVersion) { options.generation.xcodeVersion = version }
        options.generation.swiftVersion = momc.swiftVersion
        options.generation.allEntities = allEntities
        options.generation.entityNames = entities
        var targets: [String: String] = [:]
        for target in momc.deploymentTargets {
            let parts = target.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { targets[parts[0]] = parts[1] }
        }
        options.generation.deploymentTargets = DeploymentTargets(targets)
        return options
    }
}
