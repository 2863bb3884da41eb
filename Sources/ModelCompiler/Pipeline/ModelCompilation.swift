import CompiledModel
import CoreDataModel
import Foundation

/// The compile pipeline a tool or plugin calls: source → diagnostics → outputs, atomically.
public enum ModelCompilation {
    public struct Result {
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
        do {
            let input = try ModelInput(path: source)
            guard input.isSource else {
                throw ModelError("not a model source (expected .xcdatamodeld or .xcdatamodel)", at: SourceLocation(file: source))
            }
            let loaded = try ModelLoading.load(input)
            diagnostics = filter(loaded.diagnostics, options)
            if diagnostics.hasErrors {
                return Result(diagnostics: diagnostics, outputPath: nil, dependencies: loaded.dependencies, checksums: [])
            }
            let outputPath = OutputLocation.outputPath(for: input, destination: destination)
            var checksums: [(String, String)] = []
            var hashes: [String: [String: [UInt8]]] = [:]
            var files: [String: [UInt8]] = [:]
            for version in loaded.versions {
                ModuleNames.apply(module: options.moduleName, to: version.model)
                var hasher = VersionHasher()
                hashes[version.name] = hasher.entityHashes(of: version.model)
                checksums.append((version.name, hasher.checksum(of: version.model)))
                files[version.name + ".mom"] = try CompiledModelEncoder.encode(version.model)
            }
            switch input {
            case .sourceBundle:
                let info = VersionInfo(currentVersionName: loaded.markedCurrentVersionName,
                                       versionHashes: hashes,
                                       versionChecksums: Dictionary(uniqueKeysWithValues: checksums))
                files["VersionInfo.plist"] = info.encoded()
                try AtomicOutput.writeDirectory(files, to: outputPath)
            default:
                try AtomicOutput.writeFile(files.values.first ?? [], to: outputPath)
            }
            return Result(diagnostics: diagnostics, outputPath: outputPath, dependencies: loaded.dependencies, checksums: checksums)
        } catch let error as ModelError {
            return Result(diagnostics: diagnostics + filter(error.diagnostics, options), outputPath: nil, dependencies: [], checksums: [])
        } catch {
            return Result(diagnostics: diagnostics + [.error("\(error)", at: SourceLocation(file: source))], outputPath: nil, dependencies: [], checksums: [])
        }
    }

    /// Applies `--no-warnings` and `-Werror` to a list of diagnostics.
    static func filter(_ diagnostics: [Diagnostic], _ options: CompileOptions) -> [Diagnostic] {
        diagnostics.compactMap { diagnostic in
            guard diagnostic.severity == .warning else { return diagnostic }
            if options.warningsAsErrors { return Diagnostic(.error, diagnostic.message, at: diagnostic.location, category: diagnostic.category) }
            return options.suppressWarnings ? nil : diagnostic
        }
    }
}
