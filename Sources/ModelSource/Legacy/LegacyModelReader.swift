import CoreDataModel
import FoundationEssentials
import HostSystem
import KeyedArchive

/// Reads an Xcode 2.x/3.x `elements` archive (Documentation/Formats.md "Model sources") into a `ManagedObjectModel` —
/// the same graph the `contents` reader builds, for `ModelResolver` to connect afterwards.
///
/// The archive is read with the project's `KeyedArchive` decoder. The root is an `XDPMModel`
/// whose `_xd_rootPackage` (an `XDModelPackage`) holds the entities in its class bucket; a bare
/// `XDModelPackage` root is accepted too. `layout` (the diagram) is never read. There are no
/// lines in a binary archive, so every diagnostic is at line 0 of the `elements` file.
enum LegacyModelReader {
    static let fileName = "elements"

    /// Reads the `elements` file at `file`. Never throws: problems come back as diagnostics, with
    /// the model nil when nothing usable could be read.
    static func read(elementsAt file: String) -> (model: ManagedObjectModel?, diagnostics: [Diagnostic]) {
        let location = SourceLocation(file: file, line: 0)
        guard let data = FileManager.default.contents(atPath: file) else {
            let reason = String(cString: strerror(errno))
            return (nil, [SourceMessage.unreadableFile(reason: reason).diagnostic(at: location)])
        }
        return read([UInt8](data), file: file)
    }

    /// Reads archive bytes already in memory; `file` labels the diagnostics.
    static func read(_ bytes: [UInt8], file: String) -> (model: ManagedObjectModel?, diagnostics: [Diagnostic]) {
        let location = SourceLocation(file: file, line: 0)
        var diagnostics: [Diagnostic] = []
        do {
            let archive = try KeyedArchiveDecoder(bytes: bytes)
            let model = try readModel(archive, location: location, diagnostics: &diagnostics)
            return (model, diagnostics)
        } catch let error as LegacyArchiveError {
            return (nil, diagnostics + [LegacyMessage.unreadableArchive(reason: error.message).diagnostic(at: location)])
        } catch {
            return (nil, diagnostics + [LegacyMessage.unreadableArchive(reason: "\(error)").diagnostic(at: location)])
        }
    }

    private static func readModel(_ archive: KeyedArchiveDecoder, location: SourceLocation,
                                  diagnostics: inout [Diagnostic]) throws -> ManagedObjectModel {
        guard archive.topUID(forKey: KeyedArchiveKey.root) != nil else {
            throw LegacyArchiveError("the archive has no root object")
        }
        let root = try archive.root()
        let package: ArchivedObject
        let model = ManagedObjectModel()
        model.sourceLocation = location
        if root.isKind(of: "XDPMModel") {
            guard let rootPackage = try root.object(forKey: "_xd_rootPackage"), rootPackage.isKind(of: "XDModelPackage") else {
                throw LegacyArchiveError("the XDPMModel root has no XDModelPackage (_xd_rootPackage)")
            }
            package = rootPackage
            if let identifier = try root.string(forKey: "_modelVersionIdentifier") { model.versionIdentifiers = [identifier] }
        } else if root.isKind(of: "XDModelPackage") {
            package = root
        } else {
            throw LegacyArchiveError("the root object is of class \(root.className), not an Xcode 3 model (XDPMModel)")
        }

        var templates: [FetchRequest] = []
        var names = Set<String>()
        let classes = try LegacyElement.members(of: package, key: "XDBucketForClassesstorage")
        for (key, value) in classes.sorted(by: { $0.key < $1.key }) {
            guard let object = value?.objectValue else { throw LegacyArchiveError("entity '\(key)' is not an object") }
            let read = try LegacyEntityReader.read(object, location: location, diagnostics: &diagnostics)
            guard names.insert(read.entity.name).inserted else {
                throw LegacyArchiveError("two entities are named '\(read.entity.name)'")
            }
            model.addEntity(read.entity)
            templates += read.templates
        }
        model.fetchRequestTemplates = templates.sorted { $0.name < $1.name }
        if root.isKind(of: "XDPMModel") {
            model.configurations = try configurations(of: root)
        }
        return model
    }

    private static func configurations(of root: ArchivedObject) throws -> [Configuration] {
        try LegacyElement.members(of: root, key: LegacyUnverifiedChoices.configurationsKey)
            .sorted { $0.key < $1.key }
            .map { name, members in
                guard let members else { return Configuration(name: name, entityNames: []) }
                let names = try LegacyValues.elements(of: members, owner: "configuration '\(name)'").compactMap { member -> String? in
                    switch member {
                    case .string(let entity)?: return entity
                    case .object(let entity)? where entity.isKind(of: "XDPMEntity"): return try entity.string(forKey: "_name")
                    case nil: return nil
                    case let other?: throw LegacyArchiveError("a member of configuration '\(name)' is \(other.kindName)")
                    }
                }
                return Configuration(name: name, entityNames: names.sorted())
            }
    }
}
