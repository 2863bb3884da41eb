import CoreDataModel
import CoreDataStore
import Foundation
import ModelCompiler
import TestLocations
import XCTest

/// The judge of `create-store`: for every real store in the shared test data, a store created from
/// each model version whose hashes the store records — and from the store's own cached model —
/// has the same entity and join tables (columns, types, order), indexes, `Z_PRIMARYKEY` rows and
/// version hashes. Stores and models are found by looking, so a store added there is judged too.
/// The real stores are only read through private copies, and checked unchanged afterwards.
final class CreatedStoreSchemaTests: XCTestCase {
    func testEveryRealStoreIsRecreatedFromTheModelsThatWroteIt() throws {
        let root = try RepositoryPaths.requireShared("stores")
        let stores = Self.storeFiles(under: root)
        XCTAssertGreaterThanOrEqual(stores.count, 5, "the shared stores are found")
        let work = try TemporaryFolder(self)
        for (index, store) in stores.enumerated() {
            let folder = (store as NSString).deletingLastPathComponent
            let before = try FolderSnapshot(of: folder)
            let real = try StoreSchemaSnapshot.read(path: store)
            let name = String(store.dropFirst(root.count + 1))
            let cached = try StoreReader.read(path: store, cache: .tolerant).cachedModel?.model
            let models = try Self.writingVersions(of: real.entityHashes, under: root + "/" + (name.components(separatedBy: "/").first ?? ""))
            XCTAssertFalse(models.isEmpty, "\(name): some model version records the store's hashes")
            for (offset, model) in (models + (cached == nil ? [] : [store])).enumerated() {
                let output = work.path + "/\(index)-\(offset).sqlite"
                let result = StoreCreation.create(modelPath: model, storePath: output)
                XCTAssertTrue(result.succeeded, "\(name) from \(model): \(result.diagnostics.map(\.message))")
                guard result.succeeded else { continue }
                let ours = try StoreSchemaSnapshot.read(path: output)
                let given = model == store ? nil : try Self.currentModel(model)
                let differences = Self.differences(real: real, ours: ours, writingModel: cached, givenModel: given)
                XCTAssertEqual(differences, [], "\(name) created from \(model == store ? "its own cached model" : model)")
            }
            XCTAssertEqual(try FolderSnapshot(of: folder), before, "\(name): the real store's folder is unchanged")
        }
    }

    /// Every SQLite file under `root` (stores are named anything), without their `-wal`/`-shm`.
    static func storeFiles(under root: String) -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: root)
        var stores: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            let path = root + "/" + relative
            if ["-wal", "-shm", "-journal"].contains(where: relative.hasSuffix) { continue }
            if StoreReader.hasSQLiteHeader(path) { stores.append(path) }
        }
        return stores.sorted()
    }

    /// Paths of the model versions (an `.xcdatamodel` folder, or a `.mom` of a `.momd`) under
    /// `folder` whose entity hashes equal `hashes`.
    static func writingVersions(of hashes: [String: [UInt8]], under folder: String) throws -> [String] {
        let enumerator = FileManager.default.enumerator(atPath: folder)
        var found: [String] = []
        while let relative = enumerator?.nextObject() as? String {
            guard ["xcdatamodeld", "momd"].contains((relative as NSString).pathExtension) else { continue }
            let loaded = try ModelLoading.load(try ModelInput(path: folder + "/" + relative))
            for version in loaded.versions where version.model.entityVersionHashesByName == hashes {
                let isSource = ["contents", "elements"].contains((version.path as NSString).lastPathComponent)
                found.append(isSource ? (version.path as NSString).deletingLastPathComponent : version.path)
            }
        }
        return found.sorted()
    }

    static func currentModel(_ path: String) throws -> ManagedObjectModel? {
        try ModelLoading.load(try ModelInput(path: path)).currentVersion?.model
    }

    /// What differs, one line each. Allowed: stores written before framework 637 order each type
    /// group's columns some other way (only the set of columns is compared), and lack
    /// `Z_MODELCACHE`; a store may have indexes for attributes that the revision of the model that
    /// wrote it (its cached model) indexed and the given, hash-identical model does not.
    static func differences(real: StoreSchemaSnapshot, ours: StoreSchemaSnapshot, writingModel: ManagedObjectModel?,
                            givenModel: ManagedObjectModel?) -> [String] {
        var lines: [String] = []
        let ordered = (real.frameworkVersion ?? 0) >= 637
        for table in Set(real.modelTables.keys).union(ours.modelTables.keys).sorted() {
            let lhs = real.modelTables[table] ?? [], rhs = ours.modelTables[table] ?? []
            let same = ordered ? lhs == rhs : Set(lhs.map(\.description)) == Set(rhs.map(\.description))
            if !same { lines.append("table \(table): real \(lhs) ours \(rhs)") }
        }
        let explained = writingModel.map { indexesOnlyIn($0, not: givenModel) } ?? []
        for index in Set(real.indexes.keys).union(ours.indexes.keys).sorted() where real.indexes[index] != ours.indexes[index] {
            if ours.indexes[index] == nil, explained.contains(index) { continue }
            lines.append("index \(index): real \(real.indexes[index] ?? "none") ours \(ours.indexes[index] ?? "none")")
        }
        let rows = { (snapshot: StoreSchemaSnapshot) in snapshot.entityRows.map { "\($0.number) \($0.name) \($0.parentNumber)" } }
        if rows(real) != rows(ours) { lines.append("Z_PRIMARYKEY: real \(rows(real)) ours \(rows(ours))") }
        if real.entityHashes != ours.entityHashes { lines.append("version hashes differ") }
        return lines
    }

    /// `Z_<Entity>_<attribute>` of attributes `writing` indexes (a single-element fetch index named
    /// after the attribute, as the runtime makes of an indexed attribute) and `given` does not.
    static func indexesOnlyIn(_ writing: ManagedObjectModel, not given: ManagedObjectModel?) -> Set<String> {
        guard let given else { return [] }
        var names: Set<String> = []
        for entity in writing.entities {
            let other = given.entity(named: entity.name)
            for index in entity.fetchIndexes where index.elements.count == 1 && index.elements.first?.propertyName == index.name {
                let known = other?.fetchIndexes.contains { $0.name == index.name } == true
                    || other?.property(named: index.name)?.kind.attribute?.isIndexed == true
                if !known { names.insert("Z_\(entity.name)_\(index.name)") }
            }
        }
        return names
    }
}
