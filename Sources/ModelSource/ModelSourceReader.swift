import CoreDataModel
import FoundationEssentials
import HostSystem

/// The front door of ModelSource: reads Xcode Core Data model sources into the model graph.
///
/// Errors are thrown as `ModelError` carrying every diagnostic gathered (warnings included, in
/// order); on success the returned diagnostics are warnings and notes only.
package enum ModelSourceReader {
    /// Reads a `.xcdatamodel` folder (its `contents`), or a `contents` file given directly.
    package static func readModel(at path: String) throws -> (model: ManagedObjectModel, diagnostics: [Diagnostic]) {
        let trimmed = PathText.trimmingTrailingSlashes(path)
        let result: (model: ManagedObjectModel?, diagnostics: [Diagnostic])
        if PathText.isDirectory(trimmed) {
            result = SingleModelReader.read(contentsPath: trimmed + "/contents", directory: trimmed)
        } else {
            result = SingleModelReader.read(contentsPath: trimmed, directory: nil)
        }
        guard let model = result.model, !result.diagnostics.hasErrors else { throw ModelError(result.diagnostics) }
        return (model, result.diagnostics)
    }

    /// Reads a model document from memory; `path` only labels diagnostics. Useful for tests and fuzzing.
    package static func readModel(contents: [UInt8], path: String) throws -> (model: ManagedObjectModel, diagnostics: [Diagnostic]) {
        var (model, diagnostics) = contents.withUnsafeBytes { ModelReader.read($0, file: path) }
        if let model { diagnostics += ModelResolver.resolve(model) }
        guard let model, !diagnostics.hasErrors else { throw ModelError(diagnostics) }
        return (model, diagnostics)
    }

    /// Reads an Xcode 3 `elements` archive from memory; `path` only labels diagnostics. Useful for
    /// tests and fuzzing.
    package static func readLegacyModel(elements: [UInt8], path: String) throws -> (model: ManagedObjectModel, diagnostics: [Diagnostic]) {
        var (model, diagnostics) = LegacyModelReader.read(elements, file: path)
        if let model { diagnostics += ModelResolver.resolve(model) }
        guard let model, !diagnostics.hasErrors else { throw ModelError(diagnostics) }
        return (model, diagnostics)
    }

    /// The file a `.xcdatamodel` folder is read from: `contents`, or `elements` for an Xcode 3 version.
    package static func modelFile(ofVersion directory: String) -> String {
        LegacyFormat.modelFile(in: PathText.trimmingTrailingSlashes(directory))
    }

    /// Reads a `.xcdatamodeld` folder: every version and the current-version marker.
    package static func readBundle(at path: String) throws -> ModelBundleSource {
        try ModelBundleReader.read(at: path)
    }
}
