import CompiledModel
import CoreDataModel
import FoundationEssentials
import HostSystem

/// The compile pipeline a tool or plugin calls: source → diagnostics → outputs, atomically.
public enum ModelCompilation {
    public struct Result {
        /// Everything to report, in order: reader and lint diagnostics (after the reporting
        /// options), then one checksum note per compiled version.
        public var diagnostics: [Diagnostic]
        /// Where the output went; nil when nothing was written.
        public var outputPath: String?
        /// Every file the output depends on (for depfiles).
        public var dependencies: [String]
        /// Version name → base64 model checksum, for each compiled version.
        public var checksums: [(version: String, checksum: String)]
        /// The models compiled: a caller about to exit can keep them alive to the end instead of
        /// paying for freeing a large graph nobody will look at again.
        public var models: [ManagedObjectModel] = []
        /// The versions' archives, for the same reason: a large one is a table of a million objects.
        var compiledVersions: [ModelWriting.CompiledVersion] = []

        public var succeeded: Bool { outputPath != nil }
    }

    public static func compile(source: String, destination: String, options: CompileOptions) -> Result {
        var diagnostics: [Diagnostic] = []
        var dependencies: [String] = []
        let loaded: LoadedModels
        switch ModelChecks.load(source, sourceOnly: true) {
        case .success(let models):
            loaded = models
        case .failure(let error):
            return Result(diagnostics: DiagnosticFilter.apply(error.diagnostics, options), outputPath: nil, dependencies: [], checksums: [])
        }
        let input = loaded.input
        do {
            let outputPath = OutputLocation.outputPath(for: input, destination: destination)
            try InputProtection.check(outputPath, leavesAlone: input, role: "DESTINATION")
            if let depfile = options.dependencyFile {
                try InputProtection.check(depfile, leavesAlone: input, role: "--dependency-file path")
            }
            dependencies = dependencyList(input, loaded)
            for version in loaded.versions {
                ModuleNames.apply(module: options.moduleName, to: version.model)
            }
            let layout = options.archiveLayout.resolvingToolVersion(savedBy: loaded.versions.map(\.model.sourceInfo.lastSavedToolsVersion))
            let results: [Swift.Result<ModelWriting.CompiledVersion, any Error>]
            (diagnostics, results) = checkedAndCompiled(loaded, layout: layout, options: options)
            if diagnostics.hasErrors {
                return Result(diagnostics: diagnostics, outputPath: nil, dependencies: dependencies, checksums: [])
            }
            var checksums: [(String, String)] = []
            var notes: [Diagnostic] = []
            var compiled: [ModelWriting.CompiledVersion] = []
            for (version, result) in zip(loaded.versions, results) {
                let compiledVersion = try result.get()
                compiled.append(compiledVersion)
                checksums.append((version.name, compiledVersion.checksum))
                notes.append(ChecksumNotes.note(version: version.name, checksum: compiledVersion.checksum,
                                                versionPath: ChecksumNotes.versionPath(forContents: version.path)))
            }
            switch input {
            case .sourceBundle:
                try AtomicOutput.writeDirectory(ModelWriting.bundleFiles(compiled, currentVersionName: loaded.markedCurrentVersionName,
                                                                           layout: layout),
                                                to: outputPath)
            default:
                try AtomicOutput.writeFile(compiled.first?.momContents ?? .bytes([]), to: outputPath)
            }
            if let depfile = options.dependencyFile {
                try DependencyFile.write(target: outputPath, dependencies: dependencies, to: depfile)
            }
            if options.emitChecksumNotes { diagnostics += notes }
            return Result(diagnostics: diagnostics, outputPath: outputPath, dependencies: dependencies, checksums: checksums,
                          models: loaded.versions.map(\.model), compiledVersions: compiled)
        } catch let error as ModelError {
            return Result(diagnostics: diagnostics + DiagnosticFilter.apply(error.diagnostics, options), outputPath: nil,
                          dependencies: dependencies, checksums: [])
        } catch {
            return Result(diagnostics: diagnostics + [.error("\(error)", at: SourceLocation(file: source))], outputPath: nil,
                          dependencies: dependencies, checksums: [])
        }
    }

    /// The checks' diagnostics and, unless they hold errors, each version compiled (in version
    /// order).
    private static func checkedAndCompiled(_ loaded: LoadedModels, layout: ArchiveLayout, options: CompileOptions)
        -> ([Diagnostic], [Swift.Result<ModelWriting.CompiledVersion, any Error>]) {
        if let only = loaded.versions.first, loaded.versions.count == 1, !loaded.diagnostics.hasErrors,
           ModelWriting.CompiledVersion.archivesBesideHashing(only.model) {
            // A large model that read and resolved without errors lints on the thread that hashes,
            // beside the archiving (the longer of the two, of which that thread takes the last
            // entities first); the rules' errors still stop the compile before anything is written.
            let (result, findings) = ModelWriting.CompiledVersion.compiled(name: only.name, model: only.model, layout: layout,
                                                                           splittingArchiving: true) {
                ModelChecks.lint(loaded, options: options)
            }
            let diagnostics = ModelChecks.check(loaded, lintFindings: findings, options: options)
            return (diagnostics, diagnostics.hasErrors ? [] : [result])
        }
        let diagnostics = ModelChecks.check(loaded, options: options)
        guard !diagnostics.hasErrors else { return (diagnostics, []) }
        let concurrently = VersionParallelism.isWorthIt(forFilesAt: loaded.versions.map(\.path))
        return (diagnostics, VersionParallelism.map(loaded.versions, concurrently: concurrently) { version in
            Swift.Result { try ModelWriting.CompiledVersion(name: version.name, model: version.model, layout: layout) }
        })
    }

    /// The input folder itself (its timestamp changes when a version is added or removed), then
    /// every file read: `.xccurrentversion` and each version's `contents`.
    static func dependencyList(_ input: ModelInput, _ loaded: LoadedModels) -> [String] {
        var list = [input.path]
        list += loaded.dependencies
        return list
    }
}
