import CoreDataModel
import CoreDataStore
import FoundationEssentials
import HostSystem

/// `modelc create-store`: a new Core Data SQLite store for a model's current version, empty or
/// seeded from a JSON file, written as Core Data would create it.
public enum StoreCreation {
    public struct Result {
        public var succeeded: Bool
        /// Loading warnings, notes on what the store lacks, and errors.
        public var diagnostics: [Diagnostic]
    }

    /// - Parameters:
    ///   - modelPath: any model input (source, `.mom`, `.momd`, Xcode 3 model, a store's cache).
    ///   - storePath: the store to write; an existing file is replaced only with `replacing`.
    ///   - dataPath: a JSON seed file (see Documentation/CreateStore.md).
    ///   - configuration: write only this configuration's entities.
    public static func create(modelPath: String, storePath: String, dataPath: String? = nil,
                              configuration: String? = nil, replacing: Bool = false) -> Result {
        var diagnostics: [Diagnostic] = []
        func failed(_ more: [Diagnostic]) -> Result { Result(succeeded: false, diagnostics: diagnostics + more) }
        let loaded: LoadedModels
        switch ModelChecks.load(modelPath) {
        case .failure(let error): return failed(error.diagnostics)
        case .success(let value): loaded = value
        }
        diagnostics += loaded.diagnostics
        guard let version = loaded.currentVersion else {
            return failed([.error("the model has no current version", at: SourceLocation(file: modelPath))])
        }
        let problems = ModelLinter.lint(version.model, options: CompileOptions().lintOptions).filter { $0.severity == .error }
        guard problems.isEmpty else { return failed(problems) }
        if let clash = inputClash(storePath: storePath, inputs: [modelPath, dataPath].compactMap { $0 }) {
            return failed([.error("the store would replace its own input '\(clash)'", at: SourceLocation(file: storePath))])
        }
        var seed: (bytes: [UInt8], path: String)?
        if let dataPath {
            do {
                seed = (try ModelLoading.readBytes(dataPath), dataPath)
            } catch let error as ModelError {
                return failed(error.diagnostics)
            } catch {
                return failed([.error("\(error)", at: SourceLocation(file: dataPath))])
            }
        }
        let writer = StoreWriter(model: version.model, configuration: configuration, generation: generation(of: version, input: loaded.input))
        do {
            let notes = try writer.write(to: storePath, seed: seed, replacing: replacing)
            diagnostics += notes.map { .note($0, at: SourceLocation(file: version.path)) }
            return Result(succeeded: true, diagnostics: diagnostics)
        } catch let error as ModelError {
            return failed(error.diagnostics)
        } catch {
            return failed([.error("\(error)", at: SourceLocation(file: storePath))])
        }
    }

    /// A store given as the model is written again as its own framework wrote it; any other model
    /// as the framework of its time (`StoreGeneration.likely`).
    private static func generation(of version: ModelVersion, input: ModelInput) -> StoreGeneration {
        if case .store(let path) = input, let framework = try? StoreReader.read(path: path, cache: .skipped).metadata.frameworkVersion {
            return StoreGeneration(frameworkVersion: framework)
        }
        return .likely(for: StoreGeneration.ModelOrigin(
            systemVersion: version.model.sourceInfo.systemVersion,
            toolsVersion: version.model.sourceInfo.lastSavedToolsVersion,
            isXcode3Model: version.path.lastPathComponent == "elements",
            hasFetchIndexes: version.model.entities.contains { !$0.fetchIndexes.isEmpty }))
    }

    /// The input the store path names (or lies inside), after resolving links: writing there
    /// would destroy what is being read.
    private static func inputClash(storePath: String, inputs: [String]) -> String? {
        let store = resolved(storePath)
        return inputs.first { input in
            let path = resolved(input)
            return store == path || store.hasPrefix(path + "/")
        }
    }

    private static func resolved(_ path: String) -> String {
        let absolute = path.isAbsolutePath ? path : FileManager.default.currentDirectoryPath + "/" + path
        let parent = URL(fileURLWithPath: absolute.deletingLastPathComponent).resolvingSymlinksInPath()
        return parent.appendingPathComponent(absolute.lastPathComponent).resolvingSymlinksInPath().standardizedFileURL.path
    }
}
