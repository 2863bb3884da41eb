import CompiledModel
import CoreDataModel
import CoreDataStore
import Foundation
import ModelCompiler
import ModelSource
import StoreFixtures
import TestLocations
import XCTest

/// Issue 17's store input to `modelc decompile`: a store's cached model (`Z_MODELCACHE`) becomes a
/// `.xcdatamodel` that compiles to the entity hashes the store records; a store without a cache is
/// refused clearly; no byte of the store, its `-wal` or `-shm` changes.
final class StoreDecompileTests: XCTestCase {
    /// The entity hashes of the model source at `path`, compiled and loaded back.
    private func recompiledHashes(_ path: String) throws -> [String: [UInt8]] {
        let model = try ModelSourceReader.readModel(at: path).model
        return try CompiledModelDecoder.decode(try CompiledModelEncoder.encode(model), path: path).entityVersionHashesByName
    }

    private func decompileFixture(_ configure: (inout StoreFixture) -> Void) throws {
        let storeFolder = try TemporaryFolder(self), output = try TemporaryFolder(self)
        var fixture = StoreFixture(model: try FixtureStoreTests.model("Inheritance.xcdatamodel"))
        configure(&fixture)
        let store = storeFolder.path + "/Vehicles.sqlite"
        try fixture.write(to: store)
        let before = try FolderSnapshot(of: storeFolder.path)

        let result = ModelDecompilation.decompile(input: store, output: output.path + "/")
        XCTAssertEqual(result.outputPath, output.path + "/Vehicles.xcdatamodel", "\(result.diagnostics)")
        XCTAssertFalse(result.diagnostics.hasErrors, "\(result.diagnostics)")
        XCTAssertTrue(result.diagnostics.contains { $0.message.hasPrefix("a store's cached model, like a compiled model, does not record") },
                      "\(result.diagnostics)")
        let recorded = try StoreReader.read(path: store).metadata.entityHashes
        XCTAssertEqual(recorded.count, 4)
        XCTAssertEqual(try recompiledHashes(output.path + "/Vehicles.xcdatamodel"), recorded)
        XCTAssertEqual(try FolderSnapshot(of: storeFolder.path), before, "the store is unchanged and nothing was created beside it")
    }

    func testCachedModelWithInheritedCopiesDecompiles() throws {
        try decompileFixture { $0.inheritedProperties = .copies }
    }

    func testCachedModelWithPropertyProxiesDecompiles() throws {
        try decompileFixture { $0.inheritedProperties = .proxies }
    }

    func testStoreWithDataOnlyInItsWALDecompiles() throws {
        try decompileFixture { $0.dataOnlyInWAL = true }
    }

    func testStoreWithoutCacheIsRefused() throws {
        let storeFolder = try TemporaryFolder(self), output = try TemporaryFolder(self)
        var fixture = StoreFixture(model: try FixtureStoreTests.model("Inheritance.xcdatamodel"))
        fixture.includesCache = false
        fixture.frameworkVersion = 519
        let store = storeFolder.path + "/Old.sqlite"
        try fixture.write(to: store)
        let before = try FolderSnapshot(of: storeFolder.path)

        let result = ModelDecompilation.decompile(input: store, output: output.path + "/Old.xcdatamodel")
        XCTAssertNil(result.outputPath)
        let error = try XCTUnwrap(result.diagnostics.first { $0.severity == .error }, "\(result.diagnostics)")
        XCTAssertEqual(error.location, SourceLocation(file: store, line: 0))
        XCTAssertTrue(error.message.hasPrefix("the store has no cached model") && error.message.contains("framework 519"), error.message)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output.path), [], "nothing written")
        XCTAssertEqual(try FolderSnapshot(of: storeFolder.path), before)
    }

    /// The real stores with a `Z_MODELCACHE` in ../shared/stores: each decompiles, from the
    /// original file, to a source that compiles to the hashes in its `Z_METADATA`, and none of the
    /// store's files changes.
    func testSharedStoresWithACacheDecompileToTheirHashes() throws {
        let root = try RepositoryPaths.requireShared("stores")
        var decompiled = 0
        for expectation in SharedStoreTests.expectations where expectation.hasCache {
            let store = root + "/" + expectation.store
            let folder = (store as NSString).deletingLastPathComponent
            let before = try FolderSnapshot(of: folder)
            let output = try TemporaryFolder(self)
            let result = ModelDecompilation.decompile(input: store, output: output.path + "/Recovered.xcdatamodel")
            XCTAssertEqual(result.outputPath, output.path + "/Recovered.xcdatamodel", "\(expectation.store): \(result.diagnostics)")
            XCTAssertEqual(try FolderSnapshot(of: folder), before, "\(expectation.store) was modified")
            let copy = try TemporaryFolder(self)
            for name in try FileManager.default.contentsOfDirectory(atPath: folder)
            where name.hasPrefix((store as NSString).lastPathComponent) {
                try FileManager.default.copyItem(atPath: folder + "/" + name, toPath: copy.path + "/" + name)
            }
            let recorded = try StoreReader.read(path: copy.path + "/" + (store as NSString).lastPathComponent).metadata.entityHashes
            XCTAssertFalse(recorded.isEmpty)
            XCTAssertEqual(try recompiledHashes(output.path + "/Recovered.xcdatamodel"), recorded, expectation.store)
            decompiled += 1
        }
        print("decompiled \(decompiled) real stores' cached models back to their entity hashes")
        XCTAssertEqual(decompiled, 3)
    }
}
