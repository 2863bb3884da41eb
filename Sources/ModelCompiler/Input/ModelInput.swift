import CoreDataModel
import CoreDataStore
import FoundationEssentials
import HostSystem

/// What a path on the command line is, decided once from its name and what is on disk, so every
/// command treats `Foo.xcdatamodeld`, `Foo.xcdatamodel`, a bare `contents` file, `Foo.mom` and
/// `Foo.momd` the same way.
public enum ModelInput: Equatable {
    /// A `.xcdatamodeld` bundle of versions.
    case sourceBundle(String)
    /// A `.xcdatamodel` folder, or a `contents` (or Xcode 3 `elements`) file directly.
    case sourceModel(String)
    /// A compiled `.mom` file.
    case compiledModel(String)
    /// A compiled `.momd` bundle.
    case compiledBundle(String)
    /// A Core Data SQLite store (any file name, found by its SQLite header): its cached model.
    case store(String)

    public init(path: String) throws {
        let trimmed = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        var isDirectory = false
        guard FileManager.default.fileExists(atPath: trimmed, isDirectory: &isDirectory) else {
            // stat(2)'s own words: a link loop, a denied search permission or a missing file.
            var info = stat()
            let reason = stat(trimmed, &info) != 0 ? String(cString: strerror(errno)) : "no such file or directory"
            throw ModelError(reason == "No such file or directory" ? "no such file or directory" : "cannot read: \(reason)",
                             at: SourceLocation(file: path))
        }
        let ext = trimmed.pathExtension.lowercased()
        switch ext {
        case "xcdatamodeld": self = .sourceBundle(trimmed)
        case "xcdatamodel": self = .sourceModel(trimmed)
        case "mom": self = .compiledModel(trimmed)
        case "momd": self = .compiledBundle(trimmed)
        default:
            if !isDirectory, ["contents", "elements"].contains(trimmed.lastPathComponent) {
                self = .sourceModel(trimmed)
            } else if !isDirectory, StoreReader.hasSQLiteHeader(trimmed) {
                self = .store(trimmed)
            } else if !isDirectory, Self.startsWithBinaryPlist(trimmed) {
                self = .compiledModel(trimmed)
            } else if isDirectory, Self.looksLikeCompiledBundle(trimmed) {
                // A renamed .momd (e.g. `Model.momd_precompiled` shipped as a test resource).
                self = .compiledBundle(trimmed)
            } else {
                throw ModelError("not a Core Data model (expected .xcdatamodeld, .xcdatamodel, .mom, .momd or a store)", at: SourceLocation(file: path))
            }
        }
    }

    public var path: String {
        switch self {
        case .sourceBundle(let path), .sourceModel(let path), .compiledModel(let path), .compiledBundle(let path), .store(let path):
            return path
        }
    }

    public var isSource: Bool {
        switch self {
        case .sourceBundle, .sourceModel: return true
        case .compiledModel, .compiledBundle, .store: return false
        }
    }

    /// The model's base name: `Foo` for `Foo.xcdatamodeld`, `Foo.xcdatamodel`, `Foo.mom`.
    public var baseName: String {
        var path = self.path
        if ["contents", "elements"].contains(path.lastPathComponent) {
            path = path.deletingLastPathComponent
        }
        return path.lastPathComponent.deletingPathExtension
    }

    private static func looksLikeCompiledBundle(_ path: String) -> Bool {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
        return names.contains("VersionInfo.plist") || names.contains { $0.hasSuffix(".mom") }
    }

    private static func startsWithBinaryPlist(_ path: String) -> Bool {
        ReadableFile(path: path)?.read(upToCount: 8) == Array("bplist00".utf8)
    }
}
