import Foundation
@testable import ModelCompiler
import TestLocations
import TestTools
import XCTest

/// One command line: one option name per concept (old spellings still work, hidden), one JSON
/// style, mistyped commands named, deployment targets checked, and a summary as the last line.
final class CommandLineConsistencyTests: XCTestCase {
    private let sample = "Fixtures/Sample.xcdatamodeld"

    func testFormatIsTheOneNameAndDiagnosticsFormatAHiddenAlias() throws {
        let model = "Fixtures/diagnostics/DeleteRuleNoAction.xcdatamodel"
        let new = try ModelcBinary.run(["validate", "--format", "json", model])
        let old = try ModelcBinary.run(["validate", "--diagnostics-format", "json", model])
        XCTAssertEqual(new.stdout, old.stdout)
        XCTAssertTrue(new.stdout.hasPrefix("{\"file\":"), new.stdout)
        let plain = try ModelcBinary.run(["validate", "--format", "plain", model])
        XCTAssertTrue(plain.stderr.contains("\(model)/contents:"), plain.stderr)
        let clash = try ModelcBinary.run(["validate", "--format", "json", "--diagnostics-format", "text", model])
        XCTAssertEqual(clash.status, 64)
        for command in [["validate"], ["compile"], ["check-versions"]] {
            let help = try ModelcBinary.run(command + ["--help"])
            XCTAssertTrue(help.stdout.contains("--format <format>"), help.stdout)
            XCTAssertFalse(help.stdout.contains("--diagnostics-format"), help.stdout)
        }
    }

    func testBundleVersionsAreModelVersionEverywhere() throws {
        let new = try ModelcBinary.run(["diff", sample, sample, "--old-model-version", "Library", "--new-model-version", "Library 2"])
        let old = try ModelcBinary.run(["diff", sample, sample, "--old-version", "Library", "--new-version", "Library 2"])
        XCTAssertEqual(new.status, 1, new.stderr)
        XCTAssertEqual(new.stdout, old.stdout)
        let help = try ModelcBinary.run(["diff", "--help"]).stdout
        XCTAssertTrue(help.contains("--old-model-version") && help.contains("--new-model-version"), help)
        XCTAssertFalse(help.contains("--old-version ") || help.contains("--new-version "), help)
        XCTAssertTrue(try ModelcBinary.run(["dump", "--help"]).stdout.contains("--model-version"))
    }

    /// dump, store, diff and check-versions write JSON through one writer: `"key": value`, two
    /// spaces of indentation, never Foundation's `"key" : value`.
    func testEveryCommandWritesJSONInOneStyle() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let bundle = work + "/App/Model.xcdatamodeld"
        try FileManager.default.createDirectory(atPath: work + "/App", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/Sample.xcdatamodeld", toPath: bundle)
        _ = try ModelcBinary.run(["check-versions", work + "/App", "--lock", work + "/models.lock", "--update-lock"])
        let runs = [
            try ModelcBinary.run(["dump", "--format", "json", sample]),
            try ModelcBinary.run(["diff", "--format", "json", sample, sample, "--old-model-version", "Library"]),
            try ModelcBinary.run(["check-versions", "--format", "json", work + "/App", "--lock", work + "/models.lock"]),
        ]
        for run in runs {
            XCTAssertTrue(run.stdout.hasPrefix("{\n  \""), run.stdout)
            XCTAssertTrue(run.stdout.contains("\": "), run.stdout)
            XCTAssertFalse(run.stdout.contains("\" : "), run.stdout)
            XCTAssertNoThrow(try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)), run.stdout)
        }
    }

    func testMistypedCommandIsNamed() throws {
        let typo = try ModelcBinary.run(["dmup", sample])
        XCTAssertEqual(typo.status, 64)
        XCTAssertTrue(typo.stderr.contains("unknown command 'dmup'; did you mean 'dump'?"), typo.stderr)
        // A word that is an existing path is a source to compile, as momc's command line says.
        let work = try TestPaths.temporaryDirectory(self)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/Inheritance.xcdatamodel", toPath: work + "/dmup")
        let compiled = try ModelcBinary.run(["dmup", "Out.mom"], in: work)
        XCTAssertTrue(compiled.stderr.hasPrefix("dmup:0: error: not a Core Data model"), compiled.stderr)
        let help = try ModelcBinary.run(["help", "nosuch"])
        XCTAssertNotEqual(help.status, 0)
        XCTAssertTrue(help.stderr.contains("unknown command 'nosuch'"), help.stderr)
        XCTAssertEqual(try ModelcBinary.run(["help", "dump"]).status, 0)
    }

    func testDeploymentTargetsAreCheckedAndTheirEffectSaid() throws {
        let model = TestPaths.fixtures + "/Inheritance.xcdatamodel"
        let work = try TestPaths.temporaryDirectory(self)
        let bogus = try ModelcBinary.run(["--bogus-deployment-target", "1.0", model, work + "/A.mom"])
        XCTAssertEqual(bogus.status, 64)
        XCTAssertTrue(bogus.stderr.contains("unknown platform 'bogus' in --bogus-deployment-target"), bogus.stderr)
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/A.mom"))
        let typo = try ModelcBinary.run(["--iphonos-deployment-target", "17.0", model, work + "/A.mom"])
        XCTAssertTrue(typo.stderr.contains("did you mean '--iphoneos-deployment-target'?"), typo.stderr)
        XCTAssertEqual(try ModelcBinary.run(["--ios-deployment-target", "15.0", model, work + "/A.mom"]).status, 0)
        let help = try ModelcBinary.run(["compile", "--help"]).stdout
        XCTAssertTrue(help.contains("Identifiable"), help)
        XCTAssertFalse(help.contains("accepted and ignored"), help)
    }

    func testSummaryIsTheLastLineAfterUsageErrors() throws {
        let validate = try ModelcBinary.run(["validate"])
        XCTAssertEqual(validate.status, 64)
        XCTAssertEqual(validate.stdoutLines.last, "0 models, 1 error, 0 warnings")
        let lint = try ModelcBinary.run(["validate", "--lint", "bogus", sample])
        XCTAssertEqual(lint.stdoutLines.last, "0 models, 1 error, 0 warnings")
        let guardRun = try ModelcBinary.run(["check-versions", "Fixtures"])
        XCTAssertEqual(guardRun.status, 64)
        XCTAssertEqual(guardRun.stdoutLines.last, "check-versions: 0 models checked, 1 error, 0 warnings")
        let missingLock = try ModelcBinary.run(["check-versions", "Fixtures", "--lock", "/nonexistent/models.lock"])
        XCTAssertEqual(missingLock.status, 1)
        XCTAssertEqual(missingLock.stdoutLines.last, "check-versions: 0 models checked, 1 error, 0 warnings")
        // In JSON the report stays one object on stdout, its summary inside; the error goes to stderr.
        let json = try ModelcBinary.run(["check-versions", "--format", "json", "Fixtures", "--lock", "/nonexistent/models.lock"])
        let report = try XCTUnwrap(try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
        XCTAssertEqual(report["summary"] as? String, "check-versions: 0 models checked, 1 error, 0 warnings")
        XCTAssertTrue(json.stderr.contains("/nonexistent/models.lock:0: error: cannot read the lock file"), json.stderr)
    }
}
