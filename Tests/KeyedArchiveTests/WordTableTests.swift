import XCTest
@testable import KeyedArchive

final class WordTableTests: XCTestCase {
    /// Many words (colliding in their low bits, as aligned object addresses do) through several
    /// growths: each keeps its value, a replaced value wins, and absent words stay absent.
    func testStoresAndFindsWordsAcrossGrowth() {
        var table = WordTable()
        let words = (0..<5_000).map { UInt64($0) << 4 }
        for (index, word) in words.enumerated() { table.set(UInt32(index + 1), for: word) }
        table.set(99_999, for: words[7])
        for (index, word) in words.enumerated() {
            XCTAssertEqual(table[word], index == 7 ? 99_999 : UInt32(index + 1))
        }
        XCTAssertNil(table[1])
        XCTAssertNil(table[UInt64.max])
    }

    /// Reserving room keeps what is stored; word 0 is a word like any other.
    func testReservingKeepsEntries() {
        var table = WordTable()
        table.set(5, for: 0)
        table.set(6, for: 1 << 63)
        table.reserveCapacity(10_000)
        XCTAssertEqual(table[0], 5)
        XCTAssertEqual(table[1 << 63], 6)
    }
}
