import CoreDataModel
import FoundationEssentials
import HostSystem

/// A model named on the command line for comparison: a path in any form `ModelInput` reads, or
/// `REV:PATH` — PATH as it was at git revision REV. As in `git show REV:PATH`, PATH is relative
/// to the repository root unless it is absolute or starts with `./` or `../` (then it is a path on
/// disk, read in the repository that holds it; see `GitRepository.locate`).
public struct ModelReference: Sendable, Equatable {
    public var revision: String?
    public var path: String

    /// `REV:PATH` when the whole text is not an existing file and has a non-empty revision part.
    public init(parsing text: String) {
        if !FileManager.default.fileExists(atPath: text), let colon = text.firstIndex(of: ":"), colon != text.startIndex {
            revision = String(text[..<colon])
            path = String(text[text.index(after: colon)...])
        } else {
            revision = nil
            path = text
        }
    }

    public init(revision: String?, path: String) {
        self.revision = revision
        self.path = path
    }

    /// How messages name it.
    public var displayName: String { revision.map { "\($0):\(path)" } ?? path }

    /// Reads every version. A revision is exported into a temporary folder, loaded, and the
    /// folder removed; messages name `REV:PATH`, never the temporary copy.
    public func load() throws -> LoadedModels {
        guard let revision else { return try ModelLoading.load(try ModelInput(path: path)) }
        let (repository, inRepository) = try GitRepository.locate(revisionPath: path)
        let commit = try repository.commit(for: revision)
        let scratch = TemporaryFolder.path + "modelc-rev-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let exported = try repository.export(inRepository, at: commit, revision: revision, into: scratch)
        do {
            var loaded = try ModelLoading.load(try ModelInput(path: exported))
            loaded.diagnostics = loaded.diagnostics.map { Self.renaming($0, scratch, revision) }
            for index in loaded.versions.indices {
                loaded.versions[index].path = Self.renamed(loaded.versions[index].path, scratch, revision)
            }
            return loaded
        } catch let error as ModelError {
            throw ModelError(error.diagnostics.map { Self.renaming($0, scratch, revision) })
        }
    }

    private static func renamed(_ file: String, _ scratch: String, _ revision: String) -> String {
        file.hasPrefix(scratch + "/") ? revision + ":" + file.dropFirst(scratch.count + 1) : file
    }

    private static func renaming(_ diagnostic: Diagnostic, _ scratch: String, _ revision: String) -> Diagnostic {
        var copy = diagnostic
        if let location = diagnostic.location { copy.location = SourceLocation(file: renamed(location.file, scratch, revision), line: location.line) }
        copy.message = diagnostic.message.replacingOccurrences(of: scratch + "/", with: revision + ":")
        return copy
    }
}

/// `modelc diff`'s work: load both sides, pick the versions, compare.
public enum ModelDiffing {
    public struct Side: Sendable {
        public var reference: ModelReference
        /// For bundles: the version to compare (default: the current one).
        public var version: String?
        public init(reference: ModelReference, version: String? = nil) {
            self.reference = reference
            self.version = version
        }
    }

    /// One side's chosen version and a name for headers (`Model.xcdatamodeld (Model 2)`).
    public static func load(_ side: Side) throws -> (model: ManagedObjectModel, name: String, diagnostics: [Diagnostic]) {
        let loaded = try side.reference.load()
        let chosen = try loaded.version(named: side.version, displayName: side.reference.displayName)
        let name = loaded.versions.count > 1 ? "\(side.reference.displayName) (\(chosen.name))" : side.reference.displayName
        return (chosen.model, name, loaded.diagnostics)
    }
}
