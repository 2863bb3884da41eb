import CoreDataModel
import Foundation
import ModelCompiler
import TestLocations
import TestTools
import XCTest

final class ValidateTests: XCTestCase {
    func testSummaryAndExitStatus() throws {
        let folder = TestPaths.diagnosticFixtures
        let clean = try ModelcBinary.run(["validate", TestPaths.fixtures + "/Sample.xcdatamodeld"])
        XCTAssertEqual(clean.status, 0, clean.stderr)
        XCTAssertEqual(clean.stdoutLines.last, "1 model, 0 errors, 0 warnings")
        let mixed = try ModelcBinary.run(["validate", folder + "/MissingInverseToOne.xcdatamodel", folder + "/TransientInverse.xcdatamodel"])
        XCTAssertEqual(mixed.status, 1)
        XCTAssertEqual(mixed.stdoutLines.last, "2 models, 1 error, 1 warning")
        let warningsOnly = try ModelcBinary.run(["validate", folder + "/MissingInverseToOne.xcdatamodel"])
        XCTAssertEqual(warningsOnly.status, 0)
        let strict = try ModelcBinary.run(["validate", "-Werror", folder + "/MissingInverseToOne.xcdatamodel"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertEqual(strict.stdoutLines.last, "1 model, 1 error, 0 warnings")
    }

    func testGlobsFoldersAndGoStyleRecursion() throws {
        // Patterns reach modelc unexpanded (as when quoted in a shell or CI file).
        let byGlob = try ModelcBinary.run(["validate", "Fixtures/diagnostics/MissingInverse*.xcdatamodel", "Fixtures/**/DeleteRule*.xcdatamodel"])
        XCTAssertEqual(byGlob.stdoutLines.last, "5 models, 0 errors, 5 warnings", byGlob.stderr)
        let byFolder = try ModelcBinary.run(["validate", "Fixtures/diagnostics"])
        let recursive = try ModelcBinary.run(["validate", "Fixtures/diagnostics/..."])
        let count = try FileManager.default.contentsOfDirectory(atPath: TestPaths.diagnosticFixtures).filter { $0.hasSuffix(".xcdatamodel") }.count
        XCTAssertTrue(byFolder.stdoutLines.last?.hasPrefix("\(count) models, ") == true, byFolder.stdout)
        XCTAssertEqual(byFolder.stdout, recursive.stdout)
        let none = try ModelcBinary.run(["validate", "Fixtures/diagnostics/Nothing*.xcdatamodel"])
        XCTAssertEqual(none.status, 1)
        XCTAssertTrue(none.stderr.contains("no model matches"), none.stderr)
    }

    func testDiscoveryDoesNotDescendIntoBundles() {
        let found = ModelDiscovery.models(for: TestPaths.fixtures)
        XCTAssertTrue(found.contains(TestPaths.fixtures + "/Sample.xcdatamodeld"))
        XCTAssertFalse(found.contains { $0.hasPrefix(TestPaths.fixtures + "/Sample.xcdatamodeld/") })
        XCTAssertEqual(ModelDiscovery.models(for: TestPaths.fixtures + "/Sample.xcdatamodeld"), [TestPaths.fixtures + "/Sample.xcdatamodeld"])
    }

    func testByCategoryCounts() throws {
        let run = try ModelcBinary.run(["validate", "--by-category", "Fixtures/diagnostics/DeleteRule*.xcdatamodel"])
        XCTAssertEqual(Array(run.stdoutLines.suffix(2)), ["  warning delete-rule: 3", "3 models, 0 errors, 3 warnings"])   // the summary stays last
    }

    /// Every model of the shared corpus: no errors on XML models. Four locations fail: the two
    /// bundles with no version at all, and mogenerator's two Xcode 3 PONSO samples, which pair
    /// transient relationships with persistent inverses (an error in today's momc; they compile with
    /// `--suppress-inverse-transient-error`). The other Xcode 3 models validate cleanly.
    func testCorpusHasNoErrorsOnXMLModels() throws {
        let corpus = try RepositoryPaths.requireShared("corpus")
        let summary = ModelValidation.validate(arguments: [corpus])
        XCTAssertGreaterThan(summary.modelCount, 200)
        var refused: [String] = []
        for result in summary.results where !result.succeeded {
            refused.append(result.path)
            let isLegacyPONSO = result.path.hasSuffix("/ponso/sample project/PonsoTest/MyModel.xcdatamodeld")
            for error in result.diagnostics where error.severity == .error {
                let expected = isLegacyPONSO
                    ? error.message.contains("must both be transient or both be persistent")
                        && error.location?.file.hasSuffix("MyModel.xcdatamodel/elements") == true
                    : error.category == .bundle && error.message.contains("no .xcdatamodel versions")
                XCTAssertTrue(expected, "\(result.path): \(error.message)")
            }
        }
        XCTAssertEqual(refused.count, 4, "2 bundles without versions + 2 Xcode 3 PONSO samples: \(refused)")
        let counts = summary.countsByCategory(.warning).map { "\($0.category)=\($0.count)" }.joined(separator: " ")
        print("corpus: \(summary.line); warnings by category: \(counts)")
    }
}
