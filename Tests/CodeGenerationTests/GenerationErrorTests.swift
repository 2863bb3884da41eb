import Foundation
import TestLocations
import XCTest

/// Bad input: a `path:line: error:` line, exit 1, nothing written and earlier output untouched.
final class GenerationErrorTests: XCTestCase {
    private let errorLine = try! NSRegularExpression(pattern: "^[^:]+:[0-9]+: error: .+$", options: [.anchorsMatchLines])

    private func assertFails(_ arguments: [String], mentioning text: String, file: StaticString = #filePath, line: UInt = #line) throws {
        let directory = try CodegenPaths.temporaryDirectory(self)
        let output = directory + "/out"
        try FileManager.default.createDirectory(atPath: output, withIntermediateDirectories: true)
        try "previous".write(toFile: output + "/Keep+CoreDataClass.swift", atomically: true, encoding: .utf8)
        let run = try Modelc.run(["--action", "generate"] + arguments + [output], in: RepositoryPaths.fixtures)
        XCTAssertEqual(run.status, 1, run.stderr, file: file, line: line)
        XCTAssertNotNil(errorLine.firstMatch(in: run.stderr, range: NSRange(run.stderr.startIndex..., in: run.stderr)),
                        "no path:line: error: line in \(run.stderr)", file: file, line: line)
        XCTAssertTrue(run.stderr.contains(text), run.stderr, file: file, line: line)
        XCTAssertEqual(CodegenPaths.files(in: output), ["Keep+CoreDataClass.swift"], file: file, line: line)
        XCTAssertEqual(try CodegenPaths.read(output + "/Keep+CoreDataClass.swift"), "previous", file: file, line: line)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: output).count, 1, "temporary files left", file: file, line: line)
    }

    func testXcode3ModelIsRefused() throws {
        try assertFails(["invalid/MixedLegacyBundle.xcdatamodeld"], mentioning: "error:")
    }

    func testBundleWithoutCurrentVersionIsRefused() throws {
        try assertFails(["NoMarker.xcdatamodeld"], mentioning: "no current version")
    }

    /// A bundle of one version needs no `.xccurrentversion` (136 of 314 real bundles have none):
    /// generated from that version, as compile reads it, with the same files as the version alone.
    func testSingleVersionBundleWithoutMarkerIsGenerated() throws {
        let output = try CodegenPaths.temporaryDirectory(self) + "/out"
        let dry = try Modelc.run(["--action", "generate", "--dry-run", "Single.xcdatamodeld", output], in: RepositoryPaths.fixtures)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        let expected = ["Item+CoreDataClass.swift", "Item+CoreDataProperties.swift", "Single+CoreDataModel.swift"]
        XCTAssertEqual(dry.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }.sorted(), expected)
        let run = try Modelc.run(["--action", "generate", "Single.xcdatamodeld", output], in: RepositoryPaths.fixtures)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(CodegenPaths.files(in: output), expected)
        let alone = try CodegenPaths.temporaryDirectory(self) + "/alone"
        let version = try Modelc.run(["--action", "generate", "Single.xcdatamodeld/Storage.xcdatamodel", alone], in: RepositoryPaths.fixtures)
        XCTAssertEqual(version.status, 0, version.stderr)
        for name in ["Item+CoreDataClass.swift", "Item+CoreDataProperties.swift"] {
            XCTAssertEqual(try CodegenPaths.read(output + "/" + name), try CodegenPaths.read(alone + "/" + name), name)
        }
    }

    /// `--entity` naming no entity of the model is an error that lists the model's entities.
    func testUnknownEntityIsAnErrorListingTheEntities() throws {
        try assertFails(["--entity", "Nope", "--entity", "Item", "codegen/models/Shapes.xcdatamodeld"],
                        mentioning: "no entity named 'Nope' in the model; its entities are ")
        let output = try CodegenPaths.temporaryDirectory(self) + "/out"
        let dry = try Modelc.run(["--action", "generate", "--dry-run", "--entity", "Nope", "codegen/models/Manual.xcdatamodel", output],
                                 in: RepositoryPaths.fixtures)
        XCTAssertEqual(dry.status, 1, dry.stderr)
        XCTAssertNotNil(dry.stderr.range(of: #"Manual\.xcdatamodel/contents:[0-9]+: error: no entity named 'Nope' in the model; its entities are Note\n"#,
                                         options: .regularExpression), dry.stderr)
        XCTAssertEqual(dry.stdout, "")
    }

    /// Code generation's flags without `--action generate` would be ignored while a compile runs:
    /// a usage error, and nothing is compiled.
    func testCodeGenerationFlagsWithoutTheActionAreAUsageError() throws {
        let directory = try CodegenPaths.temporaryDirectory(self)
        for flags in [["--dry-run"], ["--entity", "Note"], ["--all-entities"], ["--marked-only"],
                      ["--action", "compile", "--dry-run"]] {
            let output = directory + "/Manual.mom"
            let run = try Modelc.run(flags + ["codegen/models/Manual.xcdatamodel", output], in: RepositoryPaths.fixtures)
            XCTAssertNotEqual(run.status, 0, "\(flags)")
            XCTAssertNotEqual(run.status, 1, "\(flags): a usage error, not a model error")
            XCTAssertTrue(run.stderr.contains("\(flags[flags.count == 3 ? 2 : 0]) applies only to code generation: add --action generate"), "\(flags): \(run.stderr)")
            XCTAssertFalse(FileManager.default.fileExists(atPath: output), "\(flags) compiled anyway")
        }
        let several = try Modelc.run(["--dry-run", "--entity", "Note", "codegen/models/Manual.xcdatamodel", directory + "/M.mom"], in: RepositoryPaths.fixtures)
        XCTAssertTrue(several.stderr.contains("--dry-run, --entity apply only to code generation"), several.stderr)
    }

    func testUnknownAttributeTypeIsRefused() throws {
        try assertFails(["invalid/UnknownAttributeType.xcdatamodel"], mentioning: "error:")
    }

    func testCompiledModelIsNotASource() throws {
        try assertFails(["codegen/models/Missing.mom"], mentioning: "error:")
    }

    /// OUTDIR is a file: refused, and the file is left alone.
    func testUnwritableOutputDirectoryIsRefused() throws {
        let directory = try CodegenPaths.temporaryDirectory(self)
        let blocker = directory + "/out"
        try "a file".write(toFile: blocker, atomically: true, encoding: .utf8)
        let run = try Modelc.run(["--action", "generate", "codegen/models/Shapes.xcdatamodeld", blocker], in: RepositoryPaths.fixtures)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains(blocker + ":0: error: "), run.stderr)
        XCTAssertEqual(try CodegenPaths.read(blocker), "a file")
        XCTAssertEqual(CodegenPaths.files(in: directory), ["out"])
    }

    /// A read-only OUTDIR: nothing half-written (no temporaries either).
    func testReadOnlyOutputDirectoryLeavesNothing() throws {
        guard getuid() != 0 else { throw XCTSkip("root writes into read-only folders") }
        let directory = try CodegenPaths.temporaryDirectory(self) + "/ro"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        chmod(directory, 0o555)
        addTeardownBlock { chmod(directory, 0o755) }
        let run = try Modelc.run(["--action", "generate", "codegen/models/Shapes.xcdatamodeld", directory], in: RepositoryPaths.fixtures)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains(": error: cannot write"), run.stderr)
        XCTAssertEqual(try FileManager.default.contentsOfDirectory(atPath: directory), [])
    }

    /// A usage error: non-zero exit, the message, and the output directory never made.
    private func assertUsageError(_ options: [String], model: String, mentioning text: String,
                                  file: StaticString = #filePath, line: UInt = #line) throws {
        let output = try CodegenPaths.temporaryDirectory(self) + "/out"
        let run = try Modelc.run(["--action", "generate"] + options + [model, output], in: RepositoryPaths.fixtures)
        XCTAssertNotEqual(run.status, 0, file: file, line: line)
        XCTAssertTrue(run.stderr.contains(text), run.stderr, file: file, line: line)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), file: file, line: line)
    }

    func testBadXcodeVersionIsAUsageError() throws {
        try assertUsageError(["--xcode-version", "twelve"], model: "codegen/models/Shapes.xcdatamodeld", mentioning: "--xcode-version")
    }

    /// No entity marked Class Definition or Category/Extension: momc writes nothing at all (Bazel's
    /// wrapper then reports "did not generate artifacts"), and so does modelc run as momc or with
    /// --marked-only, saying so in a note.
    func testUnmarkedModelGetsNothingAsMomc() throws {
        let output = try CodegenPaths.temporaryDirectory(self) + "/out"
        let dry = try Modelc.run(["--action", "generate", "--marked-only", "--dry-run", "codegen/models/Manual.xcdatamodel", output], in: RepositoryPaths.fixtures)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertEqual(dry.stdout, "")
        let run = try Modelc.run(["--action", "generate", "--marked-only", "codegen/models/Manual.xcdatamodel", output], in: RepositoryPaths.fixtures)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertNotNil(run.stderr.range(of: #"Manual\.xcdatamodel/contents:[0-9]+: note: no entity to generate"#, options: .regularExpression), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output))
        let momcLink = try CodegenPaths.temporaryDirectory(self) + "/momc"
        try FileManager.default.createSymbolicLink(atPath: momcLink, withDestinationPath: try Modelc.require())
        let momc = try Modelc.run(["--action", "generate", "codegen/models/Manual.xcdatamodel", output], in: RepositoryPaths.fixtures, as: momcLink)
        XCTAssertEqual(momc.status, 0, momc.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: output), "momc generated code for a model that marks no entity")
    }

    /// Run as modelc, a model that marks no entity is generated whole, as Create NSManagedObject
    /// Subclass… does (how the classes committed in public repositories were made), with a note.
    func testUnmarkedModelIsGeneratedWholeByModelc() throws {
        let output = try CodegenPaths.temporaryDirectory(self) + "/out"
        let expected = ["Manual+CoreDataModel.swift", "Note+CoreDataClass.swift", "Note+CoreDataProperties.swift"]
        let dry = try Modelc.run(["--action", "generate", "--dry-run", "codegen/models/Manual.xcdatamodel", output], in: RepositoryPaths.fixtures)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        XCTAssertEqual(dry.stdout.split(separator: "\n").map { URL(fileURLWithPath: String($0)).lastPathComponent }.sorted(), expected)
        let run = try Modelc.run(["--action", "generate", "codegen/models/Manual.xcdatamodel", output], in: RepositoryPaths.fixtures)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertNotNil(run.stderr.range(of: #"Manual\.xcdatamodel/contents:[0-9]+: note: no entity is marked .*generating every entity"#, options: .regularExpression), run.stderr)
        XCTAssertEqual(CodegenPaths.files(in: output), expected)
        let all = try Modelc.run(["--action", "generate", "--all-entities", "codegen/models/Manual.xcdatamodel", output + "-all"], in: RepositoryPaths.fixtures)
        XCTAssertEqual(all.status, 0, all.stderr)
        XCTAssertEqual(CodegenPaths.files(in: output + "-all"), expected)
    }

    func testSelectionOptionsExcludeEachOther() throws {
        try assertUsageError(["--all-entities", "--marked-only"], model: "codegen/models/Manual.xcdatamodel", mentioning: "choose one of")
    }
}
