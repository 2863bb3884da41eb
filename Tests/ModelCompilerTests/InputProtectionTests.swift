import CoreDataModel
import Foundation
import TestTools
import XCTest

/// No output form may replace, or land inside, the model it reads: compile's DESTINATION (a path or
/// a folder), `--dependency-file`, code generation's output folder and decompile's OUTPUT, each
/// spelled directly, through a symbolic link and through `..`. Every refusal is an error at the
/// output path with exit status 1, and the SHA-256 of every file of the input tree (and the list of
/// those files) is the same afterwards.
final class InputProtectionTests: XCTestCase {
    /// Relative path → SHA-256 of every file under `root` (folders only through their files, so a
    /// file added anywhere in the tree shows too).
    private func checksums(_ root: String) throws -> [String: String] {
        var sums: [String: String] = [:]
        let enumerator = try XCTUnwrap(FileManager.default.enumerator(atPath: root), root)
        for case let relative as String in enumerator {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory) else { continue }
            sums[relative] = isDirectory.boolValue ? "folder" : ContentDigest.sha256(try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative)))
        }
        XCTAssertFalse(sums.isEmpty, root)
        return sums
    }

    /// Runs each argument list in `directory` and checks it is refused with the output named.
    private func assertRefused(_ runs: [[String]], in directory: String, protecting inputs: [String],
                               file: StaticString = #filePath, line: UInt = #line) throws {
        let before = try inputs.map(checksums)
        for arguments in runs {
            let run = try ModelcBinary.run(arguments, in: directory)
            XCTAssertEqual(run.status, 1, "\(arguments): \(run.stderr)", file: file, line: line)
            XCTAssertTrue(run.stderr.contains("error: the output '") && run.stderr.contains("would overwrite the input"),
                          "\(arguments): \(run.stderr)", file: file, line: line)
            let errorLine = run.stderr.split(separator: "\n").first { $0.contains("error: the output") }.map(String.init) ?? ""
            XCTAssertTrue(matchesSwiftBuild(errorLine), "\(arguments): not located: \(errorLine)", file: file, line: line)
            XCTAssertEqual(try inputs.map(checksums), before, "\(arguments) changed an input", file: file, line: line)
        }
    }

    /// `work/A.xcdatamodel` (one model), `work/S.xcdatamodeld` (two versions), a link to each, a
    /// link into a folder inside the model (so `inside/..` is the model only when `..` is followed
    /// as the system follows it), and `work/empty/` for `empty/../` spellings.
    private func workspace() throws -> String {
        let work = try TestPaths.temporaryDirectory(self)
        let manager = FileManager.default
        try manager.copyItem(atPath: TestPaths.fixtures + "/Attributes.xcdatamodel", toPath: work + "/A.xcdatamodel")
        try manager.copyItem(atPath: TestPaths.fixtures + "/Sample.xcdatamodeld", toPath: work + "/S.xcdatamodeld")
        try manager.createDirectory(atPath: work + "/A.xcdatamodel/notes", withIntermediateDirectories: false)
        try manager.createDirectory(atPath: work + "/empty", withIntermediateDirectories: false)
        try manager.createSymbolicLink(atPath: work + "/Alias.xcdatamodel", withDestinationPath: work + "/A.xcdatamodel")
        try manager.createSymbolicLink(atPath: work + "/Alias.xcdatamodeld", withDestinationPath: "S.xcdatamodeld")
        try manager.createSymbolicLink(atPath: work + "/inside", withDestinationPath: work + "/A.xcdatamodel/notes")
        return work
    }

    func testCompileNeverWritesOverOrIntoItsInput() throws {
        let work = try workspace()
        try assertRefused([
            ["A.xcdatamodel", "A.xcdatamodel/contents"],
            ["A.xcdatamodel/contents", "A.xcdatamodel/contents"],
            ["A.xcdatamodel", "A.xcdatamodel"],
            ["A.xcdatamodel", "A.xcdatamodel/"],
            ["A.xcdatamodel", "A.xcdatamodel/notes/A.mom"],
            ["A.xcdatamodel", "Alias.xcdatamodel/contents"],
            ["Alias.xcdatamodel", "A.xcdatamodel/contents"],
            ["A.xcdatamodel", "Alias.xcdatamodel/"],
            ["A.xcdatamodel", "inside/../contents"],
            ["A.xcdatamodel", "empty/../A.xcdatamodel/contents"],
            ["A.xcdatamodel", work + "/empty/../Alias.xcdatamodel/./contents"],
            ["S.xcdatamodeld", "S.xcdatamodeld/"],
            ["S.xcdatamodeld", "S.xcdatamodeld/S.momd"],
            ["S.xcdatamodeld", "S.xcdatamodeld/Library.xcdatamodel/contents"],
            ["S.xcdatamodeld", "Alias.xcdatamodeld/"],
            ["S.xcdatamodeld", "empty/../Alias.xcdatamodeld/../S.xcdatamodeld/"],
            ["S.xcdatamodeld/Library 2.xcdatamodel", "S.xcdatamodeld/Library 2.xcdatamodel/"],
        ].map { ["--no-checksum-notes"] + $0 }, in: work, protecting: [work + "/A.xcdatamodel", work + "/S.xcdatamodeld"])
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/S.xcdatamodeld/S.momd"))
    }

    /// A `.momd`-named destination is replaced whole: one that holds the input would delete it.
    func testCompileNeverReplacesAFolderHoldingItsInput() throws {
        let work = try workspace()
        try FileManager.default.createDirectory(atPath: work + "/Out.momd", withIntermediateDirectories: false)
        try FileManager.default.copyItem(atPath: work + "/A.xcdatamodel", toPath: work + "/Out.momd/A.xcdatamodel")
        try assertRefused([["Out.momd/A.xcdatamodel", "Out.momd"], ["Out.momd/A.xcdatamodel", "empty/../Out.momd"]],
                          in: work, protecting: [work + "/Out.momd"])
    }

    func testDependencyFileNeverWritesOverItsInput() throws {
        let work = try workspace()
        try assertRefused([
            ["--dependency-file", "A.xcdatamodel/contents", "A.xcdatamodel", "out/A.mom"],
            ["--dependency-file", "A.xcdatamodel", "A.xcdatamodel", "out/A.mom"],
            ["--dependency-file", "Alias.xcdatamodel/contents", "A.xcdatamodel", "out/A.mom"],
            ["--dependency-file", "inside/../contents", "A.xcdatamodel", "out/A.mom"],
            ["--dependency-file", ".", "A.xcdatamodel", "out/A.mom"],
            ["--dependency-file", "S.xcdatamodeld/.xccurrentversion", "S.xcdatamodeld", "out/"],
            ["--dependency-file", "Alias.xcdatamodeld/deps.d", "S.xcdatamodeld", "out/"],
        ], in: work, protecting: [work + "/A.xcdatamodel", work + "/S.xcdatamodeld"])
        // Refused before anything is written: not even the compiled model.
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/out"))
    }

    func testCodeGenerationNeverWritesIntoItsInput() throws {
        let work = try workspace()
        let runs = [
            ["A.xcdatamodel", "A.xcdatamodel"],
            ["A.xcdatamodel", "A.xcdatamodel/notes"],
            ["A.xcdatamodel", "Alias.xcdatamodel/Generated"],
            ["A.xcdatamodel", "empty/../A.xcdatamodel/"],
            ["S.xcdatamodeld", "S.xcdatamodeld"],
            ["S.xcdatamodeld", "Alias.xcdatamodeld/Library 2.xcdatamodel"],
        ]
        try assertRefused(runs.flatMap { [["--action", "generate"] + $0, ["--action", "generate", "--dry-run"] + $0] },
                          in: work, protecting: [work + "/A.xcdatamodel", work + "/S.xcdatamodeld"])
        // Beside the model (its parent folder holds it, but only gains files) is fine.
        let beside = try ModelcBinary.run(["--action", "generate", "S.xcdatamodeld", "."], in: work)
        XCTAssertEqual(beside.status, 0, beside.stderr)
    }

    func testDecompileNeverWritesIntoItsInput() throws {
        let work = try workspace()
        let compile = try ModelcBinary.run(["--no-checksum-notes", "S.xcdatamodeld", "M.momd"], in: work)
        XCTAssertEqual(compile.status, 0, compile.stderr)
        try FileManager.default.createSymbolicLink(atPath: work + "/LinkM", withDestinationPath: "M.momd")
        try assertRefused([
            ["decompile", "M.momd", "M.momd/"],
            ["decompile", "M.momd", "LinkM/"],
            ["decompile", "M.momd", "LinkM/../M.momd/M.xcdatamodeld"],
            ["decompile", "--force", "M.momd", "empty/../M.momd"],
        ], in: work, protecting: [work + "/M.momd"])
    }
}
