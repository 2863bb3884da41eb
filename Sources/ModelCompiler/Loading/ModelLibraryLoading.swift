import CoreDataModel
import FoundationEssentials
import HostSystem

/// Loading models the way an app does with `NSManagedObjectModel(contentsOf:)` and
/// `mergedModel(from:)`: from compiled `.mom`/`.momd` files (and, as a convenience, from sources).
extension ManagedObjectModel {
    /// One model: a `.mom`, or a `.momd`'s current version (or the named `version`). Only that
    /// file is read, so older models lying beside it are never merged in. A
    /// `<ModelName>Model.strings` table found beside the model becomes its localization dictionary.
    public static func load(contentsOf path: String, version: String? = nil, language: String? = nil) throws -> ManagedObjectModel {
        let loaded = try ModelLoading.load(try ModelInput(path: path))
        let wanted = version ?? loaded.currentVersionName
        guard let chosen = loaded.versions.first(where: { $0.name == wanted }) else {
            let known = loaded.versions.map(\.name).joined(separator: ", ")
            throw ModelError("no version named '\(wanted)' (versions: \(known))", at: SourceLocation(file: path))
        }
        let names = [chosen.name, loaded.input.baseName]
        if let table = try LocalizationFiles.table(forModelNames: names, near: loaded.input.path, language: language) {
            chosen.model.localizationDictionary = table
        }
        return chosen.model
    }

    /// Every model found in `directories` (each `.mom` file and each `.momd`'s current version,
    /// like `mergedModelFromBundles:`), merged into one. Two different entities of one name are
    /// an error ("Can't merge models with two different entities named 'X'").
    public static func mergedModel(fromDirectories directories: [String]) throws -> ManagedObjectModel {
        var models: [ManagedObjectModel] = []
        for directory in directories {
            let names: [String]
            do {
                names = try FileManager.default.contentsOfDirectory(atPath: directory).sorted()
            } catch {
                throw ModelError("cannot read directory", at: SourceLocation(file: directory))
            }
            for name in names where name.hasSuffix(".mom") || name.hasSuffix(".momd") {
                models.append(try load(contentsOf: directory.appendingPathComponent(name)))
            }
        }
        do {
            return try merging(models)
        } catch let error as ModelMergeError {
            throw ModelError(error.message, at: directories.first.map { SourceLocation(file: $0) })
        }
    }
}

/// Finds and reads `<ModelName>Model.strings`: beside the model, in a `<language>.lproj` folder
/// beside it (the requested language, then `Base` and `en`), or inside a `.momd`.
enum LocalizationFiles {
    static func table(forModelNames names: [String], near modelPath: String, language: String?) throws -> [String: String]? {
        let directory = modelPath.deletingLastPathComponent
        var folders = [directory.isEmpty ? "." : directory]
        for lproj in [language, "Base", "en"].compactMap({ $0 }) {
            folders.append(folders[0].appendingPathComponent(lproj + ".lproj"))
        }
        folders.append(modelPath)
        for folder in folders {
            for name in names {
                let path = folder.appendingPathComponent(ManagedObjectModel.localizationFileName(forModelNamed: name))
                guard let data = FileManager.default.contents(atPath: path) else { continue }
                do {
                    return try StringsFile.parse([UInt8](data))
                } catch let error as StringsFileError {
                    throw ModelError(error.message, at: SourceLocation(file: path, line: error.line))
                }
            }
        }
        return nil
    }
}
