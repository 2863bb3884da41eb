import CoreDataModel
import Foundation

/// Decompiling a model source is upgrading it: only an Xcode 3 (`elements`) version has a form to
/// turn into modern `contents` XML; a modern version in the same bundle is already that form and is
/// copied byte for byte, so its codegen settings and layout survive.
enum SourceUpgrade {
    /// Whether a loaded version was read from an Xcode 3 `elements` archive.
    static func isXcode3(_ version: ModelVersion) -> Bool {
        (version.path as NSString).lastPathComponent == "elements"
    }

    /// Refuses a source with no Xcode 3 version: there is nothing to upgrade.
    static func checkUpgradable(_ loaded: LoadedModels) throws {
        guard !loaded.versions.contains(where: isXcode3) else { return }
        throw ModelError("already a modern model source (contents XML) with no Xcode 3 version to upgrade; decompile takes a compiled model (.mom, .momd), a store, or an Xcode 3 (elements) source",
                         at: SourceLocation(file: loaded.input.path), category: .decompile)
    }

    /// The folder or file the input occupies: a model's `.xcdatamodel` folder when the input names
    /// its `contents` or `elements` file directly.
    static func occupiedPath(of input: ModelInput) -> String {
        let path = input.path
        if input.isSource, ["contents", "elements"].contains((path as NSString).lastPathComponent) {
            return (path as NSString).deletingLastPathComponent
        }
        return path
    }

    /// Refuses an OUTPUT that is the input, lies inside it, or contains it: replacing the output
    /// would modify or delete the user's input.
    static func checkOutputLeavesInputAlone(_ outputPath: String, input: ModelInput) throws {
        let output = resolved(outputPath), occupied = resolved(occupiedPath(of: input))
        guard output == occupied || output.hasPrefix(occupied + "/") || occupied.hasPrefix(output + "/") else { return }
        throw ModelError("the output '\(outputPath)' would overwrite the input '\(input.path)'; decompile never modifies its input, choose another OUTPUT",
                         at: SourceLocation(file: outputPath), category: .decompile)
    }

    private static func resolved(_ path: String) -> String {
        let absolute = path.hasPrefix("/") ? path : FileManager.default.currentDirectoryPath + "/" + path
        let url = URL(fileURLWithPath: absolute).standardizedFileURL
        // Resolve symbolic links in the part that exists, so a link to the input is the input.
        var existing = url, missing: [String] = []
        while !FileManager.default.fileExists(atPath: existing.path), existing.path != "/" {
            missing.insert(existing.lastPathComponent, at: 0)
            existing.deleteLastPathComponent()
        }
        var result = existing.resolvingSymlinksInPath().path
        for component in missing { result += (result.hasSuffix("/") ? "" : "/") + component }
        return result
    }
}
