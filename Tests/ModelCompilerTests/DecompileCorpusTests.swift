import CompiledModel
import CoreDataModel
import Foundation
import ModelCompiler
import ModelSource
import TestLocations
import XCTest

/// decompile(compile(S)) = S for every corpus model: the source, compiled, loaded back and
/// written, is the same document as normalised trees (`SourceNormalization`). The few that differ
/// differ only where the `.mom` cannot carry what the source says; each is listed with why.
final class DecompileCorpusTests: XCTestCase {
    func testCorpusSourcesComeBack() throws {
        let corpus = try RepositoryPaths.requireShared("corpus")
        var checked = 0
        var differing: [String] = []
        var upgradedLegacyVersions = 0
        for location in try ModelLocations.find(in: corpus) {
            guard let loaded = try? ModelLoading.load(try ModelInput(path: location)), !loaded.diagnostics.hasErrors else { continue }
            for version in loaded.versions {
                guard let archive = try? CompiledModelEncoder.encode(version.model) else { continue }   // does not compile
                let compiled = try CompiledModelDecoder.decode(archive, path: version.path)
                let written = try ModelSourceWriter.contents(of: compiled, file: version.path)
                if version.path.hasSuffix("/elements") {
                    // An Xcode 3 version has no XML to compare with: decompiling upgrades it, and the
                    // upgraded source must compile to the same entity hashes (what its stores record).
                    let upgraded = try ModelSourceReader.readModel(contents: written.bytes, path: version.path + " (upgraded)").model
                    let recompiled = try CompiledModelDecoder.decode(try CompiledModelEncoder.encode(upgraded), path: version.path)
                    XCTAssertEqual(recompiled.entityVersionHashesByName, version.model.entityVersionHashesByName, version.path)
                    upgradedLegacyVersions += 1
                    continue
                }
                let original = try SourceNormalization.canonicalTree(try Data(contentsOf: URL(fileURLWithPath: version.path)))
                let decompiled = try SourceNormalization.canonicalTree(Data(written.bytes))
                checked += 1
                if original != decompiled {
                    differing.append(String(version.path.dropFirst(corpus.count + 1)) + "\n" + firstDifference(original, decompiled))
                }
            }
        }
        print("decompile corpus: \(checked) models, \(differing.count) differ; \(upgradedLegacyVersions) Xcode 3 versions upgraded with their hashes kept")
        XCTAssertGreaterThan(checked, 300)
        XCTAssertGreaterThan(upgradedLegacyVersions, 0)
        XCTAssertEqual(differing, [], "\(differing.count) of \(checked)")
    }

    private func firstDifference(_ a: String, _ b: String) -> String {
        let left = a.split(separator: "\n"), right = b.split(separator: "\n")
        for index in 0..<max(left.count, right.count) {
            let x = index < left.count ? String(left[index]) : "(end)", y = index < right.count ? String(right[index]) : "(end)"
            if x != y { return "  source:     \(x)\n  decompiled: \(y)" }
        }
        return "  (same lines)"
    }
}
