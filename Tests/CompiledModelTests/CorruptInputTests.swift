import CompiledModel
import CoreDataModel
import Foundation
import KeyedArchive
import XCTest

/// Hostile input never crashes the loader: truncations and flipped bytes of a real archive either
/// still load or fail with a `ModelError` located at the file.
final class CorruptInputTests: XCTestCase {
    private func expectLoadOrModelError(_ bytes: [UInt8], _ what: String) {
        do {
            _ = try CompiledModelDecoder.decode(bytes, path: "/tmp/corrupt.mom")
        } catch let error as ModelError {
            XCTAssertEqual(error.diagnostics.first?.location?.file, "/tmp/corrupt.mom", what)
            XCTAssertFalse(error.diagnostics.isEmpty, what)
        } catch {
            XCTFail("\(what): expected a ModelError, got \(type(of: error)): \(error)")
        }
    }

    private func goldenBytes() throws -> [UInt8] {
        let path = try TestPaths.requireShared("golden/SwiftGen+SwiftGen/SwiftGen.playground/Resources/Model.momd/Model 2.mom")
        return try TestPaths.readBytes(path)
    }

    func testTruncations() throws {
        let bytes = try goldenBytes()
        for length in stride(from: 0, to: bytes.count, by: max(1, bytes.count / 300)) {
            expectLoadOrModelError(Array(bytes.prefix(length)), "truncated to \(length)")
        }
    }

    func testFlippedBytes() throws {
        let bytes = try goldenBytes()
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for round in 0..<1500 {
            var copy = bytes
            for _ in 0..<(1 + round % 3) {
                state = state &* 6364136223846793005 &+ 1442695040888963407
                let index = Int(state >> 33) % copy.count
                copy[index] ^= UInt8(truncatingIfNeeded: state >> 20) | 1
            }
            expectLoadOrModelError(copy, "round \(round)")
        }
    }

    func testNotAnArchive() {
        expectLoadOrModelError([], "empty")
        expectLoadOrModelError(Array("hello".utf8), "text")
        expectLoadOrModelError(BinaryPropertyListWriter.encode(.dictionary([("a", .integer(1))])), "plain plist")
    }

    /// A well-formed archive whose objects are not a model, or a model with broken pieces.
    func testModelLevelErrors() throws {
        func archive(_ build: (KeyedArchiveEncoder) -> UID) throws -> [UInt8] {
            let encoder = KeyedArchiveEncoder()
            return try encoder.finish(root: build(encoder))
        }
        let notModel = try archive { $0.encodeObject(classChain: ["NSObject"]) { _ in } }
        XCTAssertThrowsError(try CompiledModelDecoder.decode(notModel, path: "x.mom")) { error in
            XCTAssertTrue("\(error)".contains("not an NSManagedObjectModel"), "\(error)")
        }
        let noEntities = try archive { $0.encodeObject(classChain: ["NSManagedObjectModel", "NSObject"]) { _ in } }
        XCTAssertThrowsError(try CompiledModelDecoder.decode(noEntities, path: "x.mom")) { error in
            XCTAssertTrue("\(error)".contains("NSEntities"), "\(error)")
        }
        let badType = try archive { encoder in
            encoder.encodeObject(classChain: ["NSManagedObjectModel", "NSObject"]) { model in
                model.encodeReference(encoder.encodeDictionary(classChain: FoundationClassChain.mutableDictionary) {
                    let name = encoder.encodeString("E")
                    let entity = encoder.encodeObject(classChain: ["NSEntityDescription", "NSObject"]) { entity in
                        entity.encodeReference(name, forKey: "NSEntityName")
                        entity.encodeReference(encoder.encodeDictionary {
                            let key = encoder.encodeString("a")
                            let attribute = encoder.encodeObject(classChain: ["NSAttributeDescription", "NSPropertyDescription", "NSObject"]) { a in
                                a.encodeReference(key, forKey: "NSPropertyName")
                                a.encode(4242, forKey: "NSAttributeType")
                            }
                            return [(key, attribute)]
                        }, forKey: "NSProperties")
                    }
                    return [(name, entity)]
                }, forKey: "NSEntities")
            }
        }
        XCTAssertThrowsError(try CompiledModelDecoder.decode(badType, path: "x.mom")) { error in
            XCTAssertTrue("\(error)".contains("unknown attribute type code 4242"), "\(error)")
            XCTAssertTrue("\(error)".hasPrefix("x.mom:"), "\(error)")
        }
    }
}
