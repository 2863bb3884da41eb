import Foundation
import ModelEvolution
import XCTest

/// Every rule of `modelc check-versions`, on a real history: the Sample fixture committed as the
/// shipped state of a scratch git repository, then edited the ways teams get it wrong (and right).
final class VersionGuardScenarioTests: XCTestCase {
    private let borrower = #"<attribute name="borrower" attributeType="String"/>"#

    func testUntouchedModelPasses() throws {
        let repo = try ScenarioRepository(self)
        let run = try repo.checkVersions()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stdout, "check-versions: 1 model checked, 0 errors, 0 warnings\n")
    }

    func testEditingAShippedVersionIsAnErrorNamingTheEntity() throws {
        let repo = try ScenarioRepository(self)
        try repo.edit("Library 2", replacing: borrower, with: #"<attribute name="borrower" attributeType="Integer 32" usesScalarValueType="YES"/>"#)
        let before = try repo.state()
        let run = try repo.checkVersions()
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("App/Sample.xcdatamodeld/Library 2.xcdatamodel/contents:0: error: model version 'Library 2' has shipped but its entity hashes changed (Loan)"), run.stderr)
        XCTAssertTrue(run.stderr.contains("add a new model version instead"), run.stderr)
        XCTAssertEqual(try repo.state(), before, "the guard changed the repository")
    }

    func testDeletingAShippedVersionIsAnError() throws {
        let repo = try ScenarioRepository(self)
        try FileManager.default.removeItem(atPath: repo.bundle + "/Library.xcdatamodel")
        let run = try repo.checkVersions()
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("App/Sample.xcdatamodeld:0: error: model version 'Library' of App/Sample.xcdatamodeld was deleted or renamed"), run.stderr)
    }

    func testAddingAVersionWithoutMarkingItCurrentIsAnError() throws {
        let repo = try ScenarioRepository(self)
        try repo.addVersion("Library 3", copying: "Library 2")
        try repo.edit("Library 3", replacing: borrower, with: borrower + #"<attribute name="note" optional="YES" attributeType="String"/>"#)
        let run = try repo.checkVersions()
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("App/Sample.xcdatamodeld/.xccurrentversion:0: error: model version 'Library 3' was added but the current version is 'Library 2'"), run.stderr)
    }

    func testRollingTheCurrentVersionBackIsAnError() throws {
        let repo = try ScenarioRepository(self)
        try repo.markCurrent("Library")
        let run = try repo.checkVersions()
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("error: the current model version went back from 'Library 2' to 'Library'"), run.stderr)
    }

    func testHashInvisibleEditOfAShippedVersionWarnsAndFailsWithWerror() throws {
        let repo = try ScenarioRepository(self)
        try repo.edit("Library 2", replacing: #"minValueString="10" maxValueString="13""#, with: #"minValueString="10" maxValueString="17""#)
        let run = try repo.checkVersions()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("Library 2.xcdatamodel/contents:0: warning: model version 'Library 2' has shipped but was edited in ways its version hashes cannot see (Book.isbn max)"), run.stderr)
        XCTAssertTrue(run.stdout.contains("0 errors, 1 warning"), run.stdout)
        let strict = try repo.checkVersions(["-Werror"])
        XCTAssertEqual(strict.status, 1)
        XCTAssertTrue(strict.stderr.contains("error: model version 'Library 2' has shipped but was edited"), strict.stderr)
    }

    func testAProperNewVersionPasses() throws {
        let repo = try ScenarioRepository(self)
        try repo.addVersion("Library 3", copying: "Library 2")
        try repo.edit("Library 3", replacing: borrower, with: borrower + #"<attribute name="note" optional="YES" attributeType="String"/>"#)
        try repo.markCurrent("Library 3")
        let run = try repo.checkVersions(["--format", "json"])
        XCTAssertEqual(run.status, 0, run.stderr + run.stdout)
        let report = try JSONSerialization.jsonObject(with: Data(run.stdout.utf8)) as? [String: Any]
        XCTAssertEqual((report?["findings"] as? [Any])?.count, 0)
        XCTAssertEqual(report?["models"] as? [String], ["App/Sample.xcdatamodeld"])
    }

    func testANewVersionThatNeedsAMappingModelWarnsUnlessOneIsBeside() throws {
        let repo = try ScenarioRepository(self)
        try repo.addVersion("Library 3", copying: "Library 2")
        try repo.edit("Library 3", replacing: borrower, with: #"<attribute name="borrower" attributeType="Integer 32" usesScalarValueType="YES"/>"#)
        try repo.markCurrent("Library 3")
        let run = try repo.checkVersions()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("warning: stores of 'Library 2' cannot be migrated lightweight to 'Library 3' (Loan.borrower: attribute type changed from String to Integer 32"), run.stderr)
        try FileManager.default.createDirectory(atPath: repo.root + "/App/Library2to3.xcmappingmodel", withIntermediateDirectories: true)
        let mapped = try repo.checkVersions(["-Werror"])
        XCTAssertEqual(mapped.status, 0, mapped.stderr)
    }

    func testAStoredDataChangeTheHashesMissNeedsAVersionHashModifier() throws {
        let repo = try ScenarioRepository(self)
        try repo.edit("Library 2", replacing: borrower, with: borrower + #"<attribute name="cover" optional="YES" attributeType="Transformable" valueTransformerName="ImageTransformer"/>"#)
        try repo.git("commit", "-q", "-am", "ship cover")
        try repo.git("tag", "-f", "shipped")
        try repo.addVersion("Library 3", copying: "Library 2")
        try repo.edit("Library 3", replacing: #"valueTransformerName="ImageTransformer""#, with: #"valueTransformerName="PNGTransformer""#)
        try repo.markCurrent("Library 3")
        let run = try repo.checkVersions()
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("warning: Loan.cover: transformer changed from ImageTransformer to PNGTransformer between 'Library 2' and 'Library 3', which changes stored data but not the version hash; set a versionHashModifier"), run.stderr)
    }

    func testLockModeCatchesTheSameEditWithoutHistory() throws {
        let repo = try ScenarioRepository(self)
        let write = try Modelc.run(["check-versions", "App", "--lock", "models.lock", "--update-lock"], in: repo.root)
        XCTAssertEqual(write.status, 0, write.stderr)
        XCTAssertTrue(write.stdout.hasSuffix("lock file updated\n"), write.stdout)
        let lock = try String(contentsOfFile: repo.root + "/models.lock", encoding: .utf8)
        XCTAssertTrue(lock.contains("model\tApp/Sample.xcdatamodeld\ncurrent\tLibrary 2\nversion\tLibrary\t"), lock)
        XCTAssertEqual(try Modelc.run(["check-versions", "App", "--lock", "models.lock", "--update-lock"], in: repo.root).status, 0)
        XCTAssertEqual(try String(contentsOfFile: repo.root + "/models.lock", encoding: .utf8), lock, "lock file not deterministic")
        XCTAssertEqual(try Modelc.run(["check-versions", "App", "--lock", "models.lock"], in: repo.root).status, 0)

        try repo.edit("Library 2", replacing: borrower, with: #"<attribute name="borrower" optional="YES" attributeType="String"/>"#)
        let run = try Modelc.run(["check-versions", "App", "--lock", "models.lock"], in: repo.root)
        XCTAssertEqual(run.status, 1)
        XCTAssertTrue(run.stderr.contains("error: model version 'Library 2' has shipped but its entity hashes changed (Loan)"), run.stderr)
        // An update that would bless the edit is refused, and the lock stays as it was.
        XCTAssertEqual(try Modelc.run(["check-versions", "App", "--lock", "models.lock", "--update-lock"], in: repo.root).status, 1)
        XCTAssertEqual(try String(contentsOfFile: repo.root + "/models.lock", encoding: .utf8), lock)
    }

    /// The lock keeps field digests beside the hashes, so `--lock` warns about an edit the hashes
    /// cannot see, as `--baseline` does; a lock written before the digests guards hashes only.
    func testLockModeWarnsAboutHashInvisibleEdits() throws {
        let repo = try ScenarioRepository(self)
        XCTAssertEqual(try Modelc.run(["check-versions", "App", "--lock", "models.lock", "--update-lock"], in: repo.root).status, 0)
        try repo.edit("Library 2", replacing: borrower, with: #"<attribute name="borrower" attributeType="String" defaultValueString="nobody"/>"#)
        let baseline = try repo.checkVersions()
        XCTAssertTrue(baseline.stderr.contains("has shipped but was edited in ways its version hashes cannot see (Loan.borrower default)"), baseline.stderr)
        let run = try Modelc.run(["check-versions", "App", "--lock", "models.lock"], in: repo.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(run.stderr.contains("Library 2.xcdatamodel/contents:0: warning: model version 'Library 2' has shipped but was edited in ways its version hashes cannot see (Loan.borrower)"), run.stderr)
        XCTAssertTrue(run.stdout.contains("0 errors, 1 warning"), run.stdout)
        let strict = try Modelc.run(["check-versions", "App", "--lock", "models.lock", "-Werror"], in: repo.root)
        XCTAssertEqual(strict.status, 1, strict.stderr)

        let lock = try String(contentsOfFile: repo.root + "/models.lock", encoding: .utf8)
        let old = lock.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("fields\t") }.joined(separator: "\n")
        try old.write(toFile: repo.root + "/old.lock", atomically: true, encoding: .utf8)
        let oldRun = try Modelc.run(["check-versions", "App", "--lock", "old.lock"], in: repo.root)
        XCTAssertEqual(oldRun.status, 0, oldRun.stderr)
        XCTAssertTrue(oldRun.stdout.contains("0 errors, 0 warnings"), oldRun.stdout)
    }

    func testAModelMissingFromTheLockIsAWarning() throws {
        let repo = try ScenarioRepository(self)
        try (VersionLock.header + "\n").write(toFile: repo.root + "/models.lock", atomically: true, encoding: .utf8)
        let run = try Modelc.run(["check-versions", "App", "--lock", "models.lock"], in: repo.root)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertEqual(run.stderr, "App/Sample.xcdatamodeld:0: warning: model App/Sample.xcdatamodeld is not in the lock file, so nothing guards its versions; record it with --update-lock\n")
        XCTAssertEqual(try Modelc.run(["check-versions", "App", "--lock", "models.lock", "-Werror"], in: repo.root).status, 1)
    }

    func testCorruptLockFileNamesTheLine() throws {
        let repo = try ScenarioRepository(self)
        try "# lock\nmodel\tApp/Sample.xcdatamodeld\nversion\tLibrary\tnot-a-checksum\n".write(toFile: repo.root + "/models.lock", atomically: true, encoding: .utf8)
        let run = try Modelc.run(["check-versions", "App", "--lock", "models.lock"], in: repo.root)
        XCTAssertEqual(run.status, 1)
        XCTAssertEqual(run.stderr, "models.lock:3: error: corrupt lock file: 'not-a-checksum' is not a version checksum; regenerate it with --update-lock\n")
        let missing = try Modelc.run(["check-versions", "App", "--lock", "absent.lock"], in: repo.root)
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.hasPrefix("absent.lock:0: error: cannot read the lock file"), missing.stderr)
    }

    func testMissingRevisionAndShallowCloneAreExplained() throws {
        let repo = try ScenarioRepository(self)
        let missing = try repo.checkVersions(baseline: "no-such-tag")
        XCTAssertEqual(missing.status, 1)
        XCTAssertTrue(missing.stderr.contains("error: revision 'no-such-tag' does not exist in the git repository"), missing.stderr)

        try repo.edit("Library 2", replacing: borrower, with: borrower + " ")
        try repo.git("commit", "-q", "-am", "second")
        let clone = repo.root + "/../" + (repo.root as NSString).lastPathComponent + "-shallow"
        addTeardownBlock { try? FileManager.default.removeItem(atPath: clone) }
        try repo.git("clone", "-q", "--depth", "1", "file://" + repo.root, clone)
        let shallow = try Modelc.run(["check-versions", "App", "--baseline", "HEAD~1"], in: clone)
        XCTAssertEqual(shallow.status, 1)
        XCTAssertTrue(shallow.stderr.contains("is not in this shallow clone") && shallow.stderr.contains("--lock"), shallow.stderr)
    }

    func testAPathThatIsNotAModelIsAnError() throws {
        let repo = try ScenarioRepository(self)
        try "x".write(toFile: repo.root + "/notes.txt", atomically: true, encoding: .utf8)
        let file = try Modelc.run(["check-versions", "notes.txt", "--baseline", "shipped"], in: repo.root)
        XCTAssertEqual(file.status, 1)
        XCTAssertTrue(file.stderr.hasPrefix("notes.txt:0: error: not a folder or a .xcdatamodeld bundle"), file.stderr)
        try FileManager.default.createDirectory(atPath: repo.root + "/Empty", withIntermediateDirectories: true)
        let empty = try Modelc.run(["check-versions", "Empty", "--baseline", "shipped"], in: repo.root)
        XCTAssertTrue(empty.stderr.hasPrefix("Empty:0: error: no .xcdatamodeld bundle found under Empty"), empty.stderr)
    }

    func testDiffReadsARevision() throws {
        let repo = try ScenarioRepository(self)
        try repo.edit("Library 2", replacing: borrower, with: #"<attribute name="borrower" optional="YES" attributeType="String"/>"#)
        let before = try repo.state()
        let run = try Modelc.run(["diff", "shipped:App/Sample.xcdatamodeld", "App/Sample.xcdatamodeld"], in: repo.root)
        XCTAssertEqual(run.status, 1, run.stderr)
        XCTAssertTrue(run.stdout.hasPrefix("--- shipped:App/Sample.xcdatamodeld (Library 2)\n+++ App/Sample.xcdatamodeld (Library 2)\n"), run.stdout)
        XCTAssertTrue(run.stdout.contains("    optional: false → true [hash]"), run.stdout)
        XCTAssertTrue(run.stdout.contains("rule: non-optional attribute became optional"), run.stdout)
        XCTAssertEqual(try repo.state(), before)
        let same = try Modelc.run(["diff", "shipped:App/Sample.xcdatamodeld", "HEAD:App/Sample.xcdatamodeld"], in: repo.root)
        XCTAssertEqual(same.status, 0, same.stderr)
        let gone = try Modelc.run(["diff", "shipped:App/Nothing.xcdatamodeld", "App/Sample.xcdatamodeld"], in: repo.root)
        XCTAssertEqual(gone.status, 2)
        XCTAssertEqual(gone.stderr, "shipped:App/Nothing.xcdatamodeld:0: error: 'App/Nothing.xcdatamodeld' does not exist at revision 'shipped'\n")
    }
}
