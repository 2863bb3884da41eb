import ArgumentParser
import CoreDataModel
import ModelCompiler

/// momc's compile options that matter only for compatibility (Linux has no SDK), plus modelc's
/// build-integration options.
struct MomcOptions: ParsableArguments {
    enum Action: String, ExpressibleByArgument, CaseIterable {
        case compile, generate
    }

    @Option(name: .customLong("sdkroot"), help: ArgumentHelp("Accepted for momc compatibility; ignored.", valueName: "path"))
    var sdkRoot: String?

    @Option(name: .customLong("deployment-target"),
            help: ArgumentHelp("""
                momc's --<platform>-deployment-target VERSION (\(MomcArguments.knownPlatforms.joined(separator: ", "))), \
                also written platform=version. The compiled model does not depend on it; generated Swift code does: \
                entities conform to Identifiable only when every given platform's version has it. Repeatable.
                """, valueName: "platform=version"))
    var deploymentTargets: [String] = []

    @Option(name: .customLong("module"), help: "Module that '.Class' names resolve into (Xcode's Current Product Module).")
    var module: String?

    @Option(name: .customLong("action"), help: "compile (the default), or generate: write the NSManagedObject classes Xcode generates into DESTINATION (a directory).")
    var action: Action = .compile

    @Option(name: .customLong("swift-version"), help: ArgumentHelp("Code generation: the Swift language version (accepted; no template depends on it).", valueName: "version"))
    var swiftVersion: String?

    @Flag(name: .customLong("dry-run"), help: "Code generation: print the absolute path of every file it would write, one per line; write nothing.")
    var dryRun = false

    @Flag(name: .customLong("dump-models"), help: ArgumentHelp("Listed in old momc usage lines; accepted and ignored.", visibility: .hidden))
    var dumpModels = false

    @Option(name: .customLong("platform"), help: ArgumentHelp("Legacy -MOMC_PLATFORMS; accepted and ignored.", visibility: .hidden))
    var platforms: [String] = []

    @Option(name: .customLong("dependency-file"), help: ArgumentHelp("Write a Make/Ninja depfile listing every file the output depends on.", valueName: "path"))
    var dependencyFile: String?

    @Flag(name: .customLong("no-checksum-notes"), help: "Do not print Xcode 15's 'note: Model V version checksum: …' lines.")
    var noChecksumNotes = false

    func validate() throws {
        for target in deploymentTargets {
            guard let equals = target.firstIndex(of: "=") else {
                throw ValidationError("--deployment-target takes platform=version, not '\(target)'")
            }
            let platform = String(target[..<equals])
            guard MomcArguments.knownPlatforms.contains(platform.lowercased()) else {
                let suggestion = NameSuggestion.nearest(to: platform, among: MomcArguments.knownPlatforms).map { "did you mean '--\($0)-deployment-target'? " } ?? ""
                throw ValidationError("unknown platform '\(platform)' in --\(platform)-deployment-target; \(suggestion)known platforms: \(MomcArguments.knownPlatforms.joined(separator: ", "))")
            }
        }
    }

    func apply(to options: inout CompileOptions) {
        options.moduleName = module
        options.sdkRoot = sdkRoot
        options.dependencyFile = dependencyFile
        options.emitChecksumNotes = !noChecksumNotes
        for target in deploymentTargets {
            let parts = target.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { options.deploymentTargets[parts[0]] = parts[1] }
        }
    }
}
