import CoreDataModel
import Foundation
@testable import ModelCompiler
import TestLocations
import TestTools
import XCTest

/// `--format github` (and the default inside GitHub Actions for validate and check-versions):
/// workflow commands that annotate the pull request's lines.
final class GitHubAnnotationTests: XCTestCase {
    private let model = "Fixtures/invalid/UntypedStoredAttribute.xcdatamodel"
    private let inActions = ["GITHUB_ACTIONS": "true"]

    private var expected: [String] {
        [
            "::warning file=\(model)/contents,line=4,title=modelc (unknown-attribute)::ignoring unknown XML attribute 'atributeType' on <attribute name=\"title\">; did you mean 'attributeType'?",
            "::error file=\(model)/contents,line=4,title=modelc (model)::attribute 'Book.title' has no type (no attributeType): only a transient attribute may be Undefined",
            "1 model, 1 error, 1 warning",
        ]
    }

    func testValidateAnnotatesInsideGitHubActions() throws {
        let run = try ModelcBinary.run(["validate", model], environment: inActions)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stdoutLines, expected)
        XCTAssertEqual(run.stderr, "")
    }

    func testFlagAnnotatesAnywhereAndPlainSwitchesItOff() throws {
        XCTAssertEqual(try ModelcBinary.run(["validate", "--format", "github", model]).stdoutLines, expected)
        XCTAssertEqual(try ModelcBinary.run(["validate", "--diagnostics-format", "github", model]).stdoutLines, expected)
        let plain = try ModelcBinary.run(["validate", "--diagnostics-format", "plain", model], environment: inActions)
        XCTAssertEqual(plain.stdoutLines, ["1 model, 1 error, 1 warning"])
        XCTAssertTrue(plain.stderr.contains("\(model)/contents:4: error: attribute 'Book.title'"), plain.stderr)
        let json = try ModelcBinary.run(["validate", "--format", "json", model], environment: inActions)
        XCTAssertTrue(json.stdoutLines.allSatisfy { $0.hasPrefix("{\"file\":") }, json.stdout)
    }

    /// Compile keeps momc's text in a GitHub job (build systems parse it); the flag still works.
    func testCompileAnnotatesOnlyWhenAsked() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let text = try ModelcBinary.run([model, work + "/A.mom"], environment: inActions)
        XCTAssertTrue(text.stderr.contains("\(model)/contents:4: error:"), text.stderr)
        let github = try ModelcBinary.run(["--format", "github", model, work + "/A.mom"])
        XCTAssertTrue(github.stdout.contains("::error file=\(model)/contents,line=4,"), github.stdout)
    }

    /// Absolute paths under the checkout become relative to it, as annotations need.
    func testPathsAreRelativeToTheWorkspace() throws {
        let absolute = RepositoryPaths.packageRoot + "/" + model
        let run = try ModelcBinary.run(["validate", absolute],
                                       environment: inActions.merging(["GITHUB_WORKSPACE": RepositoryPaths.packageRoot]) { $1 })
        XCTAssertEqual(run.stdoutLines.first, expected.first)
    }

    func testCheckVersionsAnnotatesFindingsAndFailures() throws {
        let work = try TestPaths.temporaryDirectory(self)
        try FileManager.default.createDirectory(atPath: work + "/App", withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/Single.xcdatamodeld", toPath: work + "/App/Single.xcdatamodeld")
        XCTAssertEqual(try ModelcBinary.run(["check-versions", "App", "--lock", "models.lock", "--update-lock"], in: work).status, 0)
        try FileManager.default.copyItem(atPath: TestPaths.fixtures + "/Sample.xcdatamodeld", toPath: work + "/App/Sample.xcdatamodeld")
        let unlocked = try ModelcBinary.run(["check-versions", "App", "--lock", "models.lock"], in: work, environment: inActions)
        XCTAssertEqual(unlocked.stdoutLines.count, 2, unlocked.stdout)
        XCTAssertTrue(unlocked.stdoutLines.first?.hasPrefix("::warning file=App/Sample.xcdatamodeld,title=modelc (model-not-locked)::model App/Sample.xcdatamodeld is not in the lock file") ?? false,
                      unlocked.stdout)
        XCTAssertEqual(unlocked.stdoutLines.last, "check-versions: 2 models checked, 0 errors, 1 warning")

        let missing = try ModelcBinary.run(["check-versions", "App", "--lock", "none.lock"], in: work, environment: inActions)
        XCTAssertEqual(missing.status, 1)
        XCTAssertEqual(missing.stdoutLines, [
            "::error file=none.lock,title=modelc (model)::cannot read the lock file (create it with --update-lock)",
            "check-versions: 0 models checked, 1 error, 0 warnings",
        ])
    }

    /// GitHub's workflow-command escaping: `%`, CR, LF in the message; also `:` and `,` in properties.
    func testEscaping() {
        let line = DiagnosticFormatter.githubCommand(severity: .note, file: "a,b:c.xcdatamodel/contents", line: 0,
                                                     title: "t: x", message: "100% sure\r\nnext: line")
        XCTAssertEqual(line, "::notice file=a%2Cb%3Ac.xcdatamodel/contents,title=t%3A x::100%25 sure%0D%0Anext: line")
    }
}
