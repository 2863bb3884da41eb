import CompiledModel
import CoreDataModel
import Foundation
import ModelCompiler
import TestLocations
import TestTools
import XCTest

/// compile(decompile(M)) is structurally M for every Apple-compiled `.mom` of `../shared/golden`
/// (momcompare: every leaf), alone and as bundles, and a bundle keeps its versions, current
/// version and version hashes.
final class DecompileGoldenTests: XCTestCase {
    /// `NSAllocationType` is absent from 2019 fetch requests; modelc writes the current form (the
    /// golden suite tolerates it too), so it is not a decompiling difference.
    private static let tolerated = "NSAllocationType"

    private func goldenBundles() throws -> [String] {
        let root = try RepositoryPaths.requireShared("golden")
        let table = try String(contentsOfFile: root + "/cases.tsv", encoding: .utf8)
        return table.split(separator: "\n").compactMap { line in
            let fields = line.split(separator: "\t").map(String.init)
            guard !line.hasPrefix("#"), fields.count >= 3 else { return nil }
            return root + "/" + fields[2]
        }
    }

    private func python3() throws -> String {
        guard let python3 = ProcessRunner.executable(named: "python3") else {
            throw XCTSkip("python3 is not on the PATH; momcompare cannot run")
        }
        return python3
    }

    /// momcompare's verdict: nil when the archives match leaf for leaf, else its report.
    private func momcompare(_ golden: String, _ ours: String) throws -> String? {
        let tool = try RepositoryPaths.requireShared("tools/momcompare.py")
        let run = try ProcessRunner.run(try python3(), [tool, golden, ours, "--ignore", Self.tolerated, "--show", "20"])
        return run.status == 0 ? nil : run.output
    }

    func testEveryGoldenMomSurvivesDecompileAndCompile() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        var checked = 0
        for bundle in try goldenBundles() {
            let moms = try FileManager.default.contentsOfDirectory(atPath: bundle).filter { $0.hasSuffix(".mom") }.sorted()
            for mom in moms {
                let name = String(mom.dropLast(4))
                let source = directory + "/\(checked)/\(name).xcdatamodel"
                let decompiled = ModelDecompilation.decompile(input: bundle + "/" + mom, output: source)
                XCTAssertTrue(decompiled.succeeded, "\(bundle)/\(mom): \(decompiled.diagnostics)")
                XCTAssertFalse(decompiled.diagnostics.contains { $0.severity != .note }, "\(mom): \(decompiled.diagnostics)")
                let compiled = ModelCompilation.compile(source: source, destination: directory + "/\(checked)/out.mom", options: CompileOptions())
                XCTAssertTrue(compiled.succeeded, "\(source): \(compiled.diagnostics)")
                if let report = try momcompare(bundle + "/" + mom, directory + "/\(checked)/out.mom") {
                    XCTFail("\(bundle)/\(mom) after decompile and compile:\n\(report)")
                }
                checked += 1
            }
        }
        XCTAssertEqual(checked, 12, "every golden .mom")
    }

    /// `modelc decompile X.momd Y.xcdatamodeld && modelc Y.xcdatamodeld out/`: the same version
    /// names, current version and version hashes as X's VersionInfo.plist, every `.mom` matching.
    func testGoldenBundlesKeepVersionsAndHashes() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        for (index, bundle) in try goldenBundles().enumerated() {
            let source = directory + "/\(index)/Y.xcdatamodeld"
            let decompiled = ModelDecompilation.decompile(input: bundle, output: source)
            XCTAssertTrue(decompiled.succeeded, "\(bundle): \(decompiled.diagnostics)")
            let compiled = ModelCompilation.compile(source: source, destination: directory + "/\(index)/", options: CompileOptions())
            XCTAssertTrue(compiled.succeeded, "\(source): \(compiled.diagnostics)")
            let output = directory + "/\(index)/Y.momd"
            let original = try VersionInfo(decoding: try bytes(bundle + "/VersionInfo.plist"), path: bundle)
            let recompiled = try VersionInfo(decoding: try bytes(output + "/VersionInfo.plist"), path: output)
            XCTAssertEqual(recompiled.versionHashes, original.versionHashes, bundle)
            XCTAssertEqual(recompiled.currentVersionName, original.currentVersionName, bundle)
            if let checksums = original.versionChecksums {
                XCTAssertEqual(recompiled.versionChecksums, checksums, bundle)
            }
            for mom in try FileManager.default.contentsOfDirectory(atPath: bundle) where mom.hasSuffix(".mom") {
                if let report = try momcompare(bundle + "/" + mom, output + "/" + mom) { XCTFail("\(bundle)/\(mom):\n\(report)") }
            }
        }
    }

    private func bytes(_ path: String) throws -> [UInt8] {
        [UInt8](try Data(contentsOf: URL(fileURLWithPath: path)))
    }
}
