import CoreDataModel
import CoreDataStore
import Foundation
import ModelCompiler
import StoreFixtures
import TestLocations
import XCTest

/// The layout rules no shared store shows on its own, on a small hierarchy: names taken twice in
/// one table get a number (`ZCONTAINER1`), a to-one into a hierarchy gets `Z<n>_`, an ordered
/// inverse gets `Z_FOK_`, the join table is named by the side whose entity sorts first.
final class StoreSchemaRulesTests: XCTestCase {
    static let model = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="22758" systemVersion="23F79" minimumToolsVersion="Automatic" sourceLanguage="Swift" userDefinedModelVersionIdentifier="">
            <entity name="Contact" parentEntity="Record" syncable="YES">
                <attribute name="birthdayYear" optional="YES" attributeType="Integer 32" usesScalarValueType="YES"/>
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="container" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Container" inverseName="contacts" inverseEntity="Container"/>
                <relationship name="groups" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Group" inverseName="members" inverseEntity="Group"/>
                <relationship name="notes" optional="YES" toMany="YES" deletionRule="Cascade" ordered="YES" destinationEntity="Note" inverseName="contact" inverseEntity="Note"/>
            </entity>
            <entity name="Container" syncable="YES">
                <relationship name="contacts" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Contact" inverseName="container" inverseEntity="Contact"/>
                <relationship name="groups" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Group" inverseName="container" inverseEntity="Group"/>
            </entity>
            <entity name="Group" parentEntity="Record" syncable="YES">
                <attribute name="name" optional="YES" attributeType="String"/>
                <relationship name="container" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Container" inverseName="groups" inverseEntity="Container"/>
                <relationship name="members" optional="YES" toMany="YES" deletionRule="Nullify" destinationEntity="Contact" inverseName="groups" inverseEntity="Contact"/>
            </entity>
            <entity name="Note" syncable="YES">
                <attribute name="text" optional="YES" attributeType="String"/>
                <relationship name="contact" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Contact" inverseName="notes" inverseEntity="Contact"/>
            </entity>
            <entity name="Record" isAbstract="YES" syncable="YES">
                <attribute name="creationDate" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="syncStatus" optional="YES" attributeType="Integer 16" usesScalarValueType="YES"/>
                <attribute name="uniqueID" optional="YES" attributeType="String"/>
            </entity>
            <entity name="SubscribedContact" parentEntity="Contact" syncable="YES"/>
        </model>
        """

    func testHierarchyColumnsJoinTableAndIndexes() throws {
        let folder = try TemporaryFolder(self)
        let source = try Self.writeModel(Self.model, named: "Contacts", in: folder)
        let data = folder.path + "/seed.json"
        try """
            { "SubscribedContact": [ { "@id": "sam", "name": "Sam", "groups": ["friends"] } ],
              "Group": [ { "@id": "friends", "name": "Friends" } ],
              "Note": [ { "contact": "sam", "text": "first" }, { "contact": "sam", "text": "second" } ] }
            """.write(toFile: data, atomically: true, encoding: .utf8)
        let store = folder.path + "/Contacts.sqlite"
        XCTAssertEqual(try Self.createStatements(source, store, data: data), [
            "CREATE TABLE ZCONTAINER ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER )",
            "CREATE TABLE ZNOTE ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCONTACT INTEGER, Z4_CONTACT INTEGER, Z_FOK_CONTACT INTEGER, ZTEXT VARCHAR )",
            "CREATE TABLE ZRECORD ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZSYNCSTATUS INTEGER, ZBIRTHDAYYEAR INTEGER, ZCONTAINER INTEGER, ZCONTAINER1 INTEGER, ZCREATIONDATE TIMESTAMP, ZUNIQUEID VARCHAR, ZNAME VARCHAR, ZNAME1 VARCHAR )",
            "CREATE TABLE Z_4GROUPS ( Z_4MEMBERS INTEGER, Z_6GROUPS INTEGER, PRIMARY KEY (Z_4MEMBERS, Z_6GROUPS) )",
            "CREATE INDEX ZNOTE_ZCONTACT_INDEX ON ZNOTE (ZCONTACT)",
            "CREATE INDEX ZRECORD_ZCONTAINER_INDEX ON ZRECORD (ZCONTAINER)",
            "CREATE INDEX ZRECORD_ZCONTAINER1_INDEX ON ZRECORD (ZCONTAINER1)",
            "CREATE INDEX ZRECORD_Z_ENT_INDEX ON ZRECORD (Z_ENT)",
            "CREATE INDEX Z_4GROUPS_Z_6GROUPS_INDEX ON Z_4GROUPS (Z_6GROUPS, Z_4MEMBERS)",
            "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)",
            "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)",
            "CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB)",
        ])
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT Z_ENT, Z_NAME, Z_SUPER, Z_MAX FROM Z_PRIMARYKEY ORDER BY Z_ENT"), [
            ["1", "Container", "0", "0"], ["2", "Note", "0", "2"], ["3", "Record", "0", "2"],
            ["4", "Contact", "3", "0"], ["5", "SubscribedContact", "4", "0"], ["6", "Group", "3", "0"],
        ])
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT Z_PK, Z_ENT, ZNAME, ZNAME1 FROM ZRECORD ORDER BY Z_PK"),
                       [["1", "5", "Sam", "NULL"], ["2", "6", "NULL", "Friends"]], "each entity's name in its own column")
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT ZCONTACT, Z4_CONTACT, Z_FOK_CONTACT, ZTEXT FROM ZNOTE ORDER BY Z_PK"),
                       [["1", "5", "2048", "first"], ["1", "5", "4096", "second"]], "the destination's Z_ENT beside its key")
        XCTAssertEqual(try SQLiteQuery.rows(store, "SELECT * FROM Z_4GROUPS"), [["1", "2"]])
    }

    /// A model last saved before fetch indexes existed gets framework 637's forms: uniqueness as a
    /// table constraint, indexed attributes as `<TABLE>_<COLUMN>_INDEX`, indexes after the
    /// bookkeeping tables, and the metadata keys of that framework.
    func testModelOfTheFramework637EraGetsItsSchemaAndMetadata() throws {
        let folder = try TemporaryFolder(self)
        let source = try Self.writeModel("""
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model userDefinedModelVersionIdentifier="" type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0" lastSavedToolsVersion="8195" systemVersion="15A282b" minimumToolsVersion="Xcode 7.0">
                <entity name="Item" syncable="YES">
                    <attribute name="code" attributeType="Integer 16" defaultValueString="0" syncable="YES"/>
                    <attribute name="name" optional="YES" attributeType="String" indexed="YES" syncable="YES"/>
                    <uniquenessConstraints>
                        <uniquenessConstraint>
                            <constraint value="code"/>
                            <constraint value="name"/>
                        </uniquenessConstraint>
                    </uniquenessConstraints>
                </entity>
            </model>
            """, named: "Old", in: folder)
        let store = folder.path + "/Old.sqlite"
        XCTAssertEqual(try Self.createStatements(source, store), [
            "CREATE TABLE ZITEM ( Z_PK INTEGER PRIMARY KEY, Z_ENT INTEGER, Z_OPT INTEGER, ZCODE INTEGER, ZNAME VARCHAR, CONSTRAINT ZCODE_ZNAME UNIQUE (ZCODE, ZNAME))",
            "CREATE TABLE Z_PRIMARYKEY (Z_ENT INTEGER PRIMARY KEY, Z_NAME VARCHAR, Z_SUPER INTEGER, Z_MAX INTEGER)",
            "CREATE TABLE Z_METADATA (Z_VERSION INTEGER PRIMARY KEY, Z_UUID VARCHAR(255), Z_PLIST BLOB)",
            "CREATE TABLE Z_MODELCACHE (Z_CONTENT BLOB)",
            "CREATE INDEX ZITEM_ZNAME_INDEX ON ZITEM (ZNAME)",
        ])
        let metadata = try StoreReader.read(path: store).metadata
        XCTAssertEqual(metadata.frameworkVersion, 637)
        XCTAssertNil(metadata.hashesDigest)
        XCTAssertNil(metadata.checksumKey)
    }

    /// `<folder>/<name>.xcdatamodel/contents` holding `contents`; returns the `.xcdatamodel` path.
    static func writeModel(_ contents: String, named name: String, in folder: TemporaryFolder) throws -> String {
        let source = folder.path + "/\(name).xcdatamodel"
        try FileManager.default.createDirectory(atPath: source, withIntermediateDirectories: true)
        try contents.write(toFile: source + "/contents", atomically: true, encoding: .utf8)
        return source
    }

    /// Creates `store` from `model` (seeded with `data`) and returns its schema statements in order.
    static func createStatements(_ model: String, _ store: String, data: String? = nil) throws -> [String] {
        let result = StoreCreation.create(modelPath: model, storePath: store, dataPath: data)
        XCTAssertTrue(result.succeeded, "\(result.diagnostics.map(\.message))")
        return try SQLiteQuery.rows(store, "SELECT sql FROM sqlite_master WHERE sql IS NOT NULL ORDER BY rowid").map { $0[0] }
    }
}
