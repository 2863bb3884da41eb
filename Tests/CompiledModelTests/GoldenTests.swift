import CompiledModel
import CoreDataModel
import Foundation
import KeyedArchive
import ModelEvolution
import ModelSource
import TestTools
import XCTest

/// Apple's own output as the proof: our archives match it leaf for leaf (momcompare), and the
/// loader reads Apple's archives back into the same graph the source gives, with Apple's hashes.
final class GoldenTests: XCTestCase {
    /// Source → our `.mom` → `momcompare.py` against Apple's, for every version of every case.
    func testEveryGoldenCaseMatchesAppleLeafForLeaf() throws {
        guard let python = ProcessRunner.executable(named: "python3") else { throw XCTSkip("python3 is not installed; skipping the momcompare check") }
        let compare = try TestPaths.requireShared("tools/momcompare.py")
        let directory = try TestPaths.temporaryDirectory()
        defer { try? FileManager.default.removeItem(atPath: directory) }
        var compared = 0
        for golden in try TestPaths.goldenCases() {
            let bundle = try ModelSourceReader.readBundle(at: golden.source)
            for version in bundle.versions {
                let apple = golden.output + "/" + version.name + ".mom"
                guard FileManager.default.fileExists(atPath: apple) else { continue }
                let ours = directory + "/\(golden.id)-\(version.name).mom"
                try Data(try CompiledModelEncoder.encode(version.model)).write(to: URL(fileURLWithPath: ours))
                // 2019-era goldens predate NSAllocationType; we write the current form (golden README).
                let result = try ProcessRunner.run(python, [compare, apple, ours, "--ignore", "NSAllocationType"])
                XCTAssertEqual(result.status, 0, "\(golden.id)/\(version.name):\n\(result.output)")
                compared += 1
            }
        }
        XCTAssertGreaterThanOrEqual(compared, 12)
    }

    /// Our VersionInfo carries exactly Apple's hashes, checksums (where Apple wrote them) and
    /// current version name.
    func testVersionInfoMatchesApple() throws {
        for golden in try TestPaths.goldenCases() {
            let bundle = try ModelSourceReader.readBundle(at: golden.source)
            let appleInfo = try VersionInfo(decoding: TestPaths.readBytes(golden.output + "/VersionInfo.plist"),
                                            path: golden.output + "/VersionInfo.plist")
            XCTAssertEqual(bundle.currentVersionName, appleInfo.currentVersionName, golden.id)
            for version in bundle.versions {
                var hasher = VersionHasher()
                XCTAssertEqual(hasher.entityHashes(of: version.model), appleInfo.versionHashes[version.name], "\(golden.id)/\(version.name)")
                if let checksum = appleInfo.versionChecksums?[version.name] {
                    XCTAssertEqual(hasher.checksum(of: version.model), checksum, "\(golden.id)/\(version.name)")
                }
            }
        }
    }

    /// Every Apple `.mom` loads; its graph equals the source's graph and re-hashes to Apple's hashes.
    func testEveryGoldenMomLoadsIntoTheSourceGraph() throws {
        let root = try TestPaths.requireShared("golden")
        let moms = TestPaths.files(under: root, endingWith: ".mom")
        XCTAssertEqual(moms.count, 12)
        for path in moms {
            let model = try CompiledModelDecoder.decode(TestPaths.readBytes(path), path: path)
            let archive = try KeyedArchiveDecoder(bytes: TestPaths.readBytes(path))
            let entityCount = try archive.root().dictionary(forKey: "NSEntities")?.count
            XCTAssertEqual(model.entities.count, entityCount, path)
            XCTAssertEqual(model.entities.map(\.name), model.entities.map(\.name).sorted(), "entities come back sorted by name")
            let bundle = (path as NSString).deletingLastPathComponent
            let version = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            let info = try VersionInfo(decoding: TestPaths.readBytes(bundle + "/VersionInfo.plist"), path: bundle)
            var hasher = VersionHasher()
            XCTAssertEqual(hasher.entityHashes(of: model), info.versionHashes[version], path)
        }
        for golden in try TestPaths.goldenCases() {
            for version in try ModelSourceReader.readBundle(at: golden.source).versions {
                let path = golden.output + "/" + version.name + ".mom"
                let loaded = try CompiledModelDecoder.decode(TestPaths.readBytes(path), path: path)
                XCTAssertEqual(ModelComparison.differences(version.model, loaded), [], "\(golden.id)/\(version.name)")
            }
        }
    }

    /// A loaded golden re-encodes to an archive that loads to the same graph.
    func testGoldenReencodesStably() throws {
        let root = try TestPaths.requireShared("golden")
        for path in TestPaths.files(under: root, endingWith: ".mom") {
            let first = try CompiledModelDecoder.decode(TestPaths.readBytes(path), path: path)
            let bytes = try CompiledModelEncoder.encode(first)
            let second = try CompiledModelDecoder.decode(bytes, path: path)
            XCTAssertEqual(ModelComparison.differences(first, second), [], path)
            XCTAssertEqual(try CompiledModelEncoder.encode(second), bytes, "re-encoding a reloaded model is byte-stable: \(path)")
        }
    }
}
