import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelDiagrams

/// `modelc doc`'s work: load every version, build the documentation, write its folder atomically.
package enum ModelDocumenting {
    /// Writes the documentation of the model at `path` (or `REV:PATH`) into `directory`, which is
    /// replaced as a whole — but only when it is new, empty, or an earlier `modelc doc` output.
    /// Returns the warnings met while loading.
    package static func write(model path: String, to directory: String, format: ModelDocumentation.Format) throws -> [Diagnostic] {
        let reference = ModelReference(parsing: path)
        let loaded = try reference.load()
        let input = DocumentationInput(title: loaded.input.baseName, source: reference.displayName,
                                       versions: loaded.versions.map { DocumentedVersion(name: $0.name, model: $0.model) },
                                       currentVersionName: loaded.currentVersionName)
        let files: [String: [UInt8]]
        do {
            files = try ModelDocumentation.files(input, format: format)
        } catch let failure as Graphviz.Failure {
            throw ModelError(failure.description, at: SourceLocation(file: path))
        }
        try refuseForeignFolder(directory)
        try AtomicOutput.writeDirectory(files, to: directory)
        return loaded.diagnostics
    }

    /// Replacing a folder deletes what is in it: a folder that is not empty must hold an index
    /// that `modelc doc` wrote.
    private static func refuseForeignFolder(_ directory: String) throws {
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: directory, isDirectory: &isDirectory), isDirectory,
              let names = try? FileManager.default.contentsOfDirectory(atPath: directory), !names.isEmpty else { return }
        let written = ["index.md", "index.html"].contains { name in
            guard let file = ReadableFile(path: directory + "/" + name) else { return false }
            let start = String(decoding: file.read(upToCount: 256), as: UTF8.self)
            return start.contains(ModelDocumentation.generatedMarker)
        }
        guard written else {
            throw ModelError("'\(directory)' is a folder that modelc doc did not write; it would be replaced as a whole, so choose a new or empty folder",
                             at: SourceLocation(file: directory))
        }
    }
}
