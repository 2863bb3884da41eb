import CoreDataModel
import FoundationEssentials
import HostSystem

/// Reads one model version: the `contents` document (or an Xcode 3 `elements` archive), then
/// `ModelResolver` to connect names.
enum SingleModelReader {
    /// `directory` is the `.xcdatamodel` folder when known (for the legacy-format and missing-file
    /// messages). Returns the model (nil when unreadable) and all diagnostics in order.
    static func read(contentsPath: String, directory: String?) -> (model: ManagedObjectModel?, diagnostics: [Diagnostic]) {
        let isLegacy = directory.map(LegacyFormat.isLegacyModel(at:))
            ?? (PathText.baseName(contentsPath, removing: "") == LegacyModelReader.fileName)
        if isLegacy {
            let file = directory.map { $0 + "/" + LegacyModelReader.fileName } ?? contentsPath
            var (model, diagnostics) = LegacyModelReader.read(elementsAt: file)
            if let model { diagnostics += ModelResolver.resolve(model) }
            return (model, diagnostics)
        }
        if let directory, !PathText.isDirectory(contentsPath), !fileExists(contentsPath) {
            let location = SourceLocation(file: directory, line: 0)
            return (nil, [SourceMessage.missingContents(directory: directory).diagnostic(at: location)])
        }
        var (model, diagnostics) = ModelReader.read(contentsOf: contentsPath)
        if let model {
            diagnostics += ModelResolver.resolve(model)
        }
        return (model, diagnostics)
    }

    /// True for anything at `path`, including a symbolic link that cannot be followed (a loop or a
    /// dangling link), so that reading it reports why instead of "no 'contents' file".
    private static func fileExists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }
}
