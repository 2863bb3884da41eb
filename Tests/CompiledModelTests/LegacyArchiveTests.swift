import CompiledModel
import CoreDataModel
import KeyedArchive
import XCTest

/// Very old archives: `_P` = 0 with the legacy bool keys, immutable collections, sync-services
/// user info, no `_NSDestinationEntityName` (destination only as an object), legacy min/max keys.
final class LegacyArchiveTests: XCTestCase {
    func testUnderscorePZeroWithLegacyKeys() throws {
        let encoder = KeyedArchiveEncoder()
        let model = ObjectKey(value: "model"), person = ObjectKey(value: "person")
        let root = encoder.encodeObject(model, classChain: ["NSManagedObjectModel", "NSObject"]) { object in
            object.encodeReference(encoder.encodeDictionary {
                let name = encoder.encodeString("Person")
                let entity = encoder.encodeObject(person, classChain: ["NSEntityDescription", "NSObject"]) { entity in
                    entity.encodeReference(name, forKey: "NSEntityName")
                    entity.encodeReference(encoder.reserveUID(for: model), forKey: "NSManagedObjectModel")
                    entity.encodeReference(encoder.encodeDictionary {
                        [(encoder.encodeString("com.apple.syncservices.Syncable"), encoder.encodeString("NO"))]
                    }, forKey: "NSUserInfo")
                    entity.encodeReference(encoder.encodeDictionary {
                        let age = encoder.encodeString("age"), friend = encoder.encodeString("friend")
                        let ageObject = encoder.encodeObject(classChain: ["NSAttributeDescription", "NSPropertyDescription", "NSObject"]) { a in
                            a.encodeReference(age, forKey: "NSPropertyName")
                            a.encode(0, forKey: "_P")
                            a.encode(true, forKey: "NSIsOptional")
                            a.encode(true, forKey: "NSIsTransient")
                            a.encode(200, forKey: "NSAttributeType")
                            a.encode(3, forKey: "NSFlagsKey")
                            a.encodeReference(encoder.encodeInline(.integer(1)), forKey: "NSMinValueName")
                            a.encodeReference(encoder.encodeInline(.integer(9)), forKey: "NSMaxValueName")
                            a.encodeReference(encoder.encodeInline(.integer(4)), forKey: "NSDefaultValue")
                        }
                        let friendObject = encoder.encodeObject(classChain: ["NSRelationshipDescription", "NSPropertyDescription", "NSObject"]) { r in
                            r.encodeReference(friend, forKey: "NSPropertyName")
                            r.encode(0, forKey: "_P")
                            r.encodeReference(encoder.reserveUID(for: person), forKey: "NSDestinationEntity")
                            r.encode(1, forKey: "NSMaxCount")
                            r.encode(2, forKey: "NSDeleteRule")
                        }
                        return [(age, ageObject), (friend, friendObject)]
                    }, forKey: "NSProperties")
                }
                return [(name, entity)]
            }, forKey: "NSEntities")
            object.encodeNil(forKey: "NSFetchRequestTemplates")
        }
        let loaded = try CompiledModelDecoder.decode(encoder.finish(root: root), path: "old.mom")
        let entity = try XCTUnwrap(loaded.entity(named: "Person"))
        XCTAssertEqual(entity.userInfo, ["com.apple.syncservices.Syncable": "NO"])
        let age = try XCTUnwrap(entity.property(named: "age") as? AttributeDescription)
        XCTAssertTrue(age.isOptional)
        XCTAssertTrue(age.isTransient)
        XCTAssertEqual(age.attributeType, .integer32)
        XCTAssertEqual(age.minValue, .integer(1))
        XCTAssertEqual(age.maxValue, .integer(9))
        XCTAssertEqual(age.defaultValue, .integer(4))
        let friend = try XCTUnwrap(entity.property(named: "friend") as? RelationshipDescription)
        XCTAssertFalse(friend.isOptional)
        XCTAssertEqual(friend.destinationEntityName, "Person")
        XCTAssertTrue(friend.destinationEntity === entity)
        XCTAssertEqual(friend.deleteRule, .cascade)
        XCTAssertEqual(loaded.versionIdentifiers, [])
    }
}
