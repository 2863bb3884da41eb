import CoreDataModel
import CoreDataStore
import Crypto
import Foundation
import ModelCompiler
import TestLocations
import XCTest

/// The real stores in `../shared/stores` (see its README): each is matched to exactly the versions
/// the README names, its cached model (when it has one) decodes and re-hashes to the stored hashes,
/// and no byte of the store, its `-wal` or `-shm` changes, nor does any file appear beside them.
final class SharedStoreTests: XCTestCase {
    struct Expectation {
        var store: String
        var models: [String]
        /// (model input, version) pairs that must match, and nothing else.
        var matches: [(String, String)]
        var framework: Int64
        var hasCache: Bool
        var walHoldsData: Bool
    }

    static let surfJournal = "CoderDream+Core-Data-by-Tutorials/SourceCode/Core Data by Tutorials v6/09-multiple-managed-object-contexts/projects/final/SurfJournal/SurfJournal"

    static let expectations: [Expectation] = [
        Expectation(store: "objcio+core-data/Migrations/MigrationsTests/Moody.moody",
                    models: ["objcio+core-data/Migrations/Migrations/Moody.xcdatamodeld"],
                    matches: [("objcio+core-data/Migrations/Migrations/Moody.xcdatamodeld", "Moody")],
                    framework: 637, hasCache: true, walHoldsData: false),
        Expectation(store: "LoopKit+LoopKit/LoopKitHostedTests/TestCoreData/Model.sqlite.v1.original",
                    models: ["LoopKit+LoopKit/LoopKit/Persistence/Model.xcdatamodeld"],
                    matches: [("LoopKit+LoopKit/LoopKit/Persistence/Model.xcdatamodeld", "Model")],
                    framework: 1048, hasCache: true, walHoldsData: false),
        Expectation(store: "alemar11+CoreDataPlus/Tests/Resources/SampleModel/Fixtures/SampleModel_V1.sqlite",
                    models: ["alemar11+CoreDataPlus/Tests/Resources/SampleModel/SampleModel.xcdatamodeld",
                             "alemar11+CoreDataPlus/Tests/Resources/SampleModel/Fixtures/SampleModel.momd"],
                    matches: [("alemar11+CoreDataPlus/Tests/Resources/SampleModel/SampleModel.xcdatamodeld", "SampleModel"),
                              ("alemar11+CoreDataPlus/Tests/Resources/SampleModel/Fixtures/SampleModel.momd", "SampleModel")],
                    framework: 1044, hasCache: true, walHoldsData: false),
        Expectation(store: surfJournal + "/CoreDataSeed/SurfJournalModel.sqlite",
                    models: [surfJournal + "/SurfJournalModel.xcdatamodeld", surfJournal + "/SurfJournalDatabase.xcdatamodeld"],
                    matches: [(surfJournal + "/SurfJournalModel.xcdatamodeld", "SurfJournalModel"),
                              (surfJournal + "/SurfJournalDatabase.xcdatamodeld", "SurfJournalDatabase")],
                    framework: 519, hasCache: false, walHoldsData: true),
        Expectation(store: "magicalpanda+MagicalRecord/Samples/iOS/Resources/RecipeData/Recipes.sqlite",
                    models: ["magicalpanda+MagicalRecord/Samples/iOS/Application/Models/Recipes.xcdatamodeld"],
                    matches: [("magicalpanda+MagicalRecord/Samples/iOS/Application/Models/Recipes.xcdatamodeld", "Recipes"),
                              ("magicalpanda+MagicalRecord/Samples/iOS/Application/Models/Recipes.xcdatamodeld", "Recipes 2")],
                    framework: 241, hasCache: false, walHoldsData: false),
    ]

    func testEveryStoreMatchesExactlyTheVersionsItsREADMENames() throws {
        let root = try RepositoryPaths.requireShared("stores")
        for expectation in Self.expectations {
            let store = root + "/" + expectation.store
            let before = try FolderSnapshot(of: (store as NSString).deletingLastPathComponent)

            let contents = try StoreReader.read(path: store)
            XCTAssertEqual(contents.metadata.storeType, "SQLite", expectation.store)
            XCTAssertEqual(contents.metadata.hashesVersion, 3)
            XCTAssertEqual(contents.metadata.frameworkVersion, expectation.framework, expectation.store)
            XCTAssertEqual(contents.hasModelCache, expectation.hasCache, expectation.store)
            XCTAssertEqual(contents.walHoldsData, expectation.walHoldsData, expectation.store)
            XCTAssertFalse(contents.entities.isEmpty, "\(expectation.store): Z_PRIMARYKEY rows (from the -wal when that is where they are)")
            XCTAssertEqual(Set(contents.entities.map(\.name)), Set(contents.metadata.entityHashes.keys), expectation.store)
            XCTAssertNotEqual(contents.checksumKeyAgrees, false)
            XCTAssertNotEqual(contents.hashesDigestAgrees, false, expectation.store)
            if expectation.hasCache {
                let cached = try XCTUnwrap(contents.cachedModel, expectation.store)
                XCTAssertEqual(cached.entityHashes, contents.metadata.entityHashes, "\(expectation.store): cached model re-hashes to the stored hashes")
                XCTAssertEqual(contents.cacheHashMismatches, [])
            }

            let models = expectation.models.map { root + "/" + $0 }
            // Recipes' versions are Xcode 3 `elements` models: the legacy reader must load them.
            let result = StoreChecking.check(storePath: store, models: models)
            XCTAssertEqual(result.outcome, .matched, "\(expectation.store): \(result.diagnostics)")
            let found = (result.matching?.matches ?? []).map { "\($0.candidate.inputPath) → \($0.candidate.versionName)" }.sorted()
            let expected = expectation.matches.map { "\(root)/\($0.0) → \($0.1)" }.sorted()
            XCTAssertEqual(found, expected, expectation.store)
            XCTAssertEqual(try FolderSnapshot(of: (store as NSString).deletingLastPathComponent), before,
                           "\(expectation.store): files beside the store changed")
        }
    }

    /// The cached models load as model inputs, as `modelc dump STORE` does.
    func testCachedModelsAreModelInputs() throws {
        let root = try RepositoryPaths.requireShared("stores")
        for expectation in Self.expectations where expectation.hasCache {
            let store = root + "/" + expectation.store
            let loaded = try ModelLoading.load(try ModelInput(path: store))
            XCTAssertEqual(loaded.versions.count, 1)
            let model = try XCTUnwrap(loaded.versions.first?.model)
            let current = try ModelLoading.load(try ModelInput(path: root + "/" + expectation.models[0]))
            let written = try XCTUnwrap(current.versions.first { $0.name == expectation.matches[0].1 }?.model)
            XCTAssertEqual(model.entities.map(\.name), written.entities.map(\.name), expectation.store)
            for entity in written.entities {
                XCTAssertEqual(model.entity(named: entity.name)?.properties.map(\.name).sorted(), entity.properties.map(\.name).sorted(),
                               "\(expectation.store): \(entity.name)'s own properties (inherited copies are not its own)")
            }
        }
    }

    /// Moody 2–6 do not open the Moody store: the closest is reported with the entities that differ.
    func testNonMatchingVersionsReportTheClosest() throws {
        let root = try RepositoryPaths.requireShared("stores")
        let store = root + "/objcio+core-data/Migrations/MigrationsTests/Moody.moody"
        let bundle = root + "/objcio+core-data/Migrations/Migrations/Moody.xcdatamodeld"
        let source = try sourceVersionNames(bundle)
        let others = try TemporaryFolder(self)
        // A bundle of every version but `Moody`, so nothing matches.
        let partial = others.path + "/Moody.xcdatamodeld"
        try FileManager.default.createDirectory(atPath: partial, withIntermediateDirectories: true)
        for version in source where version != "Moody" {
            try FileManager.default.copyItem(atPath: bundle + "/" + version + ".xcdatamodel", toPath: partial + "/" + version + ".xcdatamodel")
        }
        let result = StoreChecking.check(storePath: store, models: [partial])
        XCTAssertEqual(result.outcome, .noMatch)
        let closest = try XCTUnwrap(result.matching?.closest)
        XCTAssertFalse(closest.compatibility.isCompatible)
        XCTAssertFalse(closest.propertyDifferences.isEmpty, "the store's cache tells how changed entities differ")
    }
}

/// The version folder names of a source bundle.
func sourceVersionNames(_ bundle: String) throws -> [String] {
    try FileManager.default.contentsOfDirectory(atPath: bundle).filter { $0.hasSuffix(".xcdatamodel") }.map { String($0.dropLast(12)) }
}

/// Every file in a folder with its SHA-256: equal before and after means nothing was changed,
/// created or removed there.
struct FolderSnapshot: Equatable {
    var files: [String: String]

    init(of folder: String) throws {
        files = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            let path = folder + "/" + name
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue else {
                files[name] = "folder"
                continue
            }
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            files[name] = SHA256.hash(data: data).map { String(format: "%02x", $0) }.joined()
        }
    }
}

/// A fresh temporary folder, removed when the test ends.
struct TemporaryFolder {
    let path: String
    init(_ test: XCTestCase) throws {
        path = NSTemporaryDirectory() + "modelc-store-tests-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        let path = path
        test.addTeardownBlock { try? FileManager.default.removeItem(atPath: path) }
    }
}
