import KeyedArchive
import XCTest

/// Long arrays near the top of a binary plist (a keyed archive's `$objects`), with shared and
/// nested members, read back as they were written.
final class LargeArrayReadingTests: XCTestCase {
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
}
