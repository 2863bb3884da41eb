import CompiledModel
import CoreDataModel
import KeyedArchive
import XCTest

final class VersionInfoTests: XCTestCase {
    func testRoundTrip() throws {
        let info = VersionInfo(currentVersionName: "B", versionHashes: ["A": ["E": Array(repeating: 1, count: 32)], "B": [:]],
                               versionChecksums: ["A": "x", "B": "y"])
        let decoded = try VersionInfo(decoding: info.encoded(), path: "VersionInfo.plist")
        XCTAssertEqual(decoded.currentVersionName, "B")
        XCTAssertEqual(decoded.versionHashes, info.versionHashes)
        XCTAssertEqual(decoded.versionChecksums, info.versionChecksums)
        XCTAssertEqual(info.encoded(), info.encoded())
    }

    func testOptionalKeysAreOmittedAndTolerated() throws {
        let info = VersionInfo(currentVersionName: nil, versionHashes: ["A": [:]], versionChecksums: nil)
        let plist = try BinaryPropertyListReader.decode(info.encoded())
        XCTAssertEqual(plist.dictionaryValue?.map(\.key), ["NSManagedObjectModel_VersionHashes"])
        let decoded = try VersionInfo(decoding: info.encoded(), path: "V")
        XCTAssertNil(decoded.currentVersionName)
        XCTAssertNil(decoded.versionChecksums)
    }

    func testKeyOrderFollowsApple() throws {
        let info = VersionInfo(currentVersionName: "A", versionHashes: ["A": [:]], versionChecksums: ["A": "c"])
        let plist = try BinaryPropertyListReader.decode(info.encoded())
        XCTAssertEqual(plist.dictionaryValue?.map(\.key), ["NSManagedObjectModel_VersionChecksums", "NSManagedObjectModel_VersionHashes",
                                                           "NSManagedObjectModel_CurrentVersionName"])
    }

    func testBadInputIsAModelError() {
        for bytes in [[UInt8](), Array("bplist00".utf8), BinaryPropertyListWriter.encode(.array([])),
                      BinaryPropertyListWriter.encode(.dictionary([("NSManagedObjectModel_VersionHashes", .integer(1))]))] {
            XCTAssertThrowsError(try VersionInfo(decoding: bytes, path: "/x/VersionInfo.plist")) { error in
                XCTAssertEqual((error as? ModelError)?.diagnostics.first?.location?.file, "/x/VersionInfo.plist")
            }
        }
    }

    func testEveryGoldenVersionInfoDecodes() throws {
        let root = try TestPaths.requireShared("golden")
        let files = TestPaths.files(under: root, endingWith: "VersionInfo.plist")
        XCTAssertFalse(files.isEmpty)
        for path in files {
            let info = try VersionInfo(decoding: TestPaths.readBytes(path), path: path)
            XCTAssertFalse(info.versionHashes.isEmpty, path)
            XCTAssertTrue(info.versionHashes.values.allSatisfy { $0.values.allSatisfy { $0.count == 32 } }, path)
        }
    }
}
