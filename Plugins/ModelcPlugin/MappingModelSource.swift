import Foundation
import PackagePlugin

/// One `.xcmappingmodel` in a target's folder: compiled with `modelc mapc` into `<Name>.cdm`,
/// which SwiftPM copies into the resource bundle beside the compiled models.
struct MappingModelSource {
    /// The `.xcmappingmodel` folder.
    var url: URL

    var name: String { url.deletingPathExtension().lastPathComponent }

    /// The one file mapc reads: editing the mapping rebuilds it, nothing else does.
    var document: URL { url.appendingPathComponent("xcmapping.xml") }

    func compileCommand(modelc: URL, module: String, outputFolder: URL) -> Command {
        .buildCommand(
            displayName: "Compiling Core Data mapping model \(url.lastPathComponent)",
            executable: modelc,
            arguments: ["mapc", "--module", module, url.path, outputFolder.path + "/"],
            inputFiles: [document],
            outputFiles: [outputFolder.appendingPathComponent(name + ".cdm")]
        )
    }

    /// Every mapping model below `folder`, in path order.
    static func all(in folder: URL) -> [MappingModelSource] {
        var found: [MappingModelSource] = []
        guard let walk = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                                        options: [.skipsHiddenFiles]) else { return [] }
        for case let url as URL in walk where url.pathExtension == "xcmappingmodel" {
            walk.skipDescendants()
            found.append(MappingModelSource(url: url))
        }
        return found.sorted { $0.url.path < $1.url.path }
    }
}
