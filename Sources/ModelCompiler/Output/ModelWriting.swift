import CompiledModel
import CoreDataModel
import HostSystem
import KeyedArchive

/// Compiled models from graphs built or edited in code: the `.mom` bytes of one model, the files
/// of a `.momd` bundle, and writing either atomically (nothing half-written, the previous output
/// untouched on failure). The compile pipeline writes its outputs through the same steps.
public enum ModelWriting {
    /// The `.mom` bytes of `model`. An editable model is resolved first (names connected to
    /// objects), as a model read from source is, and checked by momc's rules (`ModelLinter` with
    /// default options): what compile refuses, this refuses too.
    /// - Throws: `ModelError` with every error resolution, the rules or archiving find.
    package static func momBytes(of model: ManagedObjectModel, layout: ArchiveLayout = .newest) throws -> [UInt8] {
        try checkedArchive(of: model, layout: layout).bytes
    }

    /// `momBytes(of:layout:)` short of the bytes, for a writer that hands them to a file in pieces.
    private static func checkedArchive(of model: ManagedObjectModel, layout: ArchiveLayout = .newest) throws -> FinishedArchive {
        try checkedForWriting(model)
        return try CompiledModelEncoder.archive(model, layout: layout)
    }

    /// The files of a `.momd` bundle: `<version>.mom` for each version and `VersionInfo.plist`
    /// naming `currentVersion` and holding every version's entity hashes and checksum.
    /// - Throws: `ModelError` when `currentVersion` is not one of `versions`, or a version does
    ///   not compile.
    public static func momdFiles(versions: [String: ManagedObjectModel], currentVersion: String) throws -> [String: [UInt8]] {
        guard versions[currentVersion] != nil else {
            let known = versions.keys.sorted().joined(separator: ", ")
            throw ModelError("no version named '\(currentVersion)' (versions: \(known))")
        }
        var compiled: [CompiledVersion] = []
        for name in versions.keys.sorted() {
            guard let model = versions[name] else { continue }
            try checkedForWriting(model)
            compiled.append(try CompiledVersion(name: name, model: model))
        }
        return try bundleFiles(compiled, currentVersionName: currentVersion).mapValues { try $0.collected() }
    }

    /// Writes `model` as a `.mom` file at `path`.
    public static func writeMom(_ model: ManagedObjectModel, to path: String) throws {
        let archive = try checkedArchive(of: model)
        try AtomicOutput.writeFile(.pieces { write in try archive.write(to: write) }, to: path)
    }

    /// Writes `versions` as a `.momd` bundle (a directory) at `path`.
    public static func writeMomd(versions: [String: ManagedObjectModel], currentVersion: String, to path: String) throws {
        try AtomicOutput.writeDirectory(try momdFiles(versions: versions, currentVersion: currentVersion), to: path)
    }

    /// Resolution's errors (only an editable model needs resolving: a loaded one is resolved and
    /// frozen already), then the rules' errors.
    private static func checkedForWriting(_ model: ManagedObjectModel) throws {
        var diagnostics = model.isEditable ? ModelResolver.resolve(model) : []
        if !diagnostics.hasErrors { diagnostics += ModelLinter.lint(model) }
        let errors = diagnostics.filter { $0.severity == .error }
        if !errors.isEmpty { throw ModelError(errors) }
    }

    /// One version compiled: its archive (written to the `.mom` a piece at a time) and what
    /// `VersionInfo.plist` records about it.
    struct CompiledVersion {
        /// Below this many entities, a second thread costs more than the hashing it would take over.
        static let entitiesWorthASecondThread = 500

        var name: String
        var mom: FinishedArchive
        var entityHashes: [String: [UInt8]]
        var checksum: String
        var entityOrder: [String]

        init(name: String, model: ManagedObjectModel, layout: ArchiveLayout = .newest) throws {
            self = try Self.compiled(name: name, model: model, layout: layout, alongside: {}).version.get()
        }

        private init(name: String, archive: FinishedArchive, hashes: (entities: [String: [UInt8]], checksum: String, entityOrder: [String])) {
            self.name = name
            self.mom = archive
            self.entityHashes = hashes.entities
            self.checksum = hashes.checksum
            self.entityOrder = hashes.entityOrder
        }

        /// Whether compiling `model` archives on one thread while hashing runs on another — and
        /// so whether `alongside` work costs no wall time.
        static func archivesBesideHashing(_ model: ManagedObjectModel) -> Bool {
            model.entities.count >= entitiesWorthASecondThread
        }

        /// `model` compiled, and what `alongside` returns. Hashing reads the graph that archiving
        /// reads: for a large model the two run side by side (neither writes to the graph).
        /// Archiving takes longest; with `splittingArchiving`, the other thread first archives the
        /// model's last entities for it (`ModelArchiving.archiveLaterEntities()`), then hashes. Only
        /// a caller on no other thread's work may ask for that: two threads nested inside another
        /// pair run one after the other, and the split would then only add the merging. The entity
        /// order and `alongside` (which must only read the graph too) go beside the hashing.
        static func compiled<Alongside>(
            name: String, model: ManagedObjectModel, layout: ArchiveLayout, splittingArchiving: Bool = false,
            alongside: () -> Alongside
        ) -> (version: Result<CompiledVersion, any Error>, alongside: Alongside) {
            let concurrently = archivesBesideHashing(model)
            let split = concurrently && splittingArchiving
            let archive = ModelArchiving(model, layout: layout, compilingThreadShare: split ? ModelArchiving.compilingThreadShare : nil)
            let archiveMemory = concurrently ? archive.reservedMemory : []
            let (hashing, archiving) = SideBySide.both(concurrently: concurrently, {
                // Faulted in here first, ahead of the archiving that fills it from the front.
                PagePrefault.populate(archiveMemory)
                archive.archiveLaterEntities()
                var hasher = VersionHasher()
                let hashes = (hasher.entityHashes(of: model), hasher.checksum(of: model), archive.entityNames)
                return (hashes, alongside())
            }, {
                Result { try archive.finished() }
            })
            return (archiving.map { CompiledVersion(name: name, archive: $0, hashes: hashing.0) }, hashing.1)
        }

        /// The `.mom` file, written from the archive as the file is written.
        var momContents: AtomicOutput.Contents {
            .pieces { [mom] write in try mom.write(to: write) }
        }
    }

    /// The files of a `.momd` holding `versions`.
    static func bundleFiles(_ versions: [CompiledVersion], currentVersionName: String?, layout: ArchiveLayout = .newest) -> [String: AtomicOutput.Contents] {
        var files: [String: AtomicOutput.Contents] = [:]
        var hashes: [String: [String: [UInt8]]] = [:]
        var checksums: [String: String] = [:]
        var entityOrders: [String: [String]] = [:]
        for version in versions {
            entityOrders[version.name] = version.entityOrder
            files[version.name + ".mom"] = version.momContents
            hashes[version.name] = version.entityHashes
            if checksums[version.name] == nil { checksums[version.name] = version.checksum }
        }
        var info = VersionInfo(currentVersionName: currentVersionName, versionHashes: hashes, versionChecksums: checksums)
        info.entityOrders = entityOrders
        files["VersionInfo.plist"] = .bytes(info.encoded(layout: layout))
        return files
    }
}
