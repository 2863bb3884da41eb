import ArgumentParser
import CompiledModel
import FoundationEssentials
import HostSystem
import ModelCompiler

/// `modelc mapc SOURCE.xcmappingmodel DEST.cdm`, and modelc run by the name `mapc` (a symlink):
/// Xcode's mapping model compiler's command line, for build systems that call `mapc` by name
/// (swift-build, rules_apple, CocoaPods resource scripts).
struct MapcCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mapc",
        abstract: "Compile a Core Data mapping model (.xcmappingmodel) into a .cdm, like Xcode's mapc.",
        discussion: """
            DESTINATION is the .cdm path, or a directory (ending in '/' or existing) to receive <Name>.cdm. \
            The models the mapping connects are read from the snapshots Xcode embeds in the mapping model.
            """,
        version: ModelcVersion.description
    )

    @Flag(name: .customLong("mapc-no-warnings"), help: "Suppress all warnings (mapc's MAPC_NO_WARNINGS).")
    var noWarnings = false

    @Option(name: .customLong("sdkroot"), help: ArgumentHelp("Accepted for mapc compatibility; ignored.", valueName: "path"))
    var sdkRoot: String?

    @Option(name: .customLong("deployment-target"),
            help: ArgumentHelp("mapc's --<platform>-deployment-target VERSION, written platform=version; accepted and ignored.",
                               valueName: "platform=version"))
    var deploymentTargets: [String] = []

    @Option(name: .customLong("module"), help: "Module that a '.Policy' migration policy class name resolves into (Xcode's MAPC_MODULE).")
    var module: String?

    @Option(name: .customLong("xcode-version"),
            help: ArgumentHelp("Write the .cdm byte for byte as this Xcode's mapc (\(ArchiveLayout.knownVersions.joined(separator: ", ")); default \(ArchiveLayout.newest.xcodeVersion)). A .cdm records no version: use 11.x or 12.x for files made before 2022.", valueName: "X.Y"))
    var xcodeVersion: String?

    @Flag(name: .customLong("print-diagnostic-categories"), help: "Print the diagnostic categories and exit.")
    var printDiagnosticCategories = false

    @Argument(help: "The .xcmappingmodel to compile.")
    var source: String?

    @Argument(help: "Output .cdm path, or a directory (ending in '/') to receive <Name>.cdm.")
    var destination: String?

    func validate() throws {
        for target in deploymentTargets where !target.contains("=") {
            throw ValidationError("--deployment-target takes platform=version, not '\(target)'")
        }
    }

    func run() throws {
        if printDiagnosticCategories {
            print(DiagnosticCategories.listing(DiagnosticCategories.mappingCategories))
            return
        }
        guard let source, let destination else {
            throw ValidationError("expected SOURCE and DESTINATION (mapc [options] SOURCE.xcmappingmodel DESTINATION.cdm)")
        }
        var options = CompileOptions()
        options.suppressWarnings = noWarnings
        options.moduleName = module
        options.sdkRoot = sdkRoot
        for target in deploymentTargets {
            let parts = target.split(separator: "=", maxSplits: 1).map(String.init)
            if parts.count == 2 { options.deploymentTargets[parts[0]] = parts[1] }
        }
        if let xcodeVersion {
            do {
                options.archiveLayout = try ArchiveLayout(xcodeVersion: xcodeVersion)
            } catch {
                throw ValidationError("--xcode-version: \(error)")
            }
        }
        let result = MappingCompilation.compile(source: source, destination: destination, options: options)
        DiagnosticPrinter().print(result.diagnostics, fallbackFile: source)
        if !result.succeeded { throw ExitCode(1) }
    }
}
