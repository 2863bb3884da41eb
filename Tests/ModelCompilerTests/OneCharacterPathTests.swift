import Foundation
import TestTools
import XCTest

/// Relative paths of one character: Foundation's path functions on Linux trapped on them, so
/// `modelc Model.xcdatamodeld o` crashed; modelc now takes paths apart itself.
final class OneCharacterPathTests: XCTestCase {
    func testCompilesIntoAOneCharacterOutput() throws {
        let work = try TestPaths.temporaryDirectory(self)
        let run = try ModelcBinary.run([TestPaths.fixtures + "/Sample.xcdatamodeld", "o"], in: work)
        XCTAssertEqual(run.status, 0, run.stderr)
        XCTAssertTrue(FileManager.default.fileExists(atPath: work + "/o/VersionInfo.plist"), run.stderr)

        let dump = try ModelcBinary.run(["dump", "o"], in: work)
        XCTAssertEqual(dump.status, 0, dump.stderr)
        XCTAssertTrue(dump.stdout.contains("Author"), dump.stdout)
    }
}
