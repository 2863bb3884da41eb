import Foundation
import XCTest

/// `diff REV:PATH` and `check-versions PATH --baseline REV` read REV from the repository that holds
/// PATH, not from the current folder's. The current folder here is another repository with the
/// same tag and an unedited copy of the same bundle at the same place, so reading the wrong one
/// would report nothing (or fail), never the edit.
final class ForeignRepositoryTests: XCTestCase {
    private let borrower = #"<attribute name="borrower" attributeType="String"/>"#

    private func repositories() throws -> (models: ScenarioRepository, elsewhere: ScenarioRepository, relativeBundle: String) {
        let models = try ScenarioRepository(self), elsewhere = try ScenarioRepository(self)
        try models.edit("Library 2", replacing: borrower, with: #"<attribute name="borrower" optional="YES" attributeType="String"/>"#)
        let relative = "../" + (models.root as NSString).lastPathComponent + "/App/Sample.xcdatamodeld"
        return (models, elsewhere, relative)
    }

    func testDiffReadsTheRevisionFromThePathsRepository() throws {
        let (models, elsewhere, relative) = try repositories()
        let before = try models.state()
        for old in ["shipped:" + models.bundle, "shipped:" + relative, "shipped:" + relative + "/"] {
            let run = try Modelc.run(["diff", old, models.bundle], in: elsewhere.root)
            XCTAssertEqual(run.status, 1, "\(old): \(run.stderr)")
            XCTAssertTrue(run.stdout.contains("    optional: false → true [hash]"), "\(old): \(run.stdout)")
        }
        // Nothing is read from the current folder's repository: its bundle at the same revision is unedited.
        let same = try Modelc.run(["diff", "shipped:" + relative, "shipped:App/Sample.xcdatamodeld"], in: elsewhere.root)
        XCTAssertEqual(same.status, 0, same.stderr + same.stdout)
        XCTAssertEqual(try models.state(), before)
    }

    func testCheckVersionsReadsTheBaselineFromThePathsRepository() throws {
        let (models, elsewhere, relative) = try repositories()
        for path in [models.root + "/App", relative, models.bundle + "/"] {
            let run = try Modelc.run(["check-versions", path, "--baseline", "shipped"], in: elsewhere.root)
            XCTAssertEqual(run.status, 1, "\(path): \(run.stderr)")
            XCTAssertTrue(run.stderr.contains("error: model version 'Library 2' has shipped but its entity hashes changed (Loan)"),
                          "\(path): \(run.stderr)")
        }
        let both = try Modelc.run(["check-versions", relative, "App", "--baseline", "shipped"], in: elsewhere.root)
        XCTAssertEqual(both.status, 1, both.stderr)
        XCTAssertTrue(both.stderr.contains("lie in different git repositories"), both.stderr)
    }
}
