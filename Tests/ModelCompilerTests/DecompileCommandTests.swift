import CompiledModel
import CoreDataModel
import Foundation
import KeyedArchive
import ModelCompiler
import TestTools
import XCTest

/// `modelc decompile`: outputs, refusals and bad inputs, on models compiled from Fixtures (so it
/// runs in a fresh clone).
final class DecompileCommandTests: XCTestCase {
    /// `Fixtures/Sample.xcdatamodeld` compiled into `<directory>/Sample.momd`.
    private func compiledSample(in directory: String) throws -> String {
        let result = ModelCompilation.compile(source: TestPaths.fixtures + "/Sample.xcdatamodeld", destination: directory + "/",
                                              options: CompileOptions())
        XCTAssertTrue(result.succeeded, "\(result.diagnostics)")
        return directory + "/Sample.momd"
    }

    private func versionInfo(_ momd: String) throws -> VersionInfo {
        let path = momd + "/VersionInfo.plist"
        return try VersionInfo(decoding: [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))), path: path)
    }

    private func assertError(_ run: ProcessOutcome, file path: String, containing text: String,
                             file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        XCTAssertTrue(run.stderrLines.contains { $0.hasPrefix(path + ":") && $0.contains(": error: ") && $0.contains(text) },
                      "expected '\(path):LINE: error: …\(text)…' in:\n\(run.stderr)", file: file, line: line)
    }

    /// A fuzzer's compiled model whose composite attribute names no composite: no source can say
    /// it, so decompile refuses it at the output path and writes nothing.
    func testCompositeNamingNoCompositeIsRefused() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let mom = TestPaths.fixtures + "/fuzz-regressions/FuzzCompiledModel/composite-naming-no-composite"
        let output = directory + "/X.xcdatamodel"
        let run = try ModelcBinary.run(["decompile", mom, output])
        assertError(run, file: output + "/contents", containing: "attribute 'Place.position' has the Composite type but no composite elements")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [])
    }

    func testBundleRoundTripKeepsVersionsAndCurrentVersion() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let momd = try compiledSample(in: directory)
        let run = try ModelcBinary.run(["decompile", momd, directory + "/Y.xcdatamodeld"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("note: a compiled model does not record code generation settings"), run.stderr)
        let names = try FileManager.default.contentsOfDirectory(atPath: directory + "/Y.xcdatamodeld").sorted()
        XCTAssertEqual(names, [".xccurrentversion", "Library 2.xcdatamodel", "Library.xcdatamodel"])
        let marker = try String(contentsOfFile: directory + "/Y.xcdatamodeld/.xccurrentversion", encoding: .utf8)
        XCTAssertTrue(marker.contains("<string>Library 2.xcdatamodel</string>"), marker)
        XCTAssertEqual(try ModelcBinary.run([directory + "/Y.xcdatamodeld", directory + "/out/"]).status, 0)
        let original = try versionInfo(momd), recompiled = try versionInfo(directory + "/out/Y.momd")
        XCTAssertEqual(recompiled.versionHashes, original.versionHashes)
        XCTAssertEqual(recompiled.versionChecksums, original.versionChecksums)
        XCTAssertEqual(recompiled.currentVersionName, "Library 2")
    }

    func testSingleModelAndFolderDestination() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let mom = directory + "/Relationships.mom"
        XCTAssertTrue(ModelCompilation.compile(source: TestPaths.fixtures + "/Relationships.xcdatamodel", destination: mom,
                                               options: CompileOptions()).succeeded)
        let run = try ModelcBinary.run(["decompile", mom, directory + "/src/"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/src/Relationships.xcdatamodel"), ["contents"])
        XCTAssertEqual(try ModelcBinary.run([directory + "/src/Relationships.xcdatamodel", directory + "/again.mom"]).status, 0)
        let before = try ManagedObjectModel.load(contentsOf: mom), after = try ManagedObjectModel.load(contentsOf: directory + "/again.mom")
        XCTAssertEqual(before.entityVersionHashesByName, after.entityVersionHashesByName)
    }

    func testExistingModelOutputIsReplaced() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let momd = try compiledSample(in: directory)
        XCTAssertEqual(try ModelcBinary.run(["decompile", momd, directory + "/Y.xcdatamodeld"]).status, 0)
        let contents = directory + "/Y.xcdatamodeld/Library.xcdatamodel/contents"
        try Data("<model/>".utf8).write(to: URL(fileURLWithPath: contents))
        XCTAssertEqual(try ModelcBinary.run(["decompile", momd, directory + "/Y.xcdatamodeld"]).status, 0)
        XCTAssertTrue(try String(contentsOfFile: contents, encoding: .utf8).contains("<entity name=\"Book\""))
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory).filter { $0.hasPrefix(".") }, [],
                       "no temporary sibling left behind")
    }

    func testOutputThatIsNotAModelIsRefusedUnlessForced() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let momd = try compiledSample(in: directory)
        let file = directory + "/Y.xcdatamodeld"
        try Data("keep me".utf8).write(to: URL(fileURLWithPath: file))
        assertError(try ModelcBinary.run(["decompile", momd, file]), file: file, containing: "--force")
        XCTAssertEqual(try String(contentsOfFile: file, encoding: .utf8), "keep me")

        let folder = directory + "/Z.xcdatamodeld"
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try Data("mine".utf8).write(to: URL(fileURLWithPath: folder + "/notes.txt"))
        assertError(try ModelcBinary.run(["decompile", momd, folder]), file: folder, containing: "notes.txt")
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: folder), ["notes.txt"])

        XCTAssertEqual(try ModelcBinary.run(["decompile", "--force", momd, file]).status, 0)
        XCTAssertTrue(FileManager.default.fileExists(atPath: file + "/Library.xcdatamodel/contents"))
    }

    func testBadInputsAndDestinations() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let momd = try compiledSample(in: directory)
        // A .momd decompiles into a .xcdatamodeld, not a .xcdatamodel.
        assertError(try ModelcBinary.run(["decompile", momd, directory + "/Y.xcdatamodel"]), file: directory + "/Y.xcdatamodel",
                    containing: "must be a .xcdatamodeld")
        // A modern source has nothing to upgrade.
        let source = TestPaths.fixtures + "/Relationships.xcdatamodel"
        assertError(try ModelcBinary.run(["decompile", source, directory + "/R.xcdatamodel"]), file: source, containing: "already a modern model source")
        // Missing and corrupt inputs: the loader's errors, nothing written.
        assertError(try ModelcBinary.run(["decompile", directory + "/Nope.mom", directory + "/N.xcdatamodel"]),
                    file: directory + "/Nope.mom", containing: "no such file")
        let corrupt = directory + "/Corrupt.mom"
        try Data("bplist00 garbage".utf8).write(to: URL(fileURLWithPath: corrupt))
        assertError(try ModelcBinary.run(["decompile", corrupt, directory + "/C.xcdatamodel"]), file: corrupt, containing: "not a compiled model")
        XCTAssertFalse(FileManager.default.fileExists(atPath: directory + "/C.xcdatamodel"))
        // An unwritable place: the parent is a regular file.
        try Data("x".utf8).write(to: URL(fileURLWithPath: directory + "/file"))
        assertError(try ModelcBinary.run(["decompile", momd, directory + "/file/Y.xcdatamodeld"]),
                    file: directory + "/file/Y.xcdatamodeld", containing: "is a file, not a directory")
    }

    /// Core Data reads the current version from any property list: an XML VersionInfo.plist, or
    /// Info.plist when there is no VersionInfo.plist (Documentation/Formats.md "`.momd` bundles and `VersionInfo.plist`").
    func testCurrentVersionFromAnXMLOrInfoPlist() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let momd = try compiledSample(in: directory)
        let infoPath = momd + "/VersionInfo.plist"
        let xml = try PropertyListSerialization.data(fromPropertyList: ["NSManagedObjectModel_CurrentVersionName": "Library"],
                                                     format: .xml, options: 0)
        try xml.write(to: URL(fileURLWithPath: infoPath))
        XCTAssertEqual(try ManagedObjectModel.load(contentsOf: momd).versionIdentifiers, ["1"], "the XML plist's current version")
        try FileManager.default.removeItem(atPath: infoPath)
        try xml.write(to: URL(fileURLWithPath: momd + "/Info.plist"))
        let run = try ModelcBinary.run(["dump", momd])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.contains("currentVersion: Library\n"), run.stdout)
    }

    /// Apple ships bundles whose VersionInfo.plist names a version that is not there: the versions
    /// that are there load (by name too) and decompile, without `.xccurrentversion` — or, with one
    /// version left, marking that one — and the output says so.
    func testMissingCurrentVersion() throws {
        let directory = try TestPaths.temporaryDirectory(self)
        let momd = try compiledSample(in: directory)
        let infoPath = momd + "/VersionInfo.plist"
        guard case .dictionary(let entries) = try BinaryPropertyListReader.decode([UInt8](try Data(contentsOf: URL(fileURLWithPath: infoPath)))) else {
            return XCTFail("VersionInfo.plist is not a dictionary")
        }
        let edited = entries.map { $0.key == "NSManagedObjectModel_CurrentVersionName" ? ($0.key, PropertyListValue.string("Library 9")) : $0 }
        try Data(BinaryPropertyListWriter.encode(.dictionary(edited))).write(to: URL(fileURLWithPath: infoPath))

        XCTAssertEqual(try ManagedObjectModel.load(contentsOf: momd, version: "Library").versionIdentifiers, ["1"])
        XCTAssertEqual(try ManagedObjectModel.load(contentsOf: momd, version: "Library 2").versionIdentifiers, ["2"])
        XCTAssertEqual(try ManagedObjectModel.load(contentsOf: momd).versionIdentifiers, ["2"], "the last version stands in")

        let run = try ModelcBinary.run(["decompile", momd, directory + "/Y.xcdatamodeld"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("warning: VersionInfo.plist names current version 'Library 9', which is not in the bundle"), run.stderr)
        XCTAssertTrue(run.stderr.contains("writing no .xccurrentversion"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory + "/Y.xcdatamodeld").sorted(),
                       ["Library 2.xcdatamodel", "Library.xcdatamodel"])

        try FileManager.default.removeItem(atPath: momd + "/Library 2.mom")
        let single = try ModelcBinary.run(["decompile", momd, directory + "/One.xcdatamodeld"])
        XCTAssertEqual(single.status, 0, single.stderr)
        XCTAssertTrue(single.stderr.contains("marking the only version, 'Library', as current"), single.stderr)
        let marker = try String(contentsOfFile: directory + "/One.xcdatamodeld/.xccurrentversion", encoding: .utf8)
        XCTAssertTrue(marker.contains("<string>Library.xcdatamodel</string>"), marker)
    }
}
