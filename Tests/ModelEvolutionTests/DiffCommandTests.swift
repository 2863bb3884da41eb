import Foundation
import TestLocations
import XCTest

/// `modelc diff` on the fixtures: every input form, the JSON contract and diff(1)'s exit codes.
final class DiffCommandTests: XCTestCase {
    private let sample = "Fixtures/Sample.xcdatamodeld"

    func testVersionsOfOneBundle() throws {
        let run = try Modelc.run(["diff", sample, sample, "--old-version", "Library", "--format", "json"], in: RepositoryPaths.packageRoot)
        XCTAssertEqual(run.status, 1, run.stderr)
        let json = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(json["migration"] as? String, "lightweight")
        XCTAssertEqual(json["versionHashesEqual"] as? Bool, false)
        let entities = try XCTUnwrap(json["entities"] as? [[String: Any]])
        XCTAssertEqual(entities.map { $0["name"] as? String }, ["Author", "Book", "Loan"])
        XCTAssertEqual(entities.map { $0["status"] as? String }, ["changed", "changed", "changed"])
        XCTAssertTrue(entities.allSatisfy { $0.keys.contains("renamedFrom") && $0["versionHashChanged"] as? Bool == true })
        let book = try XCTUnwrap(entities.first { $0["name"] as? String == "Book" })
        let properties = try XCTUnwrap(book["properties"] as? [[String: Any]])
        XCTAssertEqual(properties.map { $0["name"] as? String }, ["title", "publishedAt"])
        XCTAssertEqual(properties.map { $0["status"] as? String }, ["changed", "added"])
        // The fetch index folds into title's indexed flag, which the version hash does not see.
        XCTAssertEqual(properties.first?["versionHashChanged"] as? Bool, false)
        let constraints = try XCTUnwrap((book["changes"] as? [[String: Any]])?.first { $0["field"] as? String == "uniqueness constraints" })
        XCTAssertEqual(constraints["newValue"] as? String, "[\"isbn\"]")
        XCTAssertEqual(constraints["altersVersionHash"] as? Bool, true)
        XCTAssertEqual(json["migrationRules"] as? [String], [
            "attribute added (optional or with a default value)",
            "other hash-visible change with an identity mapping (modifier, transient flag, counts, constraints)",
        ])
    }

    func testCompiledFormsMatchTheirSources() throws {
        let root = RepositoryPaths.packageRoot
        let out = NSTemporaryDirectory() + "modelc-diff-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: out) }
        try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
        XCTAssertEqual(try Modelc.run([sample, out + "/"], in: root).status, 0)
        let same = try Modelc.run(["diff", out + "/Sample.momd", sample], in: root)
        XCTAssertEqual(same.status, 0, same.stdout + same.stderr)
        XCTAssertTrue(same.stdout.hasSuffix("0 changed, 0 added, 0 removed, 0 renamed; version hashes equal; migration: none\n"), same.stdout)
        let old = try Modelc.run(["diff", out + "/Sample.momd/Library.mom", sample + "/Library 2.xcdatamodel"], in: root)
        XCTAssertEqual(old.status, 1, old.stderr)
        XCTAssertTrue(old.stdout.contains("  attribute returned: added [hash]"), old.stdout)
        XCTAssertEqual(try Modelc.run(["diff", "Fixtures/Attributes.xcdatamodel", "Fixtures/Attributes.xcdatamodel/contents"], in: root).status, 0)
    }

    func testRenamesViaRenamingIdentifier() throws {
        let directory = NSTemporaryDirectory() + "modelc-rename-" + UUID().uuidString
        addTeardownBlock { try? FileManager.default.removeItem(atPath: directory) }
        let root = RepositoryPaths.packageRoot
        try FileManager.default.copyItem(atPath: root + "/" + sample + "/Library 2.xcdatamodel", toPath: directory + "/Old.xcdatamodel")
        try FileManager.default.createDirectory(atPath: directory + "/New.xcdatamodel", withIntermediateDirectories: true)
        let text = try String(contentsOfFile: directory + "/Old.xcdatamodel/contents", encoding: .utf8)
            .replacingOccurrences(of: #"<attribute name="borrower" attributeType="String"/>"#,
                                  with: #"<attribute name="reader" attributeType="String" elementID="borrower"/>"#)
        try text.write(toFile: directory + "/New.xcdatamodel/contents", atomically: true, encoding: .utf8)
        let run = try Modelc.run(["diff", directory + "/Old.xcdatamodel", directory + "/New.xcdatamodel"], in: root)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stdout.contains("  attribute reader: renamed from borrower\n    name: borrower → reader [hash]\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("rule: property renamed (renaming identifier)"), run.stdout)
        XCTAssertTrue(run.stdout.contains("migration: lightweight"), run.stdout)
    }

    func testUnreadableInputsExitTwo() throws {
        let root = RepositoryPaths.packageRoot
        let missing = try Modelc.run(["diff", "Nope.xcdatamodel", sample], in: root)
        XCTAssertEqual(missing.status, 2)
        XCTAssertEqual(missing.stderr, "Nope.xcdatamodel:0: error: no such file or directory\n")
        let version = try Modelc.run(["diff", sample, sample, "--new-version", "Library 9"], in: root)
        XCTAssertEqual(version.status, 2)
        XCTAssertEqual(version.stderr, "Fixtures/Sample.xcdatamodeld:0: error: no version named 'Library 9' (versions: Library, Library 2)\n")
        let notModel = try Modelc.run(["diff", "README.md", sample], in: root)
        XCTAssertEqual(notModel.status, 2)
        XCTAssertTrue(notModel.stderr.hasPrefix("README.md:0: error: not a Core Data model"), notModel.stderr)
    }
}
