import XCTest
@testable import KeyedArchive

/// A model-sized archive (5,000 objects with 20 children each) must encode and decode quickly.
final class LargeArchiveTests: XCTestCase {
    func testLargeArchiveRoundTrip() throws {
        let start = Date()
        let encoder = KeyedArchiveEncoder()
        let root = encoder.encodeObject(classChain: ["Model", "NSObject"]) { model in
            let entities = encoder.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
                let keys = (0 ..< 5_000).map { encoder.encodeString("Entity\($0)") }
                let values = keys.map { name in
                    encoder.encodeObject(classChain: ["Entity", "NSObject"]) { entity in
                        entity.encodeReference(name, forKey: "name")
                        entity.encodeReference(encoder.encodeArray {
                            (0 ..< 20).map { index in
                                encoder.encodeObject(classChain: ["Attribute", "NSObject"]) { attribute in
                                    attribute.encodeReference(encoder.encodeString("attribute\(index)"), forKey: "name")
                                    attribute.encode(index, forKey: "type")
                                    attribute.encode(index % 2 == 0, forKey: "optional")
                                    attribute.encodeNil(forKey: "default")
                                }
                            }
                        }, forKey: "properties")
                    }
                }
                return zip(keys, values).map { (key: $0, value: $1) }
            }
            model.encodeReference(entities, forKey: "entities")
        }
        let bytes = try encoder.finish(root: root)
        let encoded = Date()
        let archive = try KeyedArchiveDecoder(bytes: bytes)
        let reachable = try archive.reachableUIDs(from: archive.root().uid)
        let decoded = Date()
        XCTAssertEqual(archive.objectCount, encoder.objectCount)
        XCTAssertGreaterThan(reachable.count, 200_000)
        let entities = try archive.root().dictionary(forKey: "entities")
        XCTAssertEqual(entities?.count, 5_000)
        print(String(format: "large archive: %d objects, %d bytes, encode %.2fs, decode+walk %.2fs",
                     encoder.objectCount, bytes.count, encoded.timeIntervalSince(start), decoded.timeIntervalSince(encoded)))
    }
}
