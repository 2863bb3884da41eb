import XCTest
@testable import KeyedArchive

/// The reader must turn every malformed input into a `PropertyListError`, never a trap.
final class PropertyListReaderHostileInputTests: XCTestCase {
    /// Assembles a bplist from raw object encodings with a chosen trailer.
    private func plist(_ objects: [[UInt8]], top: UInt64 = 0, refSize: UInt8 = 1, offsetSize: UInt8 = 1,
                       count: UInt64? = nil, tableOffset: UInt64? = nil, offsets: [Int]? = nil) -> [UInt8] {
        var bytes = Array("bplist00".utf8)
        var realOffsets: [Int] = []
        for object in objects { realOffsets.append(bytes.count); bytes += object }
        let table = bytes.count
        for offset in offsets ?? realOffsets {
            for i in (0 ..< Int(offsetSize)).reversed() { bytes.append(UInt8(truncatingIfNeeded: offset >> (8 * i))) }
        }
        bytes += [0, 0, 0, 0, 0, 0, offsetSize, refSize]
        for value in [count ?? UInt64(objects.count), top, tableOffset ?? UInt64(table)] {
            for i in (0 ..< 8).reversed() { bytes.append(UInt8(truncatingIfNeeded: value >> (8 * UInt64(i)))) }
        }
        return bytes
    }

    private func assertFails(_ bytes: [UInt8], _ fragment: String, file: StaticString = #filePath, line: UInt = #line) {
        XCTAssertThrowsError(try BinaryPropertyListReader.decode(bytes), file: file, line: line) { error in
            guard let error = error as? PropertyListError else { return XCTFail("wrong error type \(error)", file: file, line: line) }
            XCTAssertTrue(error.description.contains(fragment), "\"\(error)\" lacks \"\(fragment)\"", file: file, line: line)
        }
    }

    func testHandMadePlistIsAccepted() throws {
        XCTAssertEqual(try BinaryPropertyListReader.decode(plist([[0xA2, 1, 1], [0x51, 0x61]])),
                       .array([.string("a"), .string("a")]))
    }

    func testHeaderProblems() {
        assertFails([], "missing \"bplist\" header")
        assertFails(Array("<?xml version".utf8), "missing \"bplist\" header")
        assertFails(Array("bplist01".utf8) + [UInt8](repeating: 0, count: 40), "only bplist00")
        assertFails(Array("bplist00".utf8) + [0x09], "truncated binary plist")
    }

    func testTrailerProblems() {
        let object: [[UInt8]] = [[0x09]]
        assertFails(plist(object, refSize: 0), "object reference size 0")
        assertFails(plist(object, refSize: 9), "object reference size 9")
        assertFails(plist(object, offsetSize: 0), "offset size 0")
        assertFails(plist(object, count: 0), "object count 0")
        assertFails(plist(object, count: 1 << 40), "object count")
        assertFails(plist(object, top: 1), "top object 1 out of range")
        assertFails(plist(object, tableOffset: 1 << 62), "offset table offset")
        assertFails(plist(object, count: 30), "offset table extends past end of file")
        assertFails(plist(Array(repeating: [0x09], count: 300), refSize: 1), "cannot be addressed with 1-byte references")
    }

    func testObjectOffsetsAndReferences() {
        assertFails(plist([[0x09]], offsets: [200]), "outside the object area")
        assertFails(plist([[0x09]], offsets: [2]), "outside the object area")
        assertFails(plist([[0xA1, 5]]), "object reference 5 out of range")
        assertFails(plist([[0xA1, 0]]), "reference cycle")
        assertFails(plist([[0xA1, 1], [0xA1, 0]]), "reference cycle")
        assertFails(plist([[0xD1, 1, 0], [0x51, 0x61]]), "reference cycle")
    }

    func testDeepNestingIsRefused() throws {
        // 600 arrays, each holding the next (2-byte references); the last is empty.
        let depth = 600
        let objects = (0 ..< depth).map { i -> [UInt8] in
            i == depth - 1 ? [0xA0] : [0xA1, UInt8((i + 1) >> 8), UInt8((i + 1) & 0xFF)]
        }
        let nested = plist(objects, refSize: 2, offsetSize: 2)
        assertFails(nested, "deeper than 512")
        var shallow = BinaryPropertyListReader(maximumDepth: 1000)
        XCTAssertNoThrow(try shallow.read(nested))
        shallow.maximumDepth = 10
        XCTAssertThrowsError(try shallow.read(nested))
    }

    func testCountsAndPayloads() {
        assertFails(plist([[0x5F, 0x12, 0x40, 0, 0, 0]]), "exceeds the file size")
        assertFails(plist([[0x5F, 0x13, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]), "exceeds the file size")
        assertFails(plist([[0x5F, 0x52]]), "expected an integer object")
        assertFails(plist([[0x45, 1, 2]]), "truncated binary plist: data")
        assertFails(plist([[0xAE, 0]]), "truncated binary plist: array")
        assertFails(plist([[0xAF, 0x10, 200, 0]]), "exceeds the file size")
        assertFails(plist([[0x52, 0x61, 0xC3]]), "not ASCII")
        assertFails(plist([[0x61, 0xD8, 0x00]]), "invalid UTF-16")
        assertFails(plist([[0x62, 0xDC, 0x00, 0x00, 0x41]]), "invalid UTF-16")
        assertFails(plist([[0xD1, 1, 1], [0x10, 1]]), "dictionary key is an integer")
        assertFails(plist([[0x70]]), "unknown binary plist object marker 0x70")
        assertFails(plist([[0x00]]), "null/fill")
        assertFails(plist([[0x87, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF]]), "does not fit in 32 bits")
        assertFails(plist([[0x14] + [UInt8](repeating: 0, count: 7) + [1] + [UInt8](repeating: 0, count: 8)]), "does not fit in 64 bits")
        assertFails(plist([[0x21, 0, 0]]), "unsupported real size")
        assertFails(plist([[0x23, 0, 0]]), "truncated binary plist: real")
    }

    func testWideIntegersAndSetsAreRead() throws {
        XCTAssertEqual(try BinaryPropertyListReader.decode(plist([[0x14] + [UInt8](repeating: 0, count: 15) + [9]])), .integer(9))
        // CoreFoundation's form of a UInt64 above Int64.max: 16 bytes, the high half zero.
        let unsignedMax = [0x14] + [UInt8](repeating: 0, count: 8) + [UInt8](repeating: 0xFF, count: 8)
        XCTAssertEqual(try BinaryPropertyListReader.decode(plist([unsignedMax])), .unsignedInteger(.max))
        XCTAssertEqual(BinaryPropertyListWriter.encode(.unsignedInteger(.max)), plist([unsignedMax]))
        XCTAssertEqual(try BinaryPropertyListReader.decode(plist([[0x22, 0x3F, 0xC0, 0, 0]])), .real(1.5))
        XCTAssertEqual(try BinaryPropertyListReader.decode(plist([[0xC1, 1], [0x09]])), .array([.boolean(true)]))
    }

    func testSharedSubgraphsAreDecodedOnce() throws {
        // 40 levels, each an array holding the next level twice: 2^40 paths, 41 objects.
        let levels = 40
        let objects = (0 ... levels).map { i -> [UInt8] in i == levels ? [0x09] : [0xA2, UInt8(i + 1), UInt8(i + 1)] }
        let value = try BinaryPropertyListReader.decode(plist(objects))
        XCTAssertEqual(value.arrayValue?.count, 2)
    }

    func testTruncationAtEveryByteNeverTraps() {
        let bytes = BinaryPropertyListWriter.encode(sampleValue)
        for length in 0 ..< bytes.count {
            XCTAssertThrowsError(try BinaryPropertyListReader.decode(Array(bytes.prefix(length))))
        }
    }

    func testRandomByteFlipsNeverTrap() {
        let original = BinaryPropertyListWriter.encode(sampleValue)
        var random = SplitMix64(seed: 0x5EED)
        for _ in 0 ..< 5_000 {
            var bytes = original
            for _ in 0 ..< 1 + Int(random.next() % 4) {
                let index = Int(random.next() % UInt64(bytes.count))
                bytes[index] = UInt8(truncatingIfNeeded: random.next())
            }
            _ = try? BinaryPropertyListReader.decode(bytes)
        }
    }
}

/// A tiny deterministic PRNG so fuzz-style tests are reproducible.
struct SplitMix64 {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
