import CoreDataModel
import FoundationEssentials
import HostSystem

/// Read-only access to a git repository through the `git` command: resolve a revision, list and
/// read the files of a path at that revision. Nothing here checks out, writes the index, or
/// touches the work tree (`GIT_OPTIONAL_LOCKS=0` even keeps git from refreshing the index).
public struct GitRepository: Sendable {
    /// The work tree's top-level folder, as git prints it; every git command runs there.
    public let root: String

    /// The repository that holds `path` (relative to the current folder, or absolute): what
    /// `git -C <folder of path> rev-parse --show-toplevel` names, whatever repository the current
    /// folder belongs to. A path that no longer exists is placed by its nearest existing folder.
    public init(holding path: String) throws {
        let folder = Self.nearestExistingFolder(of: path)
        let result = Self.git(["rev-parse", "--show-toplevel"], in: folder)
        guard result.status == 0, let top = result.text.split(separator: "\n").first else {
            let detail = result.errorText.isEmpty ? "" : " (\(result.errorText))"
            throw ModelError("not inside a git repository\(detail)", at: SourceLocation(file: path.isEmpty ? "." : path))
        }
        root = String(top)
    }

    /// The one repository that holds every path (check-versions compares them all against one
    /// revision, which names a commit of one repository).
    public init(holdingAll paths: [String]) throws {
        let repositories = try paths.map { (path: $0, repository: try GitRepository(holding: $0)) }
        guard let first = repositories.first else { throw ModelError("no path given") }
        if let other = repositories.first(where: { $0.repository.root != first.repository.root }) {
            throw ModelError("'\(first.path)' and '\(other.path)' lie in different git repositories (\(first.repository.root), \(other.repository.root)); compare each repository's models in a run of their own",
                             at: SourceLocation(file: other.path))
        }
        self = first.repository
    }

    /// `REV:PATH`'s PATH in its repository. As `git show` reads it, a plain PATH is relative to the
    /// root of the current folder's repository; an absolute PATH, or one starting with `./` or
    /// `../`, is a path on disk (so is a plain PATH outside any repository), and its repository is
    /// the one that holds it.
    public static func locate(revisionPath path: String) throws -> (repository: GitRepository, path: String) {
        let onDisk = path.hasPrefix("/") || path.hasPrefix("./") || path.hasPrefix("../") || path == "." || path == ".."
        if !onDisk, let repository = try? GitRepository(holding: ".") {
            return (repository, path.hasSuffix("/") ? String(path.dropLast()) : path)
        }
        let repository = try GitRepository(holding: path)
        return (repository, try repository.repositoryPath(of: path))
    }

    private static func nearestExistingFolder(of path: String) -> String {
        var folder = path.isEmpty ? "." : path
        while true {
            var isDirectory = false
            if FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory), isDirectory { return folder }
            let parent = folder.deletingLastPathComponent
            if parent == folder || parent.isEmpty { return folder.hasPrefix("/") ? "/" : "." }
            folder = parent
        }
    }

    /// The commit a revision names. A missing revision in a shallow clone gets its own message:
    /// the history is simply not there, and `--lock` needs none.
    public func commit(for revision: String) throws -> String {
        let result = Self.git(["rev-parse", "--verify", "--quiet", "--end-of-options", revision + "^{commit}"], in: root)
        if result.status == 0, let commit = result.text.split(separator: "\n").first { return String(commit) }
        let shallow = Self.git(["rev-parse", "--is-shallow-repository"], in: root).text.hasPrefix("true")
        if shallow {
            throw ModelError("revision '\(revision)' is not in this shallow clone (its history was not fetched); fetch more history (e.g. actions/checkout with fetch-depth: 0) or guard with --lock FILE instead",
                             at: SourceLocation(file: root))
        }
        throw ModelError("revision '\(revision)' does not exist in the git repository", at: SourceLocation(file: root))
    }

    /// `path` (relative to the current folder, or absolute) as a path inside the repository,
    /// symbolic links and `..` resolved on both sides; "" for the root itself.
    public func repositoryPath(of path: String) throws -> String {
        let top = PhysicalPath.resolve(root), physical = PhysicalPath.resolve(path)
        if physical == top { return "" }
        guard physical.hasPrefix(top + "/") || top == "/" else {
            throw ModelError("'\(path)' is outside the git repository at \(root)", at: SourceLocation(file: path))
        }
        return String(physical.dropFirst(top == "/" ? 1 : top.count + 1))
    }

    /// Every file (blob) under `paths` at `commit`, as repository paths with their object ids.
    public func files(at commit: String, under paths: [String]) throws -> [(path: String, object: String)] {
        let result = Self.git(["ls-tree", "-r", "-z", "--full-tree", commit, "--"] + paths, in: root)
        guard result.status == 0 else {
            throw ModelError("git ls-tree failed: \(result.errorText)", at: SourceLocation(file: root))
        }
        return result.output.split(separator: 0).compactMap { entry in
            // "<mode> <type> <object>\t<path>"
            guard let tab = entry.firstIndex(of: 0x09) else { return nil }
            let fields = entry[entry.startIndex..<tab].split(separator: 0x20)
            guard fields.count == 3, fields[1].elementsEqual("blob".utf8) else { return nil }
            return (String(decoding: entry[(tab + 1)...], as: UTF8.self), String(decoding: fields[2], as: UTF8.self))
        }
    }

    /// Writes the tree of `path` at `commit` into `destination` (its repository path below it)
    /// and returns where `path` landed; throws when the revision has nothing at `path`.
    public func export(_ path: String, at commit: String, revision: String, into destination: String) throws -> String {
        let entries = try files(at: commit, under: [path])
        guard !entries.isEmpty else {
            throw ModelError("'\(path)' does not exist at revision '\(revision)'", at: SourceLocation(file: "\(revision):\(path)"))
        }
        for entry in entries {
            let blob = Self.git(["cat-file", "blob", entry.object], in: root)
            guard blob.status == 0 else {
                throw ModelError("cannot read \(entry.path) at revision '\(revision)': \(blob.errorText)", at: SourceLocation(file: "\(revision):\(entry.path)"))
            }
            let target = destination.appendingPathComponent(entry.path)
            try FileManager.default.createDirectory(atPath: target.deletingLastPathComponent, withIntermediateDirectories: true)
            guard FileManager.default.createFile(atPath: target, contents: Data(blob.output)) else {
                throw ModelError("cannot write a temporary copy of \(entry.path)", at: SourceLocation(file: target))
            }
        }
        return destination.appendingPathComponent(path)
    }

    struct Result {
        var status: Int32
        var output: [UInt8]
        var errorOutput: [UInt8]
        var text: String { String(decoding: output, as: UTF8.self) }
        var errorText: String { String(decoding: errorOutput, as: UTF8.self).trimmingWhitespaceAndNewlines() }
    }

    /// Runs git in `directory` (`git -C`) with no prompts and no optional locks.
    static func git(_ arguments: [String], in directory: String) -> Result {
        var environment = ProcessInfo.processInfo.environment
        environment["GIT_OPTIONAL_LOCKS"] = "0"
        environment["GIT_TERMINAL_PROMPT"] = "0"
        environment["LC_ALL"] = "C"
        do {
            let run = try ProgramRun.run("/usr/bin/env", arguments: ["git", "-C", directory] + arguments, environment: environment)
            return Result(status: run.status, output: run.output, errorOutput: run.errorOutput)
        } catch {
            return Result(status: -1, output: [], errorOutput: Array("cannot run git: \(error)".utf8))
        }
    }
}
