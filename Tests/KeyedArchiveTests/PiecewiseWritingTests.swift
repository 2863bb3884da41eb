import XCTest
@testable import KeyedArchive

/// A finished archive written a piece at a time must be the very bytes written whole, whatever
/// the size of its objects, and a failing destination must stop the writing with its own error.
final class PiecewiseWritingTests: XCTestCase {
    private struct Refused: Error {}

    /// An archive of `objects` objects, one of them holding a string of `longString` bytes.
    private func finishedArchive(objects: Int, longString: Int) throws -> FinishedArchive {
        let encoder = KeyedArchiveEncoder()
        var children: [UID] = []
        for index in 0..<objects {
            let name = encoder.encodeString("item \(index)")
            children.append(encoder.encodeObject(classChain: ["Item", "NSObject"]) { object in
                object.encodeReference(name, forKey: "name")
                object.encode(Int64(index), forKey: "index")
            })
        }
        let long = encoder.encodeString(String(repeating: "x", count: longString))
        let root = encoder.encodeObject(classChain: ["Root", "NSObject"]) { object in
            object.encodeReference(long, forKey: "long")
            object.encodeReferences(children, forKey: "items")
        }
        return try encoder.finishedArchive(root: root)
    }

    private func pieces(of archive: FinishedArchive) throws -> (bytes: [UInt8], count: Int) {
        var bytes: [UInt8] = []
        var count = 0
        try archive.write { piece in
            bytes.append(contentsOf: piece)
            count += 1
        }
        return (bytes, count)
    }

    func testPiecesJoinIntoTheWholeFile() throws {
        // About 3 MB of objects: several pieces.
        let archive = try finishedArchive(objects: 60_000, longString: 10)
        let (joined, count) = try pieces(of: archive)
        XCTAssertGreaterThan(count, 1)
        XCTAssertEqual(joined, archive.bytes)
    }

    func testAnObjectLargerThanAPieceIsWrittenWhole() throws {
        let archive = try finishedArchive(objects: 3, longString: 3 << 20)
        XCTAssertEqual(try pieces(of: archive).bytes, archive.bytes)
    }

    func testTheDestinationsErrorStopsTheWriting() throws {
        let archive = try finishedArchive(objects: 60_000, longString: 10)
        var calls = 0
        XCTAssertThrowsError(try archive.write { _ in
            calls += 1
            throw Refused()
        }) { XCTAssertTrue($0 is Refused) }
        XCTAssertEqual(calls, 1, "nothing is handed over after the first error")
    }
}
