import Foundation
import XCTest
@testable import HostSystem

/// `FileExchange`, which output replacement uses to put a new file in place of an existing one.
final class FileExchangeTests: XCTestCase {
    func testSwappedPathsNameEachOthersFile() throws {
        let work = try scratchFolder(for: "file-exchange")
        try Data("new".utf8).write(to: URL(fileURLWithPath: work + "/a"))
        try Data("old".utf8).write(to: URL(fileURLWithPath: work + "/b"))
        // A second name for the old file: swapping moves names, it does not rewrite either file.
        try FileManager.default.linkItem(atPath: work + "/b", toPath: work + "/old-link")
        guard FileExchange.swap(work + "/a", work + "/b") else {
            throw XCTSkip("this kernel or file system cannot swap two paths (renameat2 RENAME_EXCHANGE)")
        }
        XCTAssertEqual(try String(contentsOfFile: work + "/b", encoding: .utf8), "new")
        XCTAssertEqual(try String(contentsOfFile: work + "/a", encoding: .utf8), "old")
        XCTAssertEqual(try String(contentsOfFile: work + "/old-link", encoding: .utf8), "old")
    }

    func testNothingChangesWhenAPathIsMissing() throws {
        let work = try scratchFolder(for: "file-exchange")
        try Data("only".utf8).write(to: URL(fileURLWithPath: work + "/a"))
        XCTAssertFalse(FileExchange.swap(work + "/a", work + "/missing"))
        XCTAssertEqual(try String(contentsOfFile: work + "/a", encoding: .utf8), "only")
        XCTAssertFalse(FileManager.default.fileExists(atPath: work + "/missing"))
    }
}
