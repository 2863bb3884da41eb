import Foundation
import TestTools
import XCTest

/// `--dependency-file` with a real `make`: the second run does nothing, and editing a file inside
/// the bundle (what Xcode used to miss, openradar 12879190) rebuilds. The rules are those of
/// Documentation/Compile.md's "Make and Ninja".
final class DependencyFileMakeTests: XCTestCase {
    func make(_ directory: String, _ arguments: [String] = []) throws -> (status: Int32, output: String) {
        let result = try ProcessRunner.run("/usr/bin/env", ["make", "--no-print-directory", "MODELC=\(try ModelcBinary.require())"] + arguments,
                                           in: directory)
        return (result.status, result.output)
    }

    func setModificationDate(_ path: String, secondsAgo: TimeInterval) throws {
        try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -secondsAgo)], ofItemAtPath: path)
    }

    func testMakeRebuildsOnlyWhenAFileInsideTheBundleChanges() throws {
        guard FileManager.default.isExecutableFile(atPath: "/usr/bin/make") else { throw XCTSkip("make is not installed") }
        let work = try TestPaths.temporaryDirectory(self)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/Sample.xcdatamodeld", toPath: work + "/Sample.xcdatamodeld")
        try """
            MODELC ?= modelc
            MODELS := Sample

            all: $(MODELS:%=build/%.momd)

            build/%.momd: %.xcdatamodeld
            \t$(MODELC) --no-checksum-notes --dependency-file build/$*.momd.d $< build/

            -include $(MODELS:%=build/%.momd.d)

            """.write(toFile: work + "/Makefile", atomically: true, encoding: .utf8)
        let sources = ["Sample.xcdatamodeld", "Sample.xcdatamodeld/.xccurrentversion",
                       "Sample.xcdatamodeld/Library.xcdatamodel", "Sample.xcdatamodeld/Library.xcdatamodel/contents",
                       "Sample.xcdatamodeld/Library 2.xcdatamodel", "Sample.xcdatamodeld/Library 2.xcdatamodel/contents"]
        for source in sources { try setModificationDate(work + "/" + source, secondsAgo: 3_600) }

        let first = try make(work)
        XCTAssertEqual(first.status, 0, first.output)
        XCTAssertTrue(first.output.contains("--dependency-file"), first.output)
        let depfile = try String(contentsOfFile: work + "/build/Sample.momd.d", encoding: .utf8)
        XCTAssertTrue(depfile.hasPrefix("build/Sample.momd: \\\n"), depfile)
        XCTAssertTrue(depfile.contains("Sample.xcdatamodeld/Library\\ 2.xcdatamodel/contents"), depfile)
        XCTAssertTrue(depfile.contains("Sample.xcdatamodeld/.xccurrentversion"), depfile)
        // Step the output back in time so that a touch below is strictly newer on any filesystem.
        try setModificationDate(work + "/build/Sample.momd", secondsAgo: 1_800)

        let second = try make(work)
        XCTAssertEqual(second.status, 0, second.output)
        XCTAssertFalse(second.output.contains("modelc"), "second run must do nothing:\n\(second.output)")
        XCTAssertEqual(try make(work, ["-q"]).status, 0, "make -q: up to date")

        for inside in ["Sample.xcdatamodeld/Library 2.xcdatamodel/contents", "Sample.xcdatamodeld/.xccurrentversion"] {
            try setModificationDate(work + "/" + inside, secondsAgo: 0)
            XCTAssertEqual(try make(work, ["-q"]).status, 1, "\(inside) touched: out of date")
            let rebuild = try make(work)
            XCTAssertEqual(rebuild.status, 0, rebuild.output)
            XCTAssertTrue(rebuild.output.contains("--dependency-file"), "\(inside) touched must rebuild:\n\(rebuild.output)")
            XCTAssertEqual(try make(work, ["-q"]).status, 0, "up to date again after the rebuild")
            try setModificationDate(work + "/" + inside, secondsAgo: 3_600)
            try setModificationDate(work + "/build/Sample.momd", secondsAgo: 1_800)
        }
    }

    func testDependencyFileForASingleModel() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let source = TestPaths.fixtures + "/Relationships.xcdatamodel"
        let run = try ModelcBinary.run(["--dependency-file", work + "/R.d", source, work + "/R.mom"])
        XCTAssertEqual(run.status, 0, run.stderr)
        let depfile = try String(contentsOfFile: work + "/R.d", encoding: .utf8)
        XCTAssertEqual(depfile, "\(work)/R.mom: \\\n  \(source) \\\n  \(source)/contents\n\n\(source):\n\n\(source)/contents:\n")
        let equalsForm = try ModelcBinary.run(["--dependency-file=\(work)/S.d", source, work + "/S.mom"])
        XCTAssertEqual(equalsForm.status, 0, equalsForm.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: work + "/S.d"))
    }

    /// The same with Documentation/Compile.md's Ninja rule (`deps = gcc` reads the depfile into `.ninja_deps`).
    func testNinjaRebuildsOnlyWhenAFileInsideTheBundleChanges() throws {
        let ninja = ["/usr/bin/ninja", "/usr/local/bin/ninja"].first { FileManager.default.isExecutableFile(atPath: $0) }
        guard let ninja else { throw XCTSkip("ninja is not installed") }
        let work = try TestPaths.temporaryDirectory(self)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/Sample.xcdatamodeld", toPath: work + "/Sample.xcdatamodeld")
        try """
            modelc = \(try ModelcBinary.require())

            rule momc
              command = $modelc --no-checksum-notes --dependency-file $out.d $in $out
              depfile = $out.d
              deps = gcc
              description = MOMC $out

            build build/Sample.momd: momc Sample.xcdatamodeld

            """.write(toFile: work + "/build.ninja", atomically: true, encoding: .utf8)
        func run() throws -> String {
            let result = try ProcessRunner.run(ninja, [], in: work)
            XCTAssertEqual(result.status, 0)
            return result.output
        }
        XCTAssertTrue(try run().contains("MOMC build/Sample.momd"))
        XCTAssertTrue(try run().contains("no work to do"))
        try setModificationDate(work + "/build/Sample.momd", secondsAgo: 1_800)
        try setModificationDate(work + "/Sample.xcdatamodeld/Library 2.xcdatamodel/contents", secondsAgo: 0)
        XCTAssertTrue(try run().contains("MOMC build/Sample.momd"), "a touched contents file must rebuild")
        XCTAssertTrue(try run().contains("no work to do"))
    }
}
