import CoreDataModel
import CoreDataStore
import Foundation
import StoreFixtures
import TestLocations
import TestTools
import XCTest

/// `modelc create-store` through the real binary: Documentation/CreateStore.md's example, the
/// result read back by `store`, `dump` and `decompile`, every model input form, and `--force`.
final class CreateStoreCommandTests: XCTestCase {
    static let page = TestPaths.packageRoot + "/Documentation/CreateStore.md"

    /// The fenced blocks of `language` in the page, in order.
    static func blocks(_ language: String, in text: String) -> [String] {
        var blocks: [String] = []
        var rest = Substring(text)
        while let open = rest.range(of: "```\(language)\n"), let close = rest[open.upperBound...].range(of: "```") {
            blocks.append(String(rest[open.upperBound..<close.lowerBound]))
            rest = rest[close.upperBound...]
        }
        return blocks
    }

    func testDocumentationExampleRunsAsWritten() throws {
        let page = try String(contentsOfFile: Self.page, encoding: .utf8)
        let work = try TestPaths.temporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: work + "/Fixtures", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/Sample.xcdatamodeld", toPath: work + "/Fixtures/Sample.xcdatamodeld")
        let json = try XCTUnwrap(Self.blocks("json", in: page).first)
        try json.write(toFile: work + "/library.json", atomically: true, encoding: .utf8)
        let commands = try XCTUnwrap(Self.blocks("sh", in: page).first).split(separator: "\n").map(String.init)
        XCTAssertEqual(commands.count, 2)
        var outputs: [String] = []
        for command in commands {
            XCTAssertTrue(command.hasPrefix("modelc "), command)
            let run = try ModelcBinary.run(command.dropFirst("modelc ".count).split(separator: " ").map(String.init), in: work)
            XCTAssertEqual(run.status, 0, "\(command): \(run.stderr)")
            outputs.append(run.stdout)
        }
        let texts = Self.blocks("text", in: page)
        let printed = try XCTUnwrap(texts.first).split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
        XCTAssertTrue(ConsoleTranscript.matches(Array(outputs[1].components(separatedBy: "\n").dropLast()), ["…"] + printed + ["…"]),
                      "the page shows what modelc store prints:\n\(outputs[1])")

        // The page's error example, from the same file with two mistakes in it.
        let broken = json.replacingOccurrences(of: #""isbn": "0743298586", "author": "le-guin""#, with: #""isbn": "0743298586", "author": "le-guinn""#)
            .replacingOccurrences(of: #""isbn": "0552131067""#, with: #""isbn": "055213""#)
        try broken.write(toFile: work + "/library.json", atomically: true, encoding: .utf8)
        let failed = try ModelcBinary.run(["create-store", "Fixtures/Sample.xcdatamodeld", "Broken.sqlite", "--data", "library.json"], in: work)
        XCTAssertEqual(failed.status, 1)
        let errorExample = try XCTUnwrap(texts.last).split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        for line in errorExample {
            XCTAssertTrue(failed.stderr.contains(line), "stderr has '\(line)':\n\(failed.stderr)")
        }
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/Broken.sqlite"))
    }

    /// `store NEW --model MODEL` recognises the new store; `dump` and `decompile` read its cache.
    func testTheNewStoreIsReadBackByStoreDumpAndDecompile() throws {
        let work = try TestPaths.temporaryDirectory(self)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/Sample.xcdatamodeld", toPath: work + "/Sample.xcdatamodeld")
        XCTAssertEqual(try ModelcBinary.run(["create-store", "Sample.xcdatamodeld", "New.sqlite"], in: work).status, 0)
        let store = try ModelcBinary.run(["store", "New.sqlite", "--model", "Sample.xcdatamodeld", "--format", "json"], in: work)
        XCTAssertEqual(store.status, 0, store.stderr)
        let report = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(store.stdout.utf8)) as? [String: Any])
        let matches = try XCTUnwrap((report["models"] as? [String: Any])?["matches"] as? [[String: Any]])
        XCTAssertEqual(matches.map { $0["version"] as? String }, ["Library 2"])
        let cache = try XCTUnwrap(report["modelCache"] as? [String: Any])
        XCTAssertEqual(cache["hashesAgreeWithMetadata"] as? Bool, true)
        XCTAssertEqual((report["checksumKey"] as? [String: Any])?["agrees"] as? Bool, true)
        XCTAssertEqual((report["hashesDigest"] as? [String: Any])?["agrees"] as? Bool, true)

        XCTAssertEqual(try ModelcBinary.run(["Sample.xcdatamodeld/Library 2.xcdatamodel", "Library2.mom"], in: work).status, 0)
        let fromStore = try ModelcBinary.run(["dump", "New.sqlite"], in: work)
        let fromMom = try ModelcBinary.run(["dump", "Library2.mom"], in: work)
        XCTAssertEqual(fromStore.status, 0, fromStore.stderr)
        XCTAssertEqual(fromStore.stdout.replacingOccurrences(of: "name: New", with: "name: Library2"), fromMom.stdout,
                       "the cache is the model")

        let decompiled = try ModelcBinary.run(["decompile", "New.sqlite", "Recovered.xcdatamodel"], in: work)
        XCTAssertEqual(decompiled.status, 0, decompiled.stderr)
        XCTAssertEqual(try ModelcBinary.run(["store", "New.sqlite", "--model", "Recovered.xcdatamodel"], in: work).status, 0,
                       "the decompiled cache has the store's hashes")
    }

    /// A source bundle, its compiled `.momd`, a single `.mom` and the new store itself give the
    /// same schema.
    func testEveryModelInputFormGivesTheSameSchema() throws {
        let work = try TestPaths.temporaryDirectory(self)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/Sample.xcdatamodeld", toPath: work + "/Sample.xcdatamodeld")
        XCTAssertEqual(try ModelcBinary.run(["Sample.xcdatamodeld", "Sample.momd"], in: work).status, 0)
        XCTAssertEqual(try ModelcBinary.run(["Sample.xcdatamodeld/Library 2.xcdatamodel", "Library2.mom"], in: work).status, 0)
        let inputs = ["Sample.xcdatamodeld", "Sample.momd", "Library2.mom", "Sample.xcdatamodeld/Library 2.xcdatamodel/contents", "0.sqlite"]
        var snapshots: [StoreSchemaSnapshot] = []
        for (index, input) in inputs.enumerated() {
            let run = try ModelcBinary.run(["create-store", input, "\(index).sqlite"], in: work)
            XCTAssertEqual(run.status, 0, "\(input): \(run.stderr)")
            if index > 0 { XCTAssertFalse(run.stderr.contains("error")) }
            snapshots.append(try StoreSchemaSnapshot.read(path: work + "/\(index).sqlite"))
        }
        for (input, snapshot) in zip(inputs, snapshots).dropFirst() {
            XCTAssertEqual(snapshot.tables, snapshots[0].tables, input)
            XCTAssertEqual(snapshot.indexes, snapshots[0].indexes, input)
            XCTAssertEqual(snapshot.entityRows, snapshots[0].entityRows, input)
            XCTAssertEqual(snapshot.entityHashes, snapshots[0].entityHashes, input)
        }
    }

    func testAnExistingFileIsReplacedOnlyWithForce() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let model = TestPaths.fixtures + "/Relationships.xcdatamodel"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: work + "/Store.sqlite"))
        let refused = try ModelcBinary.run(["create-store", model, "Store.sqlite"], in: work)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains("Store.sqlite:0: error: a file is already there; give --force to replace it"), refused.stderr)
        XCTAssertEqual(FileManager.default.contents(atPath: work + "/Store.sqlite"), Data("keep me".utf8))

        // A stale log beside the old store would be applied to the new one: it goes too.
        try Data("stale".utf8).write(to: URL(fileURLWithPath: work + "/Store.sqlite-wal"))
        let replaced = try ModelcBinary.run(["create-store", model, "Store.sqlite", "--force"], in: work)
        XCTAssertEqual(replaced.status, 0, replaced.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/Store.sqlite-wal"))
        XCTAssertEqual(try StoreReader.read(path: work + "/Store.sqlite").entities.map(\.name),
                       ["Document", "Invoice", "InvoiceLine", "Passport", "Person", "Tag"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: work).sorted(), ["Store.sqlite"], "no temporary left behind")

        let folder = try ModelcBinary.run(["create-store", model, "."], in: work)
        XCTAssertEqual(folder.status, 1)
        XCTAssertTrue(folder.stderr.contains("is a directory; the store must be a file"), folder.stderr)
        let ownInput = try ModelcBinary.run(["create-store", "Store.sqlite", "Store.sqlite", "--force"], in: work)
        XCTAssertEqual(ownInput.status, 1)
        XCTAssertTrue(ownInput.stderr.contains("the store would replace its own input"), ownInput.stderr)
    }

    func testConfigurationAndBadModels() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let model = try TestPaths.writeModel(TestPaths.modelXML("""
            <entity name="Cached" syncable="YES"><attribute name="key" optional="YES" attributeType="String"/></entity>
            <entity name="Local" syncable="YES"><attribute name="value" optional="YES" attributeType="String"/></entity>
            <configuration name="Cache"><memberEntity name="Cached"/></configuration>
            """), named: "Split", in: work)
        XCTAssertEqual(try ModelcBinary.run(["create-store", model, "Cache.sqlite", "--configuration", "Cache"], in: work).status, 0)
        let snapshot = try StoreSchemaSnapshot.read(path: work + "/Cache.sqlite")
        XCTAssertEqual(snapshot.modelTables.keys.sorted(), ["ZCACHED"])
        XCTAssertEqual(snapshot.entityRows.map(\.name), ["Cached"])
        XCTAssertEqual(snapshot.entityHashes.keys.sorted(), ["Cached", "Local"], "the metadata records the whole model")
        let unknown = try ModelcBinary.run(["create-store", model, "X.sqlite", "--configuration", "Remote"], in: work)
        XCTAssertEqual(unknown.status, 1)
        XCTAssertTrue(unknown.stderr.contains("error: the model has no configuration 'Remote' (it has 'Cache')"), unknown.stderr)
        let missing = try ModelcBinary.run(["create-store", "Missing.xcdatamodeld", "X.sqlite"], in: work)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("Missing.xcdatamodeld:0: error:"), missing.stderr)
        let badData = try ModelcBinary.run(["create-store", model, "X.sqlite", "--data", "missing.json"], in: work)
        XCTAssertEqual(badData.status, 1)
        XCTAssertTrue(badData.stderr.contains("missing.json:0: error: cannot read file"), badData.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/X.sqlite"))
    }
}
