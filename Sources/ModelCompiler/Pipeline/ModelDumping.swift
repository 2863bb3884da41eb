import CoreDataModel

/// `modelc dump`: the whole graph of one model or every version of a bundle.
public enum ModelDumping {
    public struct Result {
        public var diagnostics: [Diagnostic]
        public var tree: DumpValue?
        /// The models the tree was made from: a caller about to exit can keep them (and the tree)
        /// alive to the end instead of paying for freeing a large graph nobody will look at again.
        public var models: [ManagedObjectModel] = []
    }

    public static func dump(path: String, version: String? = nil) -> Result {
        if MappingInput.isMapping(path) { return dumpMapping(path: path) }
        switch ModelChecks.load(path) {
        case .failure(let error):
            return Result(diagnostics: error.diagnostics, tree: nil)
        case .success(let loaded):
            var versions = loaded.versions
            if let version {
                versions = versions.filter { $0.name == version }
                guard !versions.isEmpty else {
                    let known = loaded.versions.map(\.name).joined(separator: ", ")
                    return Result(diagnostics: loaded.diagnostics + [.error("no version named '\(version)' (versions: \(known))", at: SourceLocation(file: path))], tree: nil)
                }
            }
            let tree: DumpValue
            switch loaded.input {
            case .sourceBundle, .compiledBundle:
                tree = .object([
                    ("bundle", .string(loaded.input.baseName)),
                    ("currentVersion", .string(loaded.currentVersionName)),
                    ("versions", .list(versions.map { ModelDump.tree(of: $0.model, name: $0.name) })),
                ])
            default:
                tree = ModelDump.tree(of: versions[0].model, name: versions[0].name)
            }
            return Result(diagnostics: loaded.diagnostics, tree: tree, models: versions.map(\.model))
        }
    }

    /// A mapping model (`.xcmappingmodel` or `.cdm`): its entity and property mappings.
    private static func dumpMapping(path: String) -> Result {
        do {
            let input = try MappingInput(path: path)
            let (mapping, diagnostics) = try MappingLoading.load(input)
            return Result(diagnostics: diagnostics, tree: MappingDump.tree(of: mapping, name: input.baseName))
        } catch let error as ModelError {
            return Result(diagnostics: error.diagnostics, tree: nil)
        } catch {
            return Result(diagnostics: [.error("\(error)", at: SourceLocation(file: path))], tree: nil)
        }
    }
}
