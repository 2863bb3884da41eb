import Foundation
import TestTools
import XCTest

/// modelc started through a symlink named `momc` (what `make install` and the release tarball
/// create) is momc's command line: same outputs, same diagnostics, and no subcommands.
final class MomcNameTests: XCTestCase {
    /// A `momc` symlink to the built modelc in a fresh folder.
    func momcLink() throws -> String {
        let folder = try TestPaths.temporaryDirectory(self)
        let link = folder + "/momc"
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: try ModelcBinary.require())
        return link
    }

    func testMomcCompilesTheSameBytesAsModelc() throws {
        let momc = try momcLink()
        let work = try TestPaths.temporaryDirectory(self)
        for source in ["Sample.xcdatamodeld", "Versioned.xcdatamodeld", "Relationships.xcdatamodel"] {
            let model = TestPaths.fixtures + "/" + source
            let asMomc = try run(momc, [model, work + "/momc/"])
            let asModelc = try ModelcBinary.run([model, work + "/modelc/"])
            XCTAssertEqual(asMomc.status, 0, asMomc.stderr)
            XCTAssertEqual(asModelc.status, 0, asModelc.stderr)
            XCTAssertEqual(asMomc.stderr, asModelc.stderr, source)
        }
        let momcFiles = try files(under: work + "/momc")
        XCTAssertEqual(momcFiles.keys.sorted(), try files(under: work + "/modelc").keys.sorted())
        XCTAssertGreaterThanOrEqual(momcFiles.count, 7)  // 2 + 3 versions, two VersionInfo.plist, one .mom
        for (path, data) in try files(under: work + "/modelc") {
            XCTAssertEqual(momcFiles[path], data, "\(path) differs between momc and modelc")
        }
    }

    func testMomcHasNoSubcommands() throws {
        let momc = try momcLink()
        let work = try TestPaths.temporaryDirectory(self)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/Sample.xcdatamodeld", toPath: work + "/Sample.xcdatamodeld")
        // As modelc, `dump MODEL` prints the model; as momc, `dump` is the SOURCE and MODEL the destination.
        let result = try run(momc, ["dump", work + "/Sample.xcdatamodeld"], in: work)
        XCTAssertEqual(result.status, 1)
        XCTAssertEqual(result.stdout, "")
        XCTAssertTrue(result.stderrLines.contains { $0.hasPrefix("dump:0: error:") }, result.stderr)
        let asModelc = try ModelcBinary.run(["dump", work + "/Sample.xcdatamodeld"])
        XCTAssertEqual(asModelc.status, 0)
        XCTAssertFalse(asModelc.stdout.isEmpty)
    }

    func testMomcTakesMomcOptionsAndNamesItself() throws {
        let momc = try momcLink()
        let work = try TestPaths.temporaryDirectory(self)
        let result = try run(momc, ["-MOMC_NO_WARNINGS", "--iphoneos-deployment-target", "17.0", "--sdkroot", "/nonexistent",
                                    "--module", "App", TestPaths.fixtures + "/Sample.xcdatamodeld", work + "/"])
        XCTAssertEqual(result.status, 0, result.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: work + "/Sample.momd/VersionInfo.plist"))
        let help = try run(momc, ["--help"])
        XCTAssertTrue(help.stdout.contains("USAGE: momc "), help.stdout)
        XCTAssertFalse(help.stdout.contains("SUBCOMMANDS"), help.stdout)
    }

    func testVersionNamesModelcAndLibxml2() throws {
        let pattern = try NSRegularExpression(pattern: #"^modelc \d+\.\d+\.\d+\nlibxml2 \d+\.\d+\.\d+( \(built with \d+\.\d+\.\d+\))?\n$"#)
        for result in [try ModelcBinary.run(["--version"]), try run(try momcLink(), ["--version"])] {
            XCTAssertEqual(result.status, 0)
            XCTAssertNotNil(pattern.firstMatch(in: result.stdout, range: NSRange(result.stdout.startIndex..., in: result.stdout)),
                            result.stdout)
        }
    }

    /// Every regular file below `root`, by path relative to it.
    func files(under root: String) throws -> [String: Data] {
        var found: [String: Data] = [:]
        let walk = try XCTUnwrap(FileManager.default.enumerator(atPath: root))
        for case let relative as String in walk {
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: root + "/" + relative, isDirectory: &isDirectory), !isDirectory.boolValue {
                found[relative] = try Data(contentsOf: URL(fileURLWithPath: root + "/" + relative))
            }
        }
        return found
    }

    func run(_ executable: String, _ arguments: [String], in directory: String? = nil) throws -> ProcessOutcome {
        try ModelcBinary.run(arguments, in: directory, as: executable)
    }
}
