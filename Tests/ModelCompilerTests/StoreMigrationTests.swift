import Foundation
import ModelSource
import StoreFixtures
import TestLocations
import TestTools
import XCTest

/// `modelc store` when no version matches: the migration verdict from the store's cached model to
/// the current version, with the entity changes `modelc diff` finds, and no verdict (said plainly)
/// for a store without a cache.
final class StoreMigrationTests: XCTestCase {
    private func json(_ run: ProcessOutcome) throws -> [String: Any] {
        try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any], run.stdout + run.stderr)
    }

    func testLightweightVerdictNamesItsRulesAndTheEntityChanges() throws {
        let work = try TestPaths.temporaryDirectory(self)
        try StoreCommandTests.prepareExample(in: work)
        let run = try ModelcBinary.run(["store", "Library.sqlite", "--model", "Sample.xcdatamodeld/Library 2.xcdatamodel", "--format", "json"], in: work)
        XCTAssertEqual(run.status, 1, run.stderr)
        let models = try XCTUnwrap(try json(run)["models"] as? [String: Any])
        let migration = try XCTUnwrap(models["migration"] as? [String: Any])
        XCTAssertEqual(migration["migration"] as? String, "lightweight")
        let rules = try XCTUnwrap(migration["migrationRules"] as? [String])
        XCTAssertTrue(rules.contains("attribute added (optional or with a default value)"), "\(rules)")
        XCTAssertEqual(migration["migrationBlockers"] as? [String], [])
        let entities = try XCTUnwrap(migration["entities"] as? [[String: Any]])
        XCTAssertEqual(entities.compactMap { $0["name"] as? String }, ["Author", "Book", "Loan"])
        let loan = try XCTUnwrap(entities.first { $0["name"] as? String == "Loan" })
        let properties = try XCTUnwrap(loan["properties"] as? [[String: Any]])
        XCTAssertTrue(properties.contains { $0["name"] as? String == "returned" && $0["status"] as? String == "added" }, "\(properties)")
        let to = try XCTUnwrap(migration["to"] as? [[String: Any]])
        XCTAssertEqual(to.first?["version"] as? String, "Library 2")

        let text = try ModelcBinary.run(["store", "Library.sqlite", "--model", "Sample.xcdatamodeld"], in: work)
        XCTAssertEqual(text.status, 0, "a matching version: no verdict")
        XCTAssertFalse(text.stdout.contains("migration:"), text.stdout)
    }

    /// A version whose attribute changed type cannot be inferred: the verdict is `custom` and names
    /// the change, as `modelc diff` does.
    func testCustomVerdictNamesTheBlockingChange() throws {
        let work = try TestPaths.temporaryDirectory(self)
        try StoreCommandTests.prepareExample(in: work)
        let source = try String(contentsOfFile: work + "/Sample.xcdatamodeld/Library.xcdatamodel/contents", encoding: .utf8)
        let changed = source.replacingOccurrences(of: #"<attribute name="dueDate" attributeType="Date""#, with: #"<attribute name="dueDate" attributeType="String""#)
        XCTAssertNotEqual(changed, source)
        try FileManager.default.createDirectory(atPath: work + "/Changed.xcdatamodel", withIntermediateDirectories: true)
        try changed.write(toFile: work + "/Changed.xcdatamodel/contents", atomically: true, encoding: .utf8)
        let run = try ModelcBinary.run(["store", "Library.sqlite", "--model", "Changed.xcdatamodel"], in: work)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("\n  migration:\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("    migration: custom\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("Loan.dueDate: attribute type changed from"), run.stdout)
        let diff = try ModelcBinary.run(["diff", "Library.sqlite", "Changed.xcdatamodel", "--format", "json"], in: work)
        let diffObject = try json(diff)
        let store = try ModelcBinary.run(["store", "Library.sqlite", "--model", "Changed.xcdatamodel", "--format", "json"], in: work)
        let migration = try XCTUnwrap((try json(store)["models"] as? [String: Any])?["migration"] as? [String: Any])
        XCTAssertEqual(migration["migration"] as? String, diffObject["migration"] as? String)
        XCTAssertEqual(migration["migrationBlockers"] as? [String], diffObject["migrationBlockers"] as? [String])
        XCTAssertEqual(migration["migrationRules"] as? [String], diffObject["migrationRules"] as? [String])
    }

    func testStoreWithoutCacheSaysTheVerdictIsNotAvailable() throws {
        let work = try TestPaths.temporaryDirectory(self)
        try StoreCommandTests.prepareExample(in: work)
        let bundle = try ModelSourceReader.readBundle(at: work + "/Sample.xcdatamodeld")
        var fixture = StoreFixture(model: try XCTUnwrap(bundle.versions.first { $0.name == "Library" }).model)
        fixture.includesCache = false
        fixture.frameworkVersion = 519
        try fixture.write(to: work + "/Old.sqlite")
        let run = try ModelcBinary.run(["store", "Old.sqlite", "--model", "Sample.xcdatamodeld/Library 2.xcdatamodel"], in: work)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.contains("    migration: null\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("unavailable: the verdict needs the store's model and the store has no cached model"), run.stdout)
        let json = try ModelcBinary.run(["store", "Old.sqlite", "--model", "Sample.xcdatamodeld/Library 2.xcdatamodel", "--format", "json"], in: work)
        XCTAssertEqual(json.status, 1)
        let migration = try XCTUnwrap((try self.json(json)["models"] as? [String: Any])?["migration"] as? [String: Any])
        XCTAssertTrue(migration["migration"] is NSNull)
        XCTAssertNotNil(migration["unavailable"] as? String)
    }
}
