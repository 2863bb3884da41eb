import CompiledModel
import CoreDataModel
import CoreDataStore
import Foundation
import KeyedArchive
import ModelCompiler
import ModelSource
import StoreFixtures
import TestLocations
import XCTest

/// Stores written by `StoreFixture` from the repository's own fixtures, so these run in a clone
/// with no `../shared`: the runtime archive forms of the cache, data only in a `-wal`, merged
/// models, several matching versions, app classes inside the cache, the untouched files.
final class FixtureStoreTests: XCTestCase {
    static func model(_ fixture: String) throws -> ManagedObjectModel {
        try ModelSourceReader.readModel(at: RepositoryPaths.fixtures + "/" + fixture).model
    }

    func testCachedModelWithInheritedCopiesDecodesAndRehashes() throws {
        try checkInheritance(.copies)
    }

    func testCachedModelWithPropertyProxiesDecodesAndRehashes() throws {
        try checkInheritance(.proxies)
    }

    private func checkInheritance(_ form: RuntimeArchive.InheritedForm) throws {
        let folder = try TemporaryFolder(self)
        let source = try Self.model("Inheritance.xcdatamodel")
        var fixture = StoreFixture(model: source)
        fixture.inheritedProperties = form
        let store = folder.path + "/Vehicles.store"
        try fixture.write(to: store)

        let contents = try StoreReader.read(path: store)
        let cached = try XCTUnwrap(contents.cachedModel)
        XCTAssertEqual(cached.entityHashes, source.entityVersionHashesByName)
        XCTAssertEqual(contents.cacheHashMismatches, [])
        for entity in source.entities {
            XCTAssertEqual(cached.model.entity(named: entity.name)?.properties.map(\.name), entity.properties.map(\.name),
                           "\(entity.name): inherited \(form) are not own properties")
            XCTAssertEqual(cached.model.entity(named: entity.name)?.superentity?.name, entity.superentity?.name)
        }
        // The archive really is in the runtime form.
        XCTAssertGreaterThan(cached.archiveSize, 0)
    }

    func testMetadataEntityTableAndDigests() throws {
        let folder = try TemporaryFolder(self)
        var fixture = StoreFixture(model: try Self.model("Inheritance.xcdatamodel"))
        fixture.historyTracking = true
        fixture.cloudKitMirroring = true
        fixture.rowsPerEntity = 3
        let store = folder.path + "/Vehicles.sqlite"
        try fixture.write(to: store)

        let contents = try StoreReader.read(path: store)
        XCTAssertEqual(contents.metadata.storeUUID, fixture.storeUUID)
        XCTAssertEqual(contents.metadata.storeType, "SQLite")
        XCTAssertEqual(contents.metadata.frameworkVersion, 1335)
        XCTAssertEqual(contents.metadata.appKeys, [StoreMetadata.AppKey(name: "com.example.App.queryAnchor", kind: "data")])
        XCTAssertEqual(contents.checksumKeyAgrees, true)
        XCTAssertEqual(contents.hashesDigestAgrees, true)
        XCTAssertEqual(contents.metadata.checksumKey, fixture.model.versionChecksum, "the checksum key is the model's version checksum")
        let rows = Dictionary(uniqueKeysWithValues: contents.entities.map { ($0.name, $0) })
        XCTAssertEqual(rows["Car"]?.parentName, "MotorVehicle")
        XCTAssertEqual(rows["Car"]?.table, "ZVEHICLE")
        XCTAssertEqual(rows["Car"]?.rowCount, 3)
        XCTAssertEqual(rows["Vehicle"]?.rowCount, 0, "abstract: no rows of its own")
        XCTAssertEqual(rows["Vehicle"]?.maxPrimaryKey, 6)
        XCTAssertEqual(rows["TRANSACTION"]?.rowCount, 1)
        XCTAssertEqual(rows["TRANSACTION"]?.isFrameworkEntity, true)
        XCTAssertEqual(contents.historyTables.map(\.name), ["ACHANGE", "ATRANSACTION", "ATRANSACTIONSTRING"])
        XCTAssertEqual(contents.cloudKitTables, [StoreFeatureTable(name: "ANSCKRECORDMETADATA", rowCount: 2)])
        XCTAssertEqual(rows["NSCKRecordMetadata"]?.table, "ANSCKRECORDMETADATA")
        XCTAssertEqual(rows["NSCKRecordMetadata"]?.rowCount, 2)
        XCTAssertNil(contents.walSize)
    }

    func testDataOnlyInTheWALIsReadAndNoFileChanges() throws {
        let folder = try TemporaryFolder(self)
        var fixture = StoreFixture(model: try Self.model("Inheritance.xcdatamodel"))
        fixture.dataOnlyInWAL = true
        let store = folder.path + "/Seed.sqlite"
        try fixture.write(to: store)
        XCTAssertTrue(FileManager.default.fileExists(atPath: store + "-wal"))
        let before = try FolderSnapshot(of: folder.path)

        let contents = try StoreReader.read(path: store)
        XCTAssertTrue(contents.walHoldsData)
        XCTAssertEqual(contents.entities.count, 4, "Z_PRIMARYKEY rows live only in the -wal")
        XCTAssertEqual(contents.metadata.entityHashes, fixture.model.entityVersionHashesByName)
        XCTAssertEqual(try FolderSnapshot(of: folder.path), before, "the store, -wal and -shm are unchanged and nothing was created")

        // A -wal with no -shm beside it: still read, still nothing created.
        try FileManager.default.removeItem(atPath: store + "-shm")
        let withoutSHM = try FolderSnapshot(of: folder.path)
        XCTAssertEqual(try StoreReader.read(path: store).entities.count, 4)
        XCTAssertEqual(try FolderSnapshot(of: folder.path), withoutSHM)
    }

    func testEveryHashIdenticalVersionIsNamed() throws {
        let folder = try TemporaryFolder(self)
        let store = folder.path + "/Vehicles.sqlite"
        try StoreFixture(model: try Self.model("Inheritance.xcdatamodel")).write(to: store)
        // A bundle holding the same model twice, plus a different one.
        let bundle = folder.path + "/Vehicles.xcdatamodeld"
        for name in ["Vehicles", "Vehicles copy"] {
            try FileManager.default.createDirectory(atPath: bundle + "/" + name + ".xcdatamodel", withIntermediateDirectories: true)
            try FileManager.default.copyItem(atPath: RepositoryPaths.fixtures + "/Inheritance.xcdatamodel/contents",
                                             toPath: bundle + "/" + name + ".xcdatamodel/contents")
        }
        try FileManager.default.copyItem(atPath: RepositoryPaths.fixtures + "/Relationships.xcdatamodel", toPath: bundle + "/Other.xcdatamodel")
        let result = StoreChecking.check(storePath: store, models: [bundle])
        XCTAssertEqual(result.outcome, .matched)
        XCTAssertEqual(result.matching?.matches.map(\.candidate.versionName).sorted(), ["Vehicles", "Vehicles copy"])
    }

    func testMergedModelMatchesWhereNoSingleModelDoes() throws {
        let folder = try TemporaryFolder(self)
        let vehicles = try Self.model("Inheritance.xcdatamodel")
        let other = try Self.model("Indexes.xcdatamodel")
        let merged = try ManagedObjectModel.merging([vehicles, other])
        let store = folder.path + "/Merged.sqlite"
        try StoreFixture(model: merged).write(to: store)

        let paths = [RepositoryPaths.fixtures + "/Inheritance.xcdatamodel", RepositoryPaths.fixtures + "/Indexes.xcdatamodel"]
        let result = StoreChecking.check(storePath: store, models: paths)
        XCTAssertEqual(result.outcome, .matched)
        XCTAssertEqual(result.matching?.matches.count, 0)
        XCTAssertEqual(result.matching?.mergedMatches.first?.parts.map(\.inputPath), paths)

        let single = StoreChecking.check(storePath: store, models: [paths[0]])
        XCTAssertEqual(single.outcome, .noMatch)
        let closest = try XCTUnwrap(single.matching?.closest)
        XCTAssertEqual(closest.compatibility.removedEntities.sorted(), other.entities.map(\.name).sorted(),
                       "the entities only the other model has are named")
    }

    func testClosestVersionTellsHowEntitiesDiffer() throws {
        let folder = try TemporaryFolder(self)
        let store = folder.path + "/Vehicles.sqlite"
        try StoreFixture(model: try Self.model("Inheritance.xcdatamodel")).write(to: store)
        let changed = folder.path + "/Changed.xcdatamodel"
        try FileManager.default.createDirectory(atPath: changed, withIntermediateDirectories: true)
        let text = try String(contentsOfFile: RepositoryPaths.fixtures + "/Inheritance.xcdatamodel/contents", encoding: .utf8)
            .replacingOccurrences(of: "<attribute name=\"payload\"", with: "<attribute name=\"cargo\"")
        try text.write(toFile: changed + "/contents", atomically: true, encoding: .utf8)

        let result = StoreChecking.check(storePath: store, models: [changed])
        XCTAssertEqual(result.outcome, .noMatch)
        let closest = try XCTUnwrap(result.matching?.closest)
        XCTAssertEqual(closest.compatibility.changedEntities, ["Truck"])
        let difference = try XCTUnwrap(closest.propertyDifferences.first)
        XCTAssertEqual(difference.onlyInStore, ["payload"])
        XCTAssertEqual(difference.onlyInModel, ["cargo"])
    }

    func testAppClassInsideTheCacheIsKeptOpaque() throws {
        let folder = try TemporaryFolder(self)
        let model = try Self.model("Attributes.xcdatamodel")
        var fixture = StoreFixture(model: model)
        let archive = try RuntimeArchive.convert(try CompiledModelEncoder.encode(model), inherited: .copies)
        fixture.cacheOverride = try StoreFixture.rawDeflate(try RuntimeArchive.injectingAppClassDefault(archive, className: "App_Tests.Cover"))
        let store = folder.path + "/Covers.sqlite"
        try fixture.write(to: store)

        let contents = try StoreReader.read(path: store)
        let cached = try XCTUnwrap(contents.cachedModel)
        let defaults = cached.model.entities.flatMap(\.attributes).compactMap(\.defaultValue)
        XCTAssertTrue(defaults.contains(.opaque(className: "App_Tests.Cover")), "\(defaults)")
        XCTAssertEqual(contents.cacheHashMismatches, [], "a default value is not part of the version hash")
    }

    func testMutableStringsInTheCacheReadAsStrings() throws {
        let folder = try TemporaryFolder(self)
        let model = try Self.model("Inheritance.xcdatamodel")
        var fixture = StoreFixture(model: model)
        let archive = try RuntimeArchive.convert(try CompiledModelEncoder.encode(model), inherited: .copies)
        fixture.cacheOverride = try StoreFixture.rawDeflate(try RuntimeArchive.mutableStrings(archive))
        let store = folder.path + "/Mutable.sqlite"
        try fixture.write(to: store)

        let cached = try XCTUnwrap(try StoreReader.read(path: store).cachedModel)
        XCTAssertEqual(cached.model.entities.map(\.name), model.entities.map(\.name))
        XCTAssertEqual(cached.model.entities.map { $0.properties.map(\.name) }, model.entities.map { $0.properties.map(\.name) })
        XCTAssertEqual(cached.entityHashes, model.entityVersionHashesByName)
    }

    /// CoreFoundation writes a UInt64 above Int64.max as a 16-byte integer; an app key holding one
    /// is listed like any other.
    func testLargeUnsignedAppKeyIsListed() throws {
        let folder = try TemporaryFolder(self)
        var fixture = StoreFixture(model: try Self.model("Inheritance.xcdatamodel"))
        fixture.appMetadata.append(("com.example.App.counter", .unsignedInteger(UInt64.max)))
        let store = folder.path + "/Counter.sqlite"
        try fixture.write(to: store)
        let contents = try StoreReader.read(path: store)
        XCTAssertTrue(contents.metadata.appKeys.contains(StoreMetadata.AppKey(name: "com.example.App.counter", kind: "integer")),
                      "\(contents.metadata.appKeys)")
    }

    func testAppObjectInUserInfoIsKeptByClassName() throws {
        let folder = try TemporaryFolder(self)
        let model = try Self.model("Inheritance.xcdatamodel")
        var fixture = StoreFixture(model: model)
        let archive = try RuntimeArchive.convert(try CompiledModelEncoder.encode(model), inherited: .copies)
        fixture.cacheOverride = try StoreFixture.rawDeflate(try RuntimeArchive.injectingUserInfoObject(archive, key: "schema", className: "App.SchemaInfo"))
        let store = folder.path + "/Coded.sqlite"
        try fixture.write(to: store)

        let cached = try XCTUnwrap(try StoreReader.read(path: store).cachedModel)
        XCTAssertTrue(cached.model.entities.contains { $0.userInfo["schema"] == "<App.SchemaInfo object>" })
        XCTAssertEqual(cached.entityHashes, model.entityVersionHashesByName)
    }

    func testStoreIsAModelInput() throws {
        let folder = try TemporaryFolder(self)
        let store = folder.path + "/Vehicles.CDBStore"
        let source = try Self.model("Inheritance.xcdatamodel")
        try StoreFixture(model: source).write(to: store)
        let input = try ModelInput(path: store)
        XCTAssertEqual(input, .store(store))
        let dump = ModelDumping.dump(path: store)
        XCTAssertEqual(dump.diagnostics, [])
        XCTAssertEqual(dump.tree?.text(), ModelDump.tree(of: source, name: "Vehicles").text(), "dump STORE prints the model that wrote it")
    }

    func testInMemoryImageReadsLikeTheFile() throws {
        let folder = try TemporaryFolder(self)
        let store = folder.path + "/Vehicles.sqlite"
        try StoreFixture(model: try Self.model("Inheritance.xcdatamodel")).write(to: store)
        let image = try [UInt8](Data(contentsOf: URL(fileURLWithPath: store)))
        let fromImage = try StoreReader.read(image: image, path: store)
        let fromFile = try StoreReader.read(path: store)
        XCTAssertEqual(fromImage.metadata, fromFile.metadata)
        XCTAssertEqual(fromImage.entities, fromFile.entities)
        XCTAssertEqual(fromImage.cachedModel?.entityHashes, fromFile.cachedModel?.entityHashes)
    }
}

extension FixtureStoreTests {
    /// Writes a store whose rows live only in its `-wal` at `folder/relativePath`, making its folder.
    private func writeWALStore(_ relativePath: String, in folder: TemporaryFolder) throws -> String {
        var fixture = StoreFixture(model: try Self.model("Inheritance.xcdatamodel"))
        fixture.dataOnlyInWAL = true
        let path = folder.path + "/" + relativePath
        try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try fixture.write(to: path)
        return path
    }

    /// `Linked/../Seed.sqlite` where `Linked` is a link to `deep/inner`: the kernel takes `..` from
    /// `deep/inner`, so the store and its -wal are in `deep`, not beside `Linked`.
    func testDotDotAfterALinkedFolderFindsTheWAL() throws {
        let folder = try TemporaryFolder(self)
        _ = try writeWALStore("deep/Seed.sqlite", in: folder)
        try FileManager.default.createDirectory(atPath: folder.path + "/deep/inner", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Linked", withDestinationPath: "deep/inner")
        let contents = try StoreReader.read(path: folder.path + "/Linked/../Seed.sqlite")
        XCTAssertTrue(contents.walHoldsData)
        XCTAssertEqual(contents.entities.count, 4)
    }

    /// SQLite keeps a `-wal` after a checkpoint: frames the main file already has are not data.
    func testCheckpointedWALHoldsNoData() throws {
        let folder = try TemporaryFolder(self)
        let live = try writeWALStore("live/Seed.sqlite", in: folder)
        try StoreFixture.copyAfterCheckpoint(live, to: folder.path + "/Seed.sqlite")
        let before = try FolderSnapshot(of: folder.path)
        let contents = try StoreReader.read(path: folder.path + "/Seed.sqlite")
        XCTAssertGreaterThan(contents.walSize ?? 0, 32)
        XCTAssertFalse(contents.walHoldsData)
        XCTAssertEqual(contents.entities.count, 4)
        XCTAssertEqual(try FolderSnapshot(of: folder.path), before)
    }

    /// Stores are named anything: a real store called `…-journal` is read, not refused as a sidecar.
    func testStoreNamedLikeAJournalIsRead() throws {
        let folder = try TemporaryFolder(self)
        try StoreFixture(model: try Self.model("Inheritance.xcdatamodel")).write(to: folder.path + "/Data-journal")
        XCTAssertEqual(try StoreReader.read(path: folder.path + "/Data-journal").entities.count, 4)
    }

    /// A store reached through a symbolic link: its -wal is beside the real file, as SQLite keeps it.
    func testSymbolicLinkToAWALStoreFindsItsWAL() throws {
        let folder = try TemporaryFolder(self)
        _ = try writeWALStore("real/Seed.sqlite", in: folder)
        try FileManager.default.createSymbolicLink(atPath: folder.path + "/Link.sqlite", withDestinationPath: "real/Seed.sqlite")
        let before = try FolderSnapshot(of: folder.path + "/real")
        let contents = try StoreReader.read(path: folder.path + "/Link.sqlite")
        XCTAssertTrue(contents.walHoldsData)
        XCTAssertEqual(contents.entities.count, 4)
        XCTAssertEqual(try FolderSnapshot(of: folder.path + "/real"), before)
    }
}
