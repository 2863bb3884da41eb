import Foundation
import KeyedArchive
import ModelSource
import TestLocations
import TestTools
import XCTest

/// Proof by hashes: Apple's 2009 Recipes seed store (MagicalRecord's sample) records, in its
/// `Z_METADATA`, the entity version hashes Core Data computed from the Xcode 3 model that wrote it.
/// modelc's hashes for both versions of `Recipes.xcdatamodeld` (both `elements` archives) must equal
/// them. Every other legacy version in `../shared` must read and compile.
final class LegacyStoreHashTests: XCTestCase {
    static let recipes = "stores/magicalpanda+MagicalRecord/Samples"
    static let recipesBundle = recipes + "/iOS/Application/Models/Recipes.xcdatamodeld"
    static let recipesStore = recipes + "/iOS/Resources/RecipeData/Recipes.sqlite"

    /// `NSStoreModelVersionHashes` of a store, read with python3's sqlite3 from a copy of the store.
    private func storeHashes(_ store: String) throws -> [String: String] {
        let work = try TestPaths.temporaryDirectory(self)
        let copy = work + "/store.sqlite"
        try FileManager.default.copyItem(atPath: store, toPath: copy)
        let script = """
            import sqlite3, plistlib, base64, sys
            row = sqlite3.connect(sys.argv[1]).execute('SELECT Z_PLIST FROM Z_METADATA').fetchone()
            for name, digest in sorted(plistlib.loads(row[0])['NSStoreModelVersionHashes'].items()):
                print(name, base64.b64encode(digest).decode())
            """
        guard let python3 = ProcessRunner.executable(named: "python3") else { throw XCTSkip("python3 is not on the PATH") }
        let run = try ProcessRunner.run(python3, ["-c", script, copy])
        guard run.status == 0 else { throw XCTSkip("python3 could not read the store's metadata") }
        var hashes: [String: String] = [:]
        for line in run.stdoutLines {
            let parts = line.split(separator: " ")
            if parts.count == 2 { hashes[String(parts[0])] = String(parts[1]) }
        }
        return hashes
    }

    /// VersionInfo.plist's `NSManagedObjectModel_VersionHashes`: version → entity → base64 hash.
    private func versionInfoHashes(_ momd: String) throws -> [String: [String: String]] {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: momd + "/VersionInfo.plist")))
        let plist = try BinaryPropertyListReader.decode(bytes)
        let versions = try XCTUnwrap(plist["NSManagedObjectModel_VersionHashes"]?.dictionaryValue)
        var result: [String: [String: String]] = [:]
        for (version, entities) in versions {
            var hashes: [String: String] = [:]
            for (entity, digest) in entities.dictionaryValue ?? [] {
                hashes[entity] = digest.dataValue.map { Data($0).base64EncodedString() }
            }
            result[version] = hashes
        }
        return result
    }

    func testRecipesStoreHashesMatchBothXcode3Versions() throws {
        let bundle = try RepositoryPaths.requireShared(Self.recipesBundle)
        let expected = try storeHashes(try RepositoryPaths.requireShared(Self.recipesStore))
        XCTAssertEqual(expected.count, 4)
        let out = try TestPaths.temporaryDirectory(self)
        let run = try ModelcBinary.run([bundle, out + "/"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let versions = try versionInfoHashes(out + "/Recipes.momd")
        XCTAssertEqual(Set(versions.keys), ["Recipes", "Recipes 2"])
        for (version, hashes) in versions {
            XCTAssertEqual(hashes, expected, "version \(version)")
        }
    }

    /// A bundle mixing the Xcode 3 versions with a modern one compiles whole: one `.mom` per version,
    /// and the old versions keep the store's hashes in VersionInfo.plist.
    func testMixedBundleCompilesWhole() throws {
        let source = try RepositoryPaths.requireShared(Self.recipesBundle)
        let expected = try storeHashes(try RepositoryPaths.requireShared(Self.recipesStore))
        let work = try TestPaths.temporaryDirectory(self)
        let bundle = work + "/Recipes.xcdatamodeld"
        try FileManager.default.copyItem(atPath: source, toPath: bundle)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/Inheritance.xcdatamodel",
                                         toPath: bundle + "/Recipes 3.xcdatamodel")
        let marker = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Recipes 3.xcdatamodel</string></dict></plist>
            """
        try Data(marker.utf8).write(to: URL(fileURLWithPath: bundle + "/.xccurrentversion"))
        let run = try ModelcBinary.run([bundle, work + "/out/"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let momd = work + "/out/Recipes.momd"
        let files = try FileManager.default.contentsOfDirectory(atPath: momd).sorted()
        XCTAssertEqual(files, ["Recipes 2.mom", "Recipes 3.mom", "Recipes.mom", "VersionInfo.plist"])
        let versions = try versionInfoHashes(momd)
        XCTAssertEqual(versions["Recipes"], expected)
        XCTAssertEqual(versions["Recipes 2"], expected)
        XCTAssertNotNil(versions["Recipes 3"])
        XCTAssertNotEqual(versions["Recipes 3"], expected)
    }

    /// Every Xcode 3 version in `../shared/corpus` and `../shared/stores` reads, validates its
    /// archive and compiles. The mogenerator PONSO samples pair transient relationships with
    /// persistent inverses, which momc refuses today unless told not to; they compile with
    /// `--suppress-inverse-transient-error`, as their project would have to.
    func testEveryLegacyVersionInSharedReadsAndCompiles() throws {
        var versions: [String] = []
        for top in ["corpus", "stores"] {
            let root = try RepositoryPaths.requireShared(top)
            let enumerator = FileManager.default.enumerator(atPath: root)
            while let entry = enumerator?.nextObject() as? String {
                if entry.hasSuffix(".xcdatamodel/elements") { versions.append(root + "/" + entry.dropLast("/elements".count)) }
            }
        }
        XCTAssertGreaterThanOrEqual(versions.count, 9)
        var entities = 0
        for version in versions.sorted() {
            let read = try ModelSourceReader.readModel(at: version)
            XCTAssertFalse(read.model.entities.isEmpty, version)
            entities += read.model.entities.count
            let out = try TestPaths.temporaryDirectory(self) + "/Out.mom"
            let run = try ModelcBinary.run(["--suppress-inverse-transient-error", version, out])
            XCTAssertEqual(run.status, 0, "\(version): \(run.stderr)")
            XCTAssertTrue(FileManager.default.fileExists(atPath: out), version)
        }
        print("legacy: \(versions.count) Xcode 3 versions read and compiled, \(entities) entities")
    }
}

/// The Recipes bundle (two Xcode 3 versions) through the command line, and a truncated archive's error.
final class LegacyCommandLineTests: XCTestCase {
    func testRecipesCompilesAndDumpsAndATruncatedArchiveIsRefused() throws {
        let source = try RepositoryPaths.requireShared(LegacyStoreHashTests.recipesBundle)
        let commands = [
            ["Recipes.xcdatamodeld", "out/"],
            ["dump", "Recipes.xcdatamodeld/Recipes.xcdatamodel"],
        ]
        let work = try TestPaths.temporaryDirectory(self)
        try FileManager.default.copyItem(atPath: source, toPath: work + "/Recipes.xcdatamodeld")
        for command in commands {
            let run = try ModelcBinary.run(command, in: work)
            XCTAssertEqual(run.status, 0, "\(command): \(run.stderr)")
        }
        XCTAssertTrue(FileManager.default.fileExists(atPath: work + "/out/Recipes.momd/Recipes.mom"))

        let old = work + "/Old.xcdatamodel"
        try FileManager.default.createDirectory(atPath: old, withIntermediateDirectories: true)
        let archive = try LegacyModelReaderTests.library.archive()
        try Data(archive.prefix(archive.count / 2)).write(to: URL(fileURLWithPath: old + "/elements"))
        let refused = try ModelcBinary.run(["Old.xcdatamodel", "out/"], in: work)
        XCTAssertEqual(refused.status, 1)
        XCTAssertTrue(refused.stderr.hasPrefix("Old.xcdatamodel/elements:0: error: cannot read the Xcode 3 model archive: corrupt binary plist"),
                      refused.stderr)
    }
}
