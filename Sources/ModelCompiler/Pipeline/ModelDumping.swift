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
        let found = document(path: path, version: version)
        return Result(diagnostics: found.diagnostics, tree: found.document?.materialized(), models: found.models)
    }

    /// `dump(path:version:)` as a document that makes each model's entity trees while it is
    /// written (what the command writes: the same bytes in a fraction of the memory).
    package static func document(path: String, version: String? = nil)
        -> (diagnostics: [Diagnostic], document: DumpDocument?, models: [ManagedObjectModel]) {
        if MappingInput.isMapping(path) {
            let mapping = dumpMapping(path: path)
            return (mapping.diagnostics, mapping.tree.map(DumpDocument.init(tree:)), [])
        }
        switch ModelChecks.load(path) {
        case .failure(let error):
            return (error.diagnostics, nil, [])
        case .success(let loaded):
            var versions = loaded.versions
            if let version {
                versions = versions.filter { $0.name == version }
                guard !versions.isEmpty else {
                    let known = loaded.versions.map(\.name).joined(separator: ", ")
                    return (loaded.diagnostics + [.error("no version named '\(version)' (versions: \(known))", at: SourceLocation(file: path))], nil, [])
                }
            }
            let parts = versions.enumerated().map { index, version in
                ModelDump.document(of: version.model, name: version.name, listIndex: index)
            }
            let skeleton: DumpValue
            switch loaded.input {
            case .sourceBundle, .compiledBundle:
                skeleton = .object([
                    ("bundle", .string(loaded.input.baseName)),
                    ("currentVersion", .string(loaded.currentVersionName)),
                    ("versions", .list(parts.map(\.skeleton))),
                ])
            default:
                skeleton = parts[0].skeleton
            }
            return (loaded.diagnostics, DumpDocument(skeleton: skeleton, lists: parts.map(\.entities)), versions.map(\.model))
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
