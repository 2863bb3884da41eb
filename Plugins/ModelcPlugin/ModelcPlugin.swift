import Foundation
import PackagePlugin

/// SwiftPM build-tool plugin: compiles every `.xcdatamodeld` / `.xcdatamodel` (and `.xcmappingmodel`)
/// in a target with modelc and hands the `.momd` / `.mom` (and `.cdm`) to SwiftPM, which copies it into the target's resource
/// bundle (`Bundle.module`). Command-line SwiftPM compiles no Core Data models on any platform, so
/// this is the same on Linux and macOS. Where the target platform has Core Data (Apple hosts only)
/// and a model asks for generated classes, a second command adds modelc's generated Swift sources.
@main
struct ModelcPlugin: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) async throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let modelc = try context.tool(named: "modelc").url
        let outputFolder = context.pluginWorkDirectoryURL.appendingPathComponent("Models", isDirectory: true)
        var commands: [Command] = []
        for source in ModelSourceBundle.all(in: URL(fileURLWithPath: module.directory.string)) {
            commands.append(source.compileCommand(modelc: modelc, module: module.moduleName, outputFolder: outputFolder))
            commands += try CodeGeneration.commands(for: source, modelc: modelc, module: module.moduleName,
                                                    workDirectory: context.pluginWorkDirectoryURL)
        }
        for mapping in MappingModelSource.all(in: URL(fileURLWithPath: module.directory.string)) {
            commands.append(mapping.compileCommand(modelc: modelc, module: module.moduleName, outputFolder: outputFolder))
        }
        return commands
    }
}
