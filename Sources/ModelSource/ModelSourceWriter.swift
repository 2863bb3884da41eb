import CoreDataModel

/// The writing side of ModelSource (the mirror of `ModelSourceReader`): the model graph back to
/// the files of a `.xcdatamodel` / `.xcdatamodeld`, as bytes; the caller decides where and how
/// they are written (atomically, for the command line).
package enum ModelSourceWriter {
    /// The `contents` document of `model`; `file` labels the diagnostics (what the source format
    /// cannot hold, as warnings). Throws a `ModelError` when a value cannot be written as XML.
    package static func contents(of model: ManagedObjectModel, file: String) throws -> (bytes: [UInt8], diagnostics: [Diagnostic]) {
        try ModelWriter.write(model, file: file)
    }

    /// The `.xccurrentversion` property list naming `versionName` (without `.xcdatamodel`).
    package static func currentVersionMarker(naming versionName: String) throws -> [UInt8] {
        do {
            return try CurrentVersionMarker.render(naming: versionName + ".xcdatamodel")
        } catch let error as XMLWriteError {
            throw ModelError(error.message, at: SourceLocation(file: CurrentVersionMarker.fileName, line: 0), category: .decompile)
        }
    }

    /// The name of the marker file inside a `.xcdatamodeld`.
    package static let currentVersionMarkerFileName = CurrentVersionMarker.fileName
}
