import Foundation
import TestLocations
import TestTools
import XCTest

/// `modelc diagram` and `modelc diff --format mermaid` as a user runs them.
final class DiagramCommandTests: XCTestCase {
    private func modelc(_ arguments: [String], environment: [String: String] = [:]) throws -> ProcessOutcome {
        try ProcessRunner.run(try ModelcBinary.require(), arguments, in: RepositoryPaths.packageRoot, environment: environment)
    }

    func testDefaultIsTheCurrentVersionAsMermaidOnStandardOutput() throws {
        let run = try modelc(["diagram", "Fixtures/Sample.xcdatamodeld"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("---\ntitle: \"Sample (Library 2)\"\n---\nclassDiagram\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("publishedAt: Date?"), "Library 2 has publishedAt")
        XCTAssertEqual(try modelc(["diagram", "Fixtures/Sample.xcdatamodeld"]).stdout, run.stdout, "deterministic")
    }

    func testVersionFormatAndOutputFile() throws {
        let folder = try DiagramFixtures.temporaryDirectory(self)
        let run = try modelc(["diagram", "Fixtures/Sample.xcdatamodeld", "--version", "Library", "--format", "dot", "--output", folder + "/m.dot",
                              "--no-attributes"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "")
        let dot = try String(contentsOfFile: folder + "/m.dot", encoding: .utf8)
        XCTAssertTrue(dot.hasPrefix("digraph \"Sample (Library)\" {\n"), dot)
        XCTAssertFalse(dot.contains("publishedAt"), dot)
        XCTAssertFalse(dot.contains("isbn: String"), "--no-attributes: \(dot)")
    }

    func testUnknownVersionIsAnErrorNamingTheVersions() throws {
        let run = try modelc(["diagram", "Fixtures/Sample.xcdatamodeld", "--version", "Nope"])
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdout, "")
        XCTAssertTrue(run.stderr.contains("error: no version named 'Nope' (versions: Library, Library 2)"), run.stderr)
    }

    func testSVGWithGraphviz() throws {
        _ = try DiagramFixtures.requireDot()
        let run = try modelc(["diagram", "Fixtures/Inheritance.xcdatamodel", "--format", "svg"])
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("<?xml"), run.stdout)
        XCTAssertTrue(run.stdout.contains(">Vehicle</text>") && run.stdout.contains(">«abstract»</text>"), run.stdout)
    }

    /// Without `dot` on the PATH: an error that says how to install Graphviz, nothing written.
    func testSVGWithoutGraphvizSaysHowToInstallIt() throws {
        let folder = try DiagramFixtures.temporaryDirectory(self)
        let run = try modelc(["diagram", "Fixtures/Sample.xcdatamodeld", "--format", "svg", "--output", folder + "/m.svg"],
                             environment: ["PATH": folder])
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("Fixtures/Sample.xcdatamodeld:0: error: Graphviz's 'dot' is not on the PATH"), run.stderr)
        XCTAssertTrue(run.stderr.contains("apt-get install graphviz"), run.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: folder + "/m.svg"))
    }

    func testDiffAsMermaidComment() throws {
        let run = try modelc(["diff", "Fixtures/Sample.xcdatamodeld", "Fixtures/Sample.xcdatamodeld", "--old-version", "Library", "--format", "mermaid"])
        XCTAssertEqual(run.status, 1, "version hashes differ: \(run.stderr)")
        XCTAssertTrue(run.stdout.hasPrefix("### Core Data model: `Fixtures/Sample.xcdatamodeld (Library)` → `Fixtures/Sample.xcdatamodeld (Library 2)`\n"),
                      run.stdout)
        XCTAssertTrue(run.stdout.contains("\n```mermaid\n") && run.stdout.contains("    + publishedAt: Date?\n"), run.stdout)
    }
}
