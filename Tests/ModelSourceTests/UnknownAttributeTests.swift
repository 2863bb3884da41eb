import CoreDataModel
@testable import ModelSource
import XCTest

/// Typos that used to pass silently: an XML attribute no Xcode writes gets a warning naming the
/// nearest known attribute, and a stored attribute left without a type is an error.
final class UnknownAttributeTests: XCTestCase {
    private func read(_ body: String) throws -> (model: ManagedObjectModel?, diagnostics: [Diagnostic]) {
        let xml = """
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" \
            systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            \(body)
            </model>
            """
        return Array(xml.utf8).withUnsafeBytes { ModelReader.read($0, file: "T.xcdatamodel/contents") }
    }

    func testMisspeltAttributeNameIsAWarningWithTheNearestName() throws {
        let (_, diagnostics) = try read("""
            <entity name="Book" representedClassName="Book" syncable="YES">
                <attribute name="title" optional="YES" transient="YES" atributeType="String"/>
                <relationship name="shelf" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Book" destinationEnity="Book"/>
            </entity>
            <fetchRequest name="All" entity="Book" fetchLimt="3"/>
            """)
        let unknown = diagnostics.filter { $0.category == .unknownAttribute }
        XCTAssertEqual(unknown.map(\.message), [
            "ignoring unknown XML attribute 'atributeType' on <attribute name=\"title\">; did you mean 'attributeType'?",
            "ignoring unknown XML attribute 'destinationEnity' on <relationship name=\"shelf\">; did you mean 'destinationEntity'?",
            "ignoring unknown XML attribute 'fetchLimt' on <fetchRequest name=\"All\">; did you mean 'fetchLimit'?",
        ])
        XCTAssertTrue(unknown.allSatisfy { $0.severity == .warning })
        XCTAssertEqual(unknown.map(\.location?.line), [4, 5, 7])
    }

    func testInventedAttributeHasNoSuggestionAndElementsLayoutIsNotChecked() throws {
        let (_, diagnostics) = try read("""
            <entity name="Book" syncable="YES">
                <attribute name="note" optional="YES" attributeType="String" vectorSearchable="YES"/>
            </entity>
            <elements>
                <element name="Book" positionX="-63" positionY="-18" width="128" height="44"/>
            </elements>
            """)
        XCTAssertEqual(diagnostics.map(\.message), ["ignoring unknown XML attribute 'vectorSearchable' on <attribute name=\"note\">"])
    }

    /// The check remembers the names it found allowed per element kind: attributes in another
    /// order, a known name not met before, and a typo after many well-formed elements still
    /// come out right.
    func testRememberedNamesDoNotHideLaterTypos() throws {
        let (_, diagnostics) = try read("""
            <entity name="Book" syncable="YES">
                <attribute name="a" optional="YES" attributeType="String"/>
                <attribute attributeType="String" name="b"/>
                <relationship name="r" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Book"/>
                <attribute name="c" attributeType="Integer 16" defaultValueString="0" optinal="YES"/>
                <attribute name="d" optional="YES" attributeType="String" transient="YES"/>
                <attribute name="e" attributeType="String" name2="x"/>
            </entity>
            """)
        XCTAssertEqual(diagnostics.filter { $0.category == .unknownAttribute }.map(\.location?.line), [7, 9])
    }

    /// What Xcode writes and no reader reads (`syncable`, Xcode 4's `macOSVersion`) is not a typo.
    func testAttributesXcodeWritesAreKnown() throws {
        let (_, diagnostics) = try read("""
            <entity name="Book" syncable="YES">
                <attribute name="title" optional="YES" attributeType="String" syncable="YES"/>
            </entity>
            """)
        XCTAssertEqual(diagnostics, [])
        XCTAssertTrue(SourceVocabulary.allows(SourceAttribute.macOSVersion, on: SourceElement.model))
        XCTAssertNil(SourceAttribute(rawValue: "atributeType"), "a misspelt name has no key, so every element reports it")
    }

    func testStoredAttributeWithoutTypeIsAnError() throws {
        let (_, diagnostics) = try read("""
            <entity name="Book" syncable="YES">
                <attribute name="scratch" optional="YES" transient="YES"/>
                <attribute name="title" optional="YES"/>
            </entity>
            """)
        XCTAssertEqual(diagnostics.map(\.description), [
            "T.xcdatamodel/contents:5: error: attribute 'Book.title' has no type (no attributeType): only a transient attribute may be Undefined",
        ])
    }

    func testNearestNameNeedsALikelyTypo() {
        XCTAssertEqual(NameSuggestion.nearest(to: "dmup", among: ["compile", "dump", "diff"]), "dump")
        XCTAssertEqual(NameSuggestion.nearest(to: "Optional", among: ["optional", "ordered"]), "optional")
        XCTAssertNil(NameSuggestion.nearest(to: "spotlight", among: ["optional", "transient"]))
    }
}
