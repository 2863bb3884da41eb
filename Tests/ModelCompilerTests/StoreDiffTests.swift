import Foundation
import ModelSource
import StoreFixtures
import TestLocations
import TestTools
import XCTest

/// A store as either side of `modelc diff`: its cached model is compared; a store without a cache
/// cannot be an input (exit 2, `path:0: error:`).
final class StoreDiffTests: XCTestCase {
    func testStoreOnEitherSideOfDiff() throws {
        let work = try TestPaths.temporaryDirectory(self)
        try StoreCommandTests.prepareExample(in: work)
        let same = try ModelcBinary.run(["diff", "Library.sqlite", "Sample.xcdatamodeld", "--new-version", "Library"], in: work)
        XCTAssertEqual(same.status, 0, same.stdout + same.stderr)
        XCTAssertTrue(same.stdout.contains("version hashes equal"), same.stdout)

        let forward = try ModelcBinary.run(["diff", "Library.sqlite", "Sample.xcdatamodeld", "--format", "json"], in: work)
        XCTAssertEqual(forward.status, 1, forward.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(forward.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(object["migration"] as? String, "lightweight")

        let backward = try ModelcBinary.run(["diff", "Sample.xcdatamodeld", "Library.sqlite"], in: work)
        XCTAssertEqual(backward.status, 1, backward.stderr)
        XCTAssertTrue(backward.stdout.hasPrefix("--- Sample.xcdatamodeld (Library 2)\n+++ Library.sqlite\n"), backward.stdout)
        XCTAssertTrue(backward.stdout.contains("  attribute returned: removed"), backward.stdout)
    }

    func testStoreWithoutCacheIsAnUnreadableInput() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let bundle = try ModelSourceReader.readBundle(at: TestPaths.fixtures + "/Sample.xcdatamodeld")
        var fixture = StoreFixture(model: try XCTUnwrap(bundle.versions.first { $0.name == "Library" }).model)
        fixture.includesCache = false
        fixture.frameworkVersion = 519
        try fixture.write(to: work + "/Old.sqlite")
        for arguments in [["diff", "Old.sqlite", TestPaths.fixtures + "/Sample.xcdatamodeld"],
                          ["diff", TestPaths.fixtures + "/Sample.xcdatamodeld", "Old.sqlite"]] {
            let run = try ModelcBinary.run(arguments, in: work)
            XCTAssertEqual(run.status, 2, run.stdout)
            XCTAssertTrue(run.stderr.hasPrefix("Old.sqlite:0: error: the store has no cached model"), run.stderr)
            XCTAssertEqual(run.stdout, "")
        }
    }

    /// The real stores of `../shared/stores`: cached models diff against the models that wrote them,
    /// Recipes (Xcode 3 model) is matched by both versions, and no byte beside any store changes.
    func testSharedStores() throws {
        let root = try RepositoryPaths.requireShared("stores")
        let moody = root + "/objcio+core-data/Migrations/MigrationsTests/Moody.moody"
        let moodyModel = root + "/objcio+core-data/Migrations/Migrations/Moody.xcdatamodeld"
        let surf = root + "/CoderDream+Core-Data-by-Tutorials/SourceCode/Core Data by Tutorials v6/09-multiple-managed-object-contexts/projects/final/SurfJournal/SurfJournal"
        let recipes = root + "/magicalpanda+MagicalRecord/Samples/iOS/Resources/RecipeData/Recipes.sqlite"
        let recipesModel = root + "/magicalpanda+MagicalRecord/Samples/iOS/Application/Models/Recipes.xcdatamodeld"
        let folders = [moody, surf + "/CoreDataSeed/SurfJournalModel.sqlite", recipes].map { ($0 as NSString).deletingLastPathComponent }
        let before = try folders.map(Self.contents)

        let equal = try ModelcBinary.run(["diff", moody, moodyModel, "--new-version", "Moody"])
        XCTAssertEqual(equal.status, 0, equal.stdout + equal.stderr)
        let later = try ModelcBinary.run(["diff", moody, moodyModel, "--new-version", "Moody 2"])
        XCTAssertEqual(later.status, 1, later.stdout + later.stderr)
        XCTAssertTrue(later.stdout.contains("migration: "), later.stdout)
        let reverse = try ModelcBinary.run(["diff", moodyModel, moody, "--old-version", "Moody"])
        XCTAssertEqual(reverse.status, 0, reverse.stdout + reverse.stderr)
        let store = try ModelcBinary.run(["store", moody, "--model", moodyModel + "/Moody 2.xcdatamodel", "--format", "json"])
        XCTAssertEqual(store.status, 1, store.stderr)
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(store.stdout.utf8)) as? [String: Any])
        let migration = try XCTUnwrap((object["models"] as? [String: Any])?["migration"] as? [String: Any])
        XCTAssertEqual(migration["migration"] as? String, later.stdout.components(separatedBy: "\n").first { $0.hasPrefix("migration: ") }
            .map { String($0.dropFirst("migration: ".count)) })

        let noCache = try ModelcBinary.run(["diff", surf + "/CoreDataSeed/SurfJournalModel.sqlite", surf + "/SurfJournalModel.xcdatamodeld"])
        XCTAssertEqual(noCache.status, 2)
        XCTAssertTrue(noCache.stderr.contains("SurfJournalModel.sqlite:0: error: the store has no cached model"), noCache.stderr)

        let matched = try ModelcBinary.run(["store", recipes, "--model", recipesModel])
        XCTAssertEqual(matched.status, 0, matched.stderr)
        XCTAssertTrue(matched.stdout.contains("      version: Recipes\n"), matched.stdout)
        XCTAssertTrue(matched.stdout.contains("      version: Recipes 2\n"), matched.stdout)

        XCTAssertEqual(try folders.map(Self.contents), before, "files beside the stores changed")
    }

    /// Every file of a folder with its bytes.
    private static func contents(of folder: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: folder) {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: folder + "/" + name, isDirectory: &isDirectory), !isDirectory.boolValue else { continue }
            files[name] = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + name))
        }
        return files
    }
}
