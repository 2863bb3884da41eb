import CoreDataModel
import Foundation
import ModelSource
import XCTest

/// Every real model of `../shared/corpus` reads without errors and with the counts MANIFEST.tsv
/// records (entities; attributes and relationships declared directly in entities — composite
/// definitions' attributes are not counted); every Xcode 3 model location is refused clearly.
final class CorpusTests: XCTestCase {
    private struct Row {
        var path: String
        var kind: String
        var entities: Int
        var attributes: Int
        var relationships: Int
    }

    private func manifest() throws -> (root: String, rows: [Row]) {
        let root = try FixtureSupport.requireShared("corpus")
        let text = try String(contentsOfFile: root + "/MANIFEST.tsv", encoding: .utf8)
        let rows = text.split(separator: "\n").dropFirst().compactMap { line -> Row? in
            let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard fields.count >= 8 else { return nil }
            return Row(path: root + "/" + fields[0], kind: fields[4], entities: Int(fields[5]) ?? -1,
                       attributes: Int(fields[6]) ?? -1, relationships: Int(fields[7]) ?? -1)
        }
        return (root, rows)
    }

    func testEveryCorpusModelReadsWithManifestCounts() throws {
        let (_, rows) = try manifest()
        let models = rows.filter { $0.kind == "model" }
        XCTAssertGreaterThan(models.count, 300)
        var failures = 0
        var warnings = 0
        for row in models {
            do {
                let (model, diagnostics) = try ModelSourceReader.readModel(at: row.path)
                warnings += diagnostics.filter { $0.severity == .warning }.count
                let attributes = model.entities.reduce(0) { $0 + $1.properties.filter { $0 is AttributeDescription }.count }
                let relationships = model.entities.reduce(0) { $0 + $1.properties.filter { $0 is RelationshipDescription }.count }
                let counts = [model.entities.count, attributes, relationships]
                if counts != [row.entities, row.attributes, row.relationships] {
                    failures += 1
                    XCTFail("\(row.path): counts \(counts) ≠ manifest \([row.entities, row.attributes, row.relationships])")
                }
            } catch {
                failures += 1
                XCTFail("\(row.path): \(error)")
            }
        }
        print("corpus: \(models.count) models read, \(failures) failures, \(warnings) warnings")
    }

    /// The unknown-attribute check knows every attribute real Xcode versions wrote, and no real
    /// model has a stored attribute without a type: neither diagnostic fires on the corpus.
    func testNoCorpusModelHasUnknownAttributesOrUntypedStoredAttributes() throws {
        let (_, rows) = try manifest()
        let models = rows.filter { $0.kind == "model" }
        XCTAssertGreaterThan(models.count, 300)
        var flagged: [String] = []
        for row in models {
            let diagnostics: [Diagnostic]
            do {
                diagnostics = try ModelSourceReader.readModel(at: row.path).diagnostics
            } catch let error as ModelError {
                diagnostics = error.diagnostics
            }
            flagged += diagnostics.filter { $0.category == .unknownAttribute || $0.message.contains("only a transient attribute") }
                .map(\.description)
        }
        XCTAssertEqual(flagged, [])
    }

    /// Every location holding an Xcode 3 (`elements`) version reads, whole bundles included.
    func testEveryLegacyModelLocationReads() throws {
        let (_, rows) = try manifest()
        let legacy = rows.filter { $0.kind == "old-model" }
        XCTAssertFalse(legacy.isEmpty)
        for row in legacy {
            let version = URL(fileURLWithPath: row.path).deletingLastPathComponent()
            let parent = version.deletingLastPathComponent()
            let location = parent.pathExtension == "xcdatamodeld" ? parent.path : version.path
            do {
                if location.hasSuffix(".xcdatamodeld") {
                    let bundle = try ModelSourceReader.readBundle(at: location)
                    XCTAssertTrue(bundle.versions.contains { $0.path == version.path && !$0.model.entities.isEmpty }, location)
                } else {
                    XCTAssertFalse(try ModelSourceReader.readModel(at: location).model.entities.isEmpty, location)
                }
            } catch {
                XCTFail("\(location): \(error)")
            }
        }
        print("corpus: \(legacy.count) legacy versions read")
    }

    /// Every bundle in the corpus: marked versions resolve; empty bundles are refused.
    func testEveryCorpusBundleLocation() throws {
        let (root, _) = try manifest()
        var bundles: [String] = []
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let entry = enumerator?.nextObject() as? String {
            if entry.hasSuffix(".xcdatamodeld") {
                bundles.append(root + "/" + entry)
                enumerator?.skipDescendants()
            }
        }
        var read = 0
        var refused: [String] = []
        for bundle in bundles {
            do {
                _ = try ModelSourceReader.readBundle(at: bundle)
                read += 1
            } catch let error as ModelError {
                let ok = error.diagnostics.allSatisfy {
                    $0.message.contains("contains no .xcdatamodel versions")
                        || $0.severity != .error
                }
                XCTAssertTrue(ok, "\(bundle): \(error)")
                refused.append(bundle)
            }
        }
        print("corpus: \(bundles.count) bundles, \(read) read, \(refused.count) refused")
    }
}
