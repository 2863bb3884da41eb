import CoreDataModel
import Foundation
import ModelCompiler
import TestTools
import XCTest

/// One small model per diagnostic in `Fixtures/diagnostics/`: `<Name>.xcdatamodel` gives exactly
/// the lines of `<Name>.expected` (paths relative to that folder), with the options in
/// `<Name>.options` when present. Checked in-process and through the `modelc` executable.
final class DiagnosticFixtureTests: XCTestCase {
    struct Fixture {
        var name: String
        var options: [String]
        var expected: [String]
    }

    static func fixtures() throws -> [Fixture] {
        let folder = TestPaths.diagnosticFixtures
        let names = try FileManager.default.contentsOfDirectory(atPath: folder)
            .filter { $0.hasSuffix(".xcdatamodel") }.map { String($0.dropLast(".xcdatamodel".count)) }.sorted()
        return try names.map { name in
            let expected = try String(contentsOfFile: folder + "/" + name + ".expected", encoding: .utf8)
            let options = (try? String(contentsOfFile: folder + "/" + name + ".options", encoding: .utf8)) ?? ""
            return Fixture(name: name, options: options.split(whereSeparator: \.isWhitespace).map(String.init),
                           expected: expected.split(separator: "\n").map(String.init))
        }
    }

    /// The fixture options, read as the command line reads them.
    static func compileOptions(_ arguments: [String]) -> CompileOptions {
        var options = CompileOptions()
        var iterator = arguments.makeIterator()
        while let argument = iterator.next() {
            switch argument {
            case "--lint": options.lintGroups.insert(LintGroup(rawValue: iterator.next() ?? "")!)
            case "--no-warnings": options.suppressWarnings = true
            case "--no-inverse-relationship-warnings": options.suppressInverseRelationshipWarnings = true
            case "--no-max-property-count-warnings": options.suppressMaxPropertyCountWarnings = true
            case "--no-delete-rule-warnings": options.suppressDeleteRuleWarnings = true
            case "--suppress-inverse-transient-error": options.suppressInverseTransientError = true
            default: XCTFail("fixture option \(argument) not understood by the test")
            }
        }
        return options
    }

    func testEveryFixtureInProcess() throws {
        let fixtures = try Self.fixtures()
        XCTAssertGreaterThanOrEqual(fixtures.count, 20)
        var categoriesSeen: Set<String> = []
        for fixture in fixtures {
            let path = TestPaths.diagnosticFixtures + "/" + fixture.name + ".xcdatamodel"
            let result = ModelValidation.validate(path: path, options: Self.compileOptions(fixture.options))
            let lines = result.diagnostics.map {
                DiagnosticFormatter.text($0).replacingOccurrences(of: TestPaths.diagnosticFixtures + "/", with: "")
            }
            XCTAssertEqual(lines, fixture.expected, fixture.name)
            categoriesSeen.formUnion(result.diagnostics.map(\.category.id))
        }
        // Every linter category (and the resolver's reserved-name) has a fixture of its own.
        for category in DiagnosticCategory.lintCategories + [.reservedName] {
            XCTAssertTrue(categoriesSeen.contains(category.id), "no fixture produces \(category.id)")
        }
    }

    func testEveryFixtureThroughTheExecutable() throws {
        for fixture in try Self.fixtures() {
            let run = try ModelcBinary.run(["validate"] + fixture.options + [fixture.name + ".xcdatamodel"],
                                           in: TestPaths.diagnosticFixtures)
            XCTAssertEqual(run.stderrLines, fixture.expected, fixture.name)
            let errors = fixture.expected.filter { $0.contains(": error: ") }.count
            let warnings = fixture.expected.filter { $0.contains(": warning: ") }.count
            XCTAssertEqual(run.stdoutLines.first,
                           "1 model, \(errors) error\(errors == 1 ? "" : "s"), \(warnings) warning\(warnings == 1 ? "" : "s")", fixture.name)
            XCTAssertEqual(run.status, errors > 0 ? 1 : 0, fixture.name)
            for line in run.stderrLines { XCTAssertTrue(matchesSwiftBuild(line), line) }
        }
    }

    /// The error is on by default, off with the flag (and with the legacy spelling mogenerator passes).
    func testTransientInverseErrorFailsCompileUnlessSuppressed() throws {
        let out = try TestPaths.temporaryDirectory(self)
        let source = TestPaths.diagnosticFixtures + "/TransientInverse.xcdatamodel"
        let failing = try ModelcBinary.run([source, out + "/"])
        XCTAssertEqual(failing.status, 1)
        XCTAssertFalse(FileManager.default.fileExists(atPath: out + "/TransientInverse.mom"))
        for flag in ["--suppress-inverse-transient-error", "-MOMC_SUPPRESS_INVERSE_TRANSIENT_ERROR"] {
            let run = try ModelcBinary.run([flag, source, out + "/"])
            XCTAssertEqual(run.status, 0, run.stderr)
            XCTAssertTrue(FileManager.default.fileExists(atPath: out + "/TransientInverse.mom"))
        }
    }
}
