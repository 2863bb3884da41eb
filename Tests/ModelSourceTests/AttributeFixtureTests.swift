import CoreDataModel
import Foundation
import ModelSource
import XCTest

/// `Fixtures/Attributes.xcdatamodel`: every attribute type and option reads into the expected values.
final class AttributeFixtureTests: XCTestCase {
    private var entity: EntityDescription!

    override func setUpWithError() throws {
        let (model, diagnostics) = try ModelSourceReader.readModel(at: FixtureSupport.fixture("Attributes.xcdatamodel"))
        XCTAssertEqual(FixtureSupport.render(diagnostics), [])
        XCTAssertEqual(model.versionIdentifiers, ["v3"])
        XCTAssertEqual(model.sourceInfo.lastSavedToolsVersion, "22758")
        XCTAssertEqual(model.sourceInfo.sourceLanguage, .swift)
        XCTAssertTrue(model.sourceInfo.usedWithCloudKit)
        XCTAssertFalse(model.sourceInfo.usedWithSwiftData)
        entity = try XCTUnwrap(model.entity(named: "Everything"))
    }

    private func attribute(_ name: String) throws -> AttributeDescription {
        try XCTUnwrap(entity.property(named: name) as? AttributeDescription, name)
    }

    func testEntityAttributes() {
        XCTAssertEqual(entity.managedObjectClassName, ".Everything")
        XCTAssertEqual(entity.renamingIdentifier, "OldEverything")
        XCTAssertEqual(entity.versionHashModifier, "2")
        XCTAssertEqual(entity.codeGenerationType, .classDefinition)
        XCTAssertEqual(entity.userInfo, ["primaryKey": "identifier"])
        XCTAssertEqual(entity.properties.count, 17)
        XCTAssertEqual(entity.properties.first?.name, "amount")
        XCTAssertEqual(entity.sourceLocation?.line, 7)
    }

    func testEveryTypeIsRead() throws {
        let expected: [String: AttributeType] = [
            "amount": .decimal, "big": .integer64, "count32": .integer32, "createdAt": .date, "email": .string,
            "flag": .boolean, "homepage": .uri, "identifier": .uuid, "photo": .binaryData, "ratio": .float,
            "reference": .objectID, "score": .double, "small": .integer16, "tags": .transformable, "tempValue": .undefined,
        ]
        for (name, type) in expected {
            XCTAssertEqual(try attribute(name).attributeType, type, name)
        }
    }

    func testOptionalityDefaultsToRequired() throws {
        XCTAssertTrue(try attribute("amount").isOptional)
        XCTAssertFalse(try attribute("big").isOptional)
        XCTAssertTrue(try attribute("tempValue").isTransient)
        XCTAssertFalse(try attribute("big").isTransient)
        XCTAssertTrue(try attribute("count32").isIndexed)
        XCTAssertEqual(try attribute("count32").usesScalarValueType, true)
        XCTAssertEqual(try attribute("createdAt").usesScalarValueType, false)
        XCTAssertNil(try attribute("email").usesScalarValueType)
    }

    func testTypedDefaults() throws {
        XCTAssertEqual(try attribute("amount").defaultValue, .decimal(DecimalNumber(isNegative: false, significand: "1250", exponent: -2)))
        XCTAssertEqual(try attribute("big").defaultValue, .integer(-9_000_000_000))
        XCTAssertEqual(try attribute("count32").defaultValue, .integer(30))
        XCTAssertEqual(try attribute("small").defaultValue, .integer(-1))
        XCTAssertEqual(try attribute("createdAt").defaultValue, .date(694_224_000))
        XCTAssertEqual(try attribute("email").defaultValue, .string(""))
        XCTAssertEqual(try attribute("flag").defaultValue, .boolean(true))
        XCTAssertEqual(try attribute("homepage").defaultValue, .url("https://example.com/a?b=1&c=2"))
        XCTAssertEqual(try attribute("identifier").defaultValue,
                       .uuid(try XCTUnwrap(UUID(uuidString: "E621E1F8-C36C-495A-93FC-0C247A3E6E5F"))))
        XCTAssertEqual(try attribute("ratio").defaultValue, .real(0.5))
        XCTAssertEqual(try attribute("score").defaultValue, .real(1000))
        XCTAssertNil(try attribute("tags").defaultValue)
        XCTAssertNil(try attribute("legacy").defaultValue)
    }

    func testBounds() throws {
        XCTAssertEqual(try attribute("amount").minValue, .decimal(DecimalNumber(isNegative: true, significand: "1005", exponent: -1)))
        XCTAssertEqual(try attribute("amount").maxValue?.description, "100.5")
        XCTAssertEqual(try attribute("count32").minValue, .integer(0))
        XCTAssertEqual(try attribute("count32").maxValue, .integer(1000))
        XCTAssertEqual(try attribute("ratio").maxValue, .real(1))
        XCTAssertEqual(try attribute("email").minValue, .integer(3))
        XCTAssertEqual(try attribute("email").maxValue, .integer(254))
        XCTAssertEqual(try attribute("createdAt").minValue, .date(-10_800), "the interval wins over the display text")
        XCTAssertEqual(try attribute("createdAt").maxValue, .date(1_000_000_000))
        XCTAssertEqual(try attribute("email").regularExpression, "[^@ ]+@[^@ ]+")
    }

    func testStorageAndTransformOptions() throws {
        let photo = try attribute("photo")
        XCTAssertTrue(photo.allowsExternalBinaryDataStorage)
        XCTAssertTrue(photo.allowsCloudEncryption)
        XCTAssertNil(photo.customClassName, "customClassName is ignored on non-Transformable types")
        XCTAssertTrue(try attribute("identifier").preservesValueInHistoryOnDeletion)
        XCTAssertFalse(try attribute("big").preservesValueInHistoryOnDeletion)
        let tags = try attribute("tags")
        XCTAssertEqual(tags.valueTransformerName, "NSSecureUnarchiveFromData")
        XCTAssertEqual(tags.customClassName, "[String]")
        XCTAssertEqual(tags.attributeValueClassName, "[String]")
        XCTAssertEqual(try attribute("untransformed").valueTransformerName, "", "an empty transformer name is kept: momc archives it as \"\"")
    }

    func testCommonPropertyOptions() throws {
        XCTAssertTrue(try attribute("email").isIndexedBySpotlight)
        XCTAssertFalse(try attribute("big").isIndexedBySpotlight)
        let legacy = try attribute("legacy")
        XCTAssertTrue(legacy.isStoredInExternalRecord)
        XCTAssertEqual(legacy.renamingIdentifier, "oldLegacy")
        XCTAssertEqual(legacy.versionHashModifier, "v2")
        XCTAssertEqual(try attribute("score").userInfo, ["unit": "pts", "note": "a \"quoted\" value <here>"])
        XCTAssertEqual(try attribute("score").sourceLocation?.line, 20)
    }
}
