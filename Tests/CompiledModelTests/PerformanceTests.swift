import CompiledModel
import CoreDataModel
import Foundation
import XCTest

/// Large models stay linear: 5,000 entities with attributes and relationships archive and load
/// in seconds, not minutes.
final class PerformanceTests: XCTestCase {
    func testFiveThousandEntities() throws {
        var entities: [EntityDescription] = []
        for index in 0..<5000 {
            let entity = EntityDescription(name: "E\(index)")
            for attribute in 0..<8 {
                entity.addProperty(AttributeDescription(name: "a\(index)_\(attribute)", type: .string))
            }
            let (after, before) = ((index + 1) % 5000, (index + 4999) % 5000)
            let next = RelationshipDescription(name: "next\(index)", destination: "E\(after)")
            next.inverseName = "previous\(after)"
            entity.addProperty(next)
            let previous = RelationshipDescription(name: "previous\(index)", destination: "E\(before)")
            previous.inverseName = "next\(before)"
            entity.addProperty(previous)
            if index > 0, index % 10 == 0 { entity.superentityName = "E\(index - 1)" }
            entities.append(entity)
        }
        let model = ManagedObjectModel(entities: entities)
        XCTAssertEqual(ModelResolver.resolve(model).filter { $0.severity == .error }.prefix(3).map(\.message), [])
        let start = Date()
        let bytes = try CompiledModelEncoder.encode(model)
        let loaded = try CompiledModelDecoder.decode(bytes, path: "big.mom")
        let elapsed = Date().timeIntervalSince(start)
        XCTAssertEqual(loaded.entities.count, 5000)
        XCTAssertLessThan(elapsed, 60, "encode + decode of 5,000 entities took \(elapsed) s")
        print("note: 5,000 entities: \(bytes.count) bytes, encode + decode \(String(format: "%.2f", elapsed)) s (debug build)")
    }
}
