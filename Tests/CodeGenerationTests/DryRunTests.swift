import Foundation
import XCTest

/// swift-build runs `--dry-run` first and expects the absolute path of every file the real run
/// writes, one per line, and nothing written.
final class DryRunTests: XCTestCase {
    func testDryRunListsExactlyTheFilesARealRunWrites() throws {
        for model in ["models/Shapes.xcdatamodeld", "models/ObjC.xcdatamodel"] {
            let output = try CodegenPaths.temporaryDirectory(self) + "/CoreDataGenerated/Model"
            let dry = try Modelc.run(["--action", "generate", "--dry-run", "--swift-version", "5.0", model, output], in: CodegenPaths.fixtures)
            XCTAssertEqual(dry.status, 0, dry.stderr)
            XCTAssertFalse(FileManager.default.fileExists(atPath: output), "a dry run wrote \(output)")
            XCTAssertTrue(dry.stdoutLines.allSatisfy { $0.hasPrefix("/") }, dry.stdout)
            let real = try Modelc.run(["--action", "generate", "--swift-version", "5.0", model, output], in: CodegenPaths.fixtures)
            XCTAssertEqual(real.status, 0, real.stderr)
            XCTAssertEqual(real.stdout, "")
            let written = CodegenPaths.files(in: output).map { (output as NSString).standardizingPath + "/" + $0 }
            XCTAssertEqual(dry.stdoutLines.sorted(), written)
            XCTAssertFalse(written.isEmpty)
        }
    }

    /// A relative OUTDIR is listed absolutely.
    func testRelativeOutputDirectoryIsListedAbsolutely() throws {
        let directory = try CodegenPaths.temporaryDirectory(self)
        let model = CodegenPaths.fixtures + "/models/Shapes.xcdatamodeld"
        let dry = try Modelc.run(["--action", "generate", "--dry-run", model, "gen/Shapes/"], in: directory)
        XCTAssertEqual(dry.status, 0, dry.stderr)
        let resolved = (URL(fileURLWithPath: directory).resolvingSymlinksInPath().path as NSString).standardizingPath
        XCTAssertTrue(dry.stdoutLines.allSatisfy { $0.hasPrefix(resolved + "/gen/Shapes/") || $0.hasPrefix(directory + "/gen/Shapes/") }, dry.stdout)
        XCTAssertTrue(dry.stdoutLines.contains { $0.hasSuffix("/Shapes+CoreDataModel.swift") }, dry.stdout)
    }
}
