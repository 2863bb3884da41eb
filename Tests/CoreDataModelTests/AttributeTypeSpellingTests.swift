import XCTest
@testable import CoreDataModel

/// Xcode's spelling of each attribute type reads back as that type, and near misses are refused.
final class AttributeTypeSpellingTests: XCTestCase {
    func testEverySpellingReadsBackAsItsType() {
        for type in AttributeType.allCases {
            guard let spelling = type.sourceName else {
                XCTAssertEqual(type, .undefined, "only Undefined is written by omission")
                continue
            }
            XCTAssertEqual(AttributeType(sourceName: spelling), type, spelling)
        }
    }

    func testOtherSpellingsAreRefused() {
        for spelling in ["", "string", "Binary Data", "Int16", "Integer 8", "Integer 16 ", " Date", "Undefined", "STRING",
                         "Transformable\u{0}", "Composite Attribute"] {
            XCTAssertNil(AttributeType(sourceName: spelling), spelling)
        }
    }
}
