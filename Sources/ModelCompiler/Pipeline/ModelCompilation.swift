import CompiledModel
import CoreDataModel
import Foundation

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

        public var succeeded: Bool { outputPath != nil }
    }

    public static func compile(source: String, destination: String, options: CompileOptions) -> Result {
        var diagnostics: [Diagnostic] = []
        var dependencies: [String] = []
        do {
            let input = try ModelInput(path: source)
            guard input.isSource else {
                throw ModelError("not a model source (expected .xcdatamodeld or .xcdatamodel)", at: SourceLocation(file: source))
            }
            let loaded = try ModelLoading.load(input)
            dependencies = dependencyList(input, loaded)
            for version in loaded.versions {
                ModuleNames.apply(module: options.moduleName, to: version.model)
            }
            diagnostics = DiagnosticFilter.apply(loaded.diagnostics + ModelChecks.lint(loaded, options: options), options)
            if diagnostics.hasErrors {
                return Result(diagnostics: diagnostics, outputPath: nil, dependencies: dependencies, checksums: [])
            }
            let outputPath = OutputLocation.outputPath(for: input, destination: destination)
            var checksums: [(String, String)] = []
            var notes: [Diagnostic] = []
            var hashes: [String: [String: [UInt8]]] = [:]
            var files: [String: [UInt8]] = [:]
            for version in loaded.versions {
                var hasher = VersionHasher()
                hashes[version.name] = hasher.entityHashes(of: version.model)
                let checksum = hasher.checksum(of: version.model)
                let archived = try CompiledModelEncoder.encode(version.model)
                checksums.append((version.name, checksum))
                notes.append(ChecksumNotes.note(version: version.name, checksum: checksum,
                                                versionPath: ChecksumNotes.versionPath(forContents: version.path)))
                files[version.name + ".mom"] = archived
            }
            switch input {
            case .sourceBundle:
                let info = VersionInfo(currentVersionName: loaded.markedCurrentVersionName,
                                       versionHashes: hashes,
                                       versionChecksums: Dictionary(checksums, uniquingKeysWith: { first, _ in first }))
                files["VersionInfo.plist"] = info.encoded()
                try AtomicOutput.writeDirectory(files, to: outputPath)
            default:
                try AtomicOutput.writeFile(files.values.first ?? [], to: outputPath)
            }
            if let depfile = options.dependencyFile {
                try DependencyFile.write(target: outputPath, dependencies: dependencies, to: depfile)
            }
            if options.emitChecksumNotes { diagnostics += notes }
            return Result(diagnostics: diagnostics, outputPath: outputPath, dependencies: dependencies, checksums: checksums)
        } catch let error as ModelError {
            return Result(diagnostics: diagnostics + DiagnosticFilter.apply(error.diagnostics, options), outputPath: nil,
                          dependencies: dependencies, checksums: [])
        } catch {
            return Result(diagnostics: diagnostics + [.error("\(error)", at: SourceLocation(file: source))], outputPath: nil,
                          dependencies: dependencies, checksums: [])
        }
    }

    /// The input folder itself (its timestamp changes when a version is added or removed), then
    /// every file read: `.xccurrentversion` and each version's `contents`.
    static func dependencyList(_ input: ModelInput, _ loaded: LoadedModels) -> [String] {
        var list = [input.path]
        list += loaded.dependencies
        return list
    }
}
