import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelSource

/// The decompile pipeline: a compiled model (`.mom`, every version of a `.momd`) → the Xcode
/// model source it was compiled from, written atomically. It works on `LoadedModels`, so any
/// input that yields a graph decompiles the same way: a store's cached model, and an Xcode 3
/// (`elements`) source, which is upgraded to `contents` XML (`SourceUpgrade`).
public enum ModelDecompilation {
    public struct Result {
        /// The loader's warnings, what the source format cannot hold, and what compiling dropped.
        public var diagnostics: [Diagnostic]
        /// The `.xcdatamodel` / `.xcdatamodeld` written; nil when nothing was written.
        public var outputPath: String?

        public var succeeded: Bool { outputPath != nil }
    }

    public static func decompile(input path: String, output: String, force: Bool = false) -> Result {
        var diagnostics: [Diagnostic] = []
        do {
            let input = try ModelInput(path: path)
            let loaded = try ModelLoading.load(input)
            diagnostics = loaded.diagnostics
            // An error while reading means nothing is written (the exit status says it failed).
            guard !diagnostics.hasErrors else { return Result(diagnostics: diagnostics, outputPath: nil) }
            if input.isSource { try SourceUpgrade.checkUpgradable(loaded) }
            let written = try decompile(loaded, to: output, force: force)
            return Result(diagnostics: diagnostics + written.diagnostics, outputPath: written.outputPath)
        } catch let error as ModelError {
            return Result(diagnostics: diagnostics + error.diagnostics, outputPath: nil)
        } catch {
            return Result(diagnostics: diagnostics + [.error("\(error)", at: SourceLocation(file: path), category: .decompile)], outputPath: nil)
        }
    }

    /// Writes `loaded` as a model source at `output` (see `DecompileDestination`). A bundle input
    /// gives a `.xcdatamodeld` with every version and, when the input marks one, `.xccurrentversion`.
    /// A source input is upgraded: its Xcode 3 versions are written as `contents` XML, its modern
    /// versions copied unchanged.
    public static func decompile(_ loaded: LoadedModels, to output: String, force: Bool) throws -> Result {
        let isBundle: Bool
        switch loaded.input {
        case .compiledBundle, .sourceBundle: isBundle = true
        case .compiledModel, .sourceModel, .store: isBundle = false
        }
        let outputPath = try DecompileDestination.outputPath(for: loaded.input, output: output, isBundle: isBundle)
        try InputProtection.check(outputPath, leavesAlone: loaded.input, role: "OUTPUT", category: .decompile)
        try DecompileDestination.checkReplaceable(outputPath, isBundle: isBundle, force: force)

        var diagnostics: [Diagnostic] = []
        var files: [String: [UInt8]] = [:]
        for version in loaded.versions {
            let relative = isBundle ? version.name + ".xcdatamodel/contents" : "contents"
            if loaded.input.isSource, !SourceUpgrade.isXcode3(version) {
                files[relative] = try ModelLoading.readBytes(version.path)
                continue
            }
            let written = try ModelSourceWriter.contents(of: version.model, file: outputPath + "/" + relative)
            files[relative] = written.bytes
            diagnostics += written.diagnostics
        }
        if isBundle, let current = currentVersion(of: loaded, at: outputPath, notes: &diagnostics) {
            files[ModelSourceWriter.currentVersionMarkerFileName] = try ModelSourceWriter.currentVersionMarker(naming: current)
        }
        if loaded.input.isSource {
            diagnostics.append(.note("an Xcode 3 model has no code generation settings (codeGenerationType, sourceLanguage, usesScalarValueType); written as Xcode's defaults (Manual/None, Swift); its diagram layout ('layout') is not carried over, Xcode lays the diagram out anew",
                                     at: SourceLocation(file: outputPath), category: .decompile))
        } else {
            let what: String
            if case .store = loaded.input { what = "a store's cached model, like a compiled model," } else { what = "a compiled model" }
            diagnostics.append(.note("\(what) does not record code generation settings (codeGenerationType, sourceLanguage, usesScalarValueType) or the diagram layout; written as Xcode's defaults (Manual/None, Swift, no layout)",
                                     at: SourceLocation(file: outputPath), category: .decompile))
        }
        try AtomicOutput.writeDirectory(files, to: outputPath, replacingFile: force)
        return Result(diagnostics: diagnostics, outputPath: outputPath)
    }

    /// The version `.xccurrentversion` names: the one the input marks. When the input names a
    /// version it does not contain, the only version if there is one, else none (with a note).
    private static func currentVersion(of loaded: LoadedModels, at outputPath: String, notes: inout [Diagnostic]) -> String? {
        if let marked = loaded.markedCurrentVersionName { return marked }
        guard let missing = loaded.missingCurrentVersionName else { return nil }
        let location = SourceLocation(file: outputPath + "/" + ModelSourceWriter.currentVersionMarkerFileName)
        if loaded.versions.count == 1, let only = loaded.versions.first {
            notes.append(.note("the input's current version '\(missing)' is not in it; marking the only version, '\(only.name)', as current",
                               at: location, category: .decompile))
            return only.name
        }
        notes.append(.note("the input's current version '\(missing)' is not in it; writing no .xccurrentversion",
                           at: location, category: .decompile))
        return nil
    }
}
