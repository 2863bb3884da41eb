import CoreDataModel
import FoundationEssentials
import HostSystem
import ModelEvolution
import ModelSource

/// `modelc check-versions`: find every `.xcdatamodeld` under the given paths, take each one's
/// baseline (the bundle at a git revision, or the lock file's record of it) and apply the
/// `VersionGuard` rules. Reads only: the work tree and the repository are never modified (the
/// lock file is written only when asked, atomically).
public enum VersionChecking {
    public enum Baseline: Sendable, Equatable {
        case revision(String)
        case lock(String)
    }

    public struct Options: Sendable {
        public var paths: [String]
        public var baseline: Baseline
        public var updateLock: Bool
        public var warningsAsErrors: Bool

        public init(paths: [String], baseline: Baseline, updateLock: Bool = false, warningsAsErrors: Bool = false) {
            self.paths = paths
            self.baseline = baseline
            self.updateLock = updateLock
            self.warningsAsErrors = warningsAsErrors
        }
    }

    public struct Result: Sendable {
        /// Rule findings, warnings already raised to errors under `-Werror`.
        package var findings: [GuardFinding] = []
        /// Bundles that were checked, by display path.
        public var bundles: [String] = []
        /// True when `--update-lock` wrote the lock file.
        public var wroteLock = false
        public var hasErrors: Bool { findings.contains { $0.severity == .error } }

        public var summary: String {
            let errors = findings.filter { $0.severity == .error }.count
            return Self.summary(models: bundles.count, errors: errors, warnings: findings.count - errors, wroteLock: wroteLock)
        }

        /// The last line of every run, also of one that stopped early (`models` 0, its errors counted).
        public static func summary(models: Int, errors: Int, warnings: Int, wroteLock: Bool = false) -> String {
            "check-versions: \(models) model\(models == 1 ? "" : "s") checked, \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")"
                + (wroteLock ? "; lock file updated" : "")
        }
    }

    /// Runs the guard. Inputs that cannot be read at all throw `ModelError`.
    public static func run(_ options: Options) throws -> Result {
        let found = try bundlePaths(under: options.paths)
        var result = Result()
        var snapshots: [(snapshot: BundleSnapshot, surroundings: VersionGuard.Surroundings)] = []
        switch options.baseline {
        case .revision(let revision):
            let repository = try GitRepository(holdingAll: options.paths)
            let commit = try repository.commit(for: revision)
            for path in found {
                let key = try repository.repositoryPath(of: path)
                let current = try snapshot(of: path, key: key)
                snapshots.append((current, surroundings(of: path)))
                result.bundles.append(path)
                guard let baseline = try baselineSnapshot(key, revision: revision, commit: commit, in: repository) else { continue }
                result.findings += VersionGuard.check(baseline: baseline, current: current, surroundings: surroundings(of: path))
            }
            result.findings += try deletedBundles(under: options.paths, present: Set(snapshots.map(\.snapshot.path)),
                                                  revision: revision, commit: commit, in: repository)
        case .lock(let lockPath):
            let lock = try readLock(lockPath, required: !options.updateLock)
            let lockFolder = lockPath.deletingLastPathComponent
            for path in found {
                let current = try snapshot(of: path, key: relativePath(path, from: lockFolder))
                snapshots.append((current, surroundings(of: path)))
                result.bundles.append(path)
                guard let baseline = lock?.bundle(at: current.path) else {
                    if lock != nil, !options.updateLock {
                        result.findings.append(GuardFinding("model-not-locked", .warning,
                            "model \(current.path) is not in the lock file, so nothing guards its versions; record it with --update-lock",
                            at: current.location))
                    }
                    continue
                }
                result.findings += VersionGuard.check(baseline: baseline, current: current, surroundings: surroundings(of: path))
            }
            let present = Set(snapshots.map(\.snapshot.path))
            let guarded = options.paths.map { relativePath($0, from: lockFolder) }
            for bundle in lock?.bundles ?? [] where !present.contains(bundle.path) && guarded.contains(where: { covers($0, bundle.path) }) {
                result.findings.append(GuardFinding("model-removed", .error,
                    "model \(bundle.path) is recorded in the lock file but no longer exists; its versions have shipped", at: bundle.location))
            }
            if options.warningsAsErrors { result.findings = raised(result.findings) }
            if options.updateLock, !result.hasErrors {
                var bundles = snapshots.map(\.snapshot)
                bundles += (lock?.bundles ?? []).filter { old in !present.contains(old.path) && !guarded.contains { covers($0, old.path) } }
                try write(VersionLock(bundles: bundles).serialized(), to: lockPath)
                result.wroteLock = true
            }
            return result
        }
        if options.warningsAsErrors { result.findings = raised(result.findings) }
        return result
    }

    private static func raised(_ findings: [GuardFinding]) -> [GuardFinding] {
        findings.map { finding in
            var copy = finding
            copy.severity = .error
            return copy
        }
    }

    /// Every `.xcdatamodeld` at or under the paths, sorted; not descending into bundles, hidden
    /// folders or build products.
    static func bundlePaths(under paths: [String]) throws -> [String] {
        var found: [String] = []
        for path in paths {
            let trimmed = path.count > 1 && path.hasSuffix("/") ? String(path.dropLast()) : path
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory) else {
                throw ModelError("no such file or directory", at: SourceLocation(file: path))
            }
            if trimmed.lowercased().hasSuffix(".xcdatamodeld") {
                found.append(trimmed)
                continue
            }
            guard isDirectory, !trimmed.lowercased().hasSuffix(".xcdatamodel") else {
                throw ModelError("not a folder or a .xcdatamodeld bundle: check-versions guards the versions of .xcdatamodeld bundles",
                                 at: SourceLocation(file: path))
            }
            found += search(trimmed)
        }
        guard !found.isEmpty else {
            throw ModelError("no .xcdatamodeld bundle found under \(paths.joined(separator: ", "))", at: SourceLocation(file: paths.first ?? "."))
        }
        return Array(Set(found)).sorted(by: utf16Precedes)
    }

    private static func search(_ folder: String) -> [String] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder) else { return [] }
        var found: [String] = []
        for name in names.sorted() where !name.hasPrefix(".") && name != "DerivedData" {
            let path = folder == "." ? name : folder + "/" + name
            var isDirectory = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory else { continue }
            if name.lowercased().hasSuffix(".xcdatamodeld") {
                found.append(path)
            } else if !name.lowercased().hasSuffix(".xcdatamodel") {
                found += search(path)
            }
        }
        return found
    }

    /// The work tree's bundle (or an exported copy), every version hashed.
    static func snapshot(of path: String, key: String, displayPrefix: (scratch: String, revision: String)? = nil) throws -> BundleSnapshot {
        let loaded = try ModelLoading.load(.sourceBundle(path))
        func shown(_ file: String) -> String {
            guard let prefix = displayPrefix, file.hasPrefix(prefix.scratch + "/") else { return file }
            return prefix.revision + ":" + file.dropFirst(prefix.scratch.count + 1)
        }
        let versions = loaded.versions
            .sorted { NaturalOrder.areInIncreasingOrder($0.name, $1.name) }
            .map { VersionSnapshot(name: $0.name, model: $0.model, location: SourceLocation(file: shown($0.path))) }
        let marker = path + "/.xccurrentversion"
        let markerLocation = SourceLocation(file: shown(FileManager.default.fileExists(atPath: marker) ? marker : path))
        return BundleSnapshot(path: key, currentVersionName: loaded.currentVersionName, versions: versions,
                              currentVersionLocation: markerLocation, location: SourceLocation(file: shown(path)))
    }

    /// The bundle as it was at the revision; nil when it did not exist then (a new model).
    private static func baselineSnapshot(_ key: String, revision: String, commit: String, in repository: GitRepository) throws -> BundleSnapshot? {
        guard try !repository.files(at: commit, under: [key]).isEmpty else { return nil }
        let scratch = TemporaryFolder.path + "modelc-baseline-" + UUID().uuidString
        defer { try? FileManager.default.removeItem(atPath: scratch) }
        let exported = try repository.export(key, at: commit, revision: revision, into: scratch)
        do {
            return try snapshot(of: exported, key: key, displayPrefix: (scratch, revision))
        } catch let error as ModelError {
            throw ModelError(error.diagnostics.map { diagnostic in
                var copy = diagnostic
                copy.message = diagnostic.message.replacingOccurrences(of: scratch + "/", with: revision + ":")
                if let location = diagnostic.location, location.file.hasPrefix(scratch + "/") {
                    copy.location = SourceLocation(file: revision + ":" + location.file.dropFirst(scratch.count + 1), line: location.line)
                }
                return copy
            })
        }
    }

    /// Bundles the revision had under the guarded paths that the work tree no longer has.
    private static func deletedBundles(under paths: [String], present: Set<String>, revision: String, commit: String,
                                       in repository: GitRepository) throws -> [GuardFinding] {
        let keys = try paths.map { try repository.repositoryPath(of: $0) }
        var bundles = Set<String>()
        for file in try repository.files(at: commit, under: keys.map { $0.isEmpty ? "." : $0 }) {
            let components = file.path.split(separator: "/", omittingEmptySubsequences: false)
            if let index = components.firstIndex(where: { $0.lowercased().hasSuffix(".xcdatamodeld") }) {
                bundles.insert(components[...index].joined(separator: "/"))
            }
        }
        return bundles.subtracting(present).sorted(by: utf16Precedes).map { bundle in
            GuardFinding("model-removed", .error,
                         "model \(bundle) existed at revision '\(revision)' but was deleted; its versions have shipped",
                         at: SourceLocation(file: bundle))
        }
    }

    private static func surroundings(of bundle: String) -> VersionGuard.Surroundings {
        let folder = bundle.deletingLastPathComponent
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder)) ?? []
        return VersionGuard.Surroundings(hasMappingModel: names.contains { $0.lowercased().hasSuffix(".xcmappingmodel") })
    }

    private static func readLock(_ path: String, required: Bool) throws -> VersionLock? {
        guard let data = FileManager.default.contents(atPath: path) else {
            if !required, !FileManager.default.fileExists(atPath: path) { return nil }
            throw ModelError("cannot read the lock file (create it with --update-lock)", at: SourceLocation(file: path))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ModelError("corrupt lock file: not UTF-8 text; regenerate it with --update-lock", at: SourceLocation(file: path))
        }
        return try VersionLock(parsing: text, path: path)
    }

    /// Writes to a temporary sibling and renames it into place: never a half-written lock.
    private static func write(_ text: String, to path: String) throws {
        try AtomicOutput.writeFile(Array(text.utf8), to: path)
    }

    /// `path` relative to `folder` (both as given or absolute), `/`-separated.
    static func relativePath(_ path: String, from folder: String) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        func absolute(_ p: String) -> [Substring] {
            let full = p.hasPrefix("/") ? p : cwd.appendingPathComponent(p.isEmpty ? "." : p)
            return URL(fileURLWithPath: full).standardizedFileURL.path.split(separator: "/")
        }
        let target = absolute(path), base = absolute(folder)
        var common = 0
        while common < target.count, common < base.count, target[common] == base[common] { common += 1 }
        let ups = Array(repeating: "..", count: base.count - common)
        let result = (ups + target[common...].map(String.init)).joined(separator: "/")
        return result.isEmpty ? "." : result
    }

    /// True when the guarded path (a key) is the bundle or a folder above it.
    private static func covers(_ guarded: String, _ bundle: String) -> Bool {
        guarded == "." || guarded == "" || bundle == guarded || bundle.hasPrefix(guarded + "/")
    }
}
