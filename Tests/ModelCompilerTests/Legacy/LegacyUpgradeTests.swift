import CompiledModel
import CoreDataModel
import Foundation
import ModelCompiler
import ModelSource
import TestLocations
import TestTools
import XCTest

/// Issue 18's upgrade path: `modelc decompile Old.xcdatamodel New.xcdatamodel` turns an Xcode 3
/// (`elements`) version into modern `contents` XML that compiles to the same entity hashes, a bundle
/// keeps its modern versions byte for byte and its `.xccurrentversion`, and the input is never touched.
final class LegacyUpgradeTests: XCTestCase {
    private func writeXcode3(_ folder: String) throws {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data(try LegacyModelReaderTests.library.archive()).write(to: URL(fileURLWithPath: folder + "/elements"))
        try Data("diagram".utf8).write(to: URL(fileURLWithPath: folder + "/layout"))
    }

    /// `Recipes.xcdatamodeld`: an Xcode 3 `Recipes` and a modern `Recipes 2`, the latter current.
    private func writeMixedBundle(_ bundle: String) throws {
        try writeXcode3(bundle + "/Recipes.xcdatamodel")
        try FileManager.default.createDirectory(atPath: bundle + "/Recipes 2.xcdatamodel", withIntermediateDirectories: true)
        let modern = LegacyModelReaderTests.libraryXML.replacingOccurrences(of: "userDefinedModelVersionIdentifier=\"3\"",
                                                                            with: "userDefinedModelVersionIdentifier=\"4\" codeGenerationType=\"class\"")
        try Data(modern.utf8).write(to: URL(fileURLWithPath: bundle + "/Recipes 2.xcdatamodel/contents"))
        try Data(ModelSourceWriter.currentVersionMarker(naming: "Recipes 2")).write(to: URL(fileURLWithPath: bundle + "/.xccurrentversion"))
    }

    /// Every file under `path` with its bytes (to prove an input was left alone).
    private func snapshot(_ path: String) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: path), path)
        for case let relative as String in enumerator {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                files[relative] = try Data(contentsOf: URL(fileURLWithPath: path + "/" + relative))
            }
        }
        return files
    }

    private func hashes(ofSource path: String) throws -> [String: [UInt8]] {
        let model = try ModelSourceReader.readModel(at: path).model
        return try CompiledModelDecoder.decode(try CompiledModelEncoder.encode(model), path: path).entityVersionHashesByName
    }

    func testXcode3ModelIsUpgradedWithItsHashes() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let old = directory + "/Old.xcdatamodel"
        try writeXcode3(old)
        let before = try snapshot(old)
        let run = try ModelcBinary.run(["decompile", old, directory + "/New.xcdatamodel"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("note: an Xcode 3 model has no code generation settings"), run.stderr)
        XCTAssertFalse(run.stderr.contains("compiled model"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/New.xcdatamodel"), ["contents"])
        XCTAssertEqual(try hashes(ofSource: directory + "/New.xcdatamodel"), try hashes(ofSource: old))
        XCTAssertEqual(try hashes(ofSource: old).count, 3)
        XCTAssertEqual(try snapshot(old), before, "the input is untouched")

        // The archive named directly, into a folder destination.
        let direct = try ModelcBinary.run(["decompile", old + "/elements", directory + "/up/"])
        XCTAssertEqual(direct.status, 0, direct.stderr)
        XCTAssertEqual(try hashes(ofSource: directory + "/up/Old.xcdatamodel"), try hashes(ofSource: old))
    }

    func testMixedBundleKeepsModernVersionsAndCurrentVersion() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let bundle = directory + "/Recipes.xcdatamodeld"
        try writeMixedBundle(bundle)
        let before = try snapshot(bundle)
        let run = try ModelcBinary.run(["decompile", bundle, directory + "/Upgraded.xcdatamodeld"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let upgraded = directory + "/Upgraded.xcdatamodeld"
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: upgraded).sorted(),
                       [".xccurrentversion", "Recipes 2.xcdatamodel", "Recipes.xcdatamodel"])
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: upgraded + "/Recipes.xcdatamodel"), ["contents"])
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: upgraded + "/Recipes 2.xcdatamodel/contents")), before["Recipes 2.xcdatamodel/contents"],
                       "a modern version is copied byte for byte (its codegen settings survive)")
        XCTAssertEqual(try Data(contentsOf: URL(fileURLWithPath: upgraded + "/.xccurrentversion")), before[".xccurrentversion"])
        XCTAssertEqual(try snapshot(bundle), before)

        XCTAssertEqual(try ModelcBinary.run([bundle, directory + "/a/"]).status, 0)
        XCTAssertEqual(try ModelcBinary.run([upgraded, directory + "/b/"]).status, 0)
        let original = try VersionInfo(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/a/Recipes.momd/VersionInfo.plist"))), path: "a")
        let recompiled = try VersionInfo(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/b/Upgraded.momd/VersionInfo.plist"))), path: "b")
        XCTAssertEqual(recompiled.versionHashes, original.versionHashes)
        XCTAssertEqual(recompiled.currentVersionName, "Recipes 2")
    }

    func testModernSourceAndOutputOverInputAreRefused() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let modern = TestPaths.fixtures + "/Relationships.xcdatamodel"
        let refused = try ModelcBinary.run(["decompile", modern, directory + "/R.xcdatamodel"])
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.contains(modern + ":0: error: already a modern model source"), refused.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/R.xcdatamodel"))

        let old = directory + "/Old.xcdatamodel"
        try writeXcode3(old)
        let bundle = directory + "/Recipes.xcdatamodeld"
        try writeMixedBundle(bundle)
        let before = try snapshot(old), bundleBefore = try snapshot(bundle)
        for arguments in [[old, old], [old + "/elements", old], [old, old + "/"], ["--force", old, old], ["--force", old, directory + "/./Old.xcdatamodel"],
                          [bundle + "/Recipes.xcdatamodel", bundle + "/"], ["--force", bundle, bundle]] {
            let run = try ModelcBinary.run(["decompile"] + arguments)
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("error: the output") && run.stderr.contains("would overwrite the input"), "\(arguments): \(run.stderr)")
        }
        XCTAssertEqual(try snapshot(old), before)
        XCTAssertEqual(try snapshot(bundle), bundleBefore)
    }

    /// The upgrade commands of Documentation/Decompile.md, on models written here (no shared data
    /// needed): an Xcode 3 version and a bundle mixing an Xcode 3 version with a modern one.
    func testUpgradeCommands() throws {
        let commands = ["modelc decompile Old.xcdatamodel New.xcdatamodel",
                        "modelc decompile Recipes.xcdatamodeld Upgraded.xcdatamodeld",
                        "modelc Upgraded.xcdatamodeld out/"]
        let directory = try TestPaths.temporaryDirectory(self)
        try writeXcode3(directory + "/Old.xcdatamodel")
        try writeMixedBundle(directory + "/Recipes.xcdatamodeld")
        for command in commands {
            let words = command.split(separator: " ").map(String.init)
            XCTAssertEqual(words.first, "modelc", command)
            let run = try ModelcBinary.run(Array(words.dropFirst()), in: directory)
            XCTAssertEqual(run.status, 0, "\(command): \(run.stderr)")
        }
        XCTAssertEqual(try hashes(ofSource: directory + "/New.xcdatamodel"), try hashes(ofSource: directory + "/Old.xcdatamodel"))
        let upgraded = try VersionInfo(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: directory + "/out/Upgraded.momd/VersionInfo.plist"))), path: "out")
        XCTAssertEqual(upgraded.versionHashes["Recipes"], try hashes(ofSource: directory + "/Recipes.xcdatamodeld/Recipes.xcdatamodel"))
    }

    /// Every Xcode 3 version in ../shared (corpus and stores) upgrades through the command's own
    /// pipeline, and the upgraded source compiles to the original's entity hashes.
    func testSharedXcode3VersionsUpgradeWithTheirHashes() throws {
        var upgraded = 0, found = 0
        for area in ["corpus", "stores"] {
            let root = try RepositoryPaths.requireShared(area)
            let output = try TestPaths.temporaryDirectory(self) + "/" + area
            let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root), root)
            for case let relative as String in enumerator
            where (relative as NSString).lastPathComponent == "elements" {
                let version = root + "/" + (relative as NSString).deletingLastPathComponent
                guard version.hasSuffix(".xcdatamodel") else { continue }
                found += 1
                let original = try hashes(ofSource: version)
                let target = output + "/\(upgraded).xcdatamodel"
                let result = ModelDecompilation.decompile(input: version, output: target)
                XCTAssertTrue(result.succeeded, "\(version): \(result.diagnostics)")
                XCTAssertEqual(try hashes(ofSource: target), original, version)
                upgraded += 1
            }
        }
        print("upgraded \(upgraded) of \(found) Xcode 3 versions from ../shared with their entity hashes kept")
        XCTAssertGreaterThan(found, 0)
        XCTAssertEqual(upgraded, found)
    }
}
