import CompiledModel
import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelSource

/// Reads any input — source or compiled, single model or bundle — into `LoadedModels`.
/// Errors are thrown as `ModelError` with every diagnostic gathered so far.
public enum ModelLoading {
    public static func load(_ input: ModelInput) throws -> LoadedModels {
        switch input {
        case .sourceModel(let path):
            let (model, diagnostics) = try ModelSourceReader.readModel(at: path)
            let contents = ["contents", "elements"].contains(path.lastPathComponent)
                ? path : ModelSourceReader.modelFile(ofVersion: path)
            let name = input.baseName
            return LoadedModels(input: input, versions: [ModelVersion(name: name, model: model, path: contents)],
                                markedCurrentVersionName: nil, currentVersionName: name,
                                dependencies: [contents], diagnostics: diagnostics)
        case .sourceBundle(let path):
            let bundle = try ModelSourceReader.readBundle(at: path)
            return LoadedModels(input: input,
                                versions: bundle.versions.map { ModelVersion(name: $0.name, model: $0.model, path: $0.contentsPath) },
                                markedCurrentVersionName: bundle.currentVersionName,
                                currentVersionName: bundle.currentVersion.name,
                                dependencies: bundle.dependencies, diagnostics: bundle.diagnostics)
        case .compiledModel(let path):
            let model = try CompiledModelDecoder.decode(try readBytes(path), path: path)
            return LoadedModels(input: input, versions: [ModelVersion(name: input.baseName, model: model, path: path)],
                                markedCurrentVersionName: nil, currentVersionName: input.baseName,
                                dependencies: [path], diagnostics: [])
        case .compiledBundle(let path):
            return try loadCompiledBundle(input, at: path)
        case .store(let path):
            return try loadStore(input, at: path)
        }
    }

    /// A `.momd`: every `.mom` inside, and VersionInfo.plist's current version name when present
    /// (else the only version, else the last by name, with a warning, as for sources).
    private static func loadCompiledBundle(_ input: ModelInput, at path: String) throws -> LoadedModels {
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: path).filter { $0.hasSuffix(".mom") }
                .sorted { NaturalOrder.areInIncreasingOrder(String($0.dropLast(4)), String($1.dropLast(4))) }
        } catch {
            throw ModelError("cannot read directory", at: SourceLocation(file: path))
        }
        guard !names.isEmpty else { throw ModelError("compiled bundle contains no .mom files", at: SourceLocation(file: path)) }
        var diagnostics: [Diagnostic] = []
        var versions: [ModelVersion] = []
        var dependencies: [String] = []
        for name in names {
            let file = path + "/" + name
            versions.append(ModelVersion(name: String(name.dropLast(4)), model: try CompiledModelDecoder.decode(try readBytes(file), path: file), path: file))
            dependencies.append(file)
        }
        let recorded = try recordedCurrentVersion(inBundle: path)
        var marked = recorded.name
        let infoPath = recorded.file ?? path + "/VersionInfo.plist"
        if let file = recorded.file { dependencies.append(file) }
        // Apple ships framework bundles whose VersionInfo.plist names a version that is not there:
        // the versions that are there still load (by name, too), with a warning.
        var missing: String?
        if let name = marked, !versions.contains(where: { $0.name == name }) {
            missing = name
            marked = nil
        }
        let current = marked ?? (versions.count == 1 ? versions[0].name : versions[versions.count - 1].name)
        if let missing {
            diagnostics.append(.warning("VersionInfo.plist names current version '\(missing)', which is not in the bundle; using '\(current)'",
                                        at: SourceLocation(file: infoPath)))
        } else if marked == nil, versions.count > 1 {
            diagnostics.append(.warning("no current version recorded; using '\(current)'", at: SourceLocation(file: path)))
        }
        return LoadedModels(input: input, versions: versions, markedCurrentVersionName: marked,
                            currentVersionName: current, dependencies: dependencies, diagnostics: diagnostics,
                            missingCurrentVersionName: missing)
    }

    /// The current version a `.momd` records, as Core Data's loader finds it: `VersionInfo.plist`,
    /// else `Info.plist` (Documentation/Formats.md "`.momd` bundles and `VersionInfo.plist`"). Core Data reads any property list there, so
    /// one that modelc's strict binary reader refuses (XML, or without version hashes) is read for
    /// that one key through Foundation; one that is no property-list dictionary at all is an error.
    private static func recordedCurrentVersion(inBundle path: String) throws -> (name: String?, file: String?) {
        for name in ["VersionInfo.plist", "Info.plist"] {
            let file = path + "/" + name
            guard FileManager.default.fileExists(atPath: file) else { continue }
            let bytes = try readBytes(file)
            do {
                return (try VersionInfo(decoding: bytes, path: file).currentVersionName, file)
            } catch {
                guard let plist = try? PropertyListDecoder().decode([String: PropertyListText].self, from: Data(bytes)) else { throw error }
                return (plist[VersionInfo.currentVersionNameKey]?.text, file)
            }
        }
        return (nil, nil)
    }

    static func readBytes(_ path: String) throws -> [UInt8] {
        switch ReadableFile.contents(of: path) {
        case .success(let bytes): return bytes
        case .failure(let error): throw ModelError("cannot read file: \(error.reason)", at: SourceLocation(file: path))
        }
    }
}

/// A property-list value that is read only when it is a string: decoding any dictionary's values
/// as this succeeds whatever they are.
private struct PropertyListText: Decodable {
    var text: String?

    init(from decoder: any Decoder) throws {
        text = try? decoder.singleValueContainer().decode(String.self)
    }
}
