import CoreDataModel
import CoreDataStore
import FoundationEssentials
import HostSystem

/// `modelc store`: what a store records, and which of the given models open it.
public enum StoreChecking {
    /// Exit statuses: a version matches (or no model was given), none does, the store (or a model)
    /// cannot be read. An unreadable model still gets the store's report.
    public enum Outcome: Int32 {
        case matched = 0
        case noMatch = 1
        case unreadable = 2
    }

    public struct Result {
        public var outcome: Outcome
        public var diagnostics: [Diagnostic]
        /// The report (nil when the store cannot be read).
        public var report: DumpValue?
        package var contents: StoreContents?
        package var matching: StoreModelMatching?
    }

    /// When no version matches, the report adds the migration verdict from the store's cached
    /// model to the current version (`StoreMigration`). A cache that does not decode is a warning:
    /// the metadata's hashes, not the cache, say which version opens the store.
    public static func check(storePath: String, models: [String]) -> Result {
        let contents: StoreContents
        do {
            contents = try StoreReader.read(path: storePath, cache: .tolerant)
        } catch let error as ModelError {
            return Result(outcome: .unreadable, diagnostics: error.diagnostics)
        } catch {
            return Result(outcome: .unreadable, diagnostics: [.error("\(error)", at: SourceLocation(file: storePath))])
        }
        var diagnostics = (contents.cacheFailure?.diagnostics ?? []).map { failure in
            Diagnostic(.warning, failure.message + "; the report goes on without the cached model", at: failure.location,
                       category: failure.category)
        }
        var report = StoreReport.tree(of: contents)
        var inputs: [[ModelCandidate]] = []
        for path in models {
            do {
                let loaded = try ModelLoading.load(try ModelInput(path: path))
                diagnostics += loaded.diagnostics
                inputs.append(loaded.versions.map { version in
                    ModelCandidate(inputPath: path, versionName: version.name, model: version.model,
                                   isCurrent: version.name == loaded.currentVersionName)
                })
            } catch let error as ModelError {
                return Result(outcome: .unreadable, diagnostics: diagnostics + error.diagnostics, report: report, contents: contents)
            } catch {
                return Result(outcome: .unreadable, diagnostics: diagnostics + [.error("\(error)", at: SourceLocation(file: path))],
                              report: report, contents: contents)
            }
        }
        guard !inputs.isEmpty else {
            return Result(outcome: .matched, diagnostics: diagnostics, report: report, contents: contents)
        }
        let matching = StoreModelMatching(storeHashes: contents.metadata.entityHashes, inputs: inputs,
                                          storeModel: contents.cachedModel?.model)
        let migration = matching.hasMatch ? nil : StoreMigration.tree(storeModel: contents.cachedModel?.model, inputs: inputs)
        if case .object(var members) = report {
            members.append(("models", StoreReport.matchingTree(matching, migration: migration)))
            report = .object(members)
        }
        return Result(outcome: matching.hasMatch ? .matched : .noMatch, diagnostics: diagnostics, report: report,
                      contents: contents, matching: matching)
    }
}
