import XCTest
@testable import KeyedArchive

/// Byte-level checks of the writer's layout choices (Documentation/Formats.md "Binary property lists and archive layout").
final class PropertyListWriterLayoutTests: XCTestCase {
    /// Object bytes between the header and the offset table.
    private func body(_ bytes: [UInt8]) -> [UInt8] {
        let tableStart = bytes[(bytes.count - 8)...].reduce(0) { $0 << 8 | Int($1) }
        return Array(bytes[8 ..< tableStart])
    }

    private func trailer(_ bytes: [UInt8]) -> (offsetSize: UInt8, refSize: UInt8, count: Int, top: Int) {
        let t = Array(bytes.suffix(32))
        let count = t[8 ..< 16].reduce(0) { $0 << 8 | Int($1) }
        let top = t[16 ..< 24].reduce(0) { $0 << 8 | Int($1) }
        return (t[6], t[7], count, top)
    }

    func testHeaderAndTrailer() {
        let bytes = BinaryPropertyListWriter.encode(.boolean(true))
        XCTAssertEqual(Array(bytes.prefix(8)), Array("bplist00".utf8))
        XCTAssertEqual(body(bytes), [0x09])
        let t = trailer(bytes)
        XCTAssertEqual(t.offsetSize, 1)
        XCTAssertEqual(t.refSize, 1)
        XCTAssertEqual(t.count, 1)
        XCTAssertEqual(t.top, 0)
        XCTAssertEqual(bytes.count, 8 + 1 + 1 + 32)
        XCTAssertEqual(Array(bytes.suffix(32).prefix(6)), [0, 0, 0, 0, 0, 0], "unused bytes and sort version 0")
    }

    func testIntegersUseMinimalWidth() {
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.integer(5))), [0x10, 5])
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.integer(256))), [0x11, 1, 0])
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.integer(100_000))), [0x12, 0x00, 0x01, 0x86, 0xA0])
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.integer(0x1_0000_0000))), [0x13, 0, 0, 0, 1, 0, 0, 0, 0])
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.integer(-1))), [0x13] + [UInt8](repeating: 0xFF, count: 8))
    }

    func testStringsAreASCIIOrUTF16BigEndian() {
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.string("ab"))), [0x52, 0x61, 0x62])
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.string("é"))), [0x61, 0x00, 0xE9])
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.string("🎉"))), [0x62, 0xD8, 0x3C, 0xDF, 0x89])
        let long = body(BinaryPropertyListWriter.encode(.string(String(repeating: "a", count: 15))))
        XCTAssertEqual(Array(long.prefix(3)), [0x5F, 0x10, 15], "count >= 15 follows as an integer object")
    }

    func testRealsDatesUIDsAndData() {
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.real(22758.0))), [0x23, 0x40, 0xD6, 0x39, 0x80, 0, 0, 0, 0])
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.date(0))).first, 0x33)
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.uid(UID(2)))), [0x80, 2])
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.uid(UID(300)))), [0x81, 1, 44])
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.uid(UID(70_000)))), [0x83, 0, 1, 0x11, 0x70])
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(.data([1, 2]))), [0x42, 1, 2])
    }

    func testDictionaryKeysComeBeforeValuesDepthFirst() {
        let value = PropertyListValue.dictionary([
            ("k1", .array([.string("deep")])),
            ("k2", .integer(7)),
        ])
        // objects: 0 dict, 1 "k1", 2 "k2", 3 array, 4 "deep", 5 integer 7
        XCTAssertEqual(body(BinaryPropertyListWriter.encode(value)), [
            0xD2, 1, 2, 3, 5,
            0x52, 0x6B, 0x31,
            0x52, 0x6B, 0x32,
            0xA1, 4,
            0x54, 0x64, 0x65, 0x65, 0x70,
            0x10, 7,
        ])
    }

    func testScalarsAreSharedButUIDsAreNot() {
        let shared = BinaryPropertyListWriter.encode(.array([.string("a"), .string("a"), .integer(1), .integer(1),
                                                              .boolean(true), .boolean(true), .real(2), .real(2)]))
        XCTAssertEqual(trailer(shared).count, 5, "array + one string, one integer, one boolean, one real")
        let uids = BinaryPropertyListWriter.encode(.array([.uid(UID(1)), .uid(UID(1))]))
        XCTAssertEqual(trailer(uids).count, 3, "UIDs are never shared")
        let data = BinaryPropertyListWriter.encode(.array([.data([1]), .data([1])]))
        XCTAssertEqual(trailer(data).count, 3, "data is never shared")
    }

    func testReferenceSizeFollowsObjectCount() {
        let small = BinaryPropertyListWriter.encode(.array((0 ..< 254).map { .integer(Int64($0)) }))
        XCTAssertEqual(trailer(small).refSize, 1)
        let large = BinaryPropertyListWriter.encode(.array((0 ..< 256).map { .integer(Int64($0)) }))
        XCTAssertEqual(trailer(large).refSize, 2, "257 objects need 2-byte references")
    }

    func testOutputIsDeterministic() {
        XCTAssertEqual(BinaryPropertyListWriter.encode(sampleValue), BinaryPropertyListWriter.encode(sampleValue))
    }
}
