import XCTest
@testable import KeyedArchive

final class PropertyListRoundTripTests: XCTestCase {
    private func roundTrip(_ value: PropertyListValue, file: StaticString = #filePath, line: UInt = #line) throws {
        let bytes = BinaryPropertyListWriter.encode(value)
        let decoded = try BinaryPropertyListReader.decode(bytes)
        XCTAssertEqual(decoded, value, file: file, line: line)
    }

    func testEveryScalarKindRoundTrips() throws {
        let scalars: [PropertyListValue] = [
            .string(""), .string("ascii"), .string("é"), .string("e\u{301}"), .string("🎉"),
            .integer(0), .integer(127), .integer(128), .integer(-1), .integer(Int64.min), .integer(Int64.max),
            .real(3.25), .real(-0.0), .real(.nan), .real(.greatestFiniteMagnitude),
            .boolean(true), .boolean(false),
            .data([]), .data(Array(0 ... 255)),
            .date(0), .date(-1_000.5),
            .uid(UID(0)), .uid(UID(1)), .uid(UID(UInt32.max)),
        ]
        for scalar in scalars {
            try roundTrip(scalar)
            try roundTrip(.array([scalar, scalar]))
        }
    }

    func testNestedContainersKeepOrder() throws {
        try roundTrip(sampleValue)
        let reversed = PropertyListValue.dictionary(sampleValue.dictionaryValue!.reversed())
        try roundTrip(reversed)
        XCTAssertNotEqual(reversed, sampleValue, "dictionary equality is order-sensitive")
    }

    func testCanonicallyEquivalentStringsStayDistinct() throws {
        let value = PropertyListValue.array([.string("é"), .string("e\u{301}")])
        let decoded = try BinaryPropertyListReader.decode(BinaryPropertyListWriter.encode(value))
        XCTAssertEqual(decoded.arrayValue?.map { $0.stringValue.map { Array($0.unicodeScalars) } },
                       [["é"], ["e", "\u{301}"]])
    }

    func testLargeArchiveRoundTripsWithWideReferences() throws {
        // > 65535 distinct objects forces 4-byte references and offsets.
        let value = PropertyListValue.array((0 ..< 70_000).map { .string("s\($0)") })
        let bytes = BinaryPropertyListWriter.encode(value)
        XCTAssertEqual(bytes[bytes.count - 32 + 7], 4, "ref size")
        XCTAssertEqual(bytes[bytes.count - 32 + 6], 4, "offset size")
        XCTAssertEqual(try BinaryPropertyListReader.decode(bytes), value)
    }

    /// A table this large is written in two halves side by side, the second into memory that
    /// grows (its long strings take far more than the room it starts with) and goes out whole
    /// after the first half's pieces.
    func testLargeTableWrittenInHalvesRoundTrips() throws {
        let count = BinaryPropertyListWriter.objectsWorthWritingInHalves + 10_000
        let value = PropertyListValue.array((0 ..< count).map { index -> PropertyListValue in
            if index < count / 2 { return index % 3 == 0 ? .integer(Int64(index)) : .array([.integer(Int64(-index))]) }
            return .dictionary([("name", .string("a long string that makes the second half outgrow its room \(index)"))])
        })
        let bytes = BinaryPropertyListWriter.encode(value)
        XCTAssertEqual(try BinaryPropertyListReader.decode(bytes), value)

        var table = ObjectTable()
        let top = table.append(value)
        var pieces: [[UInt8]] = []
        try BinaryPropertyListWriter.serialize(table, top: top) { pieces.append(Array($0)) }
        XCTAssertEqual(pieces.flatMap { $0 }, bytes)
        XCTAssertTrue(pieces.contains { $0.count > 1 << 20 }, "the second half goes out in one piece, larger than the first half's")
    }

    /// Our output must be readable by an independent implementation (Python's plistlib), and
    /// what plistlib writes back must be readable by us and equal.
    func testPythonPlistlibReadsWriterOutput() throws {
        // plistlib turns dates into datetime (microseconds), so use whole seconds here.
        let bytes = BinaryPropertyListWriter.encode(sampleValue)
        let input = try TestSupport.temporaryFile(bytes, name: "in.plist")
        let output = input.deletingLastPathComponent().appendingPathComponent(input.lastPathComponent + ".py")
        defer { try? FileManager.default.removeItem(at: input); try? FileManager.default.removeItem(at: output) }
        let script = """
        import plistlib, sys
        value = plistlib.load(open(sys.argv[1], "rb"))
        assert value["unicode"] == "Grüße, 世界 🎉", value["unicode"]
        assert value["ints"][-1] == -2**63
        assert value["uids"][3] == plistlib.UID(70000)
        open(sys.argv[2], "wb").write(plistlib.dumps(value, fmt=plistlib.FMT_BINARY, sort_keys=False))
        print("ok")
        """
        let result = try TestSupport.python(script, [input.path, output.path])
        XCTAssertEqual(result.status, 0, result.output)
        let back = try BinaryPropertyListReader.decode(try TestSupport.bytes(of: output))
        XCTAssertEqual(back, sampleValue)
    }
}
