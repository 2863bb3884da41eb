import KeyedArchive
import XCTest

/// Arrays of 512 elements or more near the top of a binary plist (a keyed archive's `$objects`) are
/// parsed in two halves side by side; the result must be the sequential one, values and failures.
final class ParallelReadingTests: XCTestCase {
    private let count = 2_000

    /// Distinct 8-character strings, a shared nested array and a dictionary per element.
    private func elements() -> [PropertyListValue] {
        let shared = PropertyListValue.array([.integer(1), .string("shared")])
        return (0..<count).map { index in
            switch index % 3 {
            case 0: return .string(String(format: "item%04d", index))
            case 1: return .dictionary([("n", .integer(Int64(index))), ("s", shared)])
            default: return shared
            }
        }
    }

    func testLargeArraysReadBackEqual() throws {
        let values = elements()
        for top in [PropertyListValue.array(values), .dictionary([("$objects", .array(values))])] {
            let decoded = try BinaryPropertyListReader.decode(BinaryPropertyListWriter.encode(top))
            XCTAssertTrue(decoded == top)
        }
    }

    /// Replaces the marker of the ASCII string `item<index>` with an unknown marker; returns its offset.
    private func breakString(at index: Int, in bytes: inout [UInt8]) throws -> Int {
        let needle = Array(String(format: "item%04d", index).utf8)
        let found = try XCTUnwrap((0..<(bytes.count - needle.count)).first { bytes[$0 ..< $0 + needle.count].elementsEqual(needle) })
        let marker = found - 1
        XCTAssertEqual(bytes[marker], 0x58, "an 8-byte ASCII string marker")
        bytes[marker] = 0x70
        return marker
    }

    func testFirstFailureInOrderIsReported() throws {
        let encoded = BinaryPropertyListWriter.encode(.dictionary([("$objects", .array(elements()))]))
        var both = encoded
        let early = try breakString(at: 99, in: &both)
        let late = try breakString(at: 1_899, in: &both)
        XCTAssertThrowsError(try BinaryPropertyListReader.decode(both)) { error in
            XCTAssertEqual((error as? PropertyListError)?.offset, early, "\(error)")
        }
        var lateOnly = encoded
        XCTAssertEqual(try breakString(at: 1_899, in: &lateOnly), late)
        XCTAssertThrowsError(try BinaryPropertyListReader.decode(lateOnly)) { error in
            XCTAssertEqual((error as? PropertyListError)?.offset, late, "\(error)")
            XCTAssertTrue("\(error)".contains("marker 0x70"), "\(error)")
        }
    }
}
