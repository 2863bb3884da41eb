import Foundation
import PackagePlugin

/// One model source in a target's folder and the files its compiled output depends on.
struct ModelSourceBundle {
    /// The `.xcdatamodeld` or `.xcdatamodel` folder.
    var url: URL
    /// Every file modelc reads: `.xccurrentversion` and each version's `contents` (or an Xcode 3
    /// `elements`). Only these are inputs, so editing a version rebuilds and nothing else does; a
    /// version added or removed changes the list itself, which SwiftPM also treats as a change.
    var inputFiles: [URL]

    var name: String { url.deletingPathExtension().lastPathComponent }
    var isVersioned: Bool { url.pathExtension == "xcdatamodeld" }

    /// `<outputFolder>/<Name>.momd` or `<outputFolder>/<Name>.mom`: what modelc writes for
    /// `modelc SOURCE <outputFolder>/`.
    func output(in outputFolder: URL) -> URL {
        outputFolder.appendingPathComponent(name + (isVersioned ? ".momd" : ".mom"), isDirectory: isVersioned)
    }

    func compileCommand(modelc: URL, module: String, outputFolder: URL) -> Command {
        .buildCommand(
            displayName: "Compiling Core Data model \(url.lastPathComponent)",
            executable: modelc,
            // modelc writes <outputFolder>/<Name>.momd (the trailing '/' names a folder); errors
            // and warnings come out as `contents:LINE: error: …`, which SwiftPM prints.
            arguments: ["--module", module, "--no-checksum-notes", url.path, outputFolder.path + "/"],
            inputFiles: inputFiles,
            outputFiles: [output(in: outputFolder)]
        )
    }

    /// Every model source below `folder`, in path order. Bundles are not searched for nested
    /// bundles (a `.xcdatamodeld`'s versions belong to it).
    static func all(in folder: URL) -> [ModelSourceBundle] {
        var found: [ModelSourceBundle] = []
        let files = FileManager.default
        guard let walk = files.enumerator(at: folder, includingPropertiesForKeys: [.isDirectoryKey],
                                          options: [.skipsHiddenFiles]) else { return [] }
        for case let url as URL in walk {
            let kind = url.pathExtension
            guard kind == "xcdatamodeld" || kind == "xcdatamodel" else { continue }
            walk.skipDescendants()
            found.append(ModelSourceBundle(url: url, inputFiles: modelFiles(in: url)))
        }
        return found.sorted { $0.url.path < $1.url.path }
    }

    /// The files of one bundle that modelc reads (hidden `.xccurrentversion` included).
    static func modelFiles(in bundle: URL) -> [URL] {
        let names = ["contents", "elements", ".xccurrentversion"]
        var inputs: [URL] = []
        guard let walk = FileManager.default.enumerator(at: bundle, includingPropertiesForKeys: nil) else { return [] }
        for case let url as URL in walk where names.contains(url.lastPathComponent) {
            inputs.append(url)
        }
        return inputs.sorted { $0.path < $1.path }
    }
}
