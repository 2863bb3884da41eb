import CoreDataModel
import Foundation

/// One version of a model bundle as the guard sees it: its hashes, and its graph when the
/// graph is at hand (a git baseline and the work tree have it; a lock file does not).
public struct VersionSnapshot {
    public var name: String
    /// `versionChecksum`: base64 of the model's version hash.
    public var checksum: String
    /// Entity name → base64 of its version hash.
    public var entityHashes: [String: String]
    public var model: ManagedObjectModel?
    /// The file to point diagnostics at (a `contents` file, or a lock-file line).
    public var location: SourceLocation
    /// `FieldDigests` as a lock file recorded them (empty for a lock written before they were).
    public var recordedFieldDigests: [String: String] = [:]

    /// `FieldDigests` of the model, else as recorded: what tells a hash-invisible edit when only
    /// one side has its model (a lock file against the work tree).
    public var fieldDigests: [String: String] {
        model.map(FieldDigests.of) ?? recordedFieldDigests
    }

    public init(name: String, checksum: String, entityHashes: [String: String], model: ManagedObjectModel? = nil,
                location: SourceLocation) {
        self.name = name
        self.checksum = checksum
        self.entityHashes = entityHashes
        self.model = model
        self.location = location
    }

    /// A version read from a graph: hashes computed as Core Data computes them.
    public init(name: String, model: ManagedObjectModel, location: SourceLocation) {
        var hasher = VersionHasher()
        let hashes = hasher.entityHashes(of: model).mapValues { Data($0).base64EncodedString() }
        self.init(name: name, checksum: hasher.checksum(of: model), entityHashes: hashes, model: model, location: location)
    }
}

/// A `.xcdatamodeld` at one point in time: its versions and which one is current.
public struct BundleSnapshot {
    /// The bundle's path relative to the repository (or as given), the key lock files use.
    public var path: String
    public var currentVersionName: String?
    /// Versions in Xcode's natural name order (`Model`, `Model 2`, …, `Model 10`).
    public var versions: [VersionSnapshot]
    /// Where the current-version marker lives (`.xccurrentversion`, or the lock's `current` line).
    public var currentVersionLocation: SourceLocation
    /// The bundle itself, for messages about it as a whole.
    public var location: SourceLocation

    public init(path: String, currentVersionName: String?, versions: [VersionSnapshot], currentVersionLocation: SourceLocation,
                location: SourceLocation? = nil) {
        self.path = path
        self.currentVersionName = currentVersionName
        self.versions = versions
        self.currentVersionLocation = currentVersionLocation
        self.location = location ?? currentVersionLocation
    }

    public func version(named name: String) -> VersionSnapshot? { versions.first { $0.name == name } }
}
