import CoreDataModel
import FoundationEssentials
import HostSystem

/// `mapc`: an `.xcmappingmodel` → a `.cdm`, written atomically (nothing written on error, the
/// previous output untouched).
public enum MappingCompilation {
    public struct Result {
        /// Reader and derivation diagnostics, after the reporting options.
        public var diagnostics: [Diagnostic]
        /// Where the `.cdm` went; nil when nothing was written.
        public var outputPath: String?
        public var mapping: MappingModel?

        public var succeeded: Bool { outputPath != nil }
    }

    /// `destination` is the `.cdm` path, or a folder (ending in `/` or existing) to receive `<Name>.cdm`.
    public static func compile(source: String, destination: String, options: CompileOptions) -> Result {
        var diagnostics: [Diagnostic] = []
        do {
            let input = try MappingInput(path: source)
            guard case .source = input else {
                throw ModelError("not a mapping model source (expected .xcmappingmodel)", at: SourceLocation(file: source), category: .mapping)
            }
            let (mapping, found) = try MappingLoading.load(input, moduleName: options.moduleName)
            diagnostics = DiagnosticFilter.apply(found, options)
            if diagnostics.hasErrors { return Result(diagnostics: diagnostics, outputPath: nil) }
            let output = outputPath(for: input, destination: destination)
            try AtomicOutput.writeFile(try MappingLoading.cdmBytes(of: mapping, layout: options.archiveLayout), to: output)
            return Result(diagnostics: diagnostics, outputPath: output, mapping: mapping)
        } catch let error as ModelError {
            return Result(diagnostics: diagnostics + DiagnosticFilter.apply(error.diagnostics, options), outputPath: nil)
        } catch {
            return Result(diagnostics: diagnostics + [.error("\(error)", at: SourceLocation(file: source), category: .mapping)], outputPath: nil)
        }
    }

    static func outputPath(for input: MappingInput, destination: String) -> String {
        var isDirectory = false
        if destination.hasSuffix("/") || (FileManager.default.fileExists(atPath: destination, isDirectory: &isDirectory) && isDirectory) {
            let folder = destination.hasSuffix("/") ? String(destination.dropLast()) : destination
            return (folder.isEmpty ? "/" : folder + "/") + input.baseName + ".cdm"
        }
        return destination
    }
}
