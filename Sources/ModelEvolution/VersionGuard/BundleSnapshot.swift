import CoreDataModel
import FoundationEssentials
import HostSystem

/// One version of a model bundle as the guard sees it: its hashes, and its graph when the
/// graph is at hand (a git baseline and the work tree have it; a lock file does not).
package struct VersionSnapshot {
    package var name: String
    /// `versionChecksum`: base64 of the model's version hash.
    package var checksum: String
    /// Entity name → base64 of its version hash.
    package var entityHashes: [String: String]
    package var model: ManagedObjectModel?
    /// The file to point diagnostics at (a `contents` file, or a lock-file line).
    package var location: SourceLocation
    /// `FieldDigests` as a lock file recorded them (empty for a lock written before they were).
    package var recordedFieldDigests: [String: String] = [:]

    /// `FieldDigests` of the model, else as recorded: what tells a hash-invisible edit when only
    /// one side has its model (a lock file against the work tree).
    package var fieldDigests: [String: String] {
        model.map(FieldDigests.of) ?? recordedFieldDigests
    }

    package init(name: String, checksum: String, entityHashes: [String: String], model: ManagedObjectModel? = nil,
                location: SourceLocation) {
        self.name = name
        self.checksum = checksum
        self.entityHashes = entityHashes
        self.model = model
        self.location = location
    }

    /// A version read from a graph: hashes computed as Core Data computes them.
    package init(name: String, model: ManagedObjectModel, location: SourceLocation) {
        var hasher = VersionHasher()
        let hashes = hasher.entityHashes(of: model).mapValues { Data($0).base64EncodedString() }
        self.init(name: name, checksum: hasher.checksum(of: model), entityHashes: hashes, model: model, location: location)
    }
}

/// A `.xcdatamodeld` at one point in time: its versions and which one is current.
package struct BundleSnapshot {
    /// The bundle's path relative to the repository (or as given), the key lock files use.
    package var path: String
    package var currentVersionName: String?
    /// Versions in Xcode's natural name order (`Model`, `Model 2`, …, `Model 10`).
    package var versions: [VersionSnapshot]
    /// Where the current-version marker lives (`.xccurrentversion`, or the lock's `current` line).
    package var currentVersionLocation: SourceLocation
    /// The bundle itself, for messages about it as a whole.
    package var location: SourceLocation

    package init(path: String, currentVersionName: String?, versions: [VersionSnapshot], currentVersionLocation: SourceLocation,
                location: SourceLocation? = nil) {
        self.path = path
        self.currentVersionName = currentVersionName
        self.versions = versions
        self.currentVersionLocation = currentVersionLocation
        self.location = location ?? currentVersionLocation
    }

    package func version(named name: String) -> VersionSnapshot? { versions.first { $0.name == name } }
}
