import CoreDataModel
import HostSystem
import XCTest

/// Decimal text as a model source spells it: the accepted forms, and the near misses that must
/// stay refused (a combining mark joins the character before it, so it ends a number there).
final class DecimalNumberParsingTests: XCTestCase {
    func testAcceptedForms() throws {
        let cases: [(String, Bool, String, Int)] = [
            ("0", false, "0", 0),
            ("-1.25", true, "125", -2),
            ("+.5", false, "5", -1),
            ("  99.990\t", false, "99990", -3),
            ("1500", false, "1500", 0),
            ("1.5e3", false, "15", 2),
            ("2E-2", false, "2", -2),
            ("-0.0", false, "0", -1),
            ("\n7\r", false, "7", 0),
        ]
        for (text, negative, significand, exponent) in cases {
            let number = try XCTUnwrap(DecimalNumber(parsing: text), text.debugDescription)
            XCTAssertEqual(number.isNegative, negative, text.debugDescription)
            XCTAssertEqual(number.significand, significand, text.debugDescription)
            XCTAssertEqual(number.exponent, exponent, text.debugDescription)
        }
    }

    func testRefusedForms() {
        let refused = ["", " ", ".", "-", "1.2.3", "1e", "1e5000", "12a", "1 2", "0x10", "١٢",
                       "12\u{301}", "1e\u{301}5", "-\u{301}1", " \u{301}1", "1.\u{301}", "1\r\n\u{301}",
                       "\r\n7",
                       String(repeating: "9", count: 41)]
        for text in refused {
            XCTAssertNil(DecimalNumber(parsing: text), text.debugDescription)
        }
    }

    /// Trimming goes by characters: a space that carries a combining mark, and a carriage return
    /// with its line feed (one character), are not among the four it trims.
    func testTrimmingGoesByCharacters() {
        XCTAssertEqual(" \u{301}x ".trimmingSpaces(), " \u{301}x")
        XCTAssertEqual("\t a b \n".trimmingSpaces(), "a b")
        XCTAssertEqual("ab".trimmingSpaces(), "ab")
        XCTAssertEqual(" \r\n ".trimmingSpaces(), "\r\n")
        XCTAssertEqual(" \r ".trimmingSpaces(), "")
    }
}
