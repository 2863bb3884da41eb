import Foundation
import ModelCompiler
import TestLocations
import XCTest

/// `modelc dump --format json` of every corpus model lists exactly the entities and property
/// counts that MANIFEST.tsv records for its XML — or, for Xcode 3 versions, for its `elements` archive.
final class CorpusDumpTests: XCTestCase {
    func testJSONDumpMatchesManifestCounts() throws {
        let corpus = try RepositoryPaths.requireShared("corpus")
        let manifest = try String(contentsOfFile: try RepositoryPaths.requireShared("corpus/MANIFEST.tsv"), encoding: .utf8)
        // contents (or elements) path → (entities, attributes, relationships)
        var expected: [String: [Int]] = [:]
        for line in manifest.split(separator: "\n").dropFirst() {
            let columns = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard columns.count >= 8, ["model", "old-model"].contains(columns[4]) else { continue }
            expected[columns[0]] = [Int(columns[5]) ?? -1, Int(columns[6]) ?? -1, Int(columns[7]) ?? -1]
        }
        XCTAssertGreaterThan(expected.count, 300)
        var checked = 0
        for location in try ModelLocations.find(in: corpus) {
            let result = ModelDumping.dump(path: location)
            guard let tree = result.tree else { continue }   // bundles without versions: covered elsewhere
            let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(tree.json().utf8)) as? [String: Any])
            let versions = (json["versions"] as? [[String: Any]]) ?? [json]
            for version in versions {
                let name = try XCTUnwrap(version["name"] as? String)
                let folder = location.hasSuffix(".xcdatamodeld") ? "\(location)/\(name).xcdatamodel" : location
                let file = FileManager.default.fileExists(atPath: folder + "/contents") ? "contents" : "elements"
                let relative = String((folder + "/" + file).dropFirst(corpus.count + 1))
                let counts = try XCTUnwrap(expected[relative], "no MANIFEST row for \(relative)")
                let entities = try XCTUnwrap(version["entities"] as? [[String: Any]])
                let attributes = entities.reduce(0) { $0 + (($1["attributeCount"] as? Int) ?? 0) }
                let relationships = entities.reduce(0) { $0 + (($1["relationshipCount"] as? Int) ?? 0) }
                XCTAssertEqual([entities.count, attributes, relationships], counts, relative)
                XCTAssertEqual(version["entityCount"] as? Int, entities.count, relative)
                checked += 1
            }
        }
        XCTAssertEqual(checked, expected.count, "every XML and Xcode 3 model in MANIFEST was dumped")
    }
}

/// Model locations as the corpus tools define them: every `.xcdatamodeld`, and every
/// `.xcdatamodel` not inside one.
enum ModelLocations {
    static func find(in root: String) throws -> [String] {
        var found: [String] = []
        func walk(_ directory: String) throws {
            for name in try FileManager.default.contentsOfDirectory(atPath: directory).sorted() {
                let path = directory + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue else { continue }
                if name.hasSuffix(".xcdatamodeld") || name.hasSuffix(".xcdatamodel") {
                    found.append(path)
                } else {
                    try walk(path)
                }
            }
        }
        try walk(root)
        return found
    }
}
