import CoreDataModel
import FoundationEssentials
import HostSystem

/// Reads a `.xcdatamodeld` directory (Documentation/Formats.md "Model sources"): its versions and its current-version
/// marker. Every version is read even after an error so that one run reports every problem.
enum ModelBundleReader {
    static let versionExtension = ".xcdatamodel"
    static let bundleExtension = ".xcdatamodeld"

    static func read(at rawPath: String) throws -> ModelBundleSource {
        let path = PathText.trimmingTrailingSlashes(rawPath)
        let bundleName = PathText.baseName(path, removing: bundleExtension)
        let bundleLocation = SourceLocation(file: path, line: 0)
        var diagnostics: [Diagnostic] = []

        let entries: [String]
        do {
            entries = try FileManager.default.contentsOfDirectory(atPath: path)
        } catch {
            throw ModelError([SourceMessage.unreadableFile(reason: "'\(path)' is not a readable directory").diagnostic(at: bundleLocation)])
        }
        // A version name that is not a folder (a file, a dangling link, a link loop) is an error,
        // not something to skip: the build would otherwise silently drop a version.
        for entry in entries.sorted() where entry.hasSuffix(versionExtension) && !PathText.isDirectory(path + "/" + entry) {
            let versionPath = path + "/" + entry
            var info = stat()
            let reason = stat(versionPath, &info) != 0 ? String(cString: strerror(errno)) : "it is a file"
            diagnostics.append(SourceMessage.unreadableFile(reason: "version '\(entry)' is not a model folder (\(reason))")
                .diagnostic(at: SourceLocation(file: versionPath, line: 0)))
        }
        let versionDirectories = entries
            .filter { $0.hasSuffix(versionExtension) && PathText.isDirectory(path + "/" + $0) }
            .sorted { NaturalOrder.areInIncreasingOrder(String($0.dropLast(versionExtension.count)),
                                                        String($1.dropLast(versionExtension.count))) }

        let markerPath = path + "/" + CurrentVersionMarker.fileName
        var dependencies: [String] = []
        var marker = CurrentVersionMarker.Content.absent
        switch CurrentVersionMarker.read(at: markerPath) {
        case .success(let content): marker = content
        case .failure(let error): diagnostics += error.diagnostics
        }
        if marker != .absent || FileManager.default.fileExists(atPath: markerPath) { dependencies.append(markerPath) }

        var versions: [ModelVersionSource] = []
        let versionPaths = versionDirectories.map { path + "/" + $0 }
        let contentsPaths = versionPaths.map(LegacyFormat.modelFile(in:))
        dependencies += contentsPaths
        let results = VersionParallelism.map(Array(zip(versionPaths, contentsPaths)),
                                             concurrently: VersionParallelism.isWorthIt(forFilesAt: contentsPaths)) {
            SingleModelReader.read(contentsPath: $0.1, directory: $0.0)
        }
        for (index, result) in results.enumerated() {
            diagnostics += result.diagnostics
            if let model = result.model {
                let name = String(versionDirectories[index].dropLast(versionExtension.count))
                versions.append(ModelVersionSource(name: name, path: versionPaths[index], contentsPath: contentsPaths[index], model: model))
            }
        }

        guard !versionDirectories.isEmpty else {
            diagnostics.append(SourceMessage.bundleWithoutVersions.diagnostic(at: bundleLocation))
            throw ModelError(diagnostics)
        }
        let choice = chooseCurrent(marker, among: versionDirectories, bundleName: bundleName,
                                   markerPath: markerPath, bundleLocation: bundleLocation, into: &diagnostics)
        guard !diagnostics.hasErrors, let choice,
              let current = versions.first(where: { $0.name == choice.versionName }) else {
            throw ModelError(diagnostics)
        }
        return ModelBundleSource(name: bundleName, path: path, versions: versions,
                                 currentVersionName: choice.markedName, currentVersion: current,
                                 dependencies: dependencies, diagnostics: diagnostics)
    }

    /// The current version: the marked one (validated), else the only one, else — with a warning —
    /// the version named like the bundle, else the last in natural order.
    private static func chooseCurrent(_ marker: CurrentVersionMarker.Content, among directories: [String],
                                      bundleName: String, markerPath: String, bundleLocation: SourceLocation,
                                      into diagnostics: inout [Diagnostic]) -> (versionName: String, markedName: String?)? {
        let names = directories.map { String($0.dropLast(versionExtension.count)) }
        if case .named(let written) = marker {
            let markerLocation = SourceLocation(file: markerPath, line: 0)
            if written.contains("/") || written.contains("\\") || written.contains("..") {
                diagnostics.append(SourceMessage.currentVersionOutsideBundle(name: written).diagnostic(at: markerLocation))
                return nil
            }
            let name = written.hasSuffix(versionExtension) ? String(written.dropLast(versionExtension.count)) : written
            guard names.contains(name) else {
                diagnostics.append(SourceMessage.currentVersionMissing(name: written).diagnostic(at: markerLocation))
                return nil
            }
            return (name, name)
        }
        guard let last = names.last else { return nil }
        if names.count == 1 { return (last, nil) }
        let picked = names.contains(bundleName) ? bundleName : last
        diagnostics.append(SourceMessage.noCurrentVersion(picked: picked + versionExtension).diagnostic(at: bundleLocation))
        return (picked, nil)
    }
}
