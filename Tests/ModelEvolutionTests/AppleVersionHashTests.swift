import CompiledModel
import CoreDataModel
import Foundation
import ModelCompiler
import ModelEvolution
import ModelSource
import TestLocations
import XCTest

/// `diff` against Apple's own verdict: for every Apple-compiled bundle in ../shared/golden, an
/// entity's hash is reported changed exactly when the two versions' VersionInfo.plist hashes differ.
final class AppleVersionHashTests: XCTestCase {
    private struct AppleVersion {
        var label: String
        var model: ManagedObjectModel
        var hashes: [String: [UInt8]]
    }

    func testDiffAgreesWithVersionInfoOnEveryGolden() throws {
        let golden = try RepositoryPaths.requireShared("golden")
        var groups: [String: [AppleVersion]] = [:]
        let walker = FileManager.default.enumerator(atPath: golden)
        while let relative = walker?.nextObject() as? String {
            guard (relative as NSString).lastPathComponent == "VersionInfo.plist" else { continue }
            let bundle = golden + "/" + (relative as NSString).deletingLastPathComponent
            let info = try VersionInfo(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: golden + "/" + relative))), path: relative)
            let loaded = try ModelLoading.load(.compiledBundle(bundle))
            let group = String(relative.split(separator: "/").first ?? "")
            for version in loaded.versions {
                guard let hashes = info.versionHashes[version.name] else { continue }
                groups[group, default: []].append(AppleVersion(label: "\(relative) \(version.name)", model: version.model, hashes: hashes))
            }
        }
        var compared = 0, changed = 0
        for (_, versions) in groups.sorted(by: { $0.key < $1.key }) {
            for old in versions {
                for new in versions where new.label != old.label {
                    let diff = ModelDiff(from: old.model, to: new.model)
                    assertConsistent(diff, "\(old.label) → \(new.label)")
                    for name in Set(old.hashes.keys).intersection(new.hashes.keys) {
                        guard let entity = diff.entities.first(where: { $0.name == name && $0.renamedFrom == nil }) else { continue }
                        let appleChanged = old.hashes[name] != new.hashes[name]
                        XCTAssertEqual(entity.versionHashChanged, appleChanged, "\(old.label) → \(new.label): \(name)")
                        compared += 1
                        if appleChanged { changed += 1 }
                    }
                    let appleEqual = old.hashes == new.hashes
                    XCTAssertEqual(diff.versionHashesEqual, appleEqual, "\(old.label) → \(new.label)")
                    XCTAssertEqual(diff.migration.kind == .none, appleEqual)
                }
            }
        }
        print("note: \(compared) entity comparisons against VersionInfo.plist, \(changed) with changed hashes")
        XCTAssertGreaterThan(compared, 20)
        XCTAssertGreaterThan(changed, 0)
        XCTAssertLessThan(changed, compared)
    }

    /// Multi-version source bundles from real projects: consecutive versions diff without trouble,
    /// verdicts agree with the hasher, and renderings are deterministic.
    func testCorpusVersionHistories() throws {
        let corpus = try RepositoryPaths.requireShared("corpus")
        var bundles: [String] = []
        let walker = FileManager.default.enumerator(atPath: corpus)
        while let relative = walker?.nextObject() as? String {
            if relative.hasSuffix(".xcdatamodeld") { bundles.append(corpus + "/" + relative); walker?.skipDescendants() }
        }
        var pairs = 0, lightweight = 0, custom = 0
        for bundle in bundles.sorted() {
            guard let loaded = try? ModelLoading.load(.sourceBundle(bundle)), loaded.versions.count > 1 else { continue }
            let versions = loaded.versions.sorted { NaturalOrder.areInIncreasingOrder($0.name, $1.name) }
            for (old, new) in zip(versions, versions.dropFirst()) {
                let diff = ModelDiff(from: old.model, to: new.model)
                let label = "\(bundle): \(old.name) → \(new.name)"
                assertConsistent(diff, label)
                XCTAssertEqual(diff.versionHashesEqual, old.model.entityVersionHashesByName == new.model.entityVersionHashesByName, label)
                XCTAssertEqual(try DumpValue(encoding: diff).json(), try DumpValue(encoding: ModelDiff(from: old.model, to: new.model)).json(), label)
                pairs += 1
                if diff.migration.kind == .lightweight { lightweight += 1 }
                if diff.migration.kind == .custom { custom += 1 }
            }
        }
        print("note: \(pairs) consecutive version pairs diffed: \(lightweight) lightweight, \(custom) custom")
        XCTAssertGreaterThan(pairs, 50)
        XCTAssertGreaterThan(lightweight, 0)
    }
}
