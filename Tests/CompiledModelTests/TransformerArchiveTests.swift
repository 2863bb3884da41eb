import CompiledModel
import CoreDataModel
import Foundation
import ModelSource
import XCTest

/// Two facts of Apple-compiled models: a Transformable attribute keeps its custom class
/// (`NSAttributeValueClassName`) with `NSSecureUnarchiveFromData` in any spelling and loses it
/// (`$null`) only with a custom transformer; `valueTransformerName=""` is archived as "".
final class TransformerArchiveTests: XCTestCase {
    private func compiledAttributes() throws -> [String: AttributeDescription] {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" userDefinedModelVersionIdentifier="">
                <entity name="Item" representedClassName="Item" syncable="YES">
                    <attribute name="secure" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromData" customClassName="NSSet"/>
                    <attribute name="secureAlias" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromDataTransformerName" customClassName="[String: Any]"/>
                    <attribute name="secureTransformer" optional="YES" attributeType="Transformable" valueTransformerName="NSSecureUnarchiveFromDataTransformer" customClassName="[String]"/>
                    <attribute name="custom" optional="YES" attributeType="Transformable" valueTransformerName="ColorTransformer" customClassName="Color"/>
                    <attribute name="empty" optional="YES" attributeType="Transformable" valueTransformerName="" customClassName="NSArray"/>
                    <attribute name="none" optional="YES" attributeType="Transformable" customClassName="NSArray"/>
                </entity>
            </model>
            """
        let model = try ModelSourceReader.readModel(contents: Array(xml.utf8), path: "Transformers").model
        let loaded = try CompiledModelDecoder.decode(try CompiledModelEncoder.encode(model), path: "Transformers.mom")
        let entity = try XCTUnwrap(loaded.entity(named: "Item"))
        return Dictionary(uniqueKeysWithValues: entity.properties.compactMap { $0 as? AttributeDescription }.map { ($0.name, $0) })
    }

    func testOnlyCustomTransformersHideTheCustomClass() throws {
        let attributes = try compiledAttributes()
        XCTAssertEqual(attributes["secure"]?.customClassName, "NSSet")
        XCTAssertEqual(attributes["secureAlias"]?.customClassName, "[String: Any]")
        XCTAssertEqual(attributes["secureAlias"]?.valueTransformerName, "NSSecureUnarchiveFromData", "the alias is normalised")
        XCTAssertEqual(attributes["secureTransformer"]?.customClassName, "[String]")
        XCTAssertNil(attributes["custom"]?.customClassName, "a custom transformer hides the class")
        XCTAssertEqual(attributes["custom"]?.valueTransformerName, "ColorTransformer")
        XCTAssertEqual(attributes["none"]?.customClassName, "NSArray")
        XCTAssertNil(attributes["none"]?.valueTransformerName)
    }

    func testEmptyTransformerNameIsArchivedAsEmptyString() throws {
        let attributes = try compiledAttributes()
        XCTAssertEqual(attributes["empty"]?.valueTransformerName, "")
        XCTAssertEqual(attributes["empty"]?.customClassName, "NSArray", "an empty name is no custom transformer")
    }
}
