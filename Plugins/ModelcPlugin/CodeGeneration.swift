import Foundation
import PackagePlugin

/// Generated NSManagedObject subclasses (`modelc --action generate`), as Xcode adds them for
/// entities whose Codegen is "Class Definition" or "Category/Extension". Only where the target
/// platform has Core Data: the generated code imports CoreData, which Linux lacks, so on Linux the
/// plugin adds none. SwiftPM on macOS builds for Apple platforms, hence the host check.
enum CodeGeneration {
    static func commands(for source: ModelSourceBundle, modelc: URL, module: String, workDirectory: URL) throws -> [Command] {
        #if canImport(CoreData)
        let outputFolder = workDirectory.appendingPathComponent("GeneratedSources", isDirectory: true)
            .appendingPathComponent(source.name, isDirectory: true)
        // Xcode's build follows each entity's Codegen setting (momc's rule), hence --marked-only: a model
        // whose classes the user writes by hand must not get a second definition of them.
        let arguments = ["--action", "generate", "--marked-only", "--module", module, source.url.path, outputFolder.path]
        // A build command must name its outputs before it runs; momc's --dry-run lists them.
        let files = try dryRun(modelc: modelc, arguments: ["--dry-run"] + arguments, outputFolder: outputFolder)
        guard !files.isEmpty else { return [] }
        return [.buildCommand(
            displayName: "Generating Core Data classes for \(source.url.lastPathComponent)",
            executable: modelc,
            arguments: arguments,
            inputFiles: source.inputFiles,
            outputFiles: files
        )]
        #else
        return []
        #endif
    }

    /// The Swift files `modelc --action generate --dry-run` says it would write.
    static func dryRun(modelc: URL, arguments: [String], outputFolder: URL) throws -> [URL] {
        let process = Process()
        process.executableURL = modelc
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            // The compile command reports what is wrong with the model, with file and line.
            Diagnostics.warning("modelc --action generate --dry-run failed; no classes generated for \(arguments.last(where: { $0.hasSuffix(".xcdatamodeld") || $0.hasSuffix(".xcdatamodel") }) ?? "a model")")
            return []
        }
        return listedSwiftFiles(String(decoding: data, as: UTF8.self), outputFolder: outputFolder)
    }
}
