import CoreDataModel
import ModelCompiler
import ModelEvolution
import TestLocations
import XCTest

/// The lock file format: what is written reads back the same, and every malformed line is an
/// error at that line.
final class VersionLockTests: XCTestCase {
    private func snapshot() throws -> BundleSnapshot {
        let loaded = try ModelLoading.load(.sourceBundle(RepositoryPaths.fixtures + "/Versioned.xcdatamodeld"))
        let versions = loaded.versions.map { VersionSnapshot(name: $0.name, model: $0.model, location: SourceLocation(file: $0.path)) }
        return BundleSnapshot(path: "Fixtures/Versioned.xcdatamodeld", currentVersionName: loaded.currentVersionName, versions: versions,
                              currentVersionLocation: SourceLocation(file: "x"))
    }

    func testRoundTripAndDeterminism() throws {
        let text = VersionLock(bundles: [try snapshot()]).serialized()
        let parsed = try VersionLock(parsing: text, path: "models.lock")
        XCTAssertEqual(parsed.serialized(), text)
        let bundle = try XCTUnwrap(parsed.bundle(at: "Fixtures/Versioned.xcdatamodeld"))
        XCTAssertEqual(bundle.currentVersionName, "Versioned 2")
        XCTAssertEqual(bundle.versions.map(\.name), try snapshot().versions.map(\.name))
        XCTAssertEqual(bundle.versions.first?.entityHashes, try snapshot().versions.first?.entityHashes)
        XCTAssertEqual(bundle.versions.first?.location, SourceLocation(file: "models.lock", line: 4))
    }

    /// Every entity and property gets a `fields` line, read back as recorded.
    func testFieldDigestsAreWrittenAndReadBack() throws {
        let text = VersionLock(bundles: [try snapshot()]).serialized()
        let parsed = try VersionLock(parsing: text, path: "models.lock")
        let version = try XCTUnwrap(try snapshot().versions.first)
        let recorded = try XCTUnwrap(parsed.bundle(at: "Fixtures/Versioned.xcdatamodeld")?.versions.first?.recordedFieldDigests)
        XCTAssertEqual(recorded, version.fieldDigests)
        XCTAssertTrue(recorded.keys.contains { $0.contains(".") } && recorded.keys.contains { !$0.contains(".") }, "\(recorded.keys)")
    }

    /// A lock written before field digests existed still reads, with none recorded.
    func testALockWithoutFieldDigestsStillReads() throws {
        let text = VersionLock(bundles: [try snapshot()]).serialized()
        let old = text.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("fields\t") }.joined(separator: "\n")
        XCTAssertNotEqual(old, text)
        let parsed = try VersionLock(parsing: old, path: "models.lock")
        XCTAssertEqual(parsed.bundle(at: "Fixtures/Versioned.xcdatamodeld")?.versions.first?.recordedFieldDigests, [:])
        XCTAssertEqual(parsed.bundle(at: "Fixtures/Versioned.xcdatamodeld")?.versions.first?.entityHashes,
                       try snapshot().versions.first?.entityHashes)
    }

    func testMalformedLinesAreErrorsAtTheirLine() {
        let hash = String(repeating: "A", count: 43) + "="
        let cases: [(String, Int, String)] = [
            ("version\tA\t\(hash)\n", 1, "'version' before any 'model' line"),
            ("model\tM\nentity\tE\t\(hash)\n", 2, "'entity' before any 'version' line"),
            ("model\tM\nversion\tA\tshort\n", 2, "'short' is not a version checksum"),
            ("model\tM\ncurrent\tB\nversion\tA\t\(hash)\n", 2, "current version 'B' has no 'version' line"),
            ("# c\n\nmodel M\n", 3, "expected 'model', 'current', 'version', 'entity' or 'fields' with tab-separated fields"),
            ("model\tM\nfields\tE\t\(hash)\n", 2, "'fields' before any 'version' line"),
            ("model\tM\nversion\tA\t\(hash)\nfields\tE.p\tshort\n", 3, "'short' is not a field digest"),
            ("model\tM\nmodel\tM\n", 2, "model 'M' is listed twice"),
        ]
        for (text, line, message) in cases {
            XCTAssertThrowsError(try VersionLock(parsing: text, path: "l.lock"), text) { error in
                XCTAssertEqual((error as? ModelError)?.diagnostics.first?.description,
                               "l.lock:\(line): error: corrupt lock file: \(message); regenerate it with --update-lock")
            }
        }
    }
}
