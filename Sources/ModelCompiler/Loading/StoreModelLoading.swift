import CoreDataModel
import CoreDataStore

extension ModelLoading {
    /// A store as a model input: the model cached in its `Z_MODELCACHE`, one version named after
    /// the store file. A store without a cache (framework < 637) has no model to recover.
    static func loadStore(_ input: ModelInput, at path: String) throws -> LoadedModels {
        let contents = try StoreReader.read(path: path)
        guard let cached = contents.cachedModel else {
            throw ModelError("the store has no cached model (Z_MODELCACHE is written from framework 637, 2015, on; this store is from framework \(contents.metadata.frameworkVersion.map(String.init) ?? "unknown")); use 'modelc store \(path) --model MODEL' to match it against a model instead",
                             at: SourceLocation(file: path))
        }
        let name = input.baseName
        return LoadedModels(input: input, versions: [ModelVersion(name: name, model: cached.model, path: path)],
                            markedCurrentVersionName: nil, currentVersionName: name, dependencies: [path], diagnostics: [])
    }
}
