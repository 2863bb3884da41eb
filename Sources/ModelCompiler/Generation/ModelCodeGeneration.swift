import CodeGeneration
import CoreDataModel
import FoundationEssentials
import HostSystem

/// `modelc --action generate SOURCE OUTDIR`: read the model like compile does, generate from its
/// current version, and write every file into OUTDIR at once (or, for `--dry-run`, only list them).
public enum ModelCodeGeneration {
    public struct Result {
        public var diagnostics: [Diagnostic]
        /// Absolute paths of the files written (or, in a dry run, that would be written), in order.
        public var paths: [String]
        public var succeeded: Bool
    }

    public static func generate(source: String, outputDirectory: String, compile: CompileOptions, options: GenerateOptions) -> Result {
        var diagnostics: [Diagnostic] = []
        do {
            let input = try ModelInput(path: source)
            guard input.isSource else {
                throw ModelError("not a model source (expected .xcdatamodeld or .xcdatamodel)", at: SourceLocation(file: source))
            }
            try InputProtection.check(absolute(outputDirectory), leavesAlone: input, role: "output directory", writesInto: true)
            let loaded = try ModelLoading.load(input)
            diagnostics = DiagnosticFilter.apply(loaded.diagnostics, compile)
            if diagnostics.hasErrors { return Result(diagnostics: diagnostics, paths: [], succeeded: false) }
            let version = try currentVersion(loaded, input: input)
            ModuleNames.apply(module: compile.moduleName, to: version.model)
            let generated = CodeGenerator.generate(version.model, modelName: input.baseName, options: options.generation)
            diagnostics += DiagnosticFilter.apply(generated.diagnostics.map { locate($0, at: version.path) }, compile)
            if diagnostics.hasErrors { return Result(diagnostics: diagnostics, paths: [], succeeded: false) }
            let directory = absolute(outputDirectory)
            let paths = generated.files.map { directory + "/" + $0.name }
            if !options.dryRun, !generated.files.isEmpty {
                try GeneratedFilesOutput.write(generated.files, into: directory)
            }
            return Result(diagnostics: diagnostics, paths: paths, succeeded: true)
        } catch let error as ModelError {
            return Result(diagnostics: diagnostics + DiagnosticFilter.apply(error.diagnostics, compile), paths: [], succeeded: false)
        } catch {
            return Result(diagnostics: diagnostics + [.error("\(error)", at: SourceLocation(file: source))], paths: [], succeeded: false)
        }
    }

    /// momc generates from the version `.xccurrentversion` names and refuses a bundle of several
    /// versions without one ("No current version for model at path …"). A bundle of one version
    /// needs no marker: Xcode builds and generates it from that version, as compile does.
    static func currentVersion(_ loaded: LoadedModels, input: ModelInput) throws -> ModelVersion {
        if case .sourceBundle = input, loaded.markedCurrentVersionName == nil, loaded.versions.count != 1 {
            throw ModelError("could not determine generated file paths: no current version for model at path \(input.path) (.xccurrentversion is missing)",
                             at: SourceLocation(file: input.path))
        }
        guard let version = loaded.currentVersion else {
            throw ModelError("no current version '\(loaded.currentVersionName)' in \(input.path)", at: SourceLocation(file: input.path))
        }
        return version
    }

    /// Generator notes without a file point at the version's `contents`.
    private static func locate(_ diagnostic: Diagnostic, at contents: String) -> Diagnostic {
        var located = diagnostic
        if located.location == nil { located.location = SourceLocation(file: contents, line: 0) }
        return located
    }

    /// swift-build reads the dry run's paths as absolute paths.
    static func absolute(_ path: String) -> String {
        var trimmed = path
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
        let full = trimmed.hasPrefix("/") ? trimmed : FileManager.default.currentDirectoryPath + "/" + trimmed
        return PhysicalPath.resolve(full)
    }
}
