import XCTest
@testable import ModelSource

/// The mask every look-up of a model attribute goes through: a wrong bit would make a reader
/// miss an attribute the file carries, or the unknown-attribute check miss a typo.
final class SourceAttributeMaskTests: XCTestCase {
    func testPositionsAreTheDeclarationOrderAndFitTheMask() {
        for (index, key) in SourceAttribute.allCases.enumerated() {
            XCTAssertEqual(key.position, index, "\(key)")
        }
        XCTAssertLessThanOrEqual(SourceAttribute.allCases.count, 128, "the mask holds two words")
    }

    func testEachKeyIsFoundAloneAndAmongAllOthers() {
        let all = SourceAttributeMask(SourceAttribute.allCases)
        XCTAssertEqual(all.count, SourceAttribute.allCases.count)
        for key in SourceAttribute.allCases {
            let alone = SourceAttributeMask([key])
            XCTAssertEqual(alone.count, 1, "\(key)")
            XCTAssertTrue(alone.contains(key), "\(key)")
            XCTAssertEqual(SourceAttribute.allCases.filter(alone.contains), [key])
            XCTAssertTrue(alone.isSubset(of: all))
            let others = SourceAttributeMask(SourceAttribute.allCases.filter { $0 != key })
            XCTAssertFalse(others.contains(key), "\(key)")
            XCTAssertFalse(alone.isSubset(of: others), "\(key)")
        }
    }

    func testAnElementAnswersOnlyTheKeysItCarries() {
        let element = XMLElement(name: SourceElement.attribute, line: 3, attributes: [
            XMLAttribute(name: "name", value: "title", key: .name),
            XMLAttribute(name: "versionHashModifier", value: "v2", key: .versionHashModifier),
            XMLAttribute(name: "atributeType", value: "String", key: nil),
        ])
        XCTAssertEqual(element[.name], "title")
        XCTAssertEqual(element[.versionHashModifier], "v2")
        XCTAssertNil(element[.attributeType])
        XCTAssertEqual(element.attribute("atributeType"), "String")
        XCTAssertEqual(element.keys.count, 2)
    }
}
